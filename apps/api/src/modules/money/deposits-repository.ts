import {
  type DepositPlan,
  type InstalmentPlan,
  storedDepositPlan,
  storedInstalmentPlan,
} from '@soccer/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** A priced item's deposit terms, instalment plan and its facility's time zone (the calendar its dates are read in). */
export interface ItemDepositTerms {
  plan: DepositPlan | null;
  instalments: InstalmentPlan | null;
  timeZone: string;
  startDate: string;
}

/** The deposit terms and instalment plan of the camp session or tournament age group a registration is priced on. */
export async function depositTermsOf(
  db: Executor,
  kind: RegistrationKind,
  pricedItemId: number,
): Promise<ItemDepositTerms | undefined> {
  const row =
    kind === 'camp'
      ? await db
          .selectFrom('camp_sessions as s')
          .innerJoin('facilities as f', 'f.id', 's.facility_id')
          .select(['s.deposit_plan', 's.instalment_plan', 'f.time_zone', 's.start_date'])
          .where('s.id', '=', pricedItemId)
          .executeTakeFirst()
      : await db
          .selectFrom('tournament_age_ranges as a')
          .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
          .innerJoin('facilities as f', 'f.id', 't.facility_id')
          .select(['t.deposit_plan', 't.instalment_plan', 'f.time_zone', 't.start_date'])
          .where('a.id', '=', pricedItemId)
          .executeTakeFirst();
  return row
    ? {
        plan: storedDepositPlan(row.deposit_plan),
        instalments: storedInstalmentPlan(row.instalment_plan),
        timeZone: row.time_zone,
        startDate: row.start_date,
      }
    : undefined;
}

/** The day a registration's balance is due, or null when it was paid in full. */
export async function balanceDueDateOf(db: Executor, kind: RegistrationKind, id: number) {
  const row = await db
    .selectFrom('registration_balances')
    .select('balance_due_date')
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .executeTakeFirst();
  return row?.balance_due_date ?? null;
}

/** Records that a registration was paid by a deposit, its balance due by `day` (once). */
export async function setBalanceDueDate(
  db: Executor,
  kind: RegistrationKind,
  id: number,
  day: string,
  at: string,
) {
  await db
    .insertInto('registration_balances')
    .values({ registration_kind: kind, registration_id: id, balance_due_date: day, created_at: at })
    .onConflict((oc) => oc.columns(['registration_kind', 'registration_id']).doNothing())
    .execute();
}

/** The balance rows of many registrations of one kind (those paid by a deposit), with the facility's zone. */
export async function balanceRowsOf(db: Executor, kind: RegistrationKind, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('registration_balances')
    .select(['registration_id', 'balance_due_date'])
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', ids)
    .execute();
}

/**
 * Every paid registration that took a deposit (and, with `plans`, every one paying by an
 * instalment plan, decision 0109), with what the balances-due report names: the player or team,
 * the camp or tournament, its first day, the family's e-mail and the facility's zone; a plan's
 * `balance_due_date` is null (its instalments have their own). Cancelled ones owe nothing and
 * are left out.
 */
export async function depositRegistrations(db: Executor, options: { plans?: boolean } = {}) {
  // Registered with a deposit's balance row, or (asked for) with a plan; `r` is the registration.
  const owing = (kind: RegistrationKind) =>
    options.plans
      ? sql<SqlBool>`(exists (select 1 from registration_balances ob where ob.registration_kind = ${kind} and ob.registration_id = r.id) or exists (select 1 from registration_plans op where op.registration_kind = ${kind} and op.registration_id = r.id))`
      : sql<SqlBool>`exists (select 1 from registration_balances ob where ob.registration_kind = ${kind} and ob.registration_id = r.id)`;
  const camps = await db
    .selectFrom('camp_registrations as r')
    .leftJoin('registration_balances as b', (j) =>
      j.onRef('b.registration_id', '=', 'r.id').on('b.registration_kind', '=', 'camp'),
    )
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id')
    .select([
      'r.id',
      'r.status',
      'r.amount_cents',
      'r.owner_account_id',
      'r.owner_email as email',
      'r.pog1_email as to',
      'r.pog1_first_name as greeting_name',
      'l.locale',
      'r.player_first_name',
      'r.player_last_name',
      'c.camp_name as item',
      'c.camp_name_es as item_es',
      's.start_date',
      'f.time_zone',
      'b.balance_due_date',
    ])
    .where(owing('camp'))
    .where('r.status', '=', 'paid')
    .execute();
  const teams = await db
    .selectFrom('tournament_registrations as r')
    .leftJoin('registration_balances as b', (j) =>
      j.onRef('b.registration_id', '=', 'r.id').on('b.registration_kind', '=', 'tournament'),
    )
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id')
    .select([
      'r.id',
      'r.status',
      'r.amount_cents',
      'r.owner_account_id',
      'r.contact_email as email',
      'r.contact_email as to',
      'r.contact_name as greeting_name',
      'l.locale',
      'r.team_name',
      't.tournament_name as item',
      't.tournament_name_es as item_es',
      't.start_date',
      'f.time_zone',
      'b.balance_due_date',
    ])
    .where(owing('tournament'))
    .where('r.status', '=', 'paid')
    .execute();
  return [
    ...camps.map((r) => ({
      kind: 'camp' as const,
      ...r,
      who: `${r.player_first_name} ${r.player_last_name}`,
    })),
    ...teams.map((r) => ({ kind: 'tournament' as const, ...r, who: r.team_name })),
  ];
}

/**
 * Records that a balance reminder goes (`reminder_sends`, unique per subject, kind and occasion),
 * in the transaction that queues its mail: true only for the one transaction that wrote it, so
 * two servers or a repeated job send it once.
 */
export async function takeBalanceReminder(
  trx: Executor,
  o: { subject: 'camp' | 'team'; subjectId: number; occasion: string },
  at: string,
  /** What it reminds of: a balance, or an instalment's coming charge (decision 0109). */
  kind: 'balance-due' | 'instalment-due' | 'instalment-arrears' = 'balance-due',
) {
  const row = await trx
    .insertInto('reminder_sends')
    .values({
      subject: o.subject,
      subject_id: o.subjectId,
      kind,
      occasion: o.occasion,
      sent_at: at,
    })
    .onConflict((oc) => oc.columns(['subject', 'subject_id', 'kind', 'occasion']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
