import {
  creditMessages,
  instalmentMessages,
  isLocale,
  type Locale,
  ledgerMessages,
  messages,
  registrationStatusLabels,
  switchMessages,
} from '@soccer/contracts';
import Stripe from 'stripe';
import { appUrl } from '../../config.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import type { Ledger } from '../ledger/index.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { type ChangeNote, findLedgerRow, type LedgerRow } from '../ledger/transitions.js';
import { idempotencyPrefix, recordAttempt, setAttemptState } from './attempts-repository.js';
import { releaseCheckoutCredit } from './credit-ledger.js';
import { firstChargeCents } from './deposits.js';
import { type InstalmentRow, setInstalmentCharge } from './instalments-repository.js';
import {
  balancePayableKind,
  firstCheckoutPayableKind,
  instalmentPayableKind,
  type PayableKind,
} from './payable.js';
import type { PaymentProvider, ProviderSession } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import type { Settlement } from './settlement.js';

/** The only currency the business charges in (contracts `currency`, as the provider writes it). */
const chargeCurrency = 'usd';

/** What closing a provider checkout found: closed, or it was paid / is clearing meanwhile. */
export type CloseOutcome = 'closed' | 'paid' | 'pending';

export interface CheckoutDependencies {
  provider: PaymentProvider;
  ledger: Ledger;
  subject: (kind: RegistrationKind) => PaymentSubject;
  settle: Settlement['settle'];
  holdAfterCheckout: () => Date;
}

/**
 * Checkouts at the provider: opening one for what the server asks (a line per registration, one
 * currency), recorded as an attempt per line so that only a recorded attempt can pay anything,
 * and closing one so it can no longer be paid.
 */
export function createCheckouts({ config, db, clock: now, log }: ServiceDeps, c: CheckoutDependencies) {
  let prefix: string | undefined;
  const keyPrefix = async () => (prefix ??= await idempotencyPrefix(db));

  async function openRecordedCheckout(o: {
    kind: RegistrationKind;
    payable: PayableKind;
    lines: {
      registrationId: number;
      amountCents: number;
      pricedItemId: number;
      productName: string;
      productDescription: string;
      /** Paid in account credit; `amountCents` is what the card pays. */
      creditCents?: number;
    }[];
    customerEmail: string;
    /** The language of the provider's page. */
    locale: Locale;
    cancelReference: string;
    expiresAt: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
    switchId?: number;
    /** Keep the card for later charges (an instalment plan's first payment). */
    saveCard?: boolean;
  }) {
    const resultPath = c.subject(o.kind).resultPath;
    const base = appUrl(config);
    let session: ProviderSession;
    try {
      session = await c.provider.createCheckout({
        currency: chargeCurrency,
        // A line that credit pays in full is not charged to the card.
        lines: o.lines.filter((l) => l.amountCents > 0),
        customerEmail: o.customerEmail,
        locale: o.locale,
        successUrl: `${base}${resultPath}/true/{CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}${resultPath}/false/${o.cancelReference}`,
        expiresAt: o.expiresAt,
        metadata: {
          registration_kind: o.kind,
          registration_id: String(o.lines[0]!.registrationId),
          ...o.metadata,
        },
        idempotencyKey: o.idempotencyKey,
        ...(o.saveCard ? { saveCard: true } : {}),
      });
    } catch (error) {
      // A concurrent start of the same attempt, with other parameters (another second's expiry).
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw conflict(ledgerMessages.checkoutBusy);
      throw error;
    }
    if (!session.url) throw new HttpError(502, 'The payment provider did not return a checkout page.');
    const at = now().toISOString();
    for (const line of o.lines)
      await recordAttempt(db, {
        kind: o.kind,
        payable: o.payable,
        registrationId: line.registrationId,
        sessionId: session.id,
        amountCents: line.amountCents,
        currency: chargeCurrency,
        pricedItemId: line.pricedItemId,
        ...(line.creditCents ? { creditCents: line.creditCents } : {}),
        ...(o.switchId !== undefined ? { switchId: o.switchId } : {}),
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
    await setAttemptState(db, sessionId, 'closing', now().toISOString());
    try {
      await c.provider.expire(sessionId);
      await closedUnpaid(sessionId);
      return 'closed';
    } catch (error) {
      const session = await c.provider.retrieve(sessionId).catch((lookupError) => {
        log.warn({ err: lookupError, paymentSessionId: sessionId }, 'payment session lookup failed');
        throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
      });
      if (!session) throw error;
      const state = await c.settle(session);
      if (state === 'paid' || state === 'review' || state === 'refund_due') return 'paid';
      if (state === 'pending') return 'pending';
      if (session.status === 'open') {
        await setAttemptState(db, sessionId, 'open', now().toISOString());
        throw error;
      }
      await releaseCredit(sessionId);
      return 'closed';
    }
  }

  /** A checkout can no longer be paid: its attempts close and the credit it held goes back. */
  async function closedUnpaid(sessionId: string) {
    await setAttemptState(db, sessionId, 'closed', now().toISOString());
    await releaseCredit(sessionId);
  }

  const releaseCredit = (sessionId: string) =>
    db.transaction().execute((trx) => releaseCheckoutCredit(trx, sessionId, now().toISOString()));

  /** Opens one checkout for these registrations (one, or an order's), a line each. */
  async function openRegistrationCheckout(
    kind: RegistrationKind,
    members: LedgerRow[],
    note: ChangeNote,
    locale: Locale,
    /** Account credit: each line's part, and how it is taken once the provider's session exists (false: the balance no longer holds it). */
    credit?: { parts: number[]; take: (checkoutId: string) => Promise<boolean> },
    /** Paying by plan (decisions 0109, 0117): each registration's first instalment, by id; the card is saved. */
    plan?: { firstCents: ReadonlyMap<number, number> },
  ) {
    const s = c.subject(kind);
    const lead = members[0]!;
    const lines = [];
    let customerEmail = '';
    for (const [i, m] of members.entries()) {
      const details = await s.describe(db, m.id, locale);
      if (!details) throw notFound(messages.notOwned);
      customerEmail ||= details.customerEmail;
      const creditCents = credit?.parts[i] ?? 0;
      lines.push({
        registrationId: m.id,
        // Its first instalment, its deposit when its item takes one (decision 0104), else its price; less its credit.
        amountCents:
          (plan?.firstCents.get(m.id) ?? (await firstChargeCents(db, kind, m, now()))) - creditCents,
        creditCents,
        pricedItemId: m.priced_item_id,
        productName: details.productName,
        productDescription: details.description,
      });
    }
    // The key names the checkout this one follows, so concurrent starts of the same attempt send
    // one key and identical requests (whole minutes), and the provider answers both with one
    // session; the minute lets a start after a failed one (no session recorded) get a fresh key.
    const minute = Math.ceil(c.holdAfterCheckout().getTime() / 60_000);
    const holdUntil = new Date(minute * 60_000);
    const others = members
      .slice(1)
      .map((m) => `+${m.id}`)
      .join('');
    const { session, url, at } = await openRecordedCheckout({
      kind,
      payable: firstCheckoutPayableKind(kind, members.length, plan !== undefined),
      ...(plan ? { saveCard: true } : {}),
      lines,
      customerEmail,
      locale,
      // Stripe fills {CHECKOUT_SESSION_ID} only into success_url; the cancel page names the registration.
      cancelReference: registrationReference(kind, lead.id),
      expiresAt: holdUntil,
      metadata: {
        registration_ref: registrationReference(kind, lead.id),
        ...(lead.order_id !== null ? { order_id: String(lead.order_id) } : {}),
      },
      idempotencyKey: `${await keyPrefix()}-${kind}-${lead.id}${others}-after-${lead.stripe_session_id ?? 'none'}-${minute}-${locale}${creditKey(credit?.parts)}${plan ? '-plan' : ''}`,
    });
    if (credit && !(await credit.take(session.id))) {
      // The balance was spent meanwhile (another checkout): this page must never be paid.
      await closeCheckout(session.id);
      throw conflict(creditMessages.changed);
    }
    let started = true;
    for (const m of members)
      started =
        (await c.ledger.startCheckout(
          kind,
          m.id,
          session.id,
          kind === 'camp' ? holdUntil.toISOString() : null,
          at,
          note,
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

  /** Opens the hosted checkout for a move's difference (the move holds its seat until it expires). */
  async function openSwitchCheckout(
    move: {
      id: number;
      registration_id: number;
      to_session_id: number;
      difference_cents: number;
      hold_expires_at: string | null;
    },
    details: { productName: string; description: string; customerEmail: string; locale: string | null },
  ) {
    const { session, url, at } = await openRecordedCheckout({
      kind: 'camp',
      payable: 'move',
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
      locale: isLocale(details.locale) ? details.locale : 'en',
      cancelReference: moveReference(move.id),
      expiresAt: new Date(move.hold_expires_at ?? c.holdAfterCheckout().toISOString()),
      metadata: { switch_id: String(move.id) },
      // One checkout per move: a repeated request gets the same page.
      idempotencyKey: `${await keyPrefix()}-switch-${move.id}`,
      switchId: move.id,
    });
    if (!(await c.ledger.startSwitchCheckout(move.id, session.id, at))) {
      await closeCheckout(session.id);
      throw conflict(switchMessages.lapsed);
    }
    return url;
  }

  /**
   * Opens the checkout of a paid registration's balance (decision 0104): one line, the amount due
   * now, paid by the balance payable. Concurrent starts send one idempotency key (the cents paid
   * so far and the minute), so the provider answers them with one page.
   */
  async function openBalanceCheckout(
    kind: RegistrationKind,
    row: LedgerRow,
    due: { cents: number; paidCents: number },
    locale: Locale,
  ) {
    const details = await c.subject(kind).describe(db, row.id, locale);
    if (!details) throw notFound(messages.notOwned);
    const minute = Math.ceil(c.holdAfterCheckout().getTime() / 60_000);
    const { url } = await openRecordedCheckout({
      kind,
      payable: balancePayableKind[kind],
      lines: [
        {
          registrationId: row.id,
          amountCents: due.cents,
          pricedItemId: row.priced_item_id,
          productName: details.productName,
          productDescription: details.description,
        },
      ],
      customerEmail: details.customerEmail,
      locale,
      cancelReference: registrationReference(kind, row.id),
      expiresAt: new Date(minute * 60_000),
      metadata: { registration_ref: registrationReference(kind, row.id), balance: 'true' },
      idempotencyKey: `${await keyPrefix()}-${kind}-${row.id}-balance-after-${due.paidCents}-${minute}`,
    });
    return url;
  }

  /**
   * Opens the checkout of one open instalment of a plan (the pay-now link, decision 0109), named
   * on the instalment so that its payment marks it paid; an off-session charge of it meanwhile
   * names its own payment instead, and this one is then owed back. Concurrent clicks share one
   * key (the instalment, its failures and the minute), so they get one page.
   */
  async function openInstalmentCheckout(
    kind: RegistrationKind,
    row: LedgerRow,
    instalment: InstalmentRow,
    locale: Locale,
  ) {
    const details = await c.subject(kind).describe(db, row.id, locale);
    if (!details) throw notFound(messages.notOwned);
    const minute = Math.ceil(c.holdAfterCheckout().getTime() / 60_000);
    const { session, url, at } = await openRecordedCheckout({
      kind,
      payable: instalmentPayableKind[kind],
      lines: [
        {
          registrationId: row.id,
          amountCents: instalment.cents,
          pricedItemId: row.priced_item_id,
          productName: details.productName,
          productDescription: details.description,
        },
      ],
      customerEmail: details.customerEmail,
      locale,
      cancelReference: registrationReference(kind, row.id),
      expiresAt: new Date(minute * 60_000),
      metadata: { registration_ref: registrationReference(kind, row.id), instalment: String(instalment.seq) },
      idempotencyKey: `${await keyPrefix()}-instalment-${instalment.id}-now-${instalment.failures}-${minute}`,
    });
    if (!(await setInstalmentCharge(db, instalment.id, session.id, at))) {
      await closeCheckout(session.id);
      throw conflict(instalmentMessages.notOpen);
    }
    return url;
  }

  return {
    closeCheckout,
    openRegistrationCheckout,
    openSwitchCheckout,
    openBalanceCheckout,
    openInstalmentCheckout,
  };
}

/** The idempotency key's part for the credit a checkout takes ('' without). */
const creditKey = (parts: number[] | undefined) => {
  const sum = parts?.reduce((t, p) => t + p, 0) ?? 0;
  return sum > 0 ? `-credit-${sum}` : '';
};

/** 'move-7': how a cancelled checkout for a move's difference names its move on the way back. */
export function moveReference(moveId: number) {
  return `move-${moveId}`;
}

/** 'camp-42': how a cancelled checkout names its registration on the way back. */
export function registrationReference(kind: RegistrationKind, id: number) {
  return `${kind}-${id}`;
}

export function parseRegistrationReference(
  value: string,
): { kind: RegistrationKind | 'move'; id: number } | null {
  const m = /^(camp|tournament|move)-([1-9]\d{0,9})$/.exec(value);
  return m ? { kind: m[1] as RegistrationKind | 'move', id: Number(m[2]) } : null;
}
