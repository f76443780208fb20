import ICAL from 'ical.js';

/** One event of a parsed .ics, as a calendar app would read it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** Its TZID ('America/Chicago'); null for a whole-day event. */
  timeZone: string | null;
  allDay: boolean;
  /** Wall-clock start and end in its zone ('2027-03-12T09:00:00'), or days ('2027-03-12'). */
  start: string;
  end: string;
  /** The instants, from the file's own VTIMEZONE (ISO, UTC); the day at UTC midnight for a whole-day event. */
  startsAt: string;
  endsAt: string;
}

/**
 * Parses an iCalendar file with ical.js (a parser of its own, not the library that wrote it):
 * the zones come from the file's VTIMEZONE components, so the instants prove they are right.
 */
export function parseCalendar(text: string): {
  name: string | null;
  method: string | null;
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    const zoneOf = (p: string) => component.getFirstProperty(p)?.getParameter('tzid');
    const tzid = zoneOf('dtstart');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      timeZone: typeof tzid === 'string' ? tzid : null,
      allDay,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      startsAt: event.startDate.toJSDate().toISOString(),
      endsAt: event.endDate.toJSDate().toISOString(),
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  const method = calendar.getFirstPropertyValue('method');
  return {
    name: typeof name === 'string' ? name : null,
    method: typeof method === 'string' ? method : null,
    events,
  };
}
