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
    .select(['id', 'seq', 'cents', 'due_date', 'status', 'failures', 'next_try_on', 'charge_id'])
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .orderBy('seq')
    .execute();
}
export type InstalmentRow = Awaited<ReturnType<typeof instalmentsOf>>[number];

/** Which of these registrations of one kind pay by a plan. */
export async function planRegistrationIds(db: Executor, kind: RegistrationKind, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('registration_instalments')
    .select('registration_id')
    .distinct()
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', ids)
    .execute();
  return rows.map((r) => r.registration_id);
}

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

/** The states an instalment still to be paid is in. */
const openStates = ['scheduled', 'failed'];

/**
 * Names the provider's payment (an off-session charge, a pay-now checkout) that pays an
 * instalment still open; the payable then marks it paid under the ledger's lock.
 */
export async function setInstalmentCharge(db: Executor, id: number, chargeId: string, at: string) {
  const r = await db
    .updateTable('registration_instalments')
    .set({ charge_id: chargeId, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', openStates)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks the open instalment that `chargeId` pays as paid: true for the one caller that did it. */
export async function markInstalmentPaid(
  db: Executor,
  kind: RegistrationKind,
  registrationId: number,
  chargeId: string,
  at: string,
) {
  const r = await db
    .updateTable('registration_instalments')
    .set({ status: 'paid', next_try_on: null, updated_at: at })
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', registrationId)
    .where('charge_id', '=', chargeId)
    .where('status', 'in', openStates)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * The rest of a plan paid at once (the balance checkout, decision 0109): every open instalment is
 * paid by `chargeId`, so the job charges none of them.
 */
export async function payOpenInstalments(
  db: Executor,
  kind: RegistrationKind,
  registrationId: number,
  chargeId: string,
  at: string,
) {
  await db
    .updateTable('registration_instalments')
    .set({ status: 'paid', charge_id: chargeId, next_try_on: null, updated_at: at })
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', registrationId)
    .where('status', 'in', openStates)
    .execute();
}

/**
 * Counts a failed try of an instalment, once: only the caller that saw `failures` as it was
 * counts it (another server that tried with the same key sees it changed). `nextTryOn`: the
 * day it is tried again, null when no try is left.
 */
export async function countInstalmentFailure(
  db: Executor,
  id: number,
  failures: number,
  nextTryOn: string | null,
  at: string,
) {
  const r = await db
    .updateTable('registration_instalments')
    .set({ status: 'failed', failures: failures + 1, next_try_on: nextTryOn, updated_at: at })
    .where('id', '=', id)
    .where('failures', '=', failures)
    .where('status', 'in', openStates)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Every open instalment of a registration still paid, with what its charge and mails need: the
 * item it is for, the facility's zone (its calendar), the family's address and language.
 */
export async function openInstalments(db: Executor) {
  const columns = [
    'i.id',
    'i.registration_kind',
    'i.registration_id',
    'i.seq',
    'i.cents',
    'i.due_date',
    'i.status',
    'i.failures',
    'i.next_try_on',
    'f.time_zone',
    'l.locale',
  ] as const;
  const camps = await db
    .selectFrom('registration_instalments as i')
    .innerJoin('camp_registrations as r', 'r.id', 'i.registration_id')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id')
    .select([
      ...columns,
      'r.pog1_email as to',
      'r.pog1_first_name as greeting_name',
      'r.player_first_name',
      'r.player_last_name',
      'c.camp_name as item',
      'c.camp_name_es as item_es',
    ])
    .where('i.registration_kind', '=', 'camp')
    .where('i.status', 'in', openStates)
    .where('r.status', '=', 'paid')
    .execute();
  const teams = await db
    .selectFrom('registration_instalments as i')
    .innerJoin('tournament_registrations as r', 'r.id', 'i.registration_id')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id')
    .select([
      ...columns,
      'r.contact_email as to',
      'r.contact_name as greeting_name',
      'r.team_name',
      't.tournament_name as item',
      't.tournament_name_es as item_es',
    ])
    .where('i.registration_kind', '=', 'tournament')
    .where('i.status', 'in', openStates)
    .where('r.status', '=', 'paid')
    .execute();
  return [
    ...camps.map((r) => ({
      ...r,
      kind: 'camp' as const,
      who: `${r.player_first_name} ${r.player_last_name}`,
    })),
    ...teams.map((r) => ({ ...r, kind: 'tournament' as const, who: r.team_name })),
  ].sort((a, b) => a.id - b.id);
}
export type OpenInstalment = Awaited<ReturnType<typeof openInstalments>>[number];
