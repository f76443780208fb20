import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CancellationPolicy,
  cancellationPolicySchema,
  daysBefore,
  describePolicy,
  policyFromInput,
  policyToInput,
  type Refund,
  refundNotes,
  refundUnderPolicy,
} from '../src/index.js';

const percent25: CancellationPolicy = {
  fullRefundDays: 14,
  feeDays: 7,
  fee: { kind: 'percent', percent: 25 },
};
const twentyDollars: CancellationPolicy = {
  fullRefundDays: 14,
  feeDays: 7,
  fee: { kind: 'amount', cents: 2000 },
};

const isoDate = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2035, 0, 1) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const policy: fc.Arbitrary<CancellationPolicy> = fc
  .tuple(
    fc.integer({ min: 0, max: 365 }),
    fc.integer({ min: 0, max: 365 }),
    fc.oneof(
      fc.integer({ min: 0, max: 100_000_00 }).map((cents) => ({ kind: 'amount' as const, cents })),
      fc.integer({ min: 0, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
    ),
  )
  .map(([a, b, fee]) => ({ fullRefundDays: Math.max(a, b), feeDays: Math.min(a, b), fee }));

describe('refundUnderPolicy', () => {
  it('counts whole UTC calendar days to the start', () => {
    expect(daysBefore('2027-06-15', '2027-06-01')).toBe(14);
    expect(daysBefore('2027-06-15', '2027-06-15')).toBe(0);
    expect(daysBefore('2027-06-15', '2027-06-16')).toBe(-1);
    expect(daysBefore('2027-03-01', '2027-02-28')).toBe(1);
  });

  it.each([
    { policy: percent25, today: '2027-06-01', rule: 'full', refundCents: 15000, feeCents: 0 },
    { policy: percent25, today: '2027-06-02', rule: 'fee', refundCents: 11250, feeCents: 3750 },
    { policy: twentyDollars, today: '2027-06-08', rule: 'fee', refundCents: 13000, feeCents: 2000 },
    { policy: twentyDollars, today: '2027-06-09', rule: 'none', refundCents: 0, feeCents: 15000 },
  ])(
    'gives everything back up to the full-refund day, less the fee until the fee day, then nothing ($today: $rule)',
    ({ policy, today, ...expected }) => {
      expect(refundUnderPolicy(policy, { paidCents: 15000, startDate: '2027-06-15', today })).toEqual(
        expected,
      );
    },
  );

  it('rounds a percentage fee to the nearest cent', () => {
    const third: CancellationPolicy = {
      fullRefundDays: 10,
      feeDays: 0,
      fee: { kind: 'percent', percent: 33 },
    };
    expect(
      refundUnderPolicy(third, { paidCents: 9999, startDate: '2027-06-15', today: '2027-06-14' }),
    ).toEqual({
      rule: 'fee',
      feeCents: 3300,
      refundCents: 6699,
    });
  });

  it('never refunds what was already given back', () => {
    expect(
      refundUnderPolicy(percent25, {
        paidCents: 15000,
        refundedCents: 14000,
        startDate: '2027-06-15',
        today: '2027-06-01',
      }).refundCents,
    ).toBe(1000);
    expect(
      refundUnderPolicy(percent25, {
        paidCents: 15000,
        refundedCents: 5000,
        startDate: '2027-06-15',
        today: '2027-06-05',
      }).refundCents,
    ).toBe(10000);
  });

  it('is never negative, never more than is left, and the fee is exactly the rest (property)', () => {
    fc.assert(
      fc.property(
        policy,
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 1_000_000_00 }),
        isoDate,
        isoDate,
        (p, paidCents, refundedCents, startDate, today) => {
          const result = refundUnderPolicy(p, { paidCents, refundedCents, startDate, today });
          const left = Math.max(0, paidCents - refundedCents);
          expect(Number.isInteger(result.refundCents)).toBe(true);
          expect(result.refundCents).toBeGreaterThanOrEqual(0);
          expect(result.refundCents).toBeLessThanOrEqual(left);
          expect(result.refundCents).toBeLessThanOrEqual(paidCents - result.feeCents);
          expect(result.feeCents).toBeGreaterThanOrEqual(0);
          expect(result.feeCents).toBeLessThanOrEqual(paidCents);
          const before = daysBefore(startDate, today);
          if (before >= p.fullRefundDays) expect(result).toMatchObject({ rule: 'full', feeCents: 0 });
          else if (before >= p.feeDays) {
            const fee = p.fee.kind === 'amount' ? p.fee.cents : Math.round((paidCents * p.fee.percent) / 100);
            expect(result).toMatchObject({ rule: 'fee', feeCents: Math.min(paidCents, fee) });
          } else expect(result).toMatchObject({ rule: 'none', refundCents: 0 });
          if (refundedCents === 0) expect(result.refundCents + result.feeCents).toBe(paidCents);
        },
      ),
    );
  });

  it('refunds less as the start comes closer (property)', () => {
    fc.assert(
      fc.property(
        policy,
        fc.integer({ min: 0, max: 1_000_000 }),
        isoDate,
        fc.integer({ min: 0, max: 400 }),
        (p, paidCents, startDate, gap) => {
          const start = Date.parse(`${startDate}T00:00:00Z`);
          const earlier = new Date(start - (gap + 1) * 86_400_000).toISOString().slice(0, 10);
          const later = new Date(start - gap * 86_400_000).toISOString().slice(0, 10);
          const a = refundUnderPolicy(p, { paidCents, startDate, today: earlier });
          const b = refundUnderPolicy(p, { paidCents, startDate, today: later });
          expect(a.refundCents).toBeGreaterThanOrEqual(b.refundCents);
        },
      ),
    );
  });
});

describe('cancellationPolicySchema', () => {
  it('accepts a policy and round-trips it through the stored form', () => {
    const input = { fullRefundDays: 14, feeDays: 7, feeKind: 'amount' as const, feeValue: 19.99 };
    expect(cancellationPolicySchema.parse(input)).toEqual(input);
    expect(policyFromInput(input)).toEqual({
      fullRefundDays: 14,
      feeDays: 7,
      fee: { kind: 'amount', cents: 1999 },
    });
    expect(policyToInput(policyFromInput(input))).toEqual(input);
  });

  it.each([
    [{ fullRefundDays: 7, feeDays: 14, feeKind: 'percent', feeValue: 10 }, 'feeDays'],
    [{ fullRefundDays: 14, feeDays: 7, feeKind: 'percent', feeValue: 101 }, 'feeValue'],
    [{ fullRefundDays: 14, feeDays: 7, feeKind: 'percent', feeValue: 12.5 }, 'feeValue'],
    [{ fullRefundDays: 14, feeDays: 7, feeKind: 'amount', feeValue: 1.234 }, 'feeValue'],
    [{ fullRefundDays: 14, feeDays: 7, feeKind: 'amount', feeValue: -1 }, 'feeValue'],
    [{ fullRefundDays: 1.5, feeDays: 0, feeKind: 'amount', feeValue: 1 }, 'fullRefundDays'],
    [{ fullRefundDays: 400, feeDays: 0, feeKind: 'amount', feeValue: 1 }, 'fullRefundDays'],
    [{ fullRefundDays: 14, feeDays: 7, feeKind: 'other', feeValue: 1 }, 'feeKind'],
  ])('refuses %j on %s', (input, key) => {
    const result = cancellationPolicySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(key);
  });

  it('says the policy in plain words', () => {
    expect(describePolicy(percent25)).toBe(
      'Full refund until 14 days before the start; refund less a 25% fee until 7 days before; no refund after that.',
    );
    expect(describePolicy({ fullRefundDays: 1, feeDays: 1, fee: { kind: 'amount', cents: 0 } })).toBe(
      'Full refund until 1 day before the start; no refund after that.',
    );
  });
});

describe('refundNotes', () => {
  const refund = (amount: number, state: Refund['state']): Refund => ({
    id: 1,
    amount,
    state,
    reason: 'r',
    failureReason: null,
    createdAt: '2027-01-01T00:00:00.000Z',
  });
  it('says what came back, what is on its way, and a refused refund only when nothing is on its way', () => {
    expect(refundNotes(undefined)).toEqual([]);
    expect(refundNotes([refund(30.1, 'succeeded'), refund(0.2, 'succeeded')])).toEqual(['Refunded $30.30']);
    expect(refundNotes([refund(50, 'pending'), refund(25, 'requested')])).toEqual([
      'Refund of $75.00 on its way',
    ]);
    expect(refundNotes([refund(80, 'failed')])).toEqual([
      'A refund of $80.00 could not be sent; we are looking into it.',
    ]);
    expect(refundNotes([refund(80, 'failed'), refund(80, 'pending')])).toEqual([
      'Refund of $80.00 on its way',
    ]);
  });
});
