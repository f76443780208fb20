import { describe, expect, it } from 'vitest';
import { daysBetween, spreadCents, statementParamsSchema } from '../src/index.js';

describe('spreadCents', () => {
  it('gives the first days the cents that do not divide evenly', () => {
    expect(spreadCents(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(spreadCents(9_999, 5)).toEqual([2_000, 2_000, 2_000, 2_000, 1_999]);
    expect(spreadCents(2, 5)).toEqual([1, 1, 0, 0, 0]);
    expect(spreadCents(500, 0)).toEqual([]);
  });

  it('always adds up exactly, never below zero, days differing by at most a cent', () => {
    for (let cents = 0; cents <= 5_000; cents += 37)
      for (let days = 1; days <= 14; days++) {
        const spread = spreadCents(cents, days);
        expect(spread).toHaveLength(days);
        expect(spread.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(Math.min(...spread)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1);
        expect(spread.every(Number.isInteger)).toBe(true);
      }
  });
});

describe('daysBetween', () => {
  it('lists each calendar day, both ends included, across a month, a year and a leap day', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-06-01', '2026-06-01')).toEqual(['2026-06-01']);
    expect(daysBetween('2026-06-02', '2026-06-01')).toEqual([]);
  });
});

describe('statement paths', () => {
  it('take a year from 2000 to 2100 and a record id', () => {
    expect(statementParamsSchema.safeParse({ year: '2026', playerId: '4' }).success).toBe(true);
    const early = statementParamsSchema.safeParse({ year: '1999', playerId: '4' });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]?.message).toBe('Enter a year between 2000 and 2100.');
    expect(statementParamsSchema.safeParse({ year: '2026', playerId: 'x' }).success).toBe(false);
  });
});
