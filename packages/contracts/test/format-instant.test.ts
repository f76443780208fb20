import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneSchema } from '../src/facility.js';
import { formatInstant } from '../src/format.js';
import { tshirtSizeLabel } from '../src/statuses.js';

const at = '2026-11-26T16:40:00.000Z';

describe('formatInstant', () => {
  it('writes an instant in the zone it is given and names that zone', () => {
    expect(formatInstant(at, 'America/Chicago')).toBe('Nov 26, 2026, 10:40 AM CST');
    expect(formatInstant(at, 'America/New_York')).toBe('Nov 26, 2026, 11:40 AM EST');
    expect(formatInstant('2026-07-04T17:05:00Z', 'America/Chicago')).toBe('Jul 4, 2026, 12:05 PM CDT');
    expect(formatInstant(new Date(at), 'UTC')).toBe('Nov 26, 2026, 4:40 PM UTC');
  });

  it("writes it in the reader's own zone, named, when no zone is given", () => {
    const own = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(formatInstant(at).endsWith(` ${own}`)).toBe(true);
  });

  it('shows what it cannot read as it came', () => {
    expect(formatInstant('not a time', 'America/Chicago')).toBe('not a time');
  });
});

describe('facility time zones', () => {
  it('keep real IANA zones in their canonical spelling', () => {
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone(' America/New_York ')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(timeZoneSchema.parse('America/Chicago')).toBe('America/Chicago');
  });

  it('refuse names that are no zone, and legacy abbreviations', () => {
    for (const name of ['Mars/Base', 'CST', 'EST', 'CST6CDT', '', 'America/Chicago; drop', '../etc/passwd'])
      expect(canonicalTimeZone(name), name).toBeNull();
    expect(timeZoneSchema.safeParse('Central').success).toBe(false);
  });
});

describe('t-shirt labels', () => {
  it('are the printed ones, blank for none', () => {
    expect(tshirtSizeLabel('m')).toBe('Youth M');
    expect(tshirtSizeLabel('xl')).toBe('Youth XL');
    expect(tshirtSizeLabel('')).toBe('');
    expect(tshirtSizeLabel(null)).toBe('');
  });
});

describe('formatInstant without Intl for every instant', () => {
  const zones = [
    'America/Chicago',
    'America/New_York',
    'UTC',
    'Asia/Kolkata',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Europe/London',
  ];
  const formats = new Map(
    zones.map((timeZone) => [
      timeZone,
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
    ]),
  );
  const intl = (at: number, timeZone: string) =>
    formats
      .get(timeZone)!
      .format(at)
      .replace(/\u202f/g, ' ');

  it('reads exactly like Intl, in every zone, on any day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (zone, at) => {
          expect(formatInstant(new Date(at), zone)).toBe(intl(at, zone));
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('reads exactly like Intl minute by minute across daylight-saving changes', () => {
    // US spring forward and fall back 2026, and Lord Howe's half-hour change.
    const around = [Date.UTC(2026, 2, 8, 8), Date.UTC(2026, 10, 1, 7), Date.UTC(2026, 3, 4, 15)];
    for (const zone of zones)
      for (const middle of around)
        for (let at = middle - 3 * 3_600_000; at <= middle + 3 * 3_600_000; at += 60_000)
          expect(formatInstant(new Date(at).toISOString(), zone), `${zone} ${at}`).toBe(intl(at, zone));
  }, 60_000);
});
