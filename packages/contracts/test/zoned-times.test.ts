import { describe, expect, it } from 'vitest';
import { dailyTimes, zonedIsoDateTime } from '../src/zoned-times.js';

describe('a session’s daily times for Schema.org dates', () => {
  it('reads the start and end of the time blocks staff write, and nothing from other words', () => {
    expect(dailyTimes('9:00 AM - 12:00 PM')).toEqual({ start: '09:00', end: '12:00' });
    expect(dailyTimes('4:00 PM - 7:00 PM')).toEqual({ start: '16:00', end: '19:00' });
    expect(dailyTimes('8:30 a.m. – 11:30 a.m.')).toEqual({ start: '08:30', end: '11:30' });
    expect(dailyTimes('12:30 PM - 3 PM')).toEqual({ start: '12:30', end: '15:00' });
    expect(dailyTimes('Mornings')).toBeNull();
    expect(dailyTimes('9:00 AM')).toBeNull();
  });

  it('writes a wall-clock time with the zone’s offset on that day (daylight saving included)', () => {
    expect(zonedIsoDateTime('2030-06-10', '09:00', 'America/Chicago')).toBe('2030-06-10T09:00:00-05:00');
    expect(zonedIsoDateTime('2030-01-10', '09:00', 'America/Chicago')).toBe('2030-01-10T09:00:00-06:00');
    expect(zonedIsoDateTime('2030-06-10', '16:00', 'America/New_York')).toBe('2030-06-10T16:00:00-04:00');
    expect(zonedIsoDateTime('2030-06-10', '09:00', 'UTC')).toBe('2030-06-10T09:00:00+00:00');
  });
});
