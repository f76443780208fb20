import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditGrantSchema,
  creditToApply,
  creditWithBonus,
  minimumChargeCents,
  priceOrderLines,
  splitRefund,
  spreadCredit,
} from '../src/index.js';

const cents = fc.integer({ min: 0, max: 10_000_00 });

describe('creditToApply', () => {
  it('takes all it can, up to the total', () => {
    expect(creditToApply(300_00, 50_00)).toBe(50_00);
    expect(creditToApply(300_00, 500_00)).toBe(300_00);
    expect(creditToApply(300_00, 0)).toBe(0);
  });

  it('leaves the card at least the smallest charge, or nothing', () => {
    expect(creditToApply(300_00, 299_80)).toBe(300_00 - minimumChargeCents);
    fc.assert(
      fc.property(cents, cents, (total, balance) => {
        const credit = creditToApply(total, balance);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(Math.min(total, balance));
        const card = total - credit;
        expect(card === 0 || card >= minimumChargeCents || credit === 0).toBe(true);
      }),
    );
  });
});

describe('spreadCredit', () => {
  it('comes last: after promo, coupon and sibling discount, each line is its card part plus its credit part', () => {
    const line = fc
      .tuple(fc.integer({ min: 0, max: 5_000_00 }), fc.integer({ min: 0, max: 6_000_00 }))
      .map(([costCents, promoDiscountCents]) => ({ costCents, promoDiscountCents }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), cents, (lines, balance) => {
        const priced = priceOrderLines(lines, { kind: 'percent', percent: 10 });
        const amounts = priced.map((p) => p.amountCents);
        const total = amounts.reduce((a, b) => a + b, 0);
        const credit = creditToApply(total, balance);
        const parts = spreadCredit(amounts, credit);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(credit);
        parts.forEach((part, i) => {
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(amounts[i]!);
        });
      }),
    );
  });
});

describe('splitRefund', () => {
  it('refunds each form in proportion, never more than was paid in it, adding up to the refund', () => {
    expect(splitRefund({ cardCents: 100_00, creditCents: 100_00 }, 100_00)).toEqual({
      cardCents: 50_00,
      creditCents: 50_00,
    });
    expect(splitRefund({ cardCents: 0, creditCents: 80_00 }, 80_00)).toEqual({
      cardCents: 0,
      creditCents: 80_00,
    });
    fc.assert(
      fc.property(cents, cents, cents, (card, credit, refund) => {
        const r = splitRefund({ cardCents: card, creditCents: credit }, refund);
        expect(r.cardCents).toBeGreaterThanOrEqual(0);
        expect(r.creditCents).toBeGreaterThanOrEqual(0);
        expect(r.cardCents).toBeLessThanOrEqual(card);
        expect(r.creditCents).toBeLessThanOrEqual(credit);
        expect(r.cardCents + r.creditCents).toBe(Math.min(refund, card + credit));
      }),
    );
  });
});

describe('creditWithBonus', () => {
  it('adds the bonus percentage, rounded half up, never below the refund', () => {
    expect(creditWithBonus(100_00, 10)).toBe(110_00);
    expect(creditWithBonus(5, 10)).toBe(6);
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (refund, bonus) => {
        const credit = creditWithBonus(refund, bonus);
        expect(credit).toBeGreaterThanOrEqual(refund);
        expect(credit).toBeLessThanOrEqual(refund * 2 + 1);
      }),
    );
  });
});

describe('creditGrantSchema', () => {
  it('asks for an e-mail, an amount above zero within the limit, and a reason', () => {
    const bad = creditGrantSchema.safeParse({ email: 'x', amount: 0, reason: '' });
    expect(bad.success).toBe(false);
    const fields = bad.success ? [] : bad.error.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'amount', 'reason']));
    expect(creditGrantSchema.safeParse({ email: 'a@b.co', amount: 5001, reason: 'r' }).success).toBe(false);
    expect(creditGrantSchema.parse({ email: 'a@b.co', amount: 25, reason: 'Rain day' }).amount).toBe(25);
  });
});
