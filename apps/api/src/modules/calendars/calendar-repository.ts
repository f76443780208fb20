import { type CalendarKind, calendarStatuses, type Locale, textIn } from '@soccer/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import {
  campDaysColumns,
  campRegistrationsWithSession,
  teamRegistrationsWithTournament,
} from '../../db/registration-rows.js';
import { placeOf } from '../money/payment-subject.js';
import type { CalendarEntry } from './calendar-file.js';

/** Whose registrations a calendar reads: an account's (all, or one by id), or some by id (the payment mail). */
export type CalendarScope = { ownerId: string; id?: number } | { ids: readonly number[] };

const facilityPlace = [
  'f.facility_name',
  'f.address_line1',
  'f.city',
  'f.state',
  'f.zip_code',
  'f.time_zone',
] as const;

/** The registrations `r` of a scope that names some (an empty list names none). */
function inScope(scope: CalendarScope) {
  return (eb: ExpressionBuilder<{ r: { id: number; owner_account_id: string } }, 'r'>) => {
    if ('ids' in scope) return eb('r.id', 'in', scope.ids);
    const owned = eb('r.owner_account_id', '=', scope.ownerId);
    return scope.id === undefined ? owned : eb.and([owned, eb('r.id', '=', scope.id)]);
  };
}

/** The paid camp registrations of the scope as calendar entries, in `locale`, by first day. */
async function campEntries(db: Executor, scope: CalendarScope, locale: Locale): Promise<CalendarEntry[]> {
  if ('ids' in scope && scope.ids.length === 0) return [];
  const rows = await campRegistrationsWithSession(db)
    .select(['r.id', 'r.player_first_name', ...campDaysColumns, ...facilityPlace])
    .where('r.status', 'in', calendarStatuses)
    .where(inScope(scope))
    .orderBy('s.start_date')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    kind: 'camp',
    registrationId: r.id,
    title: textIn(r.camp_name, r.camp_name_es, locale),
    who: r.player_first_name,
    startDate: r.start_date,
    endDate: r.end_date,
    timeBlock: r.time_block,
    timeZone: r.time_zone,
    place: placeOf(r),
    whatToBring: textIn(r.attendee_notes, r.attendee_notes_es, locale).trim() || null,
  }));
}

/** The paid team registrations of the scope as calendar entries, in `locale`, by first day. */
async function tournamentEntries(
  db: Executor,
  scope: CalendarScope,
  locale: Locale,
): Promise<CalendarEntry[]> {
  if ('ids' in scope && scope.ids.length === 0) return [];
  const rows = await teamRegistrationsWithTournament(db)
    .select([
      'r.id',
      'r.team_name',
      't.tournament_name',
      't.tournament_name_es',
      't.start_date',
      't.end_date',
      'a.age_range_description',
      ...facilityPlace,
    ])
    .where('r.status', 'in', calendarStatuses)
    .where(inScope(scope))
    .orderBy('t.start_date')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    kind: 'tournament',
    registrationId: r.id,
    title: `${textIn(r.tournament_name, r.tournament_name_es, locale)} (${r.age_range_description})`,
    who: r.team_name,
    startDate: r.start_date,
    endDate: r.end_date,
    timeBlock: null,
    timeZone: r.time_zone,
    place: placeOf(r),
    whatToBring: null,
  }));
}

/** The scope's paid registrations of one kind, or of both (`kinds`), as calendar entries. */
export async function calendarEntries(
  db: Executor,
  kinds: readonly CalendarKind[],
  scope: CalendarScope,
  locale: Locale,
): Promise<CalendarEntry[]> {
  const entries: CalendarEntry[] = [];
  if (kinds.includes('camp')) entries.push(...(await campEntries(db, scope, locale)));
  if (kinds.includes('tournament')) entries.push(...(await tournamentEntries(db, scope, locale)));
  return entries;
}

/** The account whose feed has this token hash, and that account's saved language (null: none saved). */
export function findFeedOwner(db: Executor, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as c')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'c.owner_account_id')
    .select(['c.owner_account_id', 'l.locale'])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** When the account's current feed link was made; undefined when it has none. */
export async function feedCreatedAt(db: Executor, ownerId: string) {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return row?.created_at;
}

/** Makes `tokenHash` the account's only feed: the row is replaced, so the old token finds nothing. */
export async function replaceFeed(db: Executor, ownerId: string, tokenHash: string, at: string) {
  await db
    .insertInto('calendar_feeds')
    .values({ owner_account_id: ownerId, token_hash: tokenHash, created_at: at })
    .onConflict((oc) => oc.column('owner_account_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
    .execute();
}

/** The account has no feed any more. */
export async function deleteFeed(db: Executor, ownerId: string) {
  await db.deleteFrom('calendar_feeds').where('owner_account_id', '=', ownerId).execute();
}
