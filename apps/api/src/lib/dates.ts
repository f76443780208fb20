/** Today's calendar date in UTC as 'YYYY-MM-DD'. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The calendar day `days` after `day` ('YYYY-MM-DD'; negative: before). */
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - at.getTime();
}

/** The instant the clocks of `timeZone` show `hour`:00 on `day` (an hour a change of clocks skips: the one after). */
export function zonedHour(day: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}
