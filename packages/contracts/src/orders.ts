import { type CouponDiscount, couponDiscountOf } from './coupons.js';
import { facilitySchema } from './facility.js';
import { amountOrPercentProblem, blankToUndefined } from './number-inputs.js';
import { campRegistrationRequestSchema } from './requests.js';
import { z } from './zod.js';

/**
 * Several players of one household registered together and paid in one checkout (an order).
 * Each player is still its own registration; the order takes their seats all or nothing and
 * pays, expires and refunds through the ledger together.
 */
export const orderLimits = {
  minPlayers: 2,
  maxPlayers: 6,
  /**
   * Every player of an order holds a seat. An order may hold more seats of one session than
   * `HOLDS_PER_SESSION` (up to this many, one per distinct player), so a family of four siblings
   * registers together; beyond it, or with other holds there, it is refused (409).
   */
  maxHoldsPerSession: 4,
} as const;

/**
 * Off each additional player of one household in one order: a fixed amount (cents) or a whole
 * percentage. `none` gives no discount.
 */
export type SiblingDiscount =
  | { kind: 'none' }
  | { kind: 'amount'; cents: number }
  | { kind: 'percent'; percent: number };

/**
 * A seat is never free through the sibling rule: staff set at most `maxPercent`, and whatever
 * the rule says (an amount, or a rule stored before this cap) no line loses more than half of
 * its price after the promo code (`siblingDiscountOf`).
 */
export const siblingDiscountLimits = { maxCents: 1_000_00, maxPercent: 50 } as const;

/** One line of an order before the sibling discount: the session's price and its promo discount. */
export interface OrderLineInput {
  costCents: number;
  promoDiscountCents: number;
}

export interface OrderLinePrice {
  promoDiscountCents: number;
  couponDiscountCents: number;
  siblingDiscountCents: number;
  amountCents: number;
}

/**
 * The one pricing function (decision 0086): the form's price, the checkout's amount and the
 * receipt's lines all come from it. The order is stated here once:
 * 1. the promo code (the session's or tournament's own) comes off each line's price;
 * 2. then the coupon, off what is left of each line (`couponDiscountOf`: never below the
 *    smallest card charge);
 * 3. then every player but one gets the sibling discount off what is left. The player who pays
 *    in full is the dearest line after promo and coupon (the first such on a tie), so the family
 *    always gets the discount on the cheaper places;
 * 4. account credit is not a discount but a form of payment, taken from each line's amount
 *    after all of these (`creditToApply`, `spreadCredit` in credit.ts); the card pays the rest.
 * Percentages round half up to the cent; no line goes below 0, and each line's price is exactly
 * its discounts plus its amount.
 */
export function priceOrderLines(
  lines: readonly OrderLineInput[],
  rule: SiblingDiscount,
  coupon: CouponDiscount | null = null,
): OrderLinePrice[] {
  const promos = lines.map((l) => Math.max(0, Math.min(l.promoDiscountCents, l.costCents)));
  const coupons = lines.map((l, i) => couponDiscountOf(l.costCents - promos[i]!, coupon));
  const afterCoupon = lines.map((l, i) => l.costCents - promos[i]! - coupons[i]!);
  let fullPrice = 0;
  afterCoupon.forEach((cents, i) => {
    if (cents > afterCoupon[fullPrice]!) fullPrice = i;
  });
  return lines.map((_, i) => {
    const base = afterCoupon[i]!;
    const sibling = i === fullPrice || lines.length < 2 ? 0 : siblingDiscountOf(base, rule);
    return {
      promoDiscountCents: promos[i]!,
      couponDiscountCents: coupons[i]!,
      siblingDiscountCents: sibling,
      amountCents: base - sibling,
    };
  });
}

/** The sibling discount of one additional player's line of `cents`: never more than half of it. */
export function siblingDiscountOf(cents: number, rule: SiblingDiscount): number {
  if (rule.kind === 'none') return 0;
  const off = rule.kind === 'amount' ? rule.cents : Math.floor((cents * rule.percent + 50) / 100);
  return Math.max(0, Math.min(Math.floor(cents / 2), off));
}

/** One line of a placed order: what it costs after its promo code, and its sibling discount now. */
export interface PlacedOrderLine {
  registrationId: number;
  afterPromoCents: number;
  siblingDiscountCents: number;
}

/**
 * The one re-pricing of an order when a line leaves it (cancelled or refunded) or changes price
 * (moved; pass `newAfterPromoCents`): the sibling discount holds only while another player of the
 * order stays registered, and the dearest line pays in full. Under the rule the order was bought
 * with, an additional line's discount depends on its own price alone, so the lines already hold
 * it: re-pricing keeps every other line's discount except the one line that becomes the dearest
 * (the first such in id order; a moved line counts after the others), which loses all of it.
 * `lossCents` is what the other lines lose, which comes off the leaving line's refund.
 */
export function orderRepricing(
  line: { registrationId: number; newAfterPromoCents?: number },
  others: readonly PlacedOrderLine[],
): {
  lossCents: number;
  others: { registrationId: number; siblingDiscountCents: number; lossCents: number }[];
} {
  const staying = others.filter((o) => o.registrationId !== line.registrationId);
  let dearest = -1;
  let dearestCents = line.newAfterPromoCents ?? -1;
  staying.forEach((o, i) => {
    if (
      o.afterPromoCents >= dearestCents &&
      (dearest === -1 || o.afterPromoCents > staying[dearest]!.afterPromoCents)
    ) {
      dearest = i;
      dearestCents = o.afterPromoCents;
    }
  });
  const repriced = staying.map((o, i) => ({
    registrationId: o.registrationId,
    siblingDiscountCents: i === dearest ? 0 : o.siblingDiscountCents,
    lossCents: i === dearest ? o.siblingDiscountCents : 0,
  }));
  return { lossCents: repriced.reduce((t, o) => t + o.lossCents, 0), others: repriced };
}

/** Players of an order are the same child when name and birth date match (case and spacing aside). */
export function samePlayerKey(p: {
  playerFirstName: string;
  playerLastName: string;
  playerBirthdate: string;
}) {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${norm(p.playerFirstName)}|${norm(p.playerLastName)}|${p.playerBirthdate.slice(0, 10)}`;
}

/** The rule in words, for the register form and the catalogue. */
export function describeSiblingDiscount(rule: SiblingDiscount): string {
  if (rule.kind === 'none') return 'No sibling discount.';
  const off = rule.kind === 'amount' ? `$${(rule.cents / 100).toFixed(2)}` : `${rule.percent}%`;
  return `${off} off each additional player registered in the same order, while another player of the order stays registered.`;
}

/** Staff edit the rule in the catalogue (an amount in dollars, like every price). */
export const siblingDiscountSchema = z
  .object({
    kind: z.enum(['none', 'amount', 'percent'], 'Choose no discount, an amount or a percentage.'),
    value: z.preprocess(
      blankToUndefined,
      z.coerce.number('Enter the discount.').min(0, 'The discount cannot be negative.').default(0),
    ),
  })
  .superRefine((d, ctx) => {
    const problem = amountOrPercentProblem(d.kind, d.value, siblingDiscountLimits);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type SiblingDiscountInput = z.input<typeof siblingDiscountSchema>;

export function siblingDiscountFromInput(input: z.output<typeof siblingDiscountSchema>): SiblingDiscount {
  if (input.kind === 'amount') return { kind: 'amount', cents: Math.round(input.value * 100) };
  if (input.kind === 'percent') return { kind: 'percent', percent: input.value };
  return { kind: 'none' };
}

export function siblingDiscountToInput(rule: SiblingDiscount): {
  kind: SiblingDiscount['kind'];
  value: number;
} {
  if (rule.kind === 'amount') return { kind: 'amount', value: rule.cents / 100 };
  if (rule.kind === 'percent') return { kind: 'percent', value: rule.percent };
  return { kind: 'none', value: 0 };
}

/**
 * Parses the configuration's `SIBLING_DISCOUNT`: '0' or '' (none), '10%' (percent), '15' or
 * '15.00' (dollars). Null when it is none of these.
 */
export function parseSiblingDiscount(text: string): SiblingDiscount | null {
  const t = text.trim();
  if (t === '' || t === '0') return { kind: 'none' };
  const parsed = siblingDiscountSchema.safeParse(
    t.endsWith('%') ? { kind: 'percent', value: t.slice(0, -1) } : { kind: 'amount', value: t },
  );
  return parsed.success ? siblingDiscountFromInput(parsed.data) : null;
}

export const orderMessages = {
  tooFewPlayers: `An order has at least ${orderLimits.minPlayers} players.`,
  tooManyPlayers: `An order has at most ${orderLimits.maxPlayers} players.`,
  /** Two lines of one order name the same child (same name and birth date). */
  samePlayerTwice: 'This player is already in this order. Each player can be registered once per order.',
  /** The cancel quote of a line whose leaving ends its siblings' discount (paid: off the refund; unpaid: their price). */
  siblingDiscountLost: (amount: string) =>
    `Sibling discount the other players of this order lose (it holds only while another player stays): −${amount}, kept from this refund.`,
  siblingDiscountEndsUnpaid: (amount: string) =>
    `The other players of this order then pay ${amount} more: the sibling discount holds only while another player stays.`,
  /** Staff report: a line that left its order, and a line whose discount ended. */
  siblingDiscountKept: (amount: string) => `${amount} kept for the siblings' discount`,
  siblingDiscountEnded: (amount: string) => `sibling discount ended (${amount} more)`,
  /** More seats of one session than an order may hold. */
  tooManyInSession: `One order can hold at most ${orderLimits.maxHoldsPerSession} seats in one camp session.`,
  /** The account's unpaid holds in a session and this order's players there are over the cap. */
  holdsInSession: (held: number, allowed: number) =>
    `You already hold ${held} unpaid ${held === 1 ? 'seat' : 'seats'} in this camp session, and this order would take you past ${allowed}. Pay for ${held === 1 ? 'it' : 'them'} first, or wait until an unpaid hold lapses.`,
  /** The account's unpaid holds and this order's players are over the account cap. */
  holdsInAll: (held: number, allowed: number) =>
    `You already hold ${held} unpaid ${held === 1 ? 'registration' : 'registrations'}, and this order would take you past ${allowed}. Pay for ${held === 1 ? 'it' : 'them'} first, or wait until an unpaid hold lapses.`,
  /** Not every player of the order has a seat: nothing was taken. */
  notEnoughSeats: (campName: string, left: number) =>
    left <= 0
      ? `${campName} is full. No player of this order was registered.`
      : `${campName} has only ${left} seat${left === 1 ? '' : 's'} left. No player of this order was registered.`,
} as const;

/** POST body: one registration per player (each the camp form's body); all or none are taken. */
export const campOrderRequestSchema = z.object({
  registrations: z
    .array(campRegistrationRequestSchema, { error: orderMessages.tooFewPlayers })
    .min(orderLimits.minPlayers, orderMessages.tooFewPlayers)
    .max(orderLimits.maxPlayers, orderMessages.tooManyPlayers),
});
export type CampOrderRequest = z.input<typeof campOrderRequestSchema>;

/**
 * What the register form asks of each additional player of an order (the medical treatment has
 * no input: it comes from a saved player, else it is empty): the rest (address, guardians,
 * emergency contact, promo code) is the household's, copied from the first player.
 */
export const orderPlayerFields = [
  'playerFirstName',
  'playerLastName',
  'playerBirthdate',
  'tshirtSize',
  'medicalConditions',
  'medicalTreatment',
] as const;
export type OrderPlayerField = (typeof orderPlayerFields)[number];

export const orderPlayerSchema = campRegistrationRequestSchema.pick({
  playerFirstName: true,
  playerLastName: true,
  playerBirthdate: true,
  tshirtSize: true,
  medicalConditions: true,
  medicalTreatment: true,
});
export type OrderPlayer = z.input<typeof orderPlayerSchema>;

/**
 * The camp register form: the first player's whole registration, and any other players of the
 * same order (each registered with the first's household fields).
 */
export const campRegistrationFormSchema = campRegistrationRequestSchema.extend({
  extraPlayers: z.array(orderPlayerSchema).max(orderLimits.maxPlayers - 1, orderMessages.tooManyPlayers),
});

/** 200 answer: the new registrations' ids, in the order sent; any of them opens the order's checkout. */
export const campOrderResponseSchema = z.object({
  orderId: z.number().int(),
  ids: z.array(z.number().int()),
});
export type CampOrderResponse = z.infer<typeof campOrderResponseSchema>;

/**
 * One registration of an order as its checkout page shows it (dollars), with its own session's
 * dates and place: the players of one order may go to different sessions.
 */
export const orderLineSchema = z.object({
  registrationId: z.number().int(),
  playerName: z.string(),
  campName: z.string(),
  campSessionId: z.number().int(),
  campStartDate: z.string(),
  campEndDate: z.string(),
  timeBlock: z.string(),
  campFacility: facilitySchema,
  amount: z.number(),
  siblingDiscount: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
