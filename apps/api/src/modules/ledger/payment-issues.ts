import type { PaymentIssue } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { groupBy } from '../../lib/collections.js';
import { dollars } from '../../lib/money.js';
import type { RegistrationKind } from './registration-kinds.js';

export interface NewPaymentIssue {
  kind: RegistrationKind;
  registrationId: number;
  providerSessionId: string;
  issue: 'refund_due' | 'review';
  reason: string;
  amountCents: number | null;
  currency: string | null;
  at: string;
}

/** Records a payment that did not pay its registration; one record per provider session and kind. */
export async function recordPaymentIssue(db: Executor, i: NewPaymentIssue): Promise<boolean> {
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
export async function paymentIssuesOf(
  db: Executor,
  kind: RegistrationKind,
  registrationIds: number[],
): Promise<Map<number, PaymentIssue[]>> {
  if (registrationIds.length === 0) return new Map<number, PaymentIssue[]>();
  const rows = await db
    .selectFrom('payment_issues')
    .selectAll()
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', registrationIds)
    .where('resolved_at', 'is', null)
    .orderBy('id')
    .execute();
  return groupBy(
    rows,
    (r) => r.registration_id,
    (r): PaymentIssue => ({
      kind: r.kind as PaymentIssue['kind'],
      reason: r.reason,
      amount: r.amount_cents === null ? null : dollars(r.amount_cents),
      currency: r.currency,
      providerSessionId: r.provider_session_id,
      createdAt: r.created_at,
    }),
  );
}
