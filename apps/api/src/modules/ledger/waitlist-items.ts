import { validationMessages, type WaitlistKind, waitlistMessages } from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { CampSessionRow, Database } from '../../db/schema.js';
import {
  agePlaces,
  countSeatsHeld,
  lockAgeGroup,
  lockCampSession,
  seatsForWalkIns,
  teamPlacesForWalkIns,
} from './seats.js';

type Trx = Transaction<Database>;

/**
 * What a waitlist waits on, and what an offer reserves there: a seat of a camp session or a
 * team's place in a tournament age group. Both kinds run the same waitlist code; only locking,
 * counting and "closed" differ (the `kinds` table).
 */

/**
 * The age group's terms the waitlist reads under its lock: its limit, whether it or its tournament
 * is archived, and the tournament's registration deadline. The ledger's own query (it reads no
 * catalogue repository); the service reads the full tournament when it needs it.
 */
function ageGroupTerms(trx: Trx, ageRangeId: number) {
  return trx
    .selectFrom('tournament_age_ranges as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select([
      'a.id as age_range_id',
      'a.tournament_id',
      'a.max_teams',
      'a.archived_at as age_range_archived_at',
      't.archived_at',
      't.last_date_to_register',
    ])
    .where('a.id', '=', ageRangeId)
    .executeTakeFirst();
}

export type AgeGroupTerms = NonNullable<Awaited<ReturnType<typeof ageGroupTerms>>>;

/** The rows a waitlist waits on: a camp session, or a tournament age group (with its tournament's terms). */
interface ItemRows {
  camp: CampSessionRow;
  tournament: AgeGroupTerms;
}

/**
 * A camp session or age group read under its lock, as the waitlist rules see it; a union by
 * kind, so checking `kind` tells which row it has.
 */
export type WaitlistItem<K extends WaitlistKind = WaitlistKind> = K extends WaitlistKind
  ? {
      kind: K;
      id: number;
      row: ItemRows[K];
      /** Seats or places in all; null: no limit. */
      limit: number | null;
      archived: boolean;
      /** Takes nobody more from `day` on: the session has started, the registration deadline passed. */
      closedOn: (day: string) => boolean;
    }
  : never;

/** What the waitlist rules run on: the database, and its engine for the item locks. */
export interface WaitlistLedgerDeps {
  db: Kysely<Database>;
  engine: Engine;
}

/** An item by kind and id. */
export interface ItemKey {
  kind: WaitlistKind;
  id: number;
}

/** What each kind says when it is closed (archived), or past taking anyone. */
export const closedMessage = {
  camp: waitlistMessages.sessionClosed,
  tournament: waitlistMessages.ageGroupClosed,
};
export const pastMessage = {
  camp: validationMessages.campSessionEnded,
  tournament: validationMessages.registrationDeadlinePassed,
};

const kinds = {
  camp: {
    async lock(trx: Trx, engine: Engine, id: number): Promise<WaitlistItem<'camp'> | undefined> {
      const row = await lockCampSession(trx, engine, id);
      if (!row) return undefined;
      return {
        kind: 'camp',
        id,
        row,
        limit: row.attendee_capacity,
        archived: Boolean(row.archived_at),
        closedOn: (day) => row.start_date <= day,
      };
    },
    held: (trx: Trx, id: number) => countSeatsHeld(trx, id),
    walkIns: (trx: Trx, item: WaitlistItem) => seatsForWalkIns(trx, item.id, item.limit ?? 0),
  },
  tournament: {
    async lock(trx: Trx, engine: Engine, id: number): Promise<WaitlistItem<'tournament'> | undefined> {
      if (!(await lockAgeGroup(trx, engine, id))) return undefined;
      const row = await ageGroupTerms(trx, id);
      if (!row) return undefined;
      return {
        kind: 'tournament',
        id,
        row,
        limit: row.max_teams,
        archived: Boolean(row.archived_at || row.age_range_archived_at),
        closedOn: (day) => day > row.last_date_to_register,
      };
    },
    held: async (trx: Trx, id: number) => (await agePlaces(trx, id)).held,
    walkIns: (trx: Trx, item: WaitlistItem) => teamPlacesForWalkIns(trx, item.id),
  },
} as const;

/** Locks the item for the rest of the transaction (the lock registrations and moves take) and reads it. */
export const lockItem = <K extends WaitlistKind>(trx: Trx, engine: Engine, kind: K, id: number) =>
  kinds[kind].lock(trx, engine, id) as Promise<WaitlistItem<K> | undefined>;

/** Seats or places held in the item: registrations, moves and open offers. */
export const seatsHeld = (trx: Trx, item: WaitlistItem) => kinds[item.kind].held(trx, item.id);

/** Seats or places a walk-in could take now: none while anyone waits; null: no limit. */
export const walkInSeats = (trx: Trx, item: WaitlistItem) => kinds[item.kind].walkIns(trx, item);
