import type { WaitlistKind } from '@soccer/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { entriesOf, seatsHeldOf, teamsHeldOf } from './seats.js';
import { setEntryState } from './waitlist-entry-state.js';
import {
  type ItemKey,
  lockItem,
  seatsHeld,
  type WaitlistItem,
  type WaitlistLedgerDeps,
} from './waitlist-items.js';

type Trx = Transaction<Database>;

/** Runs in the offer's transaction for each entry offered a seat or place (the offer mail). */
export type OfferEffects = (trx: Trx, entry: WaitlistEntryRow) => Promise<void>;

/**
 * Who gets a freed seat or place. Under the item's lock: lapses offers whose deadline passed,
 * then offers every seat or place not held (registrations, moves, open offers) to the next
 * waiting entries, one entry each (every waiting entry when the item has no limit); returns the
 * entries offered.
 *
 * Queue order: higher `priority` first (staff's 'offer next'), then the earliest `queued_at`, then id.
 */
export async function offerSeats(
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
  const free = item.limit === null ? null : item.limit - (await seatsHeld(trx, item));
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
    if (await setEntryState(trx, entry.id, ['waiting'], 'offered', at, extra)) {
      await effects(trx, { ...entry, ...extra, state: 'offered' });
      offered.push(entry.id);
    }
  }
  return offered;
}

/** Offers the item's free seats or places to its waiting entries in a transaction of its own (see offerSeats). */
export async function offerFreeSeats(
  { db, engine }: WaitlistLedgerDeps,
  key: ItemKey,
  at: string,
  offerUntil: string,
  effects: OfferEffects,
) {
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, engine, key.kind, key.id);
    return item ? offerSeats(trx, item, at, offerUntil, effects) : [];
  });
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
 * Items whose waitlist may have work: an entry waiting while a seat or place is free (or the
 * item has no limit), or an offer past its deadline. Camp sessions first, then age groups.
 */
export async function itemsToOffer(db: Kysely<Database>, at: string): Promise<ItemKey[]> {
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
}

/** Offers of the item (`itemRef`: its id in the outer select) past their deadline at `at`. */
function lapsedOffers(kind: WaitlistKind, itemRef: 's.id' | 'a.id', at: string) {
  return sql`(select o.id from waitlist_entries o where o.kind = ${kind} and o.item_id = ${sql.ref(itemRef)} and o.state = 'offered' and o.offer_expires_at < ${at})`;
}
