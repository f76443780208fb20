// Their own module: the camp session page (a public page) needs these two, not the whole of `format`.
/**
 * The daily start and end of a session's time block as 24-hour 'HH:MM' ('9:00 AM - 12:00 PM' →
 * 09:00, 12:00), or null when staff wrote it another way.
 */
export function dailyTimes(timeBlock: string): { start: string; end: string } | null {
  const clock = /(\d{1,2})(?::(\d{2}))?\s*([AP])\.?M\.?/gi;
  const found = [...timeBlock.matchAll(clock)].map(([, h = '', m = '00', half = '']) => {
    const hour = (Number(h) % 12) + (half.toUpperCase() === 'P' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${m}`;
  });
  return found.length === 2 && Number(found[0]!.slice(0, 2)) < 24
    ? { start: found[0]!, end: found[1]! }
    : null;
}

/**
 * A wall-clock time on a calendar day in an IANA zone as ISO 8601 with that zone's offset on
 * that day ('2030-06-10', '09:00', 'America/Chicago' → '2030-06-10T09:00:00-05:00'), as
 * Schema.org dates want them.
 */
export function zonedIsoDateTime(day: string, time: string, timeZone: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(guess)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(name)?.[1] ?? '+00:00';
  return `${day}T${time}:00${offset}`;
}
