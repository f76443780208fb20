import { describe, expect, it } from 'vitest';
import { isPastItem, revenuePeriodSchema, summaryTotals, upcomingFirst } from '../src/index.js';

describe('upcomingFirst', () => {
  const item = (id: number, start: string, end = start) => ({ id, start, end });
  const days = (i: { start: string; end: string }) => i;

  it('puts upcoming and running items first, the soonest first, then past ones, the latest first', () => {
    const items = [
      item(1, '2030-01-05'),
      item(2, '2030-03-01'),
      item(3, '2029-12-01'),
      item(4, '2030-01-08', '2030-01-12'),
      item(5, '2029-11-01'),
      item(6, '2030-02-01'),
    ];
    expect(upcomingFirst(items, days, '2030-01-10').map((i) => i.id)).toEqual([4, 6, 2, 1, 3, 5]);
  });

  it('with a closed test, puts upcoming items still open above closed ones, each part soonest first', () => {
    const items = [
      item(1, '2030-01-20'),
      item(2, '2030-02-01'),
      item(3, '2030-01-15'),
      item(4, '2029-12-01'),
    ];
    const closed = (i: { id: number }) => i.id === 3;
    expect(upcomingFirst(items, days, '2030-01-10', closed).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('counts an item ending today as not past', () => {
    expect(isPastItem(item(1, '2030-01-01', '2030-01-10'), '2030-01-10')).toBe(false);
    expect(isPastItem(item(1, '2030-01-01', '2030-01-09'), '2030-01-10')).toBe(true);
  });
});

describe('summaryTotals', () => {
  it('adds counts and money, the money in cents (no 0.1 + 0.2 error)', () => {
    const figures = (paid: number, unpaid: number, revenue: number, refunded: number) => ({
      numberOfRegistrationsPaid: paid,
      numberOfRegistrationsUnpaid: unpaid,
      revenue,
      refunded,
      netRevenue: revenue - refunded,
    });
    expect(
      summaryTotals([figures(2, 1, 0.1, 0), figures(3, 0, 0.2, 0.05), figures(0, 4, 150.35, 0)]),
    ).toEqual({
      numberOfRegistrationsPaid: 5,
      numberOfRegistrationsUnpaid: 5,
      revenue: 150.65,
      refunded: 0.05,
      netRevenue: 150.6,
    });
    expect(summaryTotals([])).toMatchObject({ numberOfRegistrationsPaid: 0, netRevenue: 0 });
  });
});

describe('revenuePeriodSchema', () => {
  it('takes two UTC instants, the end after the start and at most ten years on', () => {
    const ok = { from: '2030-01-01T05:00:00.000Z', to: '2030-02-01T05:00:00.000Z' };
    expect(revenuePeriodSchema.parse(ok)).toEqual(ok);
    expect(revenuePeriodSchema.safeParse({ from: ok.to, to: ok.from }).success).toBe(false);
    expect(revenuePeriodSchema.safeParse({ from: '2030-01-01', to: ok.to }).success).toBe(false);
    expect(revenuePeriodSchema.safeParse({ from: '2000-01-01T00:00:00Z', to: ok.to }).success).toBe(false);
  });
});
