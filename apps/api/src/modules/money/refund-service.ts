import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  type Refund,
  refundMessages,
  type StaffRefundQuote,
  type StaffRefundResult,
  splitRefund,
} from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import { audit } from '../audit/audit-repository.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { idempotencyPrefix } from './attempts-repository.js';
import { creditPaidOf } from './credit-ledger.js';
import { giveCancellationCredit } from './credit-refunds.js';
import { openOwedBack } from './payment-issues.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import type { ReceiptIssuer } from './receipt-issuer.js';
import { createRefundDelivery } from './refund-delivery.js';
import { creditReturnedMail, refundRequestedMail } from './refund-mails.js';
import {
  findRefund,
  insertRefund,
  laterRefundOfSameAmount,
  lockPayment,
  paidPaymentsOf,
  type RefundablePayment,
  refundableCents,
  shareRefundableCents,
} from './refunds-repository.js';

/** What refunds work with besides the service dependencies. */
export interface RefundCollaborators {
  provider: PaymentProvider;
  subjects: PaymentSubject[];
  /** A refund that succeeded gets its refund receipt in the same transaction. */
  receipts: Pick<ReceiptIssuer, 'forRefund' | 'forReturnedCredit'>;
}

const auditEntity: Record<RegistrationKind, string> = {
  camp: 'campRegistration',
  tournament: 'tournamentRegistration',
};

/**
 * Refunds. A refund is a row first (its own idempotency key, within `refundableCents` of its
 * payment, under the payment's lock), then a request to the provider (refund-delivery.ts). Staff
 * refund what is left, retry a refused refund, and every owed-back payment is paid back once.
 */
export function createRefundService(deps: ServiceDeps, collaborators: RefundCollaborators) {
  const d = { ...deps, ...collaborators, now: deps.clock, appUrl: appUrl(deps.config) };
  const subject = (kind: RegistrationKind) => d.subjects.find((s) => s.kind === kind)!;
  const delivery = createRefundDelivery(deps, { provider: d.provider, subject, receipts: d.receipts });
  const send = delivery.send;
  let prefix: string | undefined;
  /** Inside a transaction pass it: on SQLite a read outside it would wait for it to end. */
  const newKey = async (db: Kysely<Database> | Transaction<Database> = d.db) =>
    `${(prefix ??= await idempotencyPrefix(db))}-refund-${randomUUID()}`;

  /**
   * Records refunds of `cents` of a registration, newest payment first (a move's difference,
   * then the original price), each within what its payment has left, under the payments' locks.
   * The caller checked `cents` against the locked total. Returns the refund ids to send.
   */
  async function allocateRefund(
    trx: Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    payments: RefundablePayment[],
    cents: number,
    meta: { reason: string; requestedBy: string; at: string },
  ) {
    const ids: number[] = [];
    let remaining = cents;
    for (const p of payments) {
      const part = Math.min(remaining, Math.max(0, p.leftCents));
      if (part <= 0) continue;
      ids.push(
        await insertRefund(trx, {
          kind,
          registrationId: id,
          providerSessionId: p.providerSessionId,
          amountCents: part,
          currency: p.currency,
          ...meta,
          idempotencyKey: await newKey(trx),
        }),
      );
      remaining -= part;
    }
    return ids;
  }

  /** Locks a registration's payments (newest first, the one order) and reads what is left of them. */
  async function lockedMoneyOf(trx: Transaction<Database>, kind: RegistrationKind, id: number) {
    for (const p of await paidPaymentsOf(trx, kind, id))
      await lockPayment(trx, d.engine, p.providerSessionId);
    return refundableCents(trx, kind, id);
  }

  /**
   * Locks a registration's payments and reads what is left to refund in each form: the card's
   * (`refundableCents`) and what account credit paid that is still the registration's own.
   */
  async function lockedLeftByForm(trx: Transaction<Database>, kind: RegistrationKind, id: number) {
    const money = await lockedMoneyOf(trx, kind, id);
    const credit = await creditPaidOf(trx, kind, id);
    return { payments: money.payments, cardCents: money.leftCents, creditCents: credit.leftCents };
  }

  /**
   * Records a refund of up to `cents` split by form (`splitRefund`, decision 0096): the card's
   * part as card refunds, credit's part back as credit, each `returned` entry with its refund
   * receipt as credit naming the payment's receipt. Answers the card refunds' ids to send after
   * commit and the cents in each form.
   */
  async function recordByForm(
    trx: Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    left: Awaited<ReturnType<typeof lockedLeftByForm>>,
    cents: number,
    meta: { reason: string; requestedBy: string; at: string },
  ) {
    const split = splitRefund(left, cents);
    const ids = await allocateRefund(trx, kind, id, left.payments, split.cardCents, meta);
    if (split.creditCents > 0) {
      const row = await findLedgerRow(trx, kind, id);
      if (!row) throw notFound('Registration not found');
      await giveCancellationCredit(
        trx,
        {
          kind,
          id,
          accountId: row.owner_account_id,
          byId: meta.requestedBy,
          reason: meta.reason,
          at: meta.at,
          returnedCents: split.creditCents,
          cardAsCredit: null,
        },
        d.receipts,
      );
    }
    return { ids, ...split };
  }

  /** Staff: what is left to refund of a registration, to the card and as credit. */
  async function quote(kind: RegistrationKind, id: number): Promise<StaffRefundQuote> {
    const row = await findLedgerRow(d.db, kind, id);
    if (!row) throw notFound('Registration not found');
    const money = await refundableCents(d.db, kind, id);
    const credit = await creditPaidOf(d.db, kind, id);
    return { card: dollars(money.leftCents), credit: dollars(credit.leftCents) };
  }

  /**
   * Staff: gives back part or all of what is left of a registration's payment, in the forms that
   * paid it: the card's part to the card, the part account credit paid as credit.
   */
  async function refund(
    kind: RegistrationKind,
    id: number,
    actor: Principal,
    amountCents: number,
    reason: string,
  ): Promise<StaffRefundResult> {
    const row = await findLedgerRow(d.db, kind, id);
    if (!row) throw notFound('Registration not found');
    const when = d.now();
    const recorded = await d.db.transaction().execute(async (trx) => {
      const left = await lockedLeftByForm(trx, kind, id);
      if (left.payments.length === 0) throw conflict(refundMessages.notPaid);
      const leftCents = left.cardCents + left.creditCents;
      if (amountCents > leftCents)
        throw new FieldValidationError({
          amount: [refundMessages.tooMuch(formatMoney(dollars(leftCents)))],
        });
      const byForm = await recordByForm(trx, kind, id, left, amountCents, {
        reason,
        requestedBy: actor.id,
        at: when.toISOString(),
      });
      await audit(
        trx,
        actor,
        'refund',
        auditEntity[kind],
        id,
        {
          amount: dollars(amountCents),
          card: dollars(byForm.cardCents),
          credit: dollars(byForm.creditCents),
          reason,
        },
        when,
      );
      await mailRequested(trx, kind, id, byForm.ids[0], byForm.cardCents);
      if (byForm.creditCents > 0) {
        const about = await subject(kind).describe(trx, id);
        if (about)
          await enqueueMail(
            trx,
            creditReturnedMail(
              `credit-returned:${kind}:${id}:${when.toISOString()}`,
              about,
              byForm.creditCents,
              d.appUrl,
            ),
            when,
          );
      }
      return byForm;
    });
    // One refund per payment it comes from (a move's difference is its own payment); the answer
    // is the first, and the registration lists them all.
    const sent = [];
    for (const refundId of recorded.ids) sent.push(await send(refundId));
    return { refund: sent[0] ?? null, credit: dollars(recorded.creditCents) };
  }

  /** Staff: asks again for a refund the provider refused, as a new refund of the same amount. */
  async function retry(refundId: number, actor: Principal): Promise<Refund> {
    const failed = await findRefund(d.db, refundId);
    if (!failed) throw notFound('Refund not found');
    if (failed.state !== 'failed') throw conflict(refundMessages.notFailed);
    const when = d.now();
    const idempotencyKey = await newKey();
    const newId = await d.db.transaction().execute(async (trx) => {
      await lockPayment(trx, d.engine, failed.provider_session_id);
      if (await laterRefundOfSameAmount(trx, failed)) throw conflict(refundMessages.alreadyRetried);
      const share = {
        kind: failed.registration_kind as RegistrationKind,
        registrationId: failed.registration_id,
      };
      const left = await shareRefundableCents(trx, failed.provider_session_id, share);
      if (failed.amount_cents > left) throw conflict(refundMessages.tooMuch(formatMoney(dollars(left))));
      const id = await insertRefund(trx, {
        kind: failed.registration_kind as RegistrationKind,
        registrationId: failed.registration_id,
        providerSessionId: failed.provider_session_id,
        amountCents: failed.amount_cents,
        currency: failed.currency,
        reason: failed.reason,
        requestedBy: actor.id,
        paymentIssueId: failed.payment_issue_id,
        at: when.toISOString(),
        idempotencyKey,
      });
      await audit(
        trx,
        actor,
        'retryRefund',
        auditEntity[failed.registration_kind as RegistrationKind],
        failed.registration_id,
        { refundId },
        when,
      );
      return id;
    });
    return send(newId);
  }

  /**
   * Pays back a payment the ledger could not take ('refund due': the registration was cancelled,
   * lost its seat, or was already paid). Once per payment.
   */
  async function payBackRefundDue(providerSessionId: string) {
    const when = d.now();
    const refundIds = await d.db.transaction().execute(async (trx) => {
      await lockPayment(trx, d.engine, providerSessionId);
      const ids: number[] = [];
      // One issue per registration the payment was for (several for an order's checkout).
      for (const issue of await openOwedBack(trx, providerSessionId)) {
        if (!issue.amount_cents || !issue.currency) continue;
        const share = {
          kind: issue.registration_kind as RegistrationKind,
          registrationId: issue.registration_id,
        };
        const left = Math.min(issue.amount_cents, await shareRefundableCents(trx, providerSessionId, share));
        if (left <= 0) continue;
        const refundId = await insertRefund(trx, {
          ...share,
          providerSessionId,
          amountCents: left,
          currency: issue.currency,
          reason: issue.reason,
          requestedBy: 'system',
          paymentIssueId: issue.id,
          at: when.toISOString(),
          idempotencyKey: await newKey(trx),
        });
        await mailRequested(trx, share.kind, share.registrationId, refundId, left);
        ids.push(refundId);
      }
      return ids;
    });
    for (const refundId of refundIds) await send(refundId);
  }

  /** Tells the family a refund was asked for (one mail per request, keyed by its first refund). */
  async function mailRequested(
    trx: Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    refundId: number | undefined,
    cents: number,
  ) {
    if (refundId === undefined || cents <= 0) return;
    const about = await subject(kind).describe(trx, id);
    if (about)
      await enqueueMail(
        trx,
        refundRequestedMail(`refund-requested:${refundId}`, about, cents, d.appUrl),
        d.now(),
      );
  }

  return {
    refund,
    quote,
    /**
     * Locks a registration's payments and reads what is left to refund of them (`refundableCents`),
     * in the caller's transaction (a cancellation, a move to a cheaper session).
     */
    lockedRefundable: lockedMoneyOf,
    /** Records refunds of `cents` of a registration in the caller's transaction; answers the ids to send after commit. */
    allocate: allocateRefund,
    /**
     * Records a refund of up to `cents` in the caller's transaction (a move to a cheaper session),
     * within what is left to refund under the payments' locks, split by form (`splitRefund`): the
     * card's part as refunds, the part account credit paid back as credit with its receipt
     * (decision 0096); answers the card refunds' ids to send after commit and the cents given back.
     */
    refundInTransaction: async (
      trx: Transaction<Database>,
      kind: RegistrationKind,
      id: number,
      cents: number,
      meta: { reason: string; requestedBy: string; at: string },
    ) => {
      const byForm = await recordByForm(trx, kind, id, await lockedLeftByForm(trx, kind, id), cents, meta);
      return { ids: byForm.ids, cents: byForm.cardCents + byForm.creditCents };
    },
    sendRefunds: async (ids: number[]) => {
      for (const id of ids) await send(id);
    },
    retry,
    payBackRefundDue,
    handleRefundEvent: delivery.handleRefundEvent,
    sweep: delivery.sweep,
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
