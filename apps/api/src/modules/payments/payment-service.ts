import {
  formatMoney,
  ledgerMessages,
  messages,
  type PaymentState,
  type PaymentStatusUpdate,
  registrationStatusLabels,
  type SessionSwitch,
  switchMessages,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Transaction } from 'kysely';
import Stripe from 'stripe';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import { paymentReceivedMail } from '../../mail/payment-received-mail.js';
import { orderRegistrationIds } from '../ledger/order-ledger.js';
import { recordPaymentIssue } from '../ledger/payment-issues.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import {
  type Effects,
  findLedgerRow,
  type Ledger,
  type LedgerRow,
  listLapsedHolds,
} from '../ledger/registration-ledger.js';
import { listLapsedSwitches } from '../ledger/session-switch-ledger.js';
import type { PaymentProvider, ProviderSession } from './payment-provider.js';
import { paymentReceipt } from './payment-receipt.js';
import type { PaymentSubject } from './payment-subject.js';
import {
  findAttempt,
  findAttempts,
  findSwitchCheckout,
  idempotencyPrefix,
  notePaymentIntent,
  recordAttempt,
  recordPaymentEvent,
  setAttemptState,
} from './payments-repository.js';

/** The only currency the business charges in (contracts `currency`, as the provider writes it). */
const chargeCurrency = 'usd';

/** Work the payment flow hands to the refund service (set once both exist). */
export interface PaymentHooks {
  /** A payment the ledger could not take ('refund due') is to be paid back. */
  refundDue?: (providerSessionId: string) => Promise<void>;
  /** A verified `refund.*` event names this provider refund. */
  refundEvent?: (providerRefundId: string) => Promise<string>;
  /** A move to another session as its registration's history shows it. */
  describeSwitch?: (moveId: number) => Promise<SessionSwitch | undefined>;
  /** The mail that confirms a completed move to another session. */
  switchMail?: (trx: Transaction<Database>, moveId: number) => Promise<OutgoingMail | null>;
}

/** What the payment flow works with besides the service dependencies. */
export interface PaymentCollaborators {
  provider: PaymentProvider;
  /** Camp and tournament registrations as payments see them. */
  subjects: PaymentSubject[];
  ledger: Ledger;
  /** A seat was taken for good or freed: the public lists must show it. */
  seatsChanged: () => void;
}

/** What closing a provider checkout found: closed, or it was paid / is clearing meanwhile. */
type CloseOutcome = 'closed' | 'paid' | 'pending';

/**
 * The payment flow for both kinds of registration. The price is the one the server stored; a
 * webhook or a return to the site is only a hint: the server retrieves the checkout session from
 * the provider and acts on that record, and only when it is a session the server opened for that
 * registration, for the amount, currency and item it asked for. Status changes go through the
 * ledger.
 */
export function createPaymentService(
  { db, clock, config, log }: ServiceDeps,
  { provider, subjects, ledger, seatsChanged }: PaymentCollaborators,
  hooks: PaymentHooks = {},
) {
  const byKind = new Map(subjects.map((s) => [s.kind, s]));
  const subject = (kind: RegistrationKind) => {
    const s = byKind.get(kind);
    if (!s) throw new Error(`no payment subject for ${kind}`);
    return s;
  };
  const now = clock;
  const holdAfterCheckout = () => new Date(now().getTime() + config.HOLD_MINUTES * 60_000);
  let prefix: string | undefined;

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
  ) {
    const s = subject(kind);
    let row = await findLedgerRow(db, kind, registrationId);
    if (!row || row.owner_account_id !== owner.id) throw notFound(messages.notOwned);
    // A camp hold that lapsed is released now rather than at the sweeper's next pass.
    if (kind === 'camp' && row.hold_expires_at && row.hold_expires_at < now().toISOString()) {
      await releaseHold(row.id, row.stripe_session_id, { lapsedOnly: true });
      row = (await findLedgerRow(db, kind, registrationId))!;
      if (row.status === 'expired') throw conflict(ledgerMessages.holdLapsed);
    }
    assertPayable(row);
    const members = row.order_id === null ? [row] : await unpaidOrderMembers(row);
    for (const member of members) {
      const closed = await s.closedForPayment(db, member.priced_item_id, isoDay(now()));
      if (closed) throw conflict(closed);
    }
    const total = members.reduce((t, m) => t + m.amount_cents, 0);
    // The page sends what it showed; the server charges what it stored, and only notes a difference.
    if (browserAmount !== undefined && Math.round(browserAmount * 100) !== total)
      log.warn({ registrationId, kind, browserAmount, amountCents: total }, 'browser amount ignored');

    for (const checkoutId of new Set(members.map((m) => m.stripe_session_id))) {
      if (!checkoutId) continue;
      const current = await provider.retrieve(checkoutId);
      if (current && current.status === 'open' && current.url) {
        const attempts = await findAttempts(db, current.id);
        const samePrice =
          current.amountTotal === total &&
          attempts.length === members.length &&
          members.every((m) =>
            attempts.some(
              (a) =>
                a.registration_kind === kind &&
                a.registration_id === m.id &&
                a.amount_cents === m.amount_cents &&
                a.priced_item_id === m.priced_item_id &&
                m.stripe_session_id === current.id,
            ),
          );
        if (samePrice) {
          // The hold already ends when this page expires; reusing the page does not extend it.
          for (const m of members)
            if (!(await ledger.startCheckout(kind, m.id, current.id, null, now().toISOString())))
              throw conflict(ledgerMessages.changedMeanwhile);
          return current.url;
        }
      }
      if (current) {
        // Not reusable: the price or the order's players changed since, or it ended. It must not be paid any more.
        const outcome = current.status === 'open' ? await closeCheckout(current.id) : await settle(current);
        if (outcome === 'paid') throw conflict(ledgerMessages.alreadyPaid);
        if (outcome === 'pending') throw conflict(ledgerMessages.paymentProcessing);
      }
    }
    return openCheckout(kind, members);
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

  /** Opens one checkout for these registrations (one, or an order's), a line each. */
  async function openCheckout(kind: RegistrationKind, members: LedgerRow[]) {
    const s = subject(kind);
    const lead = members[0]!;
    const lines = [];
    let customerEmail = '';
    for (const m of members) {
      const details = await s.describe(db, m.id);
      if (!details) throw notFound(messages.notOwned);
      customerEmail ||= details.customerEmail;
      lines.push({
        registrationId: m.id,
        amountCents: m.amount_cents,
        pricedItemId: m.priced_item_id,
        productName: details.productName,
        productDescription: details.description,
      });
    }
    prefix ??= await idempotencyPrefix(db);
    // The key names the checkout this one follows, so concurrent starts of the same attempt send
    // one key and identical requests (whole minutes), and the provider answers both with one
    // session; the minute lets a start after a failed one (no session recorded) get a fresh key.
    const minute = Math.ceil(holdAfterCheckout().getTime() / 60_000);
    const holdUntil = new Date(minute * 60_000);
    const others = members
      .slice(1)
      .map((m) => `+${m.id}`)
      .join('');
    const { session, url, at } = await openRecordedCheckout({
      kind,
      lines,
      customerEmail,
      // Stripe fills {CHECKOUT_SESSION_ID} only into success_url; the cancel page names the registration.
      cancelReference: registrationReference(kind, lead.id),
      expiresAt: holdUntil,
      metadata: {
        registration_ref: registrationReference(kind, lead.id),
        ...(lead.order_id !== null ? { order_id: String(lead.order_id) } : {}),
      },
      idempotencyKey: `${prefix}-${kind}-${lead.id}${others}-after-${lead.stripe_session_id ?? 'none'}-${minute}`,
    });
    let started = true;
    for (const m of members)
      started =
        (await ledger.startCheckout(
          kind,
          m.id,
          session.id,
          kind === 'camp' ? holdUntil.toISOString() : null,
          at,
        )) && started;
    if (!started) {
      // Cancelled, expired or paid meanwhile: this page must never be paid.
      await closeCheckout(session.id);
      const after = await findLedgerRow(db, kind, lead.id);
      throw conflict(
        after?.status === 'paid'
          ? ledgerMessages.alreadyPaid
          : ledgerMessages.noLongerPayable(registrationStatusLabels[after?.status ?? 'expired']),
      );
    }
    return url;
  }

  /**
   * Creates a hosted checkout at the provider for what the server asks (a line per registration:
   * amount, the item it is the price of; one currency) and records an attempt per line: only a
   * recorded attempt can pay anything. `switchId`: the checkout collects a move's difference.
   */
  async function openRecordedCheckout(c: {
    kind: RegistrationKind;
    lines: {
      registrationId: number;
      amountCents: number;
      pricedItemId: number;
      productName: string;
      productDescription: string;
    }[];
    customerEmail: string;
    cancelReference: string;
    expiresAt: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
    switchId?: number;
  }) {
    const resultPath = subject(c.kind).resultPath;
    const base = appUrl(config);
    let session: ProviderSession;
    try {
      session = await provider.createCheckout({
        currency: chargeCurrency,
        lines: c.lines,
        customerEmail: c.customerEmail,
        successUrl: `${base}${resultPath}/true/{CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}${resultPath}/false/${c.cancelReference}`,
        expiresAt: c.expiresAt,
        metadata: {
          registration_kind: c.kind,
          registration_id: String(c.lines[0]!.registrationId),
          ...c.metadata,
        },
        idempotencyKey: c.idempotencyKey,
      });
    } catch (error) {
      // A concurrent start of the same attempt, with other parameters (another second's expiry).
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw conflict(ledgerMessages.checkoutBusy);
      throw error;
    }
    if (!session.url) throw new HttpError(502, 'The payment provider did not return a checkout page.');
    const at = now().toISOString();
    for (const line of c.lines)
      await recordAttempt(db, {
        kind: c.kind,
        registrationId: line.registrationId,
        sessionId: session.id,
        amountCents: line.amountCents,
        currency: chargeCurrency,
        pricedItemId: line.pricedItemId,
        ...(c.switchId !== undefined ? { switchId: c.switchId } : {}),
        at,
      });
    return { session, url: session.url, at };
  }

  /**
   * Expires an open checkout at the provider so it can no longer be paid. When it cannot be
   * expired, the provider's record says why: paid (applied now), a delayed payment clearing, or
   * already expired.
   */
  async function closeCheckout(sessionId: string): Promise<CloseOutcome> {
    try {
      await provider.expire(sessionId);
      await setAttemptState(db, sessionId, 'closed', now().toISOString());
      return 'closed';
    } catch (error) {
      const session = await provider.retrieve(sessionId).catch((lookupError) => {
        log.warn({ err: lookupError, paymentSessionId: sessionId }, 'payment session lookup failed');
        throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
      });
      if (!session) throw error;
      const state = await settle(session);
      if (state === 'paid' || state === 'review' || state === 'refund_due') return 'paid';
      if (state === 'pending') return 'pending';
      if (session.status === 'open') throw error;
      return 'closed';
    }
  }

  /**
   * Acts on the provider's record of a checkout session. Returns how that checkout ended, or
   * null when it is not a session this server opened (forged, or another database's).
   * `delayedPaymentFailed`: the provider reported that the delayed payment failed (a complete,
   * unpaid session looks the same while it is still clearing).
   */
  async function settle(
    session: ProviderSession,
    options: { delayedPaymentFailed?: boolean; expiredByProvider?: boolean } = {},
  ): Promise<PaymentState | null> {
    const attempts = await findAttempts(db, session.id);
    const attempt = attempts[0];
    if (!attempt) {
      log.warn(
        { paymentSessionId: session.id, metadata: session.metadata },
        'payment session not opened by this server; ignored',
      );
      return null;
    }
    const kind = attempt.registration_kind as RegistrationKind;
    const id = attempt.registration_id;
    // An order's checkout: a line (attempt) per registration, paid together.
    const ids = attempts.map((a) => a.registration_id);
    const rows: LedgerRow[] = [];
    for (const lineId of ids) {
      const row = await findLedgerRow(db, kind, lineId);
      if (!row) return null;
      rows.push(row);
    }
    // A checkout for the difference of a move to another session (camps): its move, not the registration's status.
    const moveId = attempt.switch_id;
    const at = now().toISOString();
    const s = subject(kind);
    const logIds = {
      kind,
      registrationId: id,
      ...(ids.length > 1 ? { orderRegistrationIds: ids } : {}),
      paymentSessionId: session.id,
      moveId,
    };
    /** Ledger effects that queue a mail in the change's transaction. */
    const mailWith =
      (mail: (trx: Transaction<Database>) => Promise<OutgoingMail | null | undefined>) =>
      async (trx: Transaction<Database>) => {
        const m = await mail(trx);
        if (m) await enqueueMail(trx, m, now());
      };

    /** The payment's one mail: every line, the discounts, the total, the order number. */
    const paidMail = async (trx: Transaction<Database>) => {
      const built = await paymentReceipt(trx, s, receiptLinesOf(attempts), at);
      return (
        built &&
        paymentReceivedMail({
          dedupeKey: `${kind}-paid:${id}`,
          receipt: built.receipt,
          greetingName: built.lead.greetingName,
          appUrl: appUrl(config),
        })
      );
    };

    if (session.paymentStatus === 'paid') {
      await notePaymentIntent(db, session.id, session.paymentIntent);
      const problem = paymentMismatch(session, attempts, moveId === null ? rows : null);
      if (problem) {
        for (const a of attempts)
          await recordPaymentIssue(db, {
            kind,
            registrationId: a.registration_id,
            providerSessionId: session.id,
            issue: 'review',
            reason: problem,
            amountCents: attempts.length > 1 ? a.amount_cents : session.amountTotal,
            currency: session.currency,
            at,
          });
        log.warn(
          { ...logIds, amountTotal: session.amountTotal, currency: session.currency, problem },
          'payment needs review',
        );
        return 'review';
      }
      const payment = {
        sessionId: session.id,
        amountCents: session.amountTotal ?? 0,
        currency: session.currency ?? '',
      };
      const outcome =
        moveId !== null
          ? await ledger.completeSwitch(
              moveId,
              payment,
              at,
              mailWith(async (trx) => hooks.switchMail?.(trx, moveId)),
            )
          : attempts.length > 1
            ? await ledger.payOrder(
                attempts.map((a) => ({ registrationId: a.registration_id, amountCents: a.amount_cents })),
                payment,
                at,
                // One mail for the whole payment, queued with its first line.
                async (trx, lineId) => {
                  if (lineId === id) await mailWith(paidMail)(trx);
                },
              )
            : await ledger.pay(kind, id, payment, at, mailWith(paidMail));
      if (outcome === 'paid') {
        log.info(logIds, moveId === null ? 'registration paid' : 'registration moved to another session');
        seatsChanged();
      }
      if (outcome === 'refund_due') {
        log.warn(logIds, 'payment arrived for a registration that cannot take it; refund due');
        await hooks.refundDue?.(session.id);
        return 'refund_due';
      }
      return 'paid';
    }

    /**
     * The checkout ended unpaid: a move gives its held seat back; its registrations are rejected
     * when the delayed payment failed (with a mail saying how to pay instead) or the provider
     * expired it.
     */
    const endUnpaid = async (why: 'failed' | 'expired' | 'returned') => {
      await setAttemptState(db, session.id, 'closed', at);
      if (moveId !== null) {
        if (await ledger.expireSwitch(moveId, at, { currentSession: session.id })) seatsChanged();
      } else if (why !== 'returned') {
        for (const lineId of ids)
          await ledger.reject(
            kind,
            lineId,
            session.id,
            at,
            why === 'failed'
              ? mailWith((trx) => s.paymentFailedMail(trx, lineId, appUrl(config)))
              : undefined,
          );
      }
    };

    if (session.status === 'complete') {
      // Complete and unpaid: a delayed payment still clearing, unless it was reported failed.
      if (attempt.state === 'closed') return 'not_paid';
      if (!options.delayedPaymentFailed) {
        await setAttemptState(db, session.id, 'pending', at);
        if (moveId !== null) await ledger.extendSwitchHold(moveId, holdAfterCheckout().toISOString(), at);
        return 'pending';
      }
      await endUnpaid('failed');
      return 'not_paid';
    }

    // Only the provider's own expiry rejects; a return to the site never changes a status for the worse.
    if (session.status === 'expired') await endUnpaid(options.expiredByProvider ? 'expired' : 'returned');
    return 'not_paid';
  }

  /** Opens the hosted checkout for a move's difference (the move holds its seat until it expires). */
  async function openSwitchCheckout(
    move: {
      id: number;
      registration_id: number;
      to_session_id: number;
      difference_cents: number;
      hold_expires_at: string | null;
    },
    details: { productName: string; description: string; customerEmail: string },
  ) {
    prefix ??= await idempotencyPrefix(db);
    const { session, url, at } = await openRecordedCheckout({
      kind: 'camp',
      lines: [
        {
          registrationId: move.registration_id,
          amountCents: move.difference_cents,
          pricedItemId: move.to_session_id,
          productName: details.productName,
          productDescription: details.description,
        },
      ],
      customerEmail: details.customerEmail,
      cancelReference: moveReference(move.id),
      expiresAt: new Date(move.hold_expires_at ?? holdAfterCheckout().toISOString()),
      metadata: { switch_id: String(move.id) },
      // One checkout per move: a repeated request gets the same page.
      idempotencyKey: `${prefix}-switch-${move.id}`,
      switchId: move.id,
    });
    if (!(await ledger.startSwitchCheckout(move.id, session.id, at))) {
      await closeCheckout(session.id);
      throw conflict(switchMessages.lapsed);
    }
    return url;
  }

  /** Gives back the seat a move holds, as `releaseHold` does for a registration's hold. */
  const releaseSwitch = (
    moveId: number,
    providerSessionId: string | null,
    options: { lapsedOnly: boolean },
  ) =>
    releaseSeat(
      providerSessionId,
      { moveId },
      {
        extend: (until, at) => ledger.extendSwitchHold(moveId, until, at),
        expire: (at) => ledger.expireSwitch(moveId, at, options.lapsedOnly ? { lapsedBefore: at } : {}),
      },
    );

  /**
   * Why a paid session must not mark its registrations paid, or null when it matches: the
   * currency and total the checkout asked for, and each line still the registration's price.
   */
  function paymentMismatch(
    session: ProviderSession,
    attempts: { amount_cents: number; currency: string; priced_item_id: number; state: string }[],
    /** The registrations, line by line, for a checkout of their price (null: a move's difference, fixed when opened). */
    rows: LedgerRow[] | null,
  ): string | null {
    const paid =
      session.amountTotal === null ? 'an unknown amount' : formatMoney(dollars(session.amountTotal));
    const asked = attempts.reduce((t, a) => t + a.amount_cents, 0);
    const currency = attempts[0]!.currency;
    if (attempts.some((a) => a.currency !== session.currency))
      return `Paid in ${session.currency ?? 'an unknown currency'}; the checkout asked for ${currency}.`;
    if (session.amountTotal !== asked)
      return `Paid ${paid}; the checkout asked for ${formatMoney(dollars(asked))}.`;
    const changed = rows?.find((row, i) => {
      const a = attempts[i]!;
      return (
        a.state !== 'paid' && (a.amount_cents !== row.amount_cents || a.priced_item_id !== row.priced_item_id)
      );
    });
    if (changed)
      return `Paid ${paid} for a checkout opened before the registration changed; it now costs ${formatMoney(dollars(changed.amount_cents))}.`;
    return null;
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

    const session = await provider.retrieve(sessionId).catch((error) => {
      log.warn({ err: error, paymentSessionId: sessionId }, 'payment session lookup failed');
      throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
    });
    if (!session) throw missing();
    const state = (await settle(session)) ?? 'not_paid';
    const after = (await findLedgerRow(db, kind, attempt.registration_id)) ?? before;
    if (attempt.switch_id !== null) {
      const move = await hooks.describeSwitch?.(attempt.switch_id);
      return {
        registrationId: after.id,
        registrationStatus: after.status,
        payment: state,
        holdExpiresAt: null,
        ...(move ? { switch: move } : {}),
      };
    }
    const payment = state === 'not_paid' && after.status === 'paid' ? 'paid' : state;
    const receipt = payment === 'paid' ? await ownersReceipt(kind, sessionId, owner) : null;
    return {
      registrationId: after.id,
      registrationStatus: after.status,
      payment,
      holdExpiresAt: unpaidStatuses.includes(after.status) ? after.hold_expires_at : null,
      ...(receipt ? { receipt } : {}),
    };
  }

  /**
   * What a paid checkout paid for, for the result page: only lines the ledger marked paid and
   * only the asking account's registrations.
   */
  async function ownersReceipt(kind: RegistrationKind, sessionId: string, owner: Principal) {
    const paid = [];
    for (const a of await findAttempts(db, sessionId)) {
      if (a.state !== 'paid' || a.registration_kind !== kind || a.switch_id !== null) continue;
      const row = await findLedgerRow(db, kind, a.registration_id);
      if (row?.owner_account_id === owner.id) paid.push(a);
    }
    if (paid.length === 0) return null;
    const built = await paymentReceipt(db, subject(kind), receiptLinesOf(paid), now().toISOString());
    return built?.receipt ?? null;
  }

  /** A verified provider event: a hint to read the session from the provider and act on that. */
  async function handleEvent(event: Stripe.Event) {
    if (event.type.startsWith('refund.') && hooks.refundEvent) {
      const refundId = (event.data.object as { id?: unknown }).id;
      if (typeof refundId !== 'string' || !refundId) return 'ignored';
      const handled = await hooks.refundEvent(refundId);
      await recordPaymentEvent(db, event.id, event.type, now().toISOString());
      return handled;
    }
    if (!event.type.startsWith('checkout.session.')) return 'ignored';
    const sessionId = (event.data.object as { id?: unknown }).id;
    if (typeof sessionId !== 'string' || !sessionId) return 'ignored';
    const session = await provider.retrieve(sessionId).catch((error) => {
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
    const state = await settle(session, {
      delayedPaymentFailed: event.type === 'checkout.session.async_payment_failed',
      expiredByProvider: event.type === 'checkout.session.expired',
    });
    // Recorded once handled, so a delivery that failed half-way is handled again when redelivered.
    await recordPaymentEvent(db, event.id, event.type, now().toISOString());
    return state ?? 'ignored';
  }

  /**
   * Frees the seat of an unpaid camp hold. Its open checkout is expired first so it can no
   * longer be paid; if it was paid meanwhile that is applied instead, and a delayed payment
   * still clearing keeps the seat (looked at again after another HOLD_MINUTES).
   */
  async function releaseHold(
    id: number,
    sessionId: string | null,
    options: { lapsedOnly: boolean; effects?: Effects },
  ) {
    return releaseSeat(
      sessionId,
      { registrationId: id },
      {
        extend: (until, at) => ledger.extendHold(id, until, at),
        expire: (at) =>
          ledger.expire(id, at, {
            ...(options.lapsedOnly ? { lapsedBefore: at } : {}),
            ...(options.effects ? { effects: options.effects } : {}),
          }),
      },
    );
  }

  /**
   * Frees a held seat (a registration's hold, or a move's): its open checkout is expired first
   * so it can no longer be paid. Paid meanwhile: that was applied instead. A delayed payment
   * still clearing keeps the seat for another HOLD_MINUTES.
   */
  async function releaseSeat(
    checkoutId: string | null,
    logIds: Record<string, number>,
    seat: {
      extend: (until: string, at: string) => Promise<boolean>;
      expire: (at: string) => Promise<boolean>;
    },
  ): Promise<'released' | 'paid' | 'pending' | 'unchanged'> {
    if (checkoutId) {
      const outcome = await closeCheckout(checkoutId).catch((error) => {
        log.warn({ err: error, ...logIds, paymentSessionId: checkoutId }, 'checkout could not be closed');
        return 'error' as const;
      });
      if (outcome === 'error') return 'unchanged';
      if (outcome === 'paid') return 'paid';
      if (outcome === 'pending') {
        await seat.extend(holdAfterCheckout().toISOString(), now().toISOString());
        return 'pending';
      }
    }
    const released = await seat.expire(now().toISOString());
    if (released) seatsChanged();
    return released ? 'released' : 'unchanged';
  }

  /** The sweeper's pass: releases every camp hold whose time has passed. */
  async function sweepLapsedHolds() {
    let expired = 0;
    for (const hold of await listLapsedHolds(db, now().toISOString())) {
      if ((await releaseHold(hold.id, hold.stripe_session_id, { lapsedOnly: true })) === 'released')
        expired++;
    }
    for (const move of await listLapsedSwitches(db, now().toISOString())) {
      if ((await releaseSwitch(move.id, move.provider_session_id, { lapsedOnly: true })) === 'released')
        expired++;
    }
    return expired;
  }

  return {
    startCheckout,
    syncFromProvider,
    handleEvent,
    closeCheckout,
    releaseHold,
    sweepLapsedHolds,
    openSwitchCheckout,
    releaseSwitch,
    parseWebhook: provider.parseWebhook,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** A checkout's attempts as receipt lines: each registration at what the checkout charged for it. */
const receiptLinesOf = (attempts: readonly { registration_id: number; amount_cents: number }[]) =>
  attempts.map((a) => ({ registrationId: a.registration_id, amountCents: a.amount_cents }));

/** 'move-7': how a cancelled checkout for a move's difference names its move on the way back. */
export function moveReference(moveId: number) {
  return `move-${moveId}`;
}

/** 'camp-42': how a cancelled checkout names its registration on the way back. */
export function registrationReference(kind: RegistrationKind, id: number) {
  return `${kind}-${id}`;
}

function parseRegistrationReference(value: string): { kind: RegistrationKind | 'move'; id: number } | null {
  const m = /^(camp|tournament|move)-([1-9]\d{0,9})$/.exec(value);
  return m ? { kind: m[1] as RegistrationKind | 'move', id: Number(m[2]) } : null;
}
