import {
  type AdminCatalog,
  type AgeGroupGender,
  ageRangeText,
  type CancellationPolicy,
  type CancellationPolicyInput,
  campDetailsInputSchema,
  type campSessionInputSchema,
  type campSpecInputSchema,
  type DepositPlanInput,
  depositPlanFromInput,
  depositPlanToInput,
  emptyCampDetails,
  emptySessionDetails,
  emptyTournamentDetails,
  type facilityInputSchema,
  type InstalmentPlanInput,
  type PriceWindow,
  policyFromInput,
  policyToInput,
  sessionDetailsInputSchema,
  storedDepositPlan,
  storedDetails,
  storedInstalmentPlan,
  storedPriceWindows,
  storedReminderDays,
  tournamentDetailsInputSchema,
  type tournamentInputSchema,
  windowsInCents,
  windowsInDollars,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/database.js';
import { cents, dollars } from '../../../lib/money.js';
import { seatsHeldBySession, teamsHeldByAgeRange } from '../../ledger/seats.js';
import { allDocuments } from '../../waivers/waivers-repository.js';

/** The catalogue's tables that staff create and edit a row of at a time. */
export type CatalogTable = 'facilities' | 'camp_specs' | 'camp_sessions' | 'tournaments';
// Kysely cannot type a union of tables; the values come from the typed builders below.
type AnyCatalogTable = 'facilities';

export async function insertCatalogRow(db: Executor, table: CatalogTable, values: object): Promise<number> {
  const { id } = await db
    .insertInto(table as AnyCatalogTable)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** False when there is no such row. */
export async function updateCatalogRow(db: Executor, table: CatalogTable, id: number, values: object) {
  const result = await db
    .updateTable(table as AnyCatalogTable)
    .set(values as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function catalogRowExists(db: Executor, table: CatalogTable, id: number) {
  return Boolean(
    await db
      .selectFrom(table as AnyCatalogTable)
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst(),
  );
}
const archivedAt = (archived: boolean, at: string) => (archived ? at : null);

export function facilityValues(f: z.output<typeof facilityInputSchema>, at: string) {
  return {
    facility_name: f.facilityName,
    address_line1: f.addressLine1,
    city: f.city,
    state: f.state.toUpperCase(),
    zip_code: f.zipCode,
    time_zone: f.timeZone,
    archived_at: archivedAt(f.archived, at),
  };
}

export function campSpecValues(s: z.output<typeof campSpecInputSchema>, at: string) {
  return {
    camp_name: s.campName,
    catalog_description: s.catalogDescription,
    attendee_notes: s.attendeeNotes,
    camp_name_es: s.es.campName,
    catalog_description_es: s.es.catalogDescription,
    attendee_notes_es: s.es.attendeeNotes,
    reminder_days: storedDays(s.reminderDays),
    archived_at: archivedAt(s.archived, at),
  };
}

/** Reminder days as stored (JSON of the array), or null for the camp's or the default. */
const storedDays = (days: number[] | null) => (days ? JSON.stringify(days) : null);

/** A catalogue item's own cancellation policy as stored (JSON of `CancellationPolicy`), or null for the default. */
const storedPolicy = (input: CancellationPolicyInput | null) =>
  input ? JSON.stringify(policyFromInput(input)) : null;
const editablePolicy = (stored: string | null) =>
  stored ? policyToInput(JSON.parse(stored) as CancellationPolicy) : null;
/** Price windows as stored (cents, decision 0102); none is null. */
const storedWindows = (windows: PriceWindow[]) =>
  windows.length > 0 ? JSON.stringify(windowsInCents(windows)) : null;
const editableWindows = (stored: string | null) => windowsInDollars(storedPriceWindows(stored));
/** A catalogue item's deposit terms as stored (JSON of `DepositPlan`), or null: paid in full (decision 0104). */
const storedDeposit = (input: DepositPlanInput | null) =>
  input ? JSON.stringify(depositPlanFromInput(input)) : null;
/** An item's instalment plan as stored (JSON of `InstalmentPlan`), or null: none offered (decision 0109). */
const storedInstalments = (input: InstalmentPlanInput | null) => (input ? JSON.stringify(input) : null);
const editableInstalments = (stored: string | null): InstalmentPlanInput | null =>
  storedInstalmentPlan(stored);
const editableDeposit = (stored: string | null) => {
  const plan = storedDepositPlan(stored);
  return plan ? depositPlanToInput(plan) : null;
};

export function campSessionValues(s: z.output<typeof campSessionInputSchema>, at: string) {
  return {
    camp_spec_id: s.campSpecId,
    facility_id: s.facilityId,
    start_date: s.campStartDate,
    end_date: s.campEndDate,
    time_block: s.timeBlock,
    // The ages, when set, are what the session shows ('Ages 6-9').
    age_range: ageRangeText(s.minAge, s.maxAge) ?? s.ageRange,
    min_age: s.minAge,
    max_age: s.maxAge,
    cost_cents: cents(s.campCost),
    price_windows: storedWindows(s.priceWindows),
    attendee_capacity: s.attendeeCapacity,
    promo_code: s.promoCode ? s.promoCode.toUpperCase() : null,
    promo_discount_cents: s.promoCode ? cents(s.promoDiscount) : 0,
    cancellation_policy: storedPolicy(s.cancellationPolicy),
    deposit_plan: storedDeposit(s.depositPlan),
    instalment_plan: storedInstalments(s.instalmentPlan),
    reminder_days: storedDays(s.reminderDays),
    archived_at: archivedAt(s.archived, at),
  };
}

export function tournamentValues(t: z.output<typeof tournamentInputSchema>, at: string) {
  return {
    tournament_name: t.tournamentName,
    tournament_description: t.tournamentDescription,
    tournament_name_es: t.es.tournamentName,
    tournament_description_es: t.es.tournamentDescription,
    facility_id: t.facilityId,
    start_date: t.tournamentStartDate,
    end_date: t.tournamentEndDate,
    last_date_to_register: t.lastDateToRegister,
    roster_deadline: t.rosterDeadline,
    reminder_days: storedDays(t.reminderDays),
    min_games: t.minNumberOfGames,
    max_players: t.maxNumberOfPlayers,
    cost_cents: cents(t.tournamentCost),
    price_windows: storedWindows(t.priceWindows),
    supports_tshirt: t.supportsTshirtOffering ? 1 : 0,
    promo_code: t.promoCode ? t.promoCode.toUpperCase() : null,
    promo_discount_cents: t.promoCode ? cents(t.promoDiscount) : 0,
    cancellation_policy: storedPolicy(t.cancellationPolicy),
    deposit_plan: storedDeposit(t.depositPlan),
    instalment_plan: storedInstalments(t.instalmentPlan),
    archived_at: archivedAt(t.archived, at),
  };
}

function ageRangeValues(r: z.output<typeof tournamentInputSchema>['ageRanges'][number]) {
  return {
    age_range_description: r.ageRangeDescription,
    birth_date_from: r.birthDateFrom,
    birth_date_to: r.birthDateTo,
    gender: r.gender,
    max_teams: r.maxTeams,
  };
}

/** Adds new age ranges, renames or archives existing ones (never deletes: registrations point at them). */
export async function saveAgeRanges(
  db: Executor,
  tournamentId: number,
  ranges: z.output<typeof tournamentInputSchema>['ageRanges'],
  at: string,
) {
  for (const r of ranges) {
    if (r.id > 0) {
      await db
        .updateTable('tournament_age_ranges')
        .set({ ...ageRangeValues(r), archived_at: archivedAt(r.archived, at) })
        .where('id', '=', r.id)
        .where('tournament_id', '=', tournamentId)
        .execute();
    } else {
      await db
        .insertInto('tournament_age_ranges')
        .values({
          tournament_id: tournamentId,
          ...ageRangeValues(r),
          archived_at: archivedAt(r.archived, at),
        })
        .execute();
    }
  }
}

export async function loadCatalog(db: Executor): Promise<AdminCatalog> {
  const [facilities, specs, sessions, tournaments, ranges, seats, teamsHeld, documents] = await Promise.all([
    db.selectFrom('facilities').selectAll().orderBy('facility_name').execute(),
    db.selectFrom('camp_specs').selectAll().orderBy('camp_name').execute(),
    db.selectFrom('camp_sessions').selectAll().orderBy('start_date', 'desc').execute(),
    db.selectFrom('tournaments').selectAll().orderBy('start_date', 'desc').execute(),
    db.selectFrom('tournament_age_ranges').selectAll().orderBy('id').execute(),
    seatsHeldBySession(db),
    teamsHeldByAgeRange(db),
    allDocuments(db),
  ]);
  const taken = seats;
  return {
    documents,
    facilities: facilities.map((f) => ({
      id: f.id,
      facilityName: f.facility_name,
      addressLine1: f.address_line1,
      city: f.city,
      state: f.state,
      zipCode: f.zip_code,
      timeZone: f.time_zone,
      archived: Boolean(f.archived_at),
    })),
    campSpecs: specs.map((s) => ({
      id: s.id,
      campName: s.camp_name,
      catalogDescription: s.catalog_description,
      attendeeNotes: s.attendee_notes,
      es: {
        campName: s.camp_name_es,
        catalogDescription: s.catalog_description_es,
        attendeeNotes: s.attendee_notes_es,
      },
      reminderDays: storedReminderDays(s.reminder_days),
      archived: Boolean(s.archived_at),
      details: storedDetails(campDetailsInputSchema, s.details, emptyCampDetails),
    })),
    campSessions: sessions.map((s) => ({
      id: s.id,
      campSpecId: s.camp_spec_id,
      facilityId: s.facility_id,
      campStartDate: s.start_date,
      campEndDate: s.end_date,
      timeBlock: s.time_block,
      ageRange: s.age_range,
      minAge: s.min_age,
      maxAge: s.max_age,
      campCost: dollars(s.cost_cents),
      priceWindows: editableWindows(s.price_windows),
      attendeeCapacity: s.attendee_capacity,
      promoCode: s.promo_code ?? '',
      promoDiscount: dollars(s.promo_discount_cents),
      cancellationPolicy: editablePolicy(s.cancellation_policy),
      depositPlan: editableDeposit(s.deposit_plan),
      instalmentPlan: editableInstalments(s.instalment_plan),
      reminderDays: storedReminderDays(s.reminder_days),
      archived: Boolean(s.archived_at),
      seatsTaken: taken.get(s.id) ?? 0,
      details: storedDetails(sessionDetailsInputSchema, s.details, emptySessionDetails),
    })),
    tournaments: tournaments.map((t) => ({
      id: t.id,
      tournamentName: t.tournament_name,
      tournamentDescription: t.tournament_description,
      es: { tournamentName: t.tournament_name_es, tournamentDescription: t.tournament_description_es },
      facilityId: t.facility_id,
      tournamentStartDate: t.start_date,
      tournamentEndDate: t.end_date,
      lastDateToRegister: t.last_date_to_register,
      rosterDeadline: t.roster_deadline,
      reminderDays: storedReminderDays(t.reminder_days),
      minNumberOfGames: t.min_games,
      maxNumberOfPlayers: t.max_players,
      tournamentCost: dollars(t.cost_cents),
      priceWindows: editableWindows(t.price_windows),
      supportsTshirtOffering: Boolean(t.supports_tshirt),
      promoCode: t.promo_code ?? '',
      promoDiscount: dollars(t.promo_discount_cents),
      cancellationPolicy: editablePolicy(t.cancellation_policy),
      depositPlan: editableDeposit(t.deposit_plan),
      instalmentPlan: editableInstalments(t.instalment_plan),
      archived: Boolean(t.archived_at),
      details: storedDetails(tournamentDetailsInputSchema, t.details, emptyTournamentDetails),
      ageRanges: ranges
        .filter((r) => r.tournament_id === t.id)
        .map((r) => ({
          id: r.id,
          ageRangeDescription: r.age_range_description,
          birthDateFrom: r.birth_date_from,
          birthDateTo: r.birth_date_to,
          gender: r.gender as AgeGroupGender | null,
          maxTeams: r.max_teams,
          teamsHeld: teamsHeld.get(r.id) ?? 0,
          archived: Boolean(r.archived_at),
        })),
    })),
  };
}
