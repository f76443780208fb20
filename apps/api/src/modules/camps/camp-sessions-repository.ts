import {
  type CampDetails,
  type CampSession,
  campDetailsInputSchema,
  defaultFacilityTimeZone,
  emptyCampDetails,
  emptySessionDetails,
  type Locale,
  mergeSessionDetails,
  type SessionDetails,
  sessionDetailsInputSchema,
  storedDetails,
  textsIn,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { indexBy } from '../../lib/collections.js';
import { facilityColumns, toFacility } from '../../lib/facility.js';
import { dollars, pricedCostCentsOf, publicPriceWindows } from '../../lib/money.js';
import { entriesOf, seatsHeldOf } from '../ledger/seats.js';

/** A camp's texts in English and, where staff wrote them, in Spanish (decision 0055). */
const campTextColumns = [
  'c.camp_name',
  'c.catalog_description',
  'c.attendee_notes',
  'c.camp_name_es',
  'c.catalog_description_es',
  'c.attendee_notes_es',
] as const;

/** Camp sessions with their spec, facility, the seats held and their waitlist. */
function sessionQuery(db: Executor) {
  return db
    .selectFrom('camp_sessions as s')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select((eb) => [
      's.id',
      's.start_date',
      's.end_date',
      's.time_block',
      's.age_range',
      's.min_age',
      's.max_age',
      's.cost_cents',
      's.price_windows',
      's.attendee_capacity',
      's.promo_code',
      's.promo_discount_cents',
      's.archived_at',
      's.cancellation_policy',
      's.deposit_plan',
      's.instalment_plan',
      's.details as session_details',
      'c.details as camp_details',
      'c.id as spec_id',
      ...campTextColumns,
      ...facilityColumns,
      'f.time_zone',
      seatsHeldOf(eb).as('seats_taken'),
      entriesOf('camp', 'waiting').as('waiting'),
      entriesOf('camp', 'offered').as('offered'),
    ]);
}

export type SessionRecord = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>;

/** Sessions still open for registration: not archived and not yet started (registration refuses those). */
export async function listOpenSessions(db: Executor, today: string, state: string | null) {
  let q = sessionQuery(db).where('s.archived_at', 'is', null).where('s.start_date', '>', today);
  if (state) q = q.where('f.state', '=', state);
  return q.orderBy('s.start_date').orderBy('s.id').execute();
}

export async function listAvailableStates(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('camp_sessions as s')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select('f.state')
    .distinct()
    .where('s.archived_at', 'is', null)
    .where('s.start_date', '>', today)
    .orderBy('f.state')
    .execute();
  return rows.map((r) => r.state);
}

/** Every session not archived, past ones too, latest start first (staff). */
export async function listActiveSessions(db: Executor) {
  return sessionQuery(db)
    .where('s.archived_at', 'is', null)
    .orderBy('s.start_date', 'desc')
    .orderBy('s.id')
    .execute();
}

export async function findSession(db: Executor, id: number) {
  return sessionQuery(db).where('s.id', '=', id).executeTakeFirst();
}

/** Many sessions in one query, by id. */
export async function sessionsById(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, SessionRecord>();
  return indexBy(await sessionQuery(db).where('s.id', 'in', ids).execute(), (s) => s.id);
}

/** A session's own row: its price, promo code, dates and whether it is archived. */
export async function findSessionRow(db: Executor, id: number) {
  return db.selectFrom('camp_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toCampSession(r: SessionRecord): CampSession {
  const taken = Number(r.seats_taken ?? 0);
  const waiting = Number(r.waiting ?? 0);
  return {
    id: r.id,
    campSpec: {
      id: r.spec_id,
      campName: r.camp_name,
      catalogDescription: r.catalog_description,
      attendeeNotes: r.attendee_notes,
      es: {
        campName: r.camp_name_es,
        catalogDescription: r.catalog_description_es,
        attendeeNotes: r.attendee_notes_es,
      },
    },
    campFacility: toFacility(r),
    campStartDate: r.start_date,
    campEndDate: r.end_date,
    timeBlock: r.time_block,
    ageRange: r.age_range,
    minAge: r.min_age,
    maxAge: r.max_age,
    campCost: dollars(r.cost_cents),
    ...publicPriceWindows(r),
    attendeeCapacity: r.attendee_capacity,
    hasPromoCode: Boolean(r.promo_code),
    seatsLeft: waiting > 0 ? 0 : Math.max(0, r.attendee_capacity - taken),
    waitlisted: waiting + Number(r.offered ?? 0),
  };
}

/** A session's own details and its camp's, read back from their JSON (decision 0065). */
export function detailsOf(r: { camp_details: string | null; session_details: string | null }): {
  camp: CampDetails;
  session: SessionDetails;
} {
  return {
    camp: storedDetails(campDetailsInputSchema, r.camp_details, emptyCampDetails),
    session: storedDetails(sessionDetailsInputSchema, r.session_details, emptySessionDetails),
  };
}

/**
 * What a family reads on a session's page: its camp's details with the session's own times and
 * venue notes where set, and the session's own what to bring in place of the camp's.
 */
export function withPublicDetails(session: CampSession, r: SessionRecord): CampSession {
  const { camp, session: own } = detailsOf(r);
  const campSpec = own.attendeeNotes
    ? {
        ...session.campSpec,
        attendeeNotes: own.attendeeNotes,
        es: { ...session.campSpec.es, attendeeNotes: own.es.attendeeNotes },
      }
    : session.campSpec;
  return { ...session, campSpec, details: mergeSessionDetails(camp, own) };
}

/**
 * A camp's texts as a reader of `locale` reads them: its name, description and what to bring in
 * Spanish where staff wrote them, in English otherwise (decision 0055). For the mails, which know
 * the session and the family's language; undefined when there is no such session.
 */
export async function campTextsOfSession(db: Executor, sessionId: number, locale: Locale) {
  const row = await db
    .selectFrom('camp_sessions as s')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .select([...campTextColumns, 's.details as session_details'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  // A session's own what to bring takes the camp's place (decision 0065).
  const own = storedDetails(sessionDetailsInputSchema, row.session_details, emptySessionDetails);
  if (own.attendeeNotes) {
    row.attendee_notes = own.attendeeNotes;
    row.attendee_notes_es = own.es.attendeeNotes;
  }
  const { es: _, ...texts } = textsIn(
    {
      campName: row.camp_name,
      catalogDescription: row.catalog_description,
      attendeeNotes: row.attendee_notes,
      es: {
        campName: row.camp_name_es,
        catalogDescription: row.catalog_description_es,
        attendeeNotes: row.attendee_notes_es,
      },
    },
    locale,
  );
  return texts;
}

/** Every facility's time zone by its id (a handful of rows): where price windows' days end. */
export async function facilityTimeZones(db: Executor): Promise<Map<number, string>> {
  const rows = await db.selectFrom('facilities').select(['id', 'time_zone']).execute();
  return new Map(rows.map((r) => [r.id, r.time_zone]));
}

/** The time zone of a session's facility; the default zone when the session does not exist. */
export async function sessionTimeZone(db: Executor, sessionId: number): Promise<string> {
  const row = await db
    .selectFrom('camp_sessions as s')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select('f.time_zone')
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row?.time_zone ?? defaultFacilityTimeZone;
}

/**
 * A session as a registration shows it: its cost is the price the registration was priced at
 * (its window then, decision 0102), so the spec's "campCost less the discounts" is what it owes;
 * no windows (they are for those still to register).
 */
export function pricedCampSession(
  s: SessionRecord,
  r: { priced_cost_cents: number | null; priced_at: string | null; created_at: string },
): CampSession {
  const { priceWindows: _, timeZone: __, ...session } = toCampSession(s);
  return { ...session, campCost: dollars(pricedCostCentsOf(s, s.time_zone, r)) };
}
