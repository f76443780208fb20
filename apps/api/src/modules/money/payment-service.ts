import {
  defaultLocale,
  depositMessages,
  instalmentMessages,
  type Locale,
  ledgerMessages,
  messages,
  type PaymentStatusUpdate,
  registrationStatusLabels,
  serverNotes,
  unpaidStatuses,
} from '@soccer/contracts';
import type Stripe from 'stripe';
import type { Principal } from '../../auth/token-verifier.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import type { Ledger } from '../ledger/index.js';
import { orderRegistrationIds } from '../ledger/order-ledger.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { type ChangeNote, findLedgerRow, type LedgerRow } from '../ledger/transitions.js';
import {
  findAttempt,
  findAttempts,
  findSwitchCheckout,
  openBalanceAttempts,
  recordPaymentEvent,
} from './attempts-repository.js';
import { createCheckouts, parseRegistrationReference } from './checkout.js';
import { isCreditCheckout } from './credit-ledger.js';
import { createCreditPayment } from './credit-payment.js';
import { firstChargeCents, instalmentsOfAll, registrationMoney } from './deposits.js';
import { createHolds } from './holds.js';
import { firstCheckoutPayableKind, instalmentPayableKind, type Payable } from './payable.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import type { ReceiptIssuer } from './receipt-issuer.js';
import type { RefundService } from './refund-service.js';
import { createSettlement } from './settlement.js';

/** What the payment flow works with besides the service dependencies. */
export interface PaymentCollaborators {
  provider: PaymentProvider;
  /** Camp and tournament registrations as checkouts describe them. */
  subjects: PaymentSubject[];
  /** What a checkout can pay: settlement hands the provider's record to the one its attempts name. */
  payables: Payable[];
  ledger: Ledger;
  /** Owed-back payments are refunded; `refund.*` events name refunds. */
  refunds: Pick<RefundService, 'payBackRefundDue' | 'handleRefundEvent'>;
  /** A seat was taken for good or freed: the public lists must show it. */
  seatsChanged: () => void;
  /** Each payment's receipt, issued as it is recorded. */
  receipts: ReceiptIssuer;
}

/**
 * Payments: checkouts (start, reuse, close), settlement of the provider's record, held seats.
 * The price is the one the server stored; a webhook or a return to the site is only a hint: the
 * server retrieves the checkout session from the provider and acts on that record, and only when
 * it is a session the server opened, for the amount, currency and item it asked for.
 */
export function createPaymentService(deps: ServiceDeps, c: PaymentCollaborators) {
  const { db, clock: now, config, log } = deps;
  const subject = (kind: RegistrationKind) => {
    const s = c.subjects.find((x) => x.kind === kind);
    if (!s) throw new Error(`no payment subject for ${kind}`);
    return s;
  };
  const holdAfterCheckout = () => new Date(now().getTime() + config.HOLD_MINUTES * 60_000);
  const settlement = createSettlement({
    db,
    log,
    now,
    payables: c.payables,
    payBackOwed: c.refunds.payBackRefundDue,
    seatsChanged: c.seatsChanged,
    holdAfterCheckout,
    receipts: c.receipts,
    subject,
  });
  const checkouts = createCheckouts(deps, {
    provider: c.provider,
    ledger: c.ledger,
    subject,
    settle: settlement.settle,
    holdAfterCheckout,
  });
  const credit = createCreditPayment(deps, {
    payables: c.payables,
    subject,
    receipts: c.receipts,
    seatsChanged: c.seatsChanged,
  });
  const holds = createHolds(deps, {
    ledger: c.ledger,
    closeCheckout: checkouts.closeCheckout,
    seatsChanged: c.seatsChanged,
    holdAfterCheckout,
  });

  /**
   * Returns the hosted checkout URL for the owner's registration, reusing an open session. A
   * registration of an order is paid with every unpaid registration of its order, in one
   * checkout with a line each.
   */
  async function startCheckout(
    kind: RegistrationKind,
    registrationId: number,
    owner: Principal,
    browserAmount?: number,
    /** The language of the provider's page and of its lines' descriptions. */
    locale: Locale = defaultLocale,
    /** Apply the account's credit (all it has, up to the total); the card pays the rest. */
    useCredit = true,
    /** Pay by the item's instalment plan: the first payment now, the card saved (decision 0109). */
    byInstalments = false,
  ) {
    const s = subject(kind);
    const note: ChangeNote = { by: 'family', byId: owner.id, why: serverNotes.checkoutOpened };
    let row = await findLedgerRow(db, kind, registrationId);
    if (!row || row.owner_account_id !== owner.id) throw notFound(messages.notOwned);
    // A camp hold that lapsed is released now rather than at the sweeper's next pass.
    if (kind === 'camp' && row.hold_expires_at && row.hold_expires_at < now().toISOString()) {
      await holds.releaseHold(row.id, row.stripe_session_id, { lapsedOnly: true });
      row = (await findLedgerRow(db, kind, registrationId))!;
      if (row.status === 'expired') throw conflict(ledgerMessages.holdLapsed);
    }
    assertPayable(row);
    const members = row.order_id === null ? [row] : await unpaidOrderMembers(row);
    for (const member of members) {
      const closed = await s.closedForPayment(db, member.priced_item_id, isoDay(now()));
      if (closed) throw conflict(closed);
    }
    // A plan's first payments: each registration's item still offers one; an order's players each
    // by their own session's plan (decisions 0109, 0117).
    const schedules = byInstalments ? await instalmentsOfAll(db, kind, members, now()) : null;
    if (byInstalments && !schedules)
      throw conflict(members.length > 1 ? instalmentMessages.orderNoPlan : instalmentMessages.noPlan);
    const plan = schedules
      ? { firstCents: new Map([...schedules].map(([id, s]) => [id, s[0]!.cents])) }
      : undefined;
    const payable = firstCheckoutPayableKind(kind, members.length, plan !== undefined);
    // What each line pays now: the first instalment; its deposit when its item takes one (decision 0104); else its price.
    const charges = new Map<number, number>();
    for (const m of members)
      charges.set(m.id, plan?.firstCents.get(m.id) ?? (await firstChargeCents(db, kind, m, now())));
    const total = members.reduce((t, m) => t + charges.get(m.id)!, 0);
    // Credit pays registrations paid in full; a deposit or an instalment is paid by card (decisions 0096, 0104, 0109).
    const creditable = useCredit && members.every((m) => charges.get(m.id) === m.amount_cents);
    // The page sends what it showed; the server charges what it stored, and only notes a difference.
    if (browserAmount !== undefined && Math.round(browserAmount * 100) !== total)
      log.warn({ registrationId, kind, browserAmount, amountCents: total }, 'browser amount ignored');

    for (const checkoutId of new Set(members.map((m) => m.stripe_session_id))) {
      if (!checkoutId) continue;
      const current = await c.provider.retrieve(checkoutId);
      if (current && current.status === 'open' && current.url) {
        const attempts = await findAttempts(db, current.id);
        const parts = await credit.plan(owner.id, members, creditable, await credit.heldBy(current.id));
        const reusable =
          current.amountTotal === total - parts.reduce((t, p) => t + p, 0) &&
          // A page in another language than the site now shows is opened anew.
          (current.locale ?? defaultLocale) === locale &&
          attempts.length === members.length &&
          attempts.every((a) => a.payable === payable) &&
          members.every((m) =>
            attempts.some(
              (a) =>
                a.registration_kind === kind &&
                a.registration_id === m.id &&
                a.amount_cents + a.credit_cents === charges.get(m.id) &&
                a.credit_cents === parts[members.indexOf(m)] &&
                a.priced_item_id === m.priced_item_id &&
                m.stripe_session_id === current.id,
            ),
          );
        if (reusable) {
          // The hold already ends when this page expires; reusing the page does not extend it.
          for (const m of members)
            if (!(await c.ledger.startCheckout(kind, m.id, current.id, null, now().toISOString(), note)))
              throw conflict(ledgerMessages.changedMeanwhile);
          return current.url;
        }
      }
      if (current) {
        // Not reusable: the price, the order's players or the language changed since, or it ended. It must not be paid any more.
        const outcome =
          current.status === 'open'
            ? await checkouts.closeCheckout(current.id)
            : await settlement.settle(current);
        if (outcome === 'paid') throw conflict(ledgerMessages.alreadyPaid);
        if (outcome === 'pending') throw conflict(ledgerMessages.paymentProcessing);
      }
    }
    const parts = await credit.plan(owner.id, members, creditable);
    const creditCents = parts.reduce((t, p) => t + p, 0);
    if (creditCents > 0 && creditCents === total) return credit.payInCredit(kind, members, owner.id);
    return checkouts.openRegistrationCheckout(
      kind,
      members,
      note,
      locale,
      creditCents > 0 ? { parts, take: credit.taker(owner.id, kind, members, parts) } : undefined,
      plan,
    );
  }

  /**
   * Returns the hosted checkout URL for the balance of the owner's registration paid by a deposit
   * (decision 0104): an open checkout of the same balance is reused, so concurrent clicks get one
   * page; a balance paid twice anyway is owed back by its payable.
   */
  /**
   * A checkout opened earlier for the same payment: its page while it is still open for `cents`;
   * otherwise settled from the provider's record (paid: `paidMessage`; clearing: wait), undefined
   * when a new one is to be opened.
   */
  async function stillPayable(sessionId: string, cents: number, paidMessage: string) {
    const current = await c.provider.retrieve(sessionId);
    if (current?.status === 'open' && current.url && current.amountTotal === cents) return current.url;
    if (current && current.status !== 'open') {
      const state = await settlement.settle(current);
      if (state === 'paid') throw conflict(paidMessage);
      if (state === 'pending') throw conflict(ledgerMessages.paymentProcessing);
    }
    return undefined;
  }

  async function startBalanceCheckout(
    kind: RegistrationKind,
    registrationId: number,
    owner: Principal,
    locale: Locale = defaultLocale,
    /** A plan's one instalment (its number) to pay now, by the pay-now link (decision 0109). */
    instalment?: number,
  ) {
    const row = await findLedgerRow(db, kind, registrationId);
    if (!row || row.owner_account_id !== owner.id) throw notFound(messages.notOwned);
    const money = await registrationMoney(db, kind, row);
    if (money.dueCents <= 0) throw conflict(depositMessages.nothingDue);
    if (instalment !== undefined) {
      const open = money.instalments.find(
        (i) => i.seq === instalment && (i.status === 'scheduled' || i.status === 'failed'),
      );
      if (!open) throw conflict(instalmentMessages.notOpen);
      // The pay-now page already opened for it, while it can still be paid: the same page, so a
      // second click never leaves the first page's payment naming a checkout no longer its own.
      const earlier = open.charge_id
        ? await findAttempt(db, open.charge_id, { kind, id: row.id })
        : undefined;
      if (earlier?.payable === instalmentPayableKind[kind] && ['open', 'pending'].includes(earlier.state)) {
        const url = await stillPayable(earlier.provider_session_id, open.cents, instalmentMessages.notOpen);
        if (url) return url;
      }
      return checkouts.openInstalmentCheckout(kind, row, open, locale);
    }
    for (const open of await openBalanceAttempts(db, kind, row.id)) {
      const url = await stillPayable(open.provider_session_id, money.dueCents, ledgerMessages.alreadyPaid);
      if (url) return url;
    }
    return checkouts.openBalanceCheckout(
      kind,
      row,
      { cents: money.dueCents, paidCents: money.paidCents },
      locale,
    );
  }

  /**
   * The registrations of `row`'s order that one checkout pays now: those still unpaid and
   * holding their seat, in id order (so every member opens the same checkout).
   */
  async function unpaidOrderMembers(row: LedgerRow) {
    const members: LedgerRow[] = [];
    const at = now().toISOString();
    for (const id of await orderRegistrationIds(db, row.order_id!)) {
      const member = id === row.id ? row : await findLedgerRow(db, 'camp', id);
      if (!member || member.owner_account_id !== row.owner_account_id) continue;
      if (!unpaidStatuses.includes(member.status)) continue;
      if (member.hold_expires_at && member.hold_expires_at < at) continue;
      members.push(member);
    }
    return members;
  }

  function assertPayable(row: LedgerRow) {
    if (row.status === 'paid') throw conflict(ledgerMessages.alreadyPaid);
    if (!unpaidStatuses.includes(row.status))
      throw conflict(ledgerMessages.noLongerPayable(registrationStatusLabels[row.status]));
  }

  /** The result page's status update: ask the provider, apply what it says, return the outcome. */
  async function syncFromProvider(
    kind: RegistrationKind,
    sessionIdOrReference: string,
    owner: Principal,
  ): Promise<PaymentStatusUpdate> {
    const missing = () => notFound('Payment session not found');
    let sessionId = sessionIdOrReference;
    const reference = parseRegistrationReference(sessionIdOrReference);
    if (reference?.kind === 'move') {
      const move = kind === 'camp' ? await findSwitchCheckout(db, reference.id) : undefined;
      if (!move?.provider_session_id) throw missing();
      sessionId = move.provider_session_id;
    } else if (reference) {
      const row = reference.kind === kind ? await findLedgerRow(db, kind, reference.id) : undefined;
      if (!row || row.owner_account_id !== owner.id || !row.stripe_session_id) throw missing();
      sessionId = row.stripe_session_id;
    }
    const attempt = await findAttempt(db, sessionId);
    if (!attempt || attempt.registration_kind !== kind) throw missing();
    const before = await findLedgerRow(db, kind, attempt.registration_id);
    if (!before || before.owner_account_id !== owner.id) throw missing();
    if (isCreditCheckout(sessionId)) return creditCheckoutStatus(sessionId, owner);

    const session = await c.provider.retrieve(sessionId).catch((error) => {
      log.warn({ err: error, paymentSessionId: sessionId }, 'payment session lookup failed');
      throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
    });
    if (!session) throw missing();
    const state = (await settlement.settle(session)) ?? 'not_paid';
    const attempts = await findAttempts(db, sessionId);
    const update = await settlement
      .payableOf(attempts)
      .statusUpdate(db, attempts, state, owner.id, now().toISOString());
    const receiptNumber = update.receipt ? await c.receipts.numberFor(db, sessionId) : null;
    return receiptNumber === null ? update : { ...update, receiptNumber };
  }

  /** The result page's answer for a checkout paid in credit only (no provider to ask: paid, or it never was). */
  async function creditCheckoutStatus(checkoutId: string, owner: Principal): Promise<PaymentStatusUpdate> {
    const attempts = await findAttempts(db, checkoutId);
    const state = attempts[0]?.state === 'paid' ? 'paid' : 'not_paid';
    const update = await settlement
      .payableOf(attempts)
      .statusUpdate(db, attempts, state, owner.id, now().toISOString());
    const receiptNumber = update.receipt ? await c.receipts.numberFor(db, checkoutId) : null;
    return receiptNumber === null ? update : { ...update, receiptNumber };
  }

  /** A verified provider event: a hint to read the session from the provider and act on that. */
  async function handleEvent(event: Stripe.Event) {
    if (event.type.startsWith('refund.')) {
      const refundId = (event.data.object as { id?: unknown }).id;
      if (typeof refundId !== 'string' || !refundId) return 'ignored';
      const handled = await c.refunds.handleRefundEvent(refundId);
      await recordPaymentEvent(db, event.id, event.type, now().toISOString());
      return handled;
    }
    if (!event.type.startsWith('checkout.session.')) return 'ignored';
    const sessionId = (event.data.object as { id?: unknown }).id;
    if (typeof sessionId !== 'string' || !sessionId) return 'ignored';
    const session = await c.provider.retrieve(sessionId).catch((error) => {
      log.warn(
        { err: error, paymentSessionId: sessionId, eventId: event.id },
        'payment session lookup failed',
      );
      // 503: the provider delivers the event again later.
      throw new HttpError(503, 'The payment provider could not be reached.');
    });
    if (!session) {
      log.warn(
        { paymentSessionId: sessionId, eventId: event.id },
        'event names a session the provider does not know; ignored',
      );
      return 'ignored';
    }
    const state = await settlement.settle(session, {
      delayedPaymentFailed: event.type === 'checkout.session.async_payment_failed',
      expiredByProvider: event.type === 'checkout.session.expired',
    });
    // Recorded once handled, so a delivery that failed half-way is handled again when redelivered.
    await recordPaymentEvent(db, event.id, event.type, now().toISOString());
    return state ?? 'ignored';
  }

  return {
    startCheckout,
    startBalanceCheckout,
    syncFromProvider,
    handleEvent,
    closeCheckout: checkouts.closeCheckout,
    openSwitchCheckout: checkouts.openSwitchCheckout,
    releaseHold: holds.releaseHold,
    releaseSwitch: holds.releaseSwitch,
    sweepLapsedHolds: holds.sweepLapsedHolds,
    /** Applies a paid checkout as the provider's record of it would (settlement's one path). */
    takePayment: settlement.takePayment,
    parseWebhook: c.provider.parseWebhook,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
