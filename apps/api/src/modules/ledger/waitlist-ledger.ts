import {
  openWaitlistStates,
  validationMessages,
  type WaitlistKind,
  type WaitlistState,
  waitlistMessages,
} from '@soccer/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { CampSessionRow, Database, WaitlistEntryRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findTournamentByAgeRange, type TournamentRecord } from '../tournaments/tournaments-repository.js';
import {
  agePlaces,
  countSeatsHeld,
  entriesOf,
  lockAgeGroup,
  lockCampSession,
  seatsForWalkIns,
  seatsHeldOf,
  teamPlacesForWalkIns,
  teamsHeldOf,
} from './seats.js';

type Trx = Transaction<Database>;
export type OfferEffects = (trx: Trx, entry: WaitlistEntryRow) => Promise<void>;

/** The rows a waitlist waits on: a camp session, or a tournament age group (with its tournament). */
interface ItemRows {
  camp: CampSessionRow;
  tournament: TournamentRecord;
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

/** What each kind says when it is closed (archived), or past taking anyone. */
const closedMessage = { camp: waitlistMessages.sessionClosed, tournament: waitlistMessages.ageGroupClosed };
const pastMessage = {
  camp: validationMessages.campSessionEnded,
  tournament: validationMessages.registrationDeadlinePassed,
};

/** An item by kind and id. */
export interface ItemKey {
  kind: WaitlistKind;
  id: number;
}

/** Whether any entry waits, and whether any offer is past its deadline at `at`; compiled once (preparedQuery). */
const waitlistWork = preparedQuery((db, at: string) => {
  const entries = () => db.selectFrom('waitlist_entries').select('id').limit(1);
  return db.selectNoFrom((eb) => [
    eb.exists(entries().where('state', '=', 'waiting')).as('waiting'),
    eb.exists(entries().where('state', '=', 'offered').where('offer_expires_at', '<', at)).as('lapsed'),
  ]);
});

/**
 * The waitlist's rules, beside the ledger because an offer reserves a seat (a camp session's) or a
 * place (a team's in a tournament age group). Every change is a conditional UPDATE on the entry's
 * state, and every change that gives or takes a seat runs under the item's lock (the same lock
 * registrations and moves take), so a freed seat is offered to exactly one entry, an offer is
 * accepted at most once, and two servers sharing PostgreSQL never offer one seat twice. Both
 * kinds run the same code; only locking, counting and "closed" differ (the `kinds` table).
 *
 * Queue order: higher `priority` first (staff's 'offer next'), then the earliest `queued_at`, then id.
 */
export function createWaitlistLedger({ db, engine }: { db: Kysely<Database>; engine: Engine }) {
  const kinds = {
    camp: {
      async lock(trx: Trx, id: number): Promise<WaitlistItem<'camp'> | undefined> {
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
      async lock(trx: Trx, id: number): Promise<WaitlistItem<'tournament'> | undefined> {
        if (!(await lockAgeGroup(trx, engine, id))) return undefined;
        const row = await findTournamentByAgeRange(trx, id);
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

  const lockItem = <K extends WaitlistKind>(trx: Trx, kind: K, id: number) =>
    kinds[kind].lock(trx, id) as Promise<WaitlistItem<K> | undefined>;

  const setState = async (
    trx: Trx,
    id: number,
    from: readonly WaitlistState[],
    to: WaitlistState,
    at: string,
    extra: Partial<WaitlistEntryRow> = {},
  ) => {
    const result = await trx
      .updateTable('waitlist_entries')
      .set({ state: to, updated_at: at, ...extra })
      .where('id', '=', id)
      .where('state', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  const findEntry = (trx: Trx, id: number) =>
    trx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirst();

  /** Locks the entry's item, then reads the entry again (its state may have changed meanwhile). */
  async function lockEntry(trx: Trx, id: number) {
    const first = await findEntry(trx, id);
    if (!first) throw notFound(waitlistMessages.notFound);
    const item = await lockItem(trx, first.kind, first.item_id);
    return { entry: (await findEntry(trx, id))!, item: item! };
  }

  /**
   * Under the item's lock: lapses offers whose deadline passed, then offers every seat or place
   * not held (registrations, moves, open offers) to the next waiting entries, one entry each
   * (every waiting entry when the item has no limit).
   */
  async function offerSeats(
    trx: Trx,
    item: WaitlistItem,
    at: string,
    offerUntil: string,
    effects: OfferEffects,
  ) {
    await trx
      .updateTable('waitlist_entries')
      .set({ state: 'lapsed', updated_at: at })
      .where('kind', '=', item.kind)
      .where('item_id', '=', item.id)
      .where('state', '=', 'offered')
      .where('offer_expires_at', '<', at)
      .execute();
    // An item closed or past taking anyone takes nobody more: its queue just waits.
    if (item.archived || item.closedOn(at.slice(0, 10))) return [];
    const free = item.limit === null ? null : item.limit - (await kinds[item.kind].held(trx, item.id));
    if (free !== null && free <= 0) return [];
    let waiting = trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('kind', '=', item.kind)
      .where('item_id', '=', item.id)
      .where('state', '=', 'waiting')
      .orderBy('priority', 'desc')
      .orderBy('queued_at')
      .orderBy('id');
    if (free !== null) waiting = waiting.limit(free);
    const offered: number[] = [];
    for (const entry of await waiting.execute()) {
      const extra = { offered_at: at, offer_expires_at: offerUntil };
      if (await setState(trx, entry.id, ['waiting'], 'offered', at, extra)) {
        await effects(trx, { ...entry, ...extra, state: 'offered' });
        offered.push(entry.id);
      }
    }
    return offered;
  }

  return {
    /**
     * Joins an item's waitlist: only when a walk-in could not register (no free seat or place, or
     * others already waiting), within the account's cap of open entries on the list.
     */
    async join<K extends WaitlistKind>(input: {
      kind: K;
      itemId: number;
      ownerId: string;
      today: string;
      perSession: number;
      values: Omit<
        WaitlistEntryRow,
        | 'id'
        | 'kind'
        | 'item_id'
        | 'state'
        | 'priority'
        | 'offered_at'
        | 'offer_expires_at'
        | 'registration_id'
        | 'reason'
      >;
      /** Checks the form against the item read under its lock (the player's age). */
      check?: (item: WaitlistItem<K>) => void;
      /** Runs in the same transaction once the entry exists (an audit entry). */
      effects?: (trx: Trx, id: number) => Promise<void>;
    }) {
      return db.transaction().execute(async (trx) => {
        const item = await lockItem(trx, input.kind, input.itemId);
        if (!item || item.archived) throw notFound(closedMessage[input.kind]);
        if (item.closedOn(input.today)) throw conflict(pastMessage[input.kind]);
        input.check?.(item);
        const walkIns = await kinds[input.kind].walkIns(trx, item);
        if (walkIns === null || walkIns > 0)
          throw conflict(
            input.kind === 'camp' ? waitlistMessages.seatsFree : waitlistMessages.teamPlacesFree,
          );
        const mine = await trx
          .selectFrom('waitlist_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', input.kind)
          .where('item_id', '=', item.id)
          .where('owner_account_id', '=', input.ownerId)
          .where('state', 'in', [...openWaitlistStates])
          .executeTakeFirstOrThrow();
        if (Number(mine.n) >= input.perSession) throw conflict(waitlistMessages.tooMany(input.perSession));
        const { id } = await trx
          .insertInto('waitlist_entries')
          .values({ ...input.values, kind: input.kind, item_id: item.id, state: 'waiting', priority: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await input.effects?.(trx, id);
        return id;
      });
    },

    /**
     * Items whose waitlist may have work: an entry waiting while a seat or place is free (or the
     * item has no limit), or an offer past its deadline. Camp sessions first, then age groups.
     */
    async itemsToOffer(at: string): Promise<ItemKey[]> {
      // Runs after every successful write: with nobody waiting and no offer to lapse (most
      // writes), two index probes answer instead of a count per session and age group.
      const work = (await waitlistWork(db, at)).rows[0];
      if (!Number(work?.waiting) && !Number(work?.lapsed)) return [];
      const camp = await db
        .selectFrom('camp_sessions as s')
        .select('s.id')
        .where((eb) =>
          eb.or([
            eb.and([
              eb(entriesOf('camp', 'waiting'), '>', 0),
              eb(seatsHeldOf(eb), '<', eb.ref('s.attendee_capacity')),
            ]),
            eb.exists(lapsedOffers('camp', 's.id', at)),
          ]),
        )
        .execute();
      const tournament = await db
        .selectFrom('tournament_age_ranges as a')
        .select('a.id')
        .where((eb) =>
          eb.or([
            eb.and([
              eb(entriesOf('tournament', 'waiting'), '>', 0),
              eb.or([eb('a.max_teams', 'is', null), eb(teamsHeldOf(eb), '<', eb.ref('a.max_teams'))]),
            ]),
            eb.exists(lapsedOffers('tournament', 'a.id', at)),
          ]),
        )
        .execute();
      return [
        ...camp.map((r) => ({ kind: 'camp' as const, id: r.id })),
        ...tournament.map((r) => ({ kind: 'tournament' as const, id: r.id })),
      ];
    },

    /** Offers the item's free seats or places to its waiting entries (see offerSeats); returns the entries offered. */
    async offerFreeSeats(key: ItemKey, at: string, offerUntil: string, effects: OfferEffects) {
      return db.transaction().execute(async (trx) => {
        const item = await lockItem(trx, key.kind, key.id);
        return item ? offerSeats(trx, item, at, offerUntil, effects) : [];
      });
    },

    /**
     * The owner accepts an open offer: `insert` turns the entry into a registration (a camp
     * registration, or a team with its members) holding the reserved seat or place, in one
     * transaction. No cap of unpaid holds applies: the seat was the family's already.
     */
    async accept(input: {
      entryId: number;
      ownerId: string;
      at: string;
      insert: (trx: Trx, item: WaitlistItem, entry: WaitlistEntryRow) => Promise<number>;
    }) {
      return db.transaction().execute(async (trx) => {
        const { entry, item } = await lockEntry(trx, input.entryId);
        if (entry.owner_account_id !== input.ownerId) throw notFound(waitlistMessages.notFound);
        if (entry.state !== 'offered') throw conflict(waitlistMessages.noOffer);
        if (!entry.offer_expires_at || entry.offer_expires_at < input.at)
          throw conflict(waitlistMessages.offerLapsed);
        if (!item || item.archived || item.closedOn(input.at.slice(0, 10)))
          throw conflict(closedMessage[entry.kind]);
        const id = await input.insert(trx, item, entry);
        if (!(await setState(trx, entry.id, ['offered'], 'accepted', input.at, { registration_id: id })))
          throw conflict(waitlistMessages.noOffer);
        return id;
      });
    },

    /**
     * Closes an open entry (owner: declined or left; staff: removed). A seat or place its offer
     * reserved goes to the next entry in the same transaction.
     */
    async close(input: {
      entryId: number;
      to: 'declined' | 'left' | 'removed';
      from: readonly WaitlistState[];
      check: (entry: WaitlistEntryRow) => void;
      reason?: string;
      at: string;
      offerUntil: string;
      effects: (trx: Trx, entry: WaitlistEntryRow) => Promise<void>;
      offerEffects: OfferEffects;
    }) {
      return db.transaction().execute(async (trx) => {
        const { entry, item } = await lockEntry(trx, input.entryId);
        input.check(entry);
        const changed = await setState(trx, entry.id, input.from, input.to, input.at, {
          reason: input.reason ?? null,
        });
        if (!changed)
          throw conflict(entry.state === 'offered' ? waitlistMessages.noOffer : waitlistMessages.notOpen);
        await input.effects(trx, entry);
        await offerSeats(trx, item, input.at, input.offerUntil, input.offerEffects);
        return entry;
      });
    },

    /**
     * Staff reorder: 'front' puts a waiting entry first in line (it gets the next free seat, at
     * once if one is free); 'back' sends a waiting entry to the end of the line (behind later
     * joiners too, until staff bring it forward), or withdraws an open offer the same way (the
     * seat goes to the next).
     */
    async reorder(input: {
      entryId: number;
      to: 'front' | 'back';
      at: string;
      offerUntil: string;
      effects: (trx: Trx, entry: WaitlistEntryRow) => Promise<void>;
      offerEffects: OfferEffects;
    }) {
      return db.transaction().execute(async (trx) => {
        const { entry, item } = await lockEntry(trx, input.entryId);
        const from: WaitlistState[] = input.to === 'front' ? ['waiting'] : ['waiting', 'offered'];
        const ends = await trx
          .selectFrom('waitlist_entries')
          .select((eb) => [eb.fn.max('priority').as('top'), eb.fn.min('priority').as('bottom')])
          .where('kind', '=', entry.kind)
          .where('item_id', '=', entry.item_id)
          .where('state', 'in', [...openWaitlistStates])
          .executeTakeFirst();
        const extra: Partial<WaitlistEntryRow> =
          input.to === 'front'
            ? { priority: Math.max(Number(ends?.top ?? 0), 0) + 1 }
            : {
                priority: Math.min(Number(ends?.bottom ?? 0), 0) - 1,
                offered_at: null,
                offer_expires_at: null,
              };
        if (!(await setState(trx, entry.id, from, 'waiting', input.at, extra)))
          throw conflict(waitlistMessages.notOpen);
        await input.effects(trx, entry);
        await offerSeats(trx, item, input.at, input.offerUntil, input.offerEffects);
        return entry;
      });
    },
  };
}

export type WaitlistLedger = ReturnType<typeof createWaitlistLedger>;

/** Offers of the item (`itemRef`: its id in the outer select) past their deadline at `at`. */
function lapsedOffers(kind: WaitlistKind, itemRef: 's.id' | 'a.id', at: string) {
  return sql`(select o.id from waitlist_entries o where o.kind = ${kind} and o.item_id = ${sql.ref(itemRef)} and o.state = 'offered' and o.offer_expires_at < ${at})`;
}
