import {
  describeNamedItem,
  type NamedItem,
  type StaffWaitlistEntry,
  type WaitlistEntry,
  type WaitlistKind,
  type WaitlistState,
} from '@soccer/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * Entries with their item in plain words: a camp session (camp name and dates) or a tournament
 * age group (tournament name, dates and age group); `start_date` is the item's first day.
 */
function entryQuery(db: Executor) {
  return db
    .selectFrom('waitlist_entries as e')
    .leftJoin('camp_sessions as s', (j) => j.onRef('s.id', '=', 'e.item_id').on('e.kind', '=', 'camp'))
    .leftJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .leftJoin('tournament_age_ranges as a', (j) =>
      j.onRef('a.id', '=', 'e.item_id').on('e.kind', '=', 'tournament'),
    )
    .leftJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select([
      'e.id',
      'e.kind',
      'e.item_id',
      'e.owner_account_id',
      'e.owner_email',
      'e.player_name',
      'e.state',
      'e.priority',
      'e.queued_at',
      'e.offer_expires_at',
      'e.registration_id',
      'e.reason',
      'e.created_at',
      sql<string>`coalesce(s.start_date, t.start_date)`.as('start_date'),
      sql<string>`coalesce(s.end_date, t.end_date)`.as('end_date'),
      sql<string>`coalesce(c.camp_name, t.tournament_name)`.as('item_name'),
      sql<string>`coalesce(c.camp_name_es, t.tournament_name_es)`.as('item_name_es'),
      'a.age_range_description',
      // Whose waivers and consents the entry accepts: the camp's or the tournament's.
      sql<number | null>`coalesce(c.id, t.id)`.as('document_item_id'),
    ]);
}
type EntryRecord = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

/** Queue order: staff's 'offer next' first, then the earliest, then by id. */
const inQueueOrder = (a: EntryRecord, b: EntryRecord) =>
  b.priority - a.priority || a.queued_at.localeCompare(b.queued_at) || a.id - b.id;

const itemKey = (r: { kind: string; item_id: number }) => `${r.kind}:${r.item_id}`;

/** Position in line (1 = next) of every waiting entry of the entries' items, by entry id. */
async function positionsIn(db: Executor, items: { kind: string; item_id: number }[]) {
  const positions = new Map<number, number>();
  if (items.length === 0) return positions;
  const keys = new Set(items.map(itemKey));
  const waiting = await entryQuery(db)
    .where('e.item_id', 'in', [...new Set(items.map((i) => i.item_id))])
    .where('e.state', '=', 'waiting')
    .execute();
  const byItem = new Map<string, EntryRecord[]>();
  for (const e of waiting.filter((w) => keys.has(itemKey(w))))
    byItem.set(itemKey(e), [...(byItem.get(itemKey(e)) ?? []), e]);
  for (const list of byItem.values()) {
    for (const [i, e] of list.sort(inQueueOrder).entries()) positions.set(e.id, i + 1);
  }
  return positions;
}

const namedItem = (r: EntryRecord): NamedItem => ({
  name: r.item_name,
  es: { name: r.item_name_es ?? '' },
  startDate: r.start_date,
  endDate: r.end_date,
  ageGroup: r.kind === 'tournament' ? (r.age_range_description ?? '') : null,
});

const toEntry = (r: EntryRecord, positions: Map<number, number>): WaitlistEntry => ({
  id: r.id,
  kind: r.kind,
  itemId: r.item_id,
  session: describeNamedItem(namedItem(r)),
  item: namedItem(r),
  playerName: r.player_name,
  state: r.state as WaitlistState,
  position: positions.get(r.id) ?? null,
  joinedAt: r.created_at,
  offerExpiresAt: r.state === 'offered' ? r.offer_expires_at : null,
  registrationId: r.registration_id,
  documentsToAccept: [],
});

/**
 * The owner's entries of sessions and tournaments not yet started that still say something: open ones, and those
 * that closed without the owner's doing (lapsed offer, removed by staff). Accepted ones show as
 * their registration.
 */
export async function ownerEntries(db: Executor, ownerId: string, today: string): Promise<WaitlistEntry[]> {
  const rows = await entryQuery(db)
    .where('e.owner_account_id', '=', ownerId)
    .where('e.state', 'in', ['waiting', 'offered', 'lapsed', 'removed'])
    .where(sql<string>`coalesce(s.start_date, t.start_date)`, '>', today)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  const positions = await positionsIn(db, rows);
  return rows.map((r) => toEntry(r, positions));
}

/** An item's whole waitlist for staff: open entries in queue order (offers first), then closed ones, newest first. */
export async function itemEntries(
  db: Executor,
  kind: WaitlistKind,
  itemId: number,
): Promise<StaffWaitlistEntry[]> {
  const rows = await entryQuery(db).where('e.kind', '=', kind).where('e.item_id', '=', itemId).execute();
  const positions = await positionsIn(db, [{ kind, item_id: itemId }]);
  const rank = (r: EntryRecord) => (r.state === 'offered' ? 0 : r.state === 'waiting' ? 1 : 2);
  return rows
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (rank(a) < 2 ? inQueueOrder(a, b) : b.created_at.localeCompare(a.created_at) || b.id - a.id),
    )
    .map((r) => ({ ...toEntry(r, positions), parentEmail: r.owner_email, reason: r.reason }));
}

/** One entry with its item's name and dates (for mails and audit entries). */
export async function findEntry(db: Executor, id: number) {
  return (
    entryQuery(db)
      // The clock its mails write times in: the camp's or the tournament's facility's zone.
      .leftJoin('facilities as sf', 'sf.id', 's.facility_id')
      .leftJoin('facilities as tf', 'tf.id', 't.facility_id')
      // The language its mails are written in: the owner's saved one (null: none saved).
      .leftJoin('account_languages as l', 'l.owner_account_id', 'e.owner_account_id')
      .select(['e.form_json', 'l.locale', sql<string>`coalesce(sf.time_zone, tf.time_zone)`.as('time_zone')])
      .where('e.id', '=', id)
      .executeTakeFirst()
  );
}
