import { minimumChargeCents } from './admin.js';
import { calendarDate, optionalText, requiredText } from './fields.js';
import { amountOrPercentProblem, blankToUndefined } from './number-inputs.js';
import { z } from './zod.js';

/**
 * Coupons (decision 0086): a code staff hand out, worth an amount or a percentage off, valid
 * between two days of the facility's calendar, with a total and a per-account number of uses, for
 * every program or for chosen camps, camp sessions and tournaments. The session's or tournament's
 * own promo code (the spec's) stays as it is; a coupon is entered beside it.
 */
export const couponLimits = {
  code: 20,
  maxCents: 1_000_00,
  maxPercent: 100,
  maxUses: 100_000,
  /** Chosen camps, sessions and tournaments of one coupon, all together. */
  maxItems: 200,
} as const;

export const couponKinds = ['amount', 'percent'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** What a coupon takes off one line: an amount in cents, or a whole percentage. */
export type CouponDiscount = { kind: 'amount'; cents: number } | { kind: 'percent'; percent: number };

/**
 * A coupon's discount off a line of `cents` (what is left after the promo code). A percentage
 * rounds half up to the cent. A coupon never makes a seat free: it leaves at least the card
 * processor's smallest charge (`minimumChargeCents`) on the line, and takes nothing off a line
 * already at or under it; so it is never negative and never more than the line.
 */
export function couponDiscountOf(cents: number, coupon: CouponDiscount | null): number {
  if (!coupon) return 0;
  const off = coupon.kind === 'amount' ? coupon.cents : Math.floor((cents * coupon.percent + 50) / 100);
  return Math.max(0, Math.min(off, cents - minimumChargeCents));
}

/** What a coupon may be for: every program, or the chosen camps, sessions and tournaments. */
export const couponScopes = ['all', 'chosen'] as const;
export type CouponScope = (typeof couponScopes)[number];

/** The programs a checkout is for, to match against a coupon's chosen ones. */
export type CouponTarget =
  | { kind: 'camp'; campId: number; sessionId: number }
  | { kind: 'tournament'; tournamentId: number };

export interface CouponItems {
  campIds: number[];
  sessionIds: number[];
  tournamentIds: number[];
}

/** The coupon is for `target`: every program, or one of its chosen camps, sessions or tournaments. */
export function couponCovers(coupon: { scope: CouponScope } & CouponItems, target: CouponTarget): boolean {
  if (coupon.scope === 'all') return true;
  if (target.kind === 'tournament') return coupon.tournamentIds.includes(target.tournamentId);
  return coupon.campIds.includes(target.campId) || coupon.sessionIds.includes(target.sessionId);
}

/** Coupon codes compare without case and are kept in capitals. */
export const couponCodeKey = (code: string) => code.trim().toUpperCase();

/** What the family reads when a coupon cannot be used (a 400 on `couponCode`). */
export const couponMessages = {
  /** No such code, or staff turned it off. Counted like a wrong promo code. */
  unknown: 'This coupon code is not valid.',
  notYet: 'This coupon cannot be used yet.',
  expired: 'This coupon has expired.',
  notForThis: 'This coupon is not valid for this program.',
  usedUp: 'This coupon has been used up.',
  usedUpByAccount: 'You have already used this coupon as many times as it allows.',
  /** The players of one order share one coupon code. */
  onePerOrder: 'All players of one order use the same coupon code.',
  /** Staff: two coupons cannot share a code (case aside). */
  codeTaken: 'Another coupon already has this code.',
  chooseItems: 'Choose at least one camp, session or tournament, or make it for all programs.',
  validToBeforeFrom: 'The last day cannot be before the first day.',
  perAccountOverTotal: 'Uses per account cannot be more than the total uses.',
  notFound: 'Coupon not found',
} as const;

const optionalUses = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: `${label} must be a number.` })
      .int(`${label} must be a whole number.`)
      .min(1, `${label} must be at least 1.`)
      .max(couponLimits.maxUses, `${label} must be at most ${couponLimits.maxUses}.`)
      .nullable(),
  );

const ids = z.array(z.coerce.number().int().positive()).max(couponLimits.maxItems).default([]);

/** Staff create or edit a coupon (amounts in dollars, like every price staff enter). */
export const couponInputSchema = z
  .object({
    code: requiredText('Coupon code', couponLimits.code).refine(
      (v) => /^[A-Za-z0-9_-]+$/.test(v),
      'Use letters, digits, - or _.',
    ),
    kind: z.enum(couponKinds, 'Choose an amount or a percentage.'),
    value: z.preprocess(
      blankToUndefined,
      z.coerce.number('Enter the discount.').positive('The discount must be more than 0.'),
    ),
    /** Days of the facility's calendar, both included. */
    validFrom: calendarDate('First day'),
    validTo: calendarDate('Last day'),
    /** Null: no limit. */
    totalUses: optionalUses('Total uses').default(null),
    usesPerAccount: optionalUses('Uses per account').default(null),
    scope: z.enum(couponScopes, 'Choose all programs or chosen ones.'),
    campIds: ids,
    sessionIds: ids,
    tournamentIds: ids,
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    const problem = amountOrPercentProblem(c.kind, c.value, couponLimits);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    if (c.validTo < c.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: couponMessages.validToBeforeFrom });
    if (c.totalUses !== null && c.usesPerAccount !== null && c.usesPerAccount > c.totalUses)
      ctx.addIssue({ code: 'custom', path: ['usesPerAccount'], message: couponMessages.perAccountOverTotal });
    if (c.scope === 'chosen' && c.campIds.length + c.sessionIds.length + c.tournamentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['scope'], message: couponMessages.chooseItems });
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type ValidCouponInput = z.output<typeof couponInputSchema>;

/** The discount a coupon's input stands for, in cents. */
export function couponDiscountFromInput(input: { kind: CouponKind; value: number }): CouponDiscount {
  return input.kind === 'amount'
    ? { kind: 'amount', cents: Math.round(input.value * 100) }
    : { kind: 'percent', percent: input.value };
}

/** A coupon as the staff catalogue lists it (`value` in dollars or a percentage). */
export interface Coupon extends CouponItems {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  validFrom: string;
  validTo: string;
  totalUses: number | null;
  usesPerAccount: number | null;
  scope: CouponScope;
  active: boolean;
  /** Uses held now: paid registrations and unpaid holds (a lapsed or cancelled hold gave its use back). */
  usesTaken: number;
  /** What its uses took off, in dollars. */
  discountGiven: number;
}

/** One use of a coupon, as the staff usage list and its export show it. */
export interface CouponUse {
  couponCode: string;
  registrationKind: 'camp' | 'tournament';
  registrationId: number;
  /** The player or the team. */
  who: string;
  /** The camp or tournament. */
  what: string;
  accountEmail: string;
  discount: number;
  status: string;
  /** When it was taken (ISO instant). */
  takenAt: string;
}

/** The optional coupon field of a camp or team registration's body. */
export const couponCodeField = { couponCode: optionalText('Coupon code', couponLimits.code) };
