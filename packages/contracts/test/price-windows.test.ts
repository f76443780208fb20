import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campSessionInputSchema,
  dayIn,
  type PriceWindow,
  priceAt,
  priceWindowMessages,
  storedPriceWindows,
  tournamentInputSchema,
  windowsInCents,
  windowsInDollars,
} from '../src/index.js';

const chicago = 'America/Chicago';
/** $245 until March 1, $275 until June 22, then $300 (the session's own price). */
const session = {
  cost: 300,
  windows: [
    { until: '2027-03-01', cost: 245 },
    { until: '2027-06-22', cost: 275 },
  ],
};

describe('priceAt', () => {
  it('is the item’s own price when it has no windows', () => {
    expect(priceAt({ cost: 300, windows: [] }, new Date('2027-01-01T00:00:00Z'), chicago)).toEqual({
      cost: 300,
      until: null,
      nextCost: null,
    });
    expect(priceAt({ cost: 300, windows: undefined }, new Date(), chicago).cost).toBe(300);
  });

  it('takes the first window whose day has not ended, and names the next price', () => {
    expect(priceAt(session, new Date('2027-02-10T12:00:00Z'), chicago)).toEqual({
      cost: 245,
      until: '2027-03-01',
      nextCost: 275,
    });
    expect(priceAt(session, new Date('2027-04-10T12:00:00Z'), chicago)).toEqual({
      cost: 275,
      until: '2027-06-22',
      nextCost: 300,
    });
    expect(priceAt(session, new Date('2027-06-23T12:00:00Z'), chicago)).toEqual({
      cost: 300,
      until: null,
      nextCost: null,
    });
  });

  it('runs a window through the end of its day in the facility’s zone (standard time, UTC−6)', () => {
    // March 1 ends at 2027-03-02T06:00Z in Chicago (CST).
    expect(priceAt(session, new Date('2027-03-02T05:59:59.999Z'), chicago).cost).toBe(245);
    expect(priceAt(session, new Date('2027-03-02T06:00:00Z'), chicago).cost).toBe(275);
    // The same instants in New York (EST, UTC−5) are already past the day.
    expect(priceAt(session, new Date('2027-03-02T05:00:00Z'), 'America/New_York').cost).toBe(275);
    expect(priceAt(session, new Date('2027-03-02T04:59:59Z'), 'America/New_York').cost).toBe(245);
  });

  it('follows daylight saving time: the day ends at 05:00Z in summer, and on the change days', () => {
    // June 22 ends at 2027-06-23T05:00Z in Chicago (CDT, UTC−5).
    expect(priceAt(session, new Date('2027-06-23T04:59:59Z'), chicago).cost).toBe(275);
    expect(priceAt(session, new Date('2027-06-23T05:00:00Z'), chicago).cost).toBe(300);
    // Spring forward on 2027-03-14: that day is 23 hours long and ends at 05:00Z.
    const spring = { cost: 300, windows: [{ until: '2027-03-14', cost: 245 }] };
    expect(priceAt(spring, new Date('2027-03-15T04:59:59Z'), chicago).cost).toBe(245);
    expect(priceAt(spring, new Date('2027-03-15T05:00:00Z'), chicago).cost).toBe(300);
    // Fall back on 2027-11-07: that day is 25 hours long and ends at 06:00Z.
    const fall = { cost: 300, windows: [{ until: '2027-11-07', cost: 245 }] };
    expect(priceAt(fall, new Date('2027-11-08T05:59:59Z'), chicago).cost).toBe(245);
    expect(priceAt(fall, new Date('2027-11-08T06:00:00Z'), chicago).cost).toBe(300);
  });

  it('never goes back to an earlier window as time passes, and ends on the item’s own price', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000));
    const windows = fc
      .uniqueArray(fc.integer({ min: 0, max: 365 }), { minLength: 0, maxLength: 6 })
      .chain((days) =>
        fc.tuple(
          fc.constant([...days].sort((a, b) => a - b)),
          fc.array(fc.integer({ min: 50, max: 100_000 }), { minLength: days.length, maxLength: days.length }),
        ),
      )
      .map(([days, costs]) =>
        days.map((d, i) => ({
          until: dayIn('UTC', new Date(Date.UTC(2027, 0, 1) + d * 86_400_000)),
          cost: costs[i]!,
        })),
      );
    const zone = fc.constantFrom(
      chicago,
      'America/New_York',
      'America/Los_Angeles',
      'UTC',
      'Pacific/Auckland',
    );
    fc.assert(
      fc.property(windows, day, fc.integer({ min: 0, max: 86_399_999 }), zone, (ws, d, ms, tz) => {
        const item = { cost: 123_45, windows: ws };
        const a = new Date(d.getTime() + ms);
        const later = new Date(a.getTime() + 3_600_000);
        const index = (p: ReturnType<typeof priceAt>) =>
          p.until === null ? ws.length : ws.findIndex((w) => w.until === p.until);
        const now = priceAt(item, a, tz);
        expect(index(priceAt(item, later, tz))).toBeGreaterThanOrEqual(index(now));
        // The window in force is the first whose day (in the zone) has not ended.
        const today = dayIn(tz, a);
        expect(now.until === null || now.until >= today).toBe(true);
        expect(ws.slice(0, index(now)).every((w) => w.until < today)).toBe(true);
        expect(priceAt(item, new Date('2030-01-01T00:00:00Z'), tz).cost).toBe(123_45);
      }),
    );
  });
});

describe('stored windows', () => {
  it('turn dollars into cents and back, and read anything broken as none', () => {
    const cents = windowsInCents([{ until: '2027-03-01', cost: 245.1 }]);
    expect(cents).toEqual([{ until: '2027-03-01', cost: 24510 }]);
    expect(windowsInDollars(cents)).toEqual([{ until: '2027-03-01', cost: 245.1 }]);
    expect(storedPriceWindows(JSON.stringify(cents))).toEqual(cents);
    expect(storedPriceWindows(null)).toEqual([]);
    expect(storedPriceWindows('{oops')).toEqual([]);
    expect(storedPriceWindows('[{"until":3}]')).toEqual([]);
  });
});

const sessionInput = {
  campSpecId: 1,
  facilityId: 1,
  campStartDate: '2027-07-05',
  campEndDate: '2027-07-09',
  timeBlock: '9:00 AM - 12:00 PM',
  ageRange: '6-9',
  campCost: 300,
  attendeeCapacity: 20,
};
/** Each path's first message. */
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));

describe('price windows in the catalogue', () => {
  it('takes ascending windows before the start, each payable', () => {
    const parsed = campSessionInputSchema.parse({ ...sessionInput, priceWindows: session.windows });
    expect(parsed.priceWindows).toEqual(session.windows);
    expect(campSessionInputSchema.parse(sessionInput).priceWindows).toEqual([]);
  });

  it('refuses windows out of order, on or after the start, unpayable or too many, field by field', () => {
    const windows: PriceWindow<unknown>[] = [
      { until: '2027-03-01', cost: 245 },
      { until: '2027-03-01', cost: 275 },
      { until: '2027-07-05', cost: 0.2 },
      { until: '2027-02-30', cost: -1 },
    ];
    expect(errorsOf(campSessionInputSchema.safeParse({ ...sessionInput, priceWindows: windows }))).toEqual({
      'priceWindows.1.until': priceWindowMessages.order,
      'priceWindows.2.until': priceWindowMessages.beforeStart,
      'priceWindows.2.cost': 'The price must be at least $0.50, the smallest card payment.',
      'priceWindows.3.until': 'Until must be a valid date.',
      'priceWindows.3.cost': 'Price cannot be negative.',
    });
    const seven = Array.from({ length: 7 }, (_, i) => ({ until: `2027-0${i + 1}-01`, cost: 100 }));
    expect(
      errorsOf(campSessionInputSchema.safeParse({ ...sessionInput, priceWindows: seven })),
    ).toMatchObject({
      priceWindows: priceWindowMessages.tooMany,
    });
    expect(
      errorsOf(
        campSessionInputSchema.safeParse({
          ...sessionInput,
          priceWindows: [{ until: '2027-03-01', cost: 20 }],
          promoCode: 'EARLY',
          promoDiscount: 19.75,
        }),
      ),
    ).toEqual({ promoDiscount: 'The discount must leave at least $0.50 to pay by card.' });
  });

  it('ends a tournament’s windows before its registration deadline', () => {
    const tournament = {
      tournamentName: 'Cup',
      tournamentDescription: 'A cup',
      facilityId: 1,
      tournamentStartDate: '2027-07-10',
      tournamentEndDate: '2027-07-11',
      lastDateToRegister: '2027-07-01',
      minNumberOfGames: 3,
      maxNumberOfPlayers: 8,
      tournamentCost: 400,
      ageRanges: [{ ageRangeDescription: 'U10' }],
    };
    expect(
      errorsOf(
        tournamentInputSchema.safeParse({
          ...tournament,
          priceWindows: [{ until: '2027-07-01', cost: 350 }],
        }),
      ),
    ).toEqual({ 'priceWindows.0.until': priceWindowMessages.beforeDeadline });
    expect(
      tournamentInputSchema.parse({ ...tournament, priceWindows: [{ until: '2027-06-30', cost: 350 }] })
        .priceWindows,
    ).toEqual([{ until: '2027-06-30', cost: 350 }]);
  });
});
