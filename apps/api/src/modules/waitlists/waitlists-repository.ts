import {
  describeSwitchSession,
  type StaffWaitlistEntry,
  type WaitlistEntry,
  type WaitlistState,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';

/** Entries with their session in plain words. */
function entryQuery(db: Executor) {
  return db
    .selectFrom('waitlist_entries as e')
    .innerJoin('camp_sessions as s', 's.id', 'e.item_id')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .select([
      'e.id',
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
      's.start_date',
      's.end_date',
      'c.camp_name',
    ])
    .where('e.kind', '=', 'camp');
}
type EntryRecord = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

/** Queue order: staff's 'offer next' first, then the earliest, then by id. */
const inQueueOrder = (a: EntryRecord, b: EntryRecord) =>
  b.priority - a.priority || a.queued_at.localeCompare(b.queued_at) || a.id - b.id;

/** Position in line (1 = next) of every waiting entry of the sessions, by entry id. */
async function positionsIn(db: Executor, sessionIds: number[]) {
  const positions = new Map<number, number>();
  if (sessionIds.length === 0) return positions;
  const waiting = await entryQuery(db)
    .where('e.item_id', 'in', sessionIds)
    .where('e.state', '=', 'waiting')
    .execute();
  const bySession = new Map<number, EntryRecord[]>();
  for (const e of waiting) bySession.set(e.item_id, [...(bySession.get(e.item_id) ?? []), e]);
  for (const list of bySession.values()) {
    for (const [i, e] of list.sort(inQueueOrder).entries()) positions.set(e.id, i + 1);
  }
  return positions;
}

const toEntry = (r: EntryRecord, positions: Map<number, number>): WaitlistEntry => ({
  id: r.id,
  campSessionId: r.item_id,
  session: describeSwitchSession(r.camp_name, r.start_date, r.end_date),
  playerName: r.player_name,
  state: r.state as WaitlistState,
  position: positions.get(r.id) ?? null,
  joinedAt: r.created_at,
  offerExpiresAt: r.state === 'offered' ? r.offer_expires_at : null,
  registrationId: r.registration_id,
});

/**
 * The owner's entries of sessions not yet started that still say something: open ones, and those
 * that closed without the owner's doing (lapsed offer, removed by staff). Accepted ones show as
 * their registration.
 */
export async function ownerEntries(db: Executor, ownerId: string, today: string): Promise<WaitlistEntry[]> {
  const rows = await entryQuery(db)
    .where('e.owner_account_id', '=', ownerId)
    .where('e.state', 'in', ['waiting', 'offered', 'lapsed', 'removed'])
    .where('s.start_date', '>', today)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  const positions = await positionsIn(db, [...new Set(rows.map((r) => r.item_id))]);
  return rows.map((r) => toEntry(r, positions));
}

/** A session's whole waitlist for staff: open entries in queue order (offers first), then closed ones, newest first. */
export async function sessionEntries(db: Executor, sessionId: number): Promise<StaffWaitlistEntry[]> {
  const rows = await entryQuery(db).where('e.item_id', '=', sessionId).execute();
  const positions = await positionsIn(db, [sessionId]);
  const rank = (r: EntryRecord) => (r.state === 'offered' ? 0 : r.state === 'waiting' ? 1 : 2);
  return rows
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (rank(a) < 2 ? inQueueOrder(a, b) : b.created_at.localeCompare(a.created_at) || b.id - a.id),
    )
    .map((r) => ({ ...toEntry(r, positions), parentEmail: r.owner_email, reason: r.reason }));
}

/** One entry with its session's name and dates (for mails and audit entries). */
export async function findEntry(db: Executor, id: number) {
  return entryQuery(db).select(['e.form_json']).where('e.id', '=', id).executeTakeFirst();
}
