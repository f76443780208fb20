import { addDays, zonedHour } from '../../src/lib/dates.js';
import type { TestApp } from './test-app.js';

/** A camp session's first day, its camp and its facility's time zone. */
export const campSessionRow = (t: TestApp, id: number) =>
  t.database.db
    .selectFrom('camp_sessions as s')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select(['s.start_date', 's.camp_spec_id', 'f.time_zone'])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow();

/** `minutes` past the reminders' hour, `days` before the session's first day, in its facility's zone. */
export async function reminderHourBefore(t: TestApp, sessionId: number, days: number, minutes: number) {
  const s = await campSessionRow(t, sessionId);
  const hour = zonedHour(addDays(s.start_date, -days), t.config.REMINDER_LOCAL_HOUR, s.time_zone);
  return new Date(hour.getTime() + minutes * 60_000);
}
