let utc: Intl.DateTimeFormat | undefined;

/**
 * An instant as a mail writes it, with its zone: 'Nov 26, 2026, 2:03 PM UTC'. Mails go out before
 * anyone knows the reader's zone, so the zone is always named; this is the one place to switch to
 * the facility's zone.
 */
export function mailInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  utc ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${utc.format(date)} UTC`;
}
