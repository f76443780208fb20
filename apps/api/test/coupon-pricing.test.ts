import {
  type CouponDiscount,
  couponCovers,
  couponDiscountOf,
  minimumChargeCents,
  priceOrderLines,
  type SiblingDiscount,
} from '@soccer/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The one pricing function (contracts `priceOrderLines`): promo, then coupon, then sibling discount. */
const line = fc.record({
  costCents: fc.integer({ min: 0, max: 500_000 }),
  promoDiscountCents: fc.integer({ min: 0, max: 600_000 }),
});
const coupon: fc.Arbitrary<CouponDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
);
const sibling: fc.Arbitrary<SiblingDiscount> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
);

describe('priceOrderLines with a coupon (properties)', () => {
  it('never prices a line or a discount below zero', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), sibling, coupon, (lines, rule, c) => {
        for (const p of priceOrderLines(lines, rule, c)) {
          expect(p.amountCents).toBeGreaterThanOrEqual(0);
          expect(p.promoDiscountCents).toBeGreaterThanOrEqual(0);
          expect(p.couponDiscountCents).toBeGreaterThanOrEqual(0);
          expect(p.siblingDiscountCents).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('adds up: each line is its price less its discounts, and the lines add up to the total', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), sibling, coupon, (lines, rule, c) => {
        const prices = priceOrderLines(lines, rule, c);
        prices.forEach((p, i) => {
          expect(p.promoDiscountCents + p.couponDiscountCents + p.siblingDiscountCents + p.amountCents).toBe(
            lines[i]!.costCents,
          );
        });
        const total = prices.reduce((t, p) => t + p.amountCents, 0);
        const discounts = prices.reduce(
          (t, p) => t + p.promoDiscountCents + p.couponDiscountCents + p.siblingDiscountCents,
          0,
        );
        expect(total + discounts).toBe(lines.reduce((t, l) => t + l.costCents, 0));
      }),
      { numRuns: 500 },
    );
  });

  it('a coupon leaves at least the smallest card charge on a line that had it', () => {
    fc.assert(
      fc.property(line, coupon, (l, c) => {
        const [p] = priceOrderLines([l], { kind: 'none' }, c);
        const afterPromo = l.costCents - p!.promoDiscountCents;
        if (afterPromo >= minimumChargeCents)
          expect(p!.amountCents).toBeGreaterThanOrEqual(minimumChargeCents);
        else expect(p!.couponDiscountCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('takes the promo first, then the coupon off what is left, then the sibling discount', () => {
    const [first, second] = priceOrderLines(
      [
        { costCents: 20_000, promoDiscountCents: 2_000 },
        { costCents: 10_000, promoDiscountCents: 0 },
      ],
      { kind: 'percent', percent: 10 },
      { kind: 'percent', percent: 25 },
    );
    // 200 − 20 promo = 180; 25% of 180 = 45; the dearest line pays in full.
    expect(first).toEqual({
      promoDiscountCents: 2_000,
      couponDiscountCents: 4_500,
      siblingDiscountCents: 0,
      amountCents: 13_500,
    });
    // 100; 25% = 25; 10% of 75 = 7.50.
    expect(second).toEqual({
      promoDiscountCents: 0,
      couponDiscountCents: 2_500,
      siblingDiscountCents: 750,
      amountCents: 6_750,
    });
    expect(couponDiscountOf(1_000, { kind: 'amount', cents: 5_000 })).toBe(1_000 - minimumChargeCents);
    expect(couponDiscountOf(40, { kind: 'percent', percent: 50 })).toBe(0);
  });

  it('covers every program, or only the chosen camps, sessions and tournaments', () => {
    const chosen = { scope: 'chosen' as const, campIds: [1], sessionIds: [7], tournamentIds: [3] };
    expect(couponCovers({ ...chosen, scope: 'all' }, { kind: 'tournament', tournamentId: 9 })).toBe(true);
    expect(couponCovers(chosen, { kind: 'camp', campId: 1, sessionId: 2 })).toBe(true);
    expect(couponCovers(chosen, { kind: 'camp', campId: 2, sessionId: 7 })).toBe(true);
    expect(couponCovers(chosen, { kind: 'camp', campId: 2, sessionId: 2 })).toBe(false);
    expect(couponCovers(chosen, { kind: 'tournament', tournamentId: 3 })).toBe(true);
    expect(couponCovers(chosen, { kind: 'tournament', tournamentId: 4 })).toBe(false);
  });
});
