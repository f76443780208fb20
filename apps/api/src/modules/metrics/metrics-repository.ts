import type { Executor } from '../../db/database.js';
import { seatsHeldOf } from '../ledger/seats.js';

/** The catalogue's and the ledger's figures for /metrics: one query each, read at scrape time. */

/** Camp and tournament registrations by status. */
export async function registrationsByStatus(db: Executor) {
  const [camp, tournament] = await Promise.all([
    db
      .selectFrom('camp_registrations')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('tournament_registrations')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  return [
    ...camp.map((r) => ({ kind: 'camp', status: r.status, count: Number(r.n) })),
    ...tournament.map((r) => ({ kind: 'tournament', status: r.status, count: Number(r.n) })),
  ];
}

/** Seats left in each camp session not archived that starts on `today` (YYYY-MM-DD) or later. */
export async function seatsLeftOfUpcomingSessions(db: Executor, today: string) {
  const rows = await db
    .selectFrom('camp_sessions as s')
    .select((eb) => ['s.id', 's.start_date', 's.attendee_capacity', seatsHeldOf(eb).as('held')])
    .where('s.archived_at', 'is', null)
    .where('s.start_date', '>=', today)
    .execute();
  return rows.map((r) => ({
    sessionId: r.id,
    startDate: r.start_date,
    seatsLeft: Math.max(0, r.attendee_capacity - Number(r.held)),
  }));
}
