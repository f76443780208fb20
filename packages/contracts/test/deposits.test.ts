import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceDueCents,
  type DepositPlan,
  depositPlanFromInput,
  depositPlanSchema,
  depositPlanToInput,
  depositSplit,
  minimumChargeCents,
  tournamentInputSchema,
} from '../src/index.js';

const plan: fc.Arbitrary<DepositPlan> = fc.oneof(
  fc.integer({ min: 50, max: 1_000_00 }).map((cents) => ({
    deposit: { kind: 'amount' as const, cents },
    balanceDueDate: '2026-06-01',
  })),
  fc.integer({ min: 1, max: 99 }).map((percent) => ({
    deposit: { kind: 'percent' as const, percent },
    balanceDueDate: '2026-06-01',
  })),
);

describe('deposits', () => {
  it('splits a price into a deposit and a balance that add up to it, never a cent lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_00 }), plan, (price, p) => {
        const split = depositSplit(price, p, '2026-05-01');
        if (!split) return;
        expect(split.depositCents + split.balanceCents).toBe(price);
        expect(split.depositCents).toBeGreaterThanOrEqual(minimumChargeCents);
        expect(split.balanceCents).toBeGreaterThanOrEqual(minimumChargeCents);
        expect(Number.isInteger(split.depositCents)).toBe(true);
      }),
    );
  });

  it('pays in full without a plan, after the due date, or when no payable balance is left', () => {
    const half: DepositPlan = { deposit: { kind: 'percent', percent: 50 }, balanceDueDate: '2026-06-01' };
    expect(depositSplit(245_00, null, '2026-05-01')).toBeNull();
    expect(depositSplit(245_00, half, '2026-06-02')).toBeNull();
    expect(depositSplit(245_00, half, '2026-06-01')).toEqual({
      depositCents: 122_50,
      balanceCents: 122_50,
      balanceDueDate: '2026-06-01',
    });
    expect(depositSplit(80, half, '2026-05-01')).toBeNull();
    expect(
      depositSplit(
        100_00,
        { deposit: { kind: 'amount', cents: 99_80 }, balanceDueDate: '2026-06-01' },
        '2026-05-01',
      ),
    ).toBeNull();
  });

  it('rounds a percentage to the nearest cent and gives the rest to the balance', () => {
    const third: DepositPlan = { deposit: { kind: 'percent', percent: 33 }, balanceDueDate: '2026-06-01' };
    expect(depositSplit(199_99, third, '2026-05-01')).toEqual({
      depositCents: 66_00,
      balanceCents: 133_99,
      balanceDueDate: '2026-06-01',
    });
  });

  it('owes the price less what was paid, never below zero, and nothing without a deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 0, max: 6_000_00 }),
        (price, paid) => {
          const due = balanceDueCents({ priceCents: price, paidCents: paid, balanceDueDate: '2026-06-01' })!;
          expect(due).toBe(Math.max(0, price - paid));
        },
      ),
    );
    expect(balanceDueCents({ priceCents: 100_00, paidCents: 50_00, balanceDueDate: null })).toBeNull();
  });

  it('checks the terms staff enter, field by field', () => {
    const bad = depositPlanSchema.safeParse({
      depositKind: 'percent',
      depositValue: 150,
      balanceDueDate: '',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['balanceDueDate']));
    const percent = depositPlanSchema.safeParse({
      depositKind: 'percent',
      depositValue: 150,
      balanceDueDate: '2026-06-01',
    });
    expect(percent.error!.issues[0]).toMatchObject({
      path: ['depositValue'],
      message: 'Enter a whole percentage from 1 to 99.',
    });
    const small = depositPlanSchema.safeParse({
      depositKind: 'amount',
      depositValue: 0.25,
      balanceDueDate: '2026-06-01',
    });
    expect(small.error!.issues[0]!.message).toBe(
      'The deposit must be at least $0.50, the smallest card payment.',
    );
    const good = depositPlanSchema.parse({
      depositKind: 'amount',
      depositValue: '50.5',
      balanceDueDate: '2026-06-01',
    });
    expect(depositPlanToInput(depositPlanFromInput(good))).toEqual(good);
  });

  it('refuses a deposit that leaves no balance and a due date after the start', () => {
    const result = tournamentInputSchema.safeParse({
      tournamentName: 'Spring Cup',
      tournamentDescription: 'A cup',
      tournamentStartDate: '2026-06-01',
      tournamentEndDate: '2026-06-02',
      lastDateToRegister: '2026-05-20',
      minNumberOfGames: 3,
      maxNumberOfPlayers: 8,
      tournamentCost: 100,
      facilityId: 1,
      ageRanges: [{ ageRangeDescription: 'U10' }],
      depositPlan: { depositKind: 'amount', depositValue: 100, balanceDueDate: '2026-06-05' },
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['depositPlan.depositValue', 'The deposit must leave a balance of at least $0.50.'],
        ['depositPlan.balanceDueDate', 'The balance must be due on or before the start date.'],
      ]),
    );
  });
});
