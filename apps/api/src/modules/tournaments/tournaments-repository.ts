import {
  type AgeGroupGender,
  type AgeRange,
  emptyTournamentDetails,
  rosterDeadlineOf,
  storedDetails,
  type Tournament,
  type TournamentDetails,
  tournamentDetailsInputSchema,
} from '@soccer/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { indexBy } from '../../lib/collections.js';
import { facilityColumns, toFacility } from '../../lib/facility.js';
import { dollars, pricedCostCentsOf, publicPriceWindows } from '../../lib/money.js';
import { entriesOf, placesForWalkIns, teamsHeldOf } from '../ledger/seats.js';

/** A tournament joined with one of its age ranges and its facility (with its places held and waitlist): one row per card. */
function tournamentAgeRangeQuery(db: Executor) {
  return db
    .selectFrom('tournament_age_ranges as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .select((eb) => [
      't.id',
      't.tournament_name',
      't.tournament_description',
      't.tournament_name_es',
      't.tournament_description_es',
      't.start_date',
      't.end_date',
      't.last_date_to_register',
      't.roster_deadline',
      't.min_games',
      't.max_players',
      't.cost_cents',
      't.price_windows',
      't.promo_code',
      't.promo_discount_cents',
      't.supports_tshirt',
      't.archived_at',
      't.details',
      't.cancellation_policy',
      't.deposit_plan',
      't.instalment_plan',
      'f.time_zone',
      'a.id as age_range_id',
      ...ageRangeColumns(eb),
      'a.archived_at as age_range_archived_at',
      ...facilityColumns,
      'f.time_zone',
    ]);
}

export type TournamentRecord = Awaited<
  ReturnType<ReturnType<typeof tournamentAgeRangeQuery>['executeTakeFirstOrThrow']>
>;

/**
 * 0 while the tournament takes registrations on `today`, 1 once its deadline has passed: lists
 * order by it first so families (and staff) see what they can still register for above the rest.
 */
const registrationClosed = (eb: ExpressionBuilder<TournamentListTables, 't'>, today: string) =>
  eb.case().when('t.last_date_to_register', '<', today).then(1).else(0).end();

type TournamentListTables = { t: Database['tournaments'] };

/** Every age range of every tournament that has not ended: open ones first, each part soonest first. */
export async function listUpcomingTournamentAgeRanges(db: Executor, today: string) {
  return tournamentAgeRangeQuery(db)
    .where('t.archived_at', 'is', null)
    .where('a.archived_at', 'is', null)
    .where('t.end_date', '>=', today)
    .orderBy((eb) => registrationClosed(eb, today))
    .orderBy('t.start_date')
    .orderBy('t.id')
    .orderBy('a.id')
    .execute();
}

/** Every open age range of every tournament not archived, past ones too (staff; the summary orders them). */
export async function listActiveTournamentAgeRanges(db: Executor) {
  return tournamentAgeRangeQuery(db)
    .where('t.archived_at', 'is', null)
    .where('a.archived_at', 'is', null)
    .orderBy('t.start_date', 'desc')
    .orderBy('t.id')
    .orderBy('a.id')
    .execute();
}

export async function findTournamentByAgeRange(db: Executor, ageRangeId: number) {
  return tournamentAgeRangeQuery(db).where('a.id', '=', ageRangeId).executeTakeFirst();
}

/** The tournaments of many age ranges in one query, by age range id. */
export async function tournamentsByAgeRange(db: Executor, ageRangeIds: number[]) {
  if (ageRangeIds.length === 0) return new Map<number, TournamentRecord>();
  const rows = await tournamentAgeRangeQuery(db).where('a.id', 'in', ageRangeIds).execute();
  return indexBy(rows, (t) => t.age_range_id);
}

/** A tournament's details read back from their JSON (decision 0065); none or unreadable: the empty value. */
export function tournamentDetailsOf(json: string | null): TournamentDetails {
  return storedDetails(tournamentDetailsInputSchema, json, emptyTournamentDetails);
}

export function toTournament(r: TournamentRecord): Tournament {
  return {
    id: r.id,
    tournamentName: r.tournament_name,
    tournamentDescription: r.tournament_description,
    es: { tournamentName: r.tournament_name_es, tournamentDescription: r.tournament_description_es },
    tournamentStartDate: r.start_date,
    tournamentEndDate: r.end_date,
    lastDateToRegister: r.last_date_to_register,
    rosterDeadline: rosterDeadlineOf({
      lastDateToRegister: r.last_date_to_register,
      rosterDeadline: r.roster_deadline,
    }),
    minNumberOfGames: r.min_games,
    maxNumberOfPlayers: r.max_players,
    tournamentCost: dollars(r.cost_cents),
    ...publicPriceWindows(r),
    hasPromoCode: Boolean(r.promo_code),
    supportsTshirtOffering: Boolean(r.supports_tshirt),
    facility: toFacility(r),
    ageRange: toAgeRange({ ...r, id: r.age_range_id }),
  };
}

/**
 * What `toAgeRange` reads of an age range but its id: its rule, its limit, its places held and
 * its waitlist, as select items over `tournament_age_ranges as a`.
 */
export function ageRangeColumns(eb: Parameters<typeof teamsHeldOf>[0]) {
  return [
    'a.age_range_description',
    'a.birth_date_from',
    'a.birth_date_to',
    'a.gender',
    'a.max_teams',
    teamsHeldOf(eb).as('teams_held'),
    entriesOf('tournament', 'waiting').as('teams_waiting'),
    entriesOf('tournament', 'offered').as('teams_offered'),
  ] as const;
}

/** An age range row as the API shows it, with its eligibility rule and places. */
export function toAgeRange(r: {
  id: number;
  age_range_description: string;
  birth_date_from: string | null;
  birth_date_to: string | null;
  gender: string | null;
  max_teams: number | null;
  teams_held: number | string;
  teams_waiting: number | string;
  teams_offered: number | string;
}): AgeRange {
  const waiting = Number(r.teams_waiting);
  return {
    tournamentAgeRangeId: r.id,
    ageRangeDescription: r.age_range_description,
    birthDateFrom: r.birth_date_from,
    birthDateTo: r.birth_date_to,
    gender: r.gender as AgeGroupGender | null,
    maxTeams: r.max_teams,
    teamsLeft: placesForWalkIns(r.max_teams, Number(r.teams_held), waiting),
    waitlisted: waiting + Number(r.teams_offered),
  };
}

/**
 * A tournament as a team's registration shows it: its cost is the price the team was priced at
 * (its window then, decision 0102); no windows.
 */
export function pricedTournament(
  t: TournamentRecord,
  r: { priced_cost_cents: number | null; priced_at: string | null; created_at: string },
): Tournament {
  const { priceWindows: _, timeZone: __, ...tournament } = toTournament(t);
  return { ...tournament, tournamentCost: dollars(pricedCostCentsOf(t, t.time_zone, r)) };
}
