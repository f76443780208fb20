import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campOrderRequestSchema,
  describeSiblingDiscount,
  type OrderLineInput,
  orderRepricing,
  parseSiblingDiscount,
  priceOrderLines,
  type SiblingDiscount,
  samePlayerKey,
  siblingDiscountFromInput,
  siblingDiscountSchema,
  siblingDiscountToInput,
} from '../src/index.js';
import { campRegistrationFixture } from './fixtures.js';

const rule: fc.Arbitrary<SiblingDiscount> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.integer({ min: 0, max: 1_000_00 }).map((cents) => ({ kind: 'amount' as const, cents })),
  fc.integer({ min: 0, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
);
const line: fc.Arbitrary<OrderLineInput> = fc
  .tuple(fc.integer({ min: 0, max: 5_000_00 }), fc.integer({ min: 0, max: 6_000_00 }))
  .map(([costCents, promoDiscountCents]) => ({ costCents, promoDiscountCents }));
const order = fc.array(line, { minLength: 1, maxLength: 6 });

describe('priceOrderLines', () => {
  it('takes the promo code first, then the sibling discount off every player but the dearest', () => {
    const percent10: SiblingDiscount = { kind: 'percent', percent: 10 };
    expect(
      priceOrderLines(
        [
          { costCents: 15_000, promoDiscountCents: 0 },
          { costCents: 20_000, promoDiscountCents: 2_500 },
          { costCents: 19_999, promoDiscountCents: 0 },
        ],
        percent10,
      ),
    ).toEqual([
      { promoDiscountCents: 0, couponDiscountCents: 0, siblingDiscountCents: 1_500, amountCents: 13_500 },
      { promoDiscountCents: 2_500, couponDiscountCents: 0, siblingDiscountCents: 1_750, amountCents: 15_750 },
      // 19,999 is the dearest after the promo codes: it pays in full.
      { promoDiscountCents: 0, couponDiscountCents: 0, siblingDiscountCents: 0, amountCents: 19_999 },
    ]);
    // A tie: the first of the dearest pays in full; a percentage rounds half up to the cent.
    expect(
      priceOrderLines(
        [
          { costCents: 10_005, promoDiscountCents: 0 },
          { costCents: 10_005, promoDiscountCents: 0 },
        ],
        percent10,
      ).map((p) => p.amountCents),
    ).toEqual([10_005, 9_004]);
    // An amount larger than what is left takes half of that place: never free, never negative.
    expect(
      priceOrderLines(
        [
          { costCents: 5_000, promoDiscountCents: 0 },
          { costCents: 3_000, promoDiscountCents: 1_000 },
        ],
        { kind: 'amount', cents: 2_500 },
      ).map((p) => p.amountCents),
    ).toEqual([5_000, 1_000]);
  });

  it('never charges below zero nor above the price, discounts only additional players, and every cent adds up', () => {
    fc.assert(
      fc.property(order, rule, (lines, r) => {
        const prices = priceOrderLines(lines, r);
        expect(prices).toHaveLength(lines.length);
        const fullPrice = prices.filter((p) => p.siblingDiscountCents === 0).length;
        expect(fullPrice).toBeGreaterThanOrEqual(1);
        prices.forEach((p, i) => {
          const l = lines[i]!;
          expect(p.promoDiscountCents).toBe(Math.min(l.promoDiscountCents, l.costCents));
          expect(p.amountCents).toBeGreaterThanOrEqual(0);
          expect(p.amountCents).toBeLessThanOrEqual(l.costCents);
          expect(p.amountCents + p.promoDiscountCents + p.siblingDiscountCents).toBe(l.costCents);
        });
        if (lines.length === 1 || r.kind === 'none')
          expect(prices.every((p) => p.siblingDiscountCents === 0)).toBe(true);
      }),
    );
  });

  it('never makes a seat free: a 100% rule or an amount above the price takes at most half a line', () => {
    const lines = [
      { costCents: 20_000, promoDiscountCents: 0 },
      { costCents: 20_000, promoDiscountCents: 0 },
      { costCents: 3_001, promoDiscountCents: 0 },
    ];
    expect(priceOrderLines(lines, { kind: 'percent', percent: 100 }).map((p) => p.amountCents)).toEqual([
      20_000, 10_000, 1_501,
    ]);
    expect(priceOrderLines(lines, { kind: 'amount', cents: 50_000 }).map((p) => p.amountCents)).toEqual([
      20_000, 10_000, 1_501,
    ]);
  });

  it('gives each additional player exactly the rule: the amount, or the percentage rounded half up', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 2, maxLength: 6 }), rule, (lines, r) => {
        const prices = priceOrderLines(lines, r);
        const afterPromo = prices.map((p, i) => lines[i]!.costCents - p.promoDiscountCents);
        const dearest = afterPromo.indexOf(Math.max(...afterPromo));
        prices.forEach((p, i) => {
          const base = afterPromo[i]!;
          const expected =
            i === dearest || r.kind === 'none'
              ? 0
              : Math.min(
                  Math.floor(base / 2),
                  r.kind === 'amount' ? r.cents : Math.round((base * r.percent) / 100 + 1e-9),
                );
          expect(p.siblingDiscountCents).toBe(expected);
        });
      }),
    );
  });

  it('a dearer family never pays less: adding a player never lowers the total', () => {
    fc.assert(
      fc.property(order, line, rule, (lines, extra, r) => {
        const total = (ls: OrderLineInput[]) => priceOrderLines(ls, r).reduce((t, p) => t + p.amountCents, 0);
        expect(total([...lines, extra])).toBeGreaterThanOrEqual(total(lines));
      }),
    );
  });
});

describe('orderRepricing', () => {
  const placed = (registrationId: number, afterPromoCents: number, siblingDiscountCents: number) => ({
    registrationId,
    afterPromoCents,
    siblingDiscountCents,
  });

  it('the last player left loses the discount; the leaving full-price line pays it back', () => {
    const order = [placed(1, 20_000, 0), placed(2, 20_000, 2_000)];
    expect(orderRepricing({ registrationId: 1 }, order)).toEqual({
      lossCents: 2_000,
      others: [{ registrationId: 2, siblingDiscountCents: 0, lossCents: 2_000 }],
    });
    // The discounted line leaving costs the others nothing.
    expect(orderRepricing({ registrationId: 2 }, order).lossCents).toBe(0);
  });

  it('with three players only the next dearest loses its discount', () => {
    const order = [placed(1, 30_000, 0), placed(2, 20_000, 2_000), placed(3, 10_000, 1_000)];
    expect(orderRepricing({ registrationId: 1 }, order)).toEqual({
      lossCents: 2_000,
      others: [
        { registrationId: 2, siblingDiscountCents: 0, lossCents: 2_000 },
        { registrationId: 3, siblingDiscountCents: 1_000, lossCents: 0 },
      ],
    });
  });

  it('a line moved to a cheaper session becomes the discounted one', () => {
    const order = [placed(1, 20_000, 0), placed(2, 15_000, 1_500)];
    expect(orderRepricing({ registrationId: 1, newAfterPromoCents: 10_000 }, order)).toEqual({
      lossCents: 1_500,
      others: [{ registrationId: 2, siblingDiscountCents: 0, lossCents: 1_500 }],
    });
  });

  it('never gives a line a discount and never loses more than the discounts held', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5_000_00 }), fc.integer({ min: 0, max: 5_000_00 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.nat(5),
        (lines, leaving) => {
          const order = lines.map(([price, off], i) => placed(i + 1, price, Math.min(off, price)));
          const held = order.reduce((t, o) => t + o.siblingDiscountCents, 0);
          const { lossCents, others } = orderRepricing({ registrationId: leaving + 1 }, order);
          expect(lossCents).toBeGreaterThanOrEqual(0);
          expect(lossCents).toBeLessThanOrEqual(held);
          for (const o of others) {
            const before = order.find((x) => x.registrationId === o.registrationId)!;
            expect(o.siblingDiscountCents).toBeLessThanOrEqual(before.siblingDiscountCents);
          }
          if (others.length === 1) expect(others[0]!.siblingDiscountCents).toBe(0);
        },
      ),
    );
  });
});

describe('samePlayerKey', () => {
  it('matches the same child whatever the case and spacing', () => {
    const a = { playerFirstName: 'Ana ', playerLastName: 'De  Silva', playerBirthdate: '2015-03-04' };
    const b = { playerFirstName: 'ana', playerLastName: 'de silva', playerBirthdate: '2015-03-04' };
    expect(samePlayerKey(a)).toBe(samePlayerKey(b));
    expect(samePlayerKey(a)).not.toBe(samePlayerKey({ ...b, playerBirthdate: '2016-03-04' }));
  });
});

describe('the sibling discount setting', () => {
  it('round-trips through the catalogue form and reads the configuration', () => {
    for (const r of [
      { kind: 'none' },
      { kind: 'amount', cents: 1_550 },
      { kind: 'percent', percent: 10 },
    ] as SiblingDiscount[])
      expect(siblingDiscountFromInput(siblingDiscountSchema.parse(siblingDiscountToInput(r)))).toEqual(r);
    expect(parseSiblingDiscount('0')).toEqual({ kind: 'none' });
    expect(parseSiblingDiscount('10%')).toEqual({ kind: 'percent', percent: 10 });
    expect(parseSiblingDiscount('15.00')).toEqual({ kind: 'amount', cents: 1_500 });
    expect(parseSiblingDiscount('150%')).toBeNull();
    expect(parseSiblingDiscount('100%')).toBeNull();
    expect(parseSiblingDiscount('50%')).toEqual({ kind: 'percent', percent: 50 });
    expect(parseSiblingDiscount('1.005')).toBeNull();
    expect(parseSiblingDiscount('ten')).toBeNull();
    expect(describeSiblingDiscount({ kind: 'percent', percent: 10 })).toBe(
      '10% off each additional player registered in the same order, while another player of the order stays registered.',
    );
  });

  it('refuses a percentage over 100 or a fraction of a cent with a field message', () => {
    const errors = (input: unknown) =>
      siblingDiscountSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors({ kind: 'percent', value: 101 })).toEqual([
      ['value', 'Enter a whole percentage from 0 to 50.'],
    ]);
    expect(errors({ kind: 'amount', value: 1.005 })).toEqual([
      ['value', 'Enter an amount in dollars and cents.'],
    ]);
    expect(errors({ kind: 'free', value: 1 })?.[0]?.[0]).toBe('kind');
  });
});

describe('campOrderRequestSchema', () => {
  it('takes 2 to 6 players, each checked as one registration', () => {
    const player = campRegistrationFixture();
    expect(campOrderRequestSchema.safeParse({ registrations: [player, player] }).success).toBe(true);
    const one = campOrderRequestSchema.safeParse({ registrations: [player] });
    expect(one.error?.issues[0]?.message).toBe('An order has at least 2 players.');
    const seven = campOrderRequestSchema.safeParse({ registrations: Array(7).fill(player) });
    expect(seven.error?.issues[0]?.message).toBe('An order has at most 6 players.');
    const bad = campOrderRequestSchema.safeParse({
      registrations: [player, { ...player, playerFirstName: '' }],
    });
    expect(bad.error?.issues[0]?.path).toEqual(['registrations', 1, 'playerFirstName']);
  });
});
