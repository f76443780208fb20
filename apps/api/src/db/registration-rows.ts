import type { Selectable, SelectQueryBuilder } from 'kysely';
import { groupBy } from '../lib/collections.js';
import type { Executor } from './database.js';
import type { Database } from './schema.js';

/** Tables whose rows name their registration by kind ('camp' | 'tournament') and id. */
type ByRegistration = 'refunds' | 'payment_issues' | 'registration_history';

/**
 * The rows of many registrations of one kind in `table`, oldest first, grouped by registration
 * id and each turned into `value`; `narrow` adds conditions (open issues only).
 */
export async function rowsByRegistration<T extends ByRegistration, V>(
  db: Executor,
  table: T,
  kind: string,
  registrationIds: number[],
  value: (row: Selectable<Database[T]>) => V,
  narrow: (
    query: SelectQueryBuilder<Database, 'refunds', Selectable<Database['refunds']>>,
  ) => SelectQueryBuilder<Database, 'refunds', Selectable<Database['refunds']>> = (q) => q,
): Promise<Map<number, V[]>> {
  if (registrationIds.length === 0) return new Map<number, V[]>();
  // One table's columns stand for all: each of them has registration_kind, registration_id and id.
  const query = db
    .selectFrom(table as 'refunds')
    .selectAll()
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', registrationIds)
    .orderBy('id');
  const rows = (await narrow(query).execute()) as unknown as Selectable<Database[T]>[];
  return groupBy(rows, (r) => (r as { registration_id: number }).registration_id, value);
}

/** The registration tables, one per kind; they share the owner and lifecycle columns. */
type RegistrationTable = 'camp_registrations' | 'tournament_registrations';

/** An owner's registrations in `table`, newest first (the family's own lists). */
export async function registrationsOwnedBy<T extends RegistrationTable>(
  db: Executor,
  table: T,
  ownerId: string,
): Promise<Selectable<Database[T]>[]> {
  // Both tables have the columns used here; Kysely cannot type a union of tables, so one is named.
  const rows = await db
    .selectFrom(table as RegistrationTable as 'camp_registrations')
    .selectAll()
    .where('owner_account_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows as unknown as Selectable<Database[T]>[];
}

/**
 * Camp registrations `r` with their session `s`, its camp `c`, the session's facility `f` and the
 * owner's saved language `l` (`l.locale` null when none; one row an account, so no row repeats).
 */
export function campRegistrationsWithSession(db: Executor) {
  return db
    .selectFrom('camp_registrations as r')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id');
}

/**
 * Team registrations `r` with their tournament `t`, age range `a`, the tournament's facility `f`
 * and the owner's saved language `l` (as above).
 */
export function teamRegistrationsWithTournament(db: Executor) {
  return db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .innerJoin('tournament_age_ranges as a', 'a.id', 'r.age_range_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id');
}

/** What a camp registration's pages, mails and calendar say about its camp and days. */
export const campDaysColumns = [
  'c.camp_name',
  'c.camp_name_es',
  'c.attendee_notes',
  'c.attendee_notes_es',
  's.start_date',
  's.end_date',
  's.time_block',
] as const;
