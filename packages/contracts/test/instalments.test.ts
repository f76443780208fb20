import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineInstalments,
  instalmentOffer,
  instalmentPlanSchema,
  instalmentSchedule,
  minimumChargeCents,
  splitIntoInstalments,
  tournamentInputSchema,
} from '../src/index.js';

const later = ['2026-05-15', '2026-06-01'];

describe('instalments', () => {
  it('shares any price into parts that add up to it, never a cent lost, none more than a cent apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_00 }), fc.integer({ min: 1, max: 6 }), (price, count) => {
        const parts = splitIntoInstalments(price, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(price);
        for (const p of parts) expect(Number.isInteger(p)).toBe(true);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        // The earliest payments take the odd cents, so they are never the smaller ones.
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });

  it('schedules today and every later date still to come, adding up to the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_00 }), (price) => {
        const schedule = instalmentSchedule(price, { laterDates: later }, '2026-05-01');
        if (!schedule) return void expect(price).toBeLessThan(3 * minimumChargeCents);
        expect(schedule.map((p) => p.dueDate)).toEqual(['2026-05-01', ...later]);
        expect(schedule.reduce((a, p) => a + p.cents, 0)).toBe(price);
        for (const p of schedule) expect(p.cents).toBeGreaterThanOrEqual(minimumChargeCents);
      }),
    );
  });

  it('drops dates that came, pays in full when none is left or without a plan', () => {
    expect(instalmentSchedule(300_00, null, '2026-05-01')).toBeNull();
    expect(instalmentSchedule(100_01, { laterDates: later }, '2026-05-15')).toEqual([
      { cents: 50_01, dueDate: '2026-05-15' },
      { cents: 50_00, dueDate: '2026-06-01' },
    ]);
    expect(instalmentSchedule(300_00, { laterDates: later }, '2026-06-01')).toBeNull();
    expect(instalmentOffer(instalmentSchedule(245_00, { laterDates: later }, '2026-05-01'))).toEqual({
      payments: [
        { amount: 81.67, dueDate: '2026-05-01' },
        { amount: 81.67, dueDate: '2026-05-15' },
        { amount: 81.66, dueDate: '2026-06-01' },
      ],
    });
  });

  it("combines an order's schedules: the first payments today, each later date's total, adding up", () => {
    const ava = instalmentSchedule(245_00, { laterDates: later }, '2026-05-01')!;
    const ben = instalmentSchedule(100_00, { laterDates: ['2026-05-20'] }, '2026-05-01')!;
    expect(combineInstalments([ava, ben])).toEqual([
      { cents: 131_67, dueDate: '2026-05-01' },
      { cents: 81_67, dueDate: '2026-05-15' },
      { cents: 50_00, dueDate: '2026-05-20' },
      { cents: 81_66, dueDate: '2026-06-01' },
    ]);
    expect(combineInstalments([ava, ava]).reduce((t, p) => t + p.cents, 0)).toBe(490_00);
  });

  it('refuses dates out of order, too many, or none, field by field', () => {
    const bad = instalmentPlanSchema.safeParse({ laterDates: ['2026-06-01', '2026-05-01', 'soon'] });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([['laterDates.2', expect.any(String)]]),
    );
    const order = instalmentPlanSchema.safeParse({ laterDates: ['2026-06-01', '2026-05-01'] });
    expect(order.error!.issues).toEqual([
      expect.objectContaining({
        path: ['laterDates', 1],
        message: 'Each payment date must come after the one before it.',
      }),
    ]);
    expect(instalmentPlanSchema.safeParse({ laterDates: [] }).error!.issues[0]!.message).toBe(
      'Add the date of at least one later payment.',
    );
  });

  it('checks a plan against the price, the first day and a deposit', () => {
    const result = tournamentInputSchema.safeParse({
      tournamentName: 'Spring Cup',
      tournamentDescription: 'A cup',
      tournamentStartDate: '2026-06-01',
      tournamentEndDate: '2026-06-02',
      lastDateToRegister: '2026-05-20',
      minNumberOfGames: 3,
      maxNumberOfPlayers: 8,
      tournamentCost: 1,
      facilityId: 1,
      ageRanges: [{ ageRangeDescription: 'U10' }],
      depositPlan: { depositKind: 'percent', depositValue: 50, balanceDueDate: '2026-05-01' },
      instalmentPlan: { laterDates: ['2026-05-10', '2026-06-05'] },
    });
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['instalmentPlan', 'Offer a deposit or an instalment plan, not both.'],
        ['instalmentPlan.laterDates.1', 'Each payment must be due on or before the start date.'],
        ['instalmentPlan.laterDates', 'Each payment must be at least $0.50, the smallest card payment.'],
      ]),
    );
  });
});
