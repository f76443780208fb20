import {
  openWaitlistStates,
  validationMessages,
  type WaitlistState,
  waitlistMessages,
} from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { CampSessionRow, Database, NewCampRegistration, WaitlistEntryRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockCampSession, seatsForWalkIns, seatsHeldOf } from './seats.js';

type Trx = Transaction<Database>;
export type OfferEffects = (trx: Trx, entry: WaitlistEntryRow) => Promise<void>;

/**
 * The waitlist's rules, beside the ledger because an offer reserves a seat. Every change is a
 * conditional UPDATE on the entry's state, and every change that gives or takes a seat runs
 * under the session's lock (the same lock registrations and moves take), so a freed seat is
 * offered to exactly one entry, an offer is accepted at most once, and two servers sharing
 * PostgreSQL never offer one seat twice.
 *
 * Queue order: higher `priority` first (staff's 'offer next'), then the earliest `queued_at`, then id.
 */
export function createWaitlistLedger({ db, engine }: { db: Kysely<Database>; engine: Engine }) {
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

  /** Locks the entry's session, then reads the entry again (its state may have changed meanwhile). */
  async function lockEntry(trx: Trx, id: number) {
    const first = await findEntry(trx, id);
    if (!first) throw notFound(waitlistMessages.notFound);
    const session = await lockCampSession(trx, engine, first.item_id);
    return { entry: (await findEntry(trx, id))!, session: session! };
  }

  /**
   * Under the session's lock: lapses offers whose deadline passed, then offers every seat not
   * held (registrations, moves, open offers) to the next waiting entries, one entry per seat.
   */
  async function offerSeats(
    trx: Trx,
    session: CampSessionRow,
    at: string,
    offerUntil: string,
    effects: OfferEffects,
  ) {
    await trx
      .updateTable('waitlist_entries')
      .set({ state: 'lapsed', updated_at: at })
      .where('kind', '=', 'camp')
      .where('item_id', '=', session.id)
      .where('state', '=', 'offered')
      .where('offer_expires_at', '<', at)
      .execute();
    // A session that has started or been archived takes nobody more: its queue just waits.
    if (session.archived_at || session.start_date <= at.slice(0, 10)) return [];
    const held = await trx
      .selectFrom('camp_sessions as s')
      .select((eb) => seatsHeldOf(eb).as('n'))
      .where('s.id', '=', session.id)
      .executeTakeFirstOrThrow();
    const free = session.attendee_capacity - Number(held.n);
    if (free <= 0) return [];
    const next = await trx
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('kind', '=', 'camp')
      .where('item_id', '=', session.id)
      .where('state', '=', 'waiting')
      .orderBy('priority', 'desc')
      .orderBy('queued_at')
      .orderBy('id')
      .limit(free)
      .execute();
    const offered: number[] = [];
    for (const entry of next) {
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
     * Joins a session's waitlist: only when a walk-in could not register (no free seat, or others
     * already waiting), within the account's cap of open entries in the session.
     */
    async join(input: {
      ownerId: string;
      sessionId: number;
      today: string;
      perSession: number;
      values: Omit<
        WaitlistEntryRow,
        'id' | 'state' | 'priority' | 'offered_at' | 'offer_expires_at' | 'registration_id' | 'reason'
      >;
      /** Checks the form against the session read under its lock (the player's age). */
      check?: (session: CampSessionRow) => void;
      /** Runs in the same transaction once the entry exists (an audit entry). */
      effects?: (trx: Trx, id: number) => Promise<void>;
    }) {
      return db.transaction().execute(async (trx) => {
        const session = await lockCampSession(trx, engine, input.sessionId);
        if (!session || session.archived_at) throw notFound(waitlistMessages.sessionClosed);
        if (session.start_date <= input.today) throw conflict(validationMessages.campSessionEnded);
        input.check?.(session);
        if ((await seatsForWalkIns(trx, session.id, session.attendee_capacity)) > 0)
          throw conflict(waitlistMessages.seatsFree);
        const mine = await trx
          .selectFrom('waitlist_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'camp')
          .where('item_id', '=', session.id)
          .where('owner_account_id', '=', input.ownerId)
          .where('state', 'in', [...openWaitlistStates])
          .executeTakeFirstOrThrow();
        if (Number(mine.n) >= input.perSession) throw conflict(waitlistMessages.tooMany(input.perSession));
        const { id } = await trx
          .insertInto('waitlist_entries')
          .values({ ...input.values, state: 'waiting', priority: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await input.effects?.(trx, id);
        return id;
      });
    },

    /** Sessions whose waitlist may have work: an entry waiting while a seat is free, or an offer past its deadline. */
    async sessionsToOffer(at: string): Promise<number[]> {
      const rows = await db
        .selectFrom('camp_sessions as s')
        .select('s.id')
        .where((eb) =>
          eb.or([
            eb.and([
              eb.exists(
                eb
                  .selectFrom('waitlist_entries as q')
                  .select('q.id')
                  .where('q.kind', '=', 'camp')
                  .whereRef('q.item_id', '=', 's.id')
                  .where('q.state', '=', 'waiting'),
              ),
              eb(seatsHeldOf(eb), '<', eb.ref('s.attendee_capacity')),
            ]),
            eb.exists(
              eb
                .selectFrom('waitlist_entries as o')
                .select('o.id')
                .where('o.kind', '=', 'camp')
                .whereRef('o.item_id', '=', 's.id')
                .where('o.state', '=', 'offered')
                .where('o.offer_expires_at', '<', at),
            ),
          ]),
        )
        .execute();
      return rows.map((r) => r.id);
    },

    /** Offers the session's free seats to its waiting entries (see offerSeats); returns the entries offered. */
    async offerFreeSeats(sessionId: number, at: string, offerUntil: string, effects: OfferEffects) {
      return db.transaction().execute(async (trx) => {
        const session = await lockCampSession(trx, engine, sessionId);
        return session ? offerSeats(trx, session, at, offerUntil, effects) : [];
      });
    },

    /**
     * The owner accepts an open offer: the entry becomes a registration holding the reserved seat
     * (the offer's seat turns into the registration's in one transaction). No cap of unpaid holds
     * applies: the seat was the family's already.
     */
    async accept(input: {
      entryId: number;
      ownerId: string;
      at: string;
      values: (session: CampSessionRow, entry: WaitlistEntryRow) => NewCampRegistration;
    }) {
      return db.transaction().execute(async (trx) => {
        const { entry, session } = await lockEntry(trx, input.entryId);
        if (entry.owner_account_id !== input.ownerId) throw notFound(waitlistMessages.notFound);
        if (entry.state !== 'offered') throw conflict(waitlistMessages.noOffer);
        if (!entry.offer_expires_at || entry.offer_expires_at < input.at)
          throw conflict(waitlistMessages.offerLapsed);
        if (session.archived_at || session.start_date <= input.at.slice(0, 10))
          throw conflict(waitlistMessages.sessionClosed);
        const { id } = await trx
          .insertInto('camp_registrations')
          .values(input.values(session, entry))
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!(await setState(trx, entry.id, ['offered'], 'accepted', input.at, { registration_id: id })))
          throw conflict(waitlistMessages.noOffer);
        return id;
      });
    },

    /**
     * Closes an open entry (owner: declined or left; staff: removed). A seat its offer reserved
     * goes to the next entry in the same transaction.
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
        const { entry, session } = await lockEntry(trx, input.entryId);
        input.check(entry);
        const changed = await setState(trx, entry.id, input.from, input.to, input.at, {
          reason: input.reason ?? null,
        });
        if (!changed)
          throw conflict(entry.state === 'offered' ? waitlistMessages.noOffer : waitlistMessages.notOpen);
        await input.effects(trx, entry);
        await offerSeats(trx, session, input.at, input.offerUntil, input.offerEffects);
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
        const { entry, session } = await lockEntry(trx, input.entryId);
        const from: WaitlistState[] = input.to === 'front' ? ['waiting'] : ['waiting', 'offered'];
        const ends = await trx
          .selectFrom('waitlist_entries')
          .select((eb) => [eb.fn.max('priority').as('top'), eb.fn.min('priority').as('bottom')])
          .where('kind', '=', 'camp')
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
        await offerSeats(trx, session, input.at, input.offerUntil, input.offerEffects);
        return entry;
      });
    },
  };
}

export type WaitlistLedger = ReturnType<typeof createWaitlistLedger>;
