import type { PaymentIssue } from '@soccer/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { rowsByRegistration } from '../../db/registration-rows.js';
import { dollars } from '../../lib/money.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/**
 * Payments that arrived but did not pay what they were for. Two kinds, each recorded here and
 * nowhere else: "owed back" (`refund_due`: the ledger could not take the payment — the
 * registration was cancelled, its seat had gone, it was already paid — so it is refunded
 * automatically) and "needs review" (`review`: the provider's record does not match what the
 * checkout asked, or a refund made at the provider cannot say whose money it was).
 */
interface NewPaymentIssue {
  kind: RegistrationKind;
  registrationId: number;
  providerSessionId: string;
  issue: 'refund_due' | 'review';
  reason: string;
  amountCents: number | null;
  currency: string | null;
  at: string;
}

/** One registration's line of a payment: what the checkout asked of it. */
export interface PaymentLine {
  kind: RegistrationKind;
  registrationId: number;
  amountCents: number | null;
}

/** Records one issue per line of a payment, once per payment however often its events arrive. */
const recorder =
  (issue: NewPaymentIssue['issue']) =>
  async (
    db: Executor,
    payment: { providerSessionId: string; currency: string | null },
    lines: readonly PaymentLine[],
    reason: string,
    at: string,
  ) => {
    for (const line of lines) await recordPaymentIssue(db, { ...line, ...payment, issue, reason, at });
  };

/** A payment the ledger could not take is owed back (and refunded automatically). */
export const recordOwedBack = recorder('refund_due');

/** A payment or refund staff must look at: it does not match what was asked, or whose it is is unclear. */
export const recordNeedsReview = recorder('review');

/** Records a payment that did not pay its registration; one record per provider session and kind. */
async function recordPaymentIssue(db: Executor, i: NewPaymentIssue): Promise<boolean> {
  const result = await db
    .insertInto('payment_issues')
    .values({
      registration_kind: i.kind,
      registration_id: i.registrationId,
      provider_session_id: i.providerSessionId,
      kind: i.issue,
      reason: i.reason,
      amount_cents: i.amountCents,
      currency: i.currency,
      created_at: i.at,
      resolved_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['provider_session_id', 'kind', 'registration_kind', 'registration_id']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Open issues of many registrations of one kind, by registration id. */
export const paymentIssuesOf = (db: Executor, kind: RegistrationKind, registrationIds: number[]) =>
  rowsByRegistration(
    db,
    'payment_issues',
    kind,
    registrationIds,
    (r): PaymentIssue => ({
      kind: r.kind as PaymentIssue['kind'],
      reason: r.reason,
      amount: r.amount_cents === null ? null : dollars(r.amount_cents),
      currency: r.currency,
      providerSessionId: r.provider_session_id,
      createdAt: r.created_at,
    }),
    (q) => q.where(sql.ref('resolved_at'), 'is', null),
  );

/** The unresolved owed-back records of a payment (one per registration it was for). */
export const openOwedBack = (db: Executor, providerSessionId: string) =>
  db
    .selectFrom('payment_issues')
    .selectAll()
    .where('provider_session_id', '=', providerSessionId)
    .where('kind', '=', 'refund_due')
    .where('resolved_at', 'is', null)
    .orderBy('id')
    .execute();

/** The refund of an owed-back payment succeeded: the record is closed. */
export async function resolvePaymentIssue(db: Executor, issueId: number, at: string) {
  await db
    .updateTable('payment_issues')
    .set({ resolved_at: at })
    .where('id', '=', issueId)
    .where('resolved_at', 'is', null)
    .execute();
}
