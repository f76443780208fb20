import type { Instalment, InstalmentStatus } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { SavedCard } from './payment-provider.js';

/**
 * Records that a registration pays by an instalment plan (decision 0109), once: its schedule, the
 * first payment paid, the rest waiting for their dates, and the card they are charged to.
 */
export async function recordPlan(
  db: Executor,
  kind: RegistrationKind,
  id: number,
  schedule: readonly Instalment[],
  card: SavedCard | null,
  at: string,
) {
  if (card)
    await db
      .insertInto('registration_plans')
      .values({
        registration_kind: kind,
        registration_id: id,
        customer_id: card.customerId,
        payment_method_id: card.paymentMethodId,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['registration_kind', 'registration_id']).doNothing())
      .execute();
  await db
    .insertInto('registration_instalments')
    .values(
      schedule.map((p, i) => ({
        registration_kind: kind,
        registration_id: id,
        seq: i + 1,
        cents: p.cents,
        due_date: p.dueDate,
        status: (i === 0 ? 'paid' : 'scheduled') satisfies InstalmentStatus,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['registration_kind', 'registration_id', 'seq']).doNothing())
    .execute();
}

/** A registration's instalments in order (none when it does not pay by a plan). */
export async function instalmentsOf(db: Executor, kind: RegistrationKind, id: number) {
  return db
    .selectFrom('registration_instalments')
    .select(['id', 'seq', 'cents', 'due_date', 'status', 'failures', 'next_try_on'])
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .orderBy('seq')
    .execute();
}
export type InstalmentRow = Awaited<ReturnType<typeof instalmentsOf>>[number];

/** The card a registration's plan charges, or undefined. */
export async function savedCardOf(db: Executor, kind: RegistrationKind, id: number) {
  const row = await db
    .selectFrom('registration_plans')
    .select(['customer_id', 'payment_method_id'])
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .executeTakeFirst();
  return row
    ? ({ customerId: row.customer_id, paymentMethodId: row.payment_method_id } as SavedCard)
    : undefined;
}
