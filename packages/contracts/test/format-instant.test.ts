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
