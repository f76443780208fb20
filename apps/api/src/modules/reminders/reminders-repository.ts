import { type ReminderKind, unpaidStatuses } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { campRegistrationsWithSession } from '../../db/registration-rows.js';
import { facilityColumns } from '../../lib/facility.js';

/** What a reminder is about: a camp registration, an order of several, a waitlist entry, a team. */
export type ReminderSubject = 'camp' | 'order' | 'waitlist' | 'team';

export interface ReminderOccasion {
  subject: ReminderSubject;
  subjectId: number;
  kind: ReminderKind;
  occasion: string;
}

/**
 * Records that a reminder goes, in the transaction that queues its mail: true for the one
 * transaction that wrote the row (unique per subject, kind and occasion), false for any other,
 * on either engine, so two servers or a retry never send it twice.
 */
export async function takeReminder(trx: Executor, o: ReminderOccasion, at: string) {
  const row = await trx
    .insertInto('reminder_sends')
    .values({ subject: o.subject, subject_id: o.subjectId, kind: o.kind, occasion: o.occasion, sent_at: at })
    .onConflict((oc) => oc.columns(['subject', 'subject_id', 'kind', 'occasion']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A camp registration with what its reminders say: the family, the session, its place and language. */
function registrationQuery(db: Executor) {
  return campRegistrationsWithSession(db).select([
    'r.id',
    'r.status',
    'r.order_id',
    'r.owner_account_id',
    'r.pog1_email',
    'r.pog1_first_name',
    'r.player_first_name',
    'r.player_last_name',
    'r.hold_expires_at',
    'r.paid_at',
    'r.updated_at',
    's.id as session_id',
    's.start_date',
    's.end_date',
    's.time_block',
    's.reminder_days as session_days',
    'c.reminder_days as camp_days',
    ...facilityColumns,
    'f.time_zone',
    'l.locale',
  ]);
}

export type ReminderRegistration = Awaited<
  ReturnType<ReturnType<typeof registrationQuery>['executeTakeFirstOrThrow']>
>;

/** Sessions starting from `fromDay` to `toDay`, not archived, with their reminder days and zone. */
export function sessionsStartingBetween(db: Executor, fromDay: string, toDay: string) {
  return db
    .selectFrom('camp_sessions as s')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select([
      's.id',
      's.start_date',
      's.reminder_days as session_days',
      'c.reminder_days as camp_days',
      'f.time_zone',
    ])
    .where('s.archived_at', 'is', null)
    .where('s.start_date', '>=', fromDay)
    .where('s.start_date', '<=', toDay)
    .execute();
}

/** The paid registrations of sessions `ids`. */
export function paidInSessions(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return registrationQuery(db)
    .where('r.status', '=', 'paid')
    .where('s.id', 'in', ids)
    .orderBy('r.id')
    .execute();
}

/** The occasions of `kind` already sent for these subjects, as `subject:id:occasion` (a pass skips them). */
export async function sentOccasions(db: Executor, kind: ReminderKind, subjectIds: number[]) {
  if (!subjectIds.length) return new Set<string>();
  const rows = await db
    .selectFrom('reminder_sends')
    .select(['subject', 'subject_id', 'occasion'])
    .where('kind', '=', kind)
    .where('subject_id', 'in', subjectIds)
    .execute();
  return new Set(rows.map((r) => `${r.subject}:${r.subject_id}:${r.occasion}`));
}

/** Unpaid holds lapsing after `at` and by `until`. */
export function holdsLapsingBy(db: Executor, at: string, until: string) {
  return registrationQuery(db)
    .where('r.status', 'in', [...unpaidStatuses])
    .where('r.hold_expires_at', '>', at)
    .where('r.hold_expires_at', '<=', until)
    .orderBy('r.id')
    .execute();
}

/**
 * Holds the hold timer let lapse since `since` (the sweeper expired them, at or after the hold's
 * end; a release by staff or the family is no lapse), of sessions not archived.
 */
export function holdsLapsedSince(db: Executor, since: string) {
  return registrationQuery(db)
    .where('r.status', '=', 'expired')
    .where('s.archived_at', 'is', null)
    .where('r.updated_at', '>=', since)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('registration_history as h')
          .select('h.id')
          .where('h.registration_kind', '=', 'camp')
          .whereRef('h.registration_id', '=', 'r.id')
          .where('h.to_status', '=', 'expired')
          .where('h.actor', '=', 'sweeper'),
      ),
    )
    .orderBy('r.id')
    .execute();
}

/** The registrations of `ids`, as they are now (a reminder checks them again before it goes). */
export function registrationsNow(db: Executor, ids: number[]) {
  return ids.length ? registrationQuery(db).where('r.id', 'in', ids).execute() : Promise.resolve([]);
}

/** Whether the account holds, or has paid, another seat for this player in the session. */
export async function registeredAgain(db: Executor, r: ReminderRegistration) {
  const row = await db
    .selectFrom('camp_registrations')
    .select('id')
    .where('owner_account_id', '=', r.owner_account_id)
    .where('camp_session_id', '=', r.session_id)
    .where('player_first_name', '=', r.player_first_name)
    .where('player_last_name', '=', r.player_last_name)
    .where('status', 'in', [...unpaidStatuses, 'paid'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Waitlist offers running out after `at` and by `until`. */
export function offersEndingBy(db: Executor, at: string, until: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'owner_account_id', 'offered_at', 'offer_expires_at'])
    .where('state', '=', 'offered')
    .where('offer_expires_at', '>', at)
    .where('offer_expires_at', '<=', until)
    .orderBy('id')
    .execute();
}

/** A team registration with what its start reminder says: the coach, the tournament, its place and language. */
function teamQuery(db: Executor) {
  return db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .innerJoin('tournament_age_ranges as a', 'a.id', 'r.age_range_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .leftJoin('account_languages as l', 'l.owner_account_id', 'r.owner_account_id')
    .select([
      'r.id',
      'r.status',
      'r.owner_account_id',
      'r.contact_name',
      'r.contact_email',
      'r.team_name',
      'r.paid_at',
      'r.updated_at',
      't.id as tournament_id',
      't.tournament_name',
      't.tournament_name_es',
      't.start_date',
      't.end_date',
      't.reminder_days',
      't.details',
      'a.age_range_description',
      ...facilityColumns,
      'f.time_zone',
      'l.locale',
    ]);
}

export type ReminderTeam = Awaited<ReturnType<ReturnType<typeof teamQuery>['executeTakeFirstOrThrow']>>;

/** Tournaments starting from `fromDay` to `toDay`, not archived, with their reminder days and zone. */
export function tournamentsStartingBetween(db: Executor, fromDay: string, toDay: string) {
  return db
    .selectFrom('tournaments as t')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .select(['t.id', 't.start_date', 't.reminder_days', 'f.time_zone'])
    .where('t.archived_at', 'is', null)
    .where('t.start_date', '>=', fromDay)
    .where('t.start_date', '<=', toDay)
    .execute();
}

/** The paid teams of tournaments `ids`. */
export function paidTeamsIn(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return teamQuery(db).where('r.status', '=', 'paid').where('t.id', 'in', ids).orderBy('r.id').execute();
}

/** A team registration as it is now (its reminder checks it again before it goes). */
export function teamNow(db: Executor, id: number) {
  return teamQuery(db).where('r.id', '=', id).executeTakeFirst();
}
