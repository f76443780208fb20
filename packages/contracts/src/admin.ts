import { cancellationPolicySchema } from './cancellation-policy.js';
import type { CampDetails, SessionDetails, TournamentDetails } from './catalog-details.js';
import { contentLimits as cl } from './content.js';
import { depositPlanProblems, depositPlanSchema } from './deposits.js';
import { ageGroupGenders, campAgeLimits, eligibilityMessages } from './eligibility.js';
import { defaultFacilityTimeZone, timeZoneSchema } from './facility.js';
import { calendarDate, optionalFreeText, optionalText, requiredFreeText, requiredText } from './fields.js';
import { instalmentPlanProblems, instalmentPlanSchema } from './instalments.js';
import { blankToUndefined, minimumChargeCents, money } from './number-inputs.js';
import { priceWindowsInputSchema } from './price-window-inputs.js';
import { priceWindowMessages } from './price-windows.js';
import { staffCancelRefunds } from './refunds.js';
import { reminderDaysSchema } from './reminders.js';
import type { CatalogDocument } from './waivers.js';
import { z } from './zod.js';

/** Staff catalogue editing (the spec has no screens for it; the business needs them). */

/** A whole number from `min` to `max` (`label` names it in the messages). */
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
const count = (label: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, wholeNumber(label, min, max));
const archived = z.boolean().default(false);
/** A limit staff may leave blank: blank or null is no limit. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** A whole-number limit staff may leave blank (null: no limit). */
const optionalCount = (label: string, min: number, max: number) =>
  z.preprocess(blankToNull, wholeNumber(label, min, max).nullable());
const optionalAge = (label: string) => optionalCount(label, campAgeLimits.min, campAgeLimits.max);
const optionalDate = (label: string) => z.preprocess(blankToNull, calendarDate(label).nullable());
/** Its own cancellation policy, or null for the configured default. */
const ownPolicy = {
  cancellationPolicy: cancellationPolicySchema.nullable().default(null),
  /** A deposit taken at registration with the balance due by a date (contracts `deposits`); null: paid in full. */
  depositPlan: depositPlanSchema.nullable().default(null),
  /** Payments on later dates after the first (contracts `instalments`); null: no plan offered. */
  instalmentPlan: instalmentPlanSchema.nullable().default(null),
};

export const facilityInputSchema = z.object({
  facilityName: requiredText('Facility name', 100),
  addressLine1: requiredText('Address', 100),
  city: requiredText('City', 50),
  state: requiredText('State', 2),
  zipCode: requiredText('Zip code', 10),
  /** Its clock: mails and exports write its instants in this IANA zone. */
  timeZone: timeZoneSchema.default(defaultFacilityTimeZone),
  archived,
});
export type FacilityInput = z.input<typeof facilityInputSchema>;

/** Spanish texts staff may leave blank (the family then reads the English one); the English caps. */
const spanish = <S extends z.ZodRawShape>(shape: S) => {
  const schema = z.object(shape);
  // Every Spanish field is optional text, so all blank is a valid value of the schema.
  return schema.default(Object.fromEntries(Object.keys(shape).map((k) => [k, ''])) as never);
};

export const campSpecInputSchema = z.object({
  campName: requiredText('Camp name', cl.campName),
  catalogDescription: requiredFreeText('Description', cl.catalogDescription),
  attendeeNotes: optionalFreeText('Attendee notes', cl.attendeeNotes),
  es: spanish({
    campName: optionalText('Spanish camp name', cl.campName),
    catalogDescription: optionalFreeText('Spanish description', cl.catalogDescription),
    attendeeNotes: optionalFreeText('Spanish attendee notes', cl.attendeeNotes),
  }),
  /** Days before a session's start its families are reminded; null: the default (contracts `reminders`). */
  reminderDays: reminderDaysSchema.default(null),
  archived,
});
export type CampSpecInput = z.input<typeof campSpecInputSchema>;

export { minimumChargeCents };

const chargeMessage = 'The price must be at least $0.50, the smallest card payment.';
const discountMessage = 'The discount must leave at least $0.50 to pay by card.';
const payable = (cost: number, discount = 0) => Math.round((cost - discount) * 100) >= minimumChargeCents;

/**
 * Every window's price is payable, also after the promo discount, and every window ends before
 * `lastDay` (the session's start, the tournament's deadline), so the item's own price is in force
 * at the end (decision 0102).
 */
function checkWindows(
  v: { priceWindows: { until: string; cost: number }[]; promoCode: string; promoDiscount: number },
  item: { cost: number; lastDay: string; lastDayMessage: string },
  ctx: z.RefinementCtx,
) {
  v.priceWindows.forEach((w, i) => {
    if (w.until >= item.lastDay)
      ctx.addIssue({ code: 'custom', path: ['priceWindows', i, 'until'], message: item.lastDayMessage });
    if (!payable(w.cost))
      ctx.addIssue({ code: 'custom', path: ['priceWindows', i, 'cost'], message: chargeMessage });
    else if (v.promoCode && payable(item.cost) && !payable(w.cost, v.promoDiscount))
      ctx.addIssue({ code: 'custom', path: ['promoDiscount'], message: discountMessage });
  });
}
/** A deposit checked against the item's price (dollars) and first day. */
const depositProblems = (
  plan: Parameters<typeof depositPlanProblems>[0],
  cost: number,
  startDate: string,
  ctx: z.RefinementCtx,
) => {
  for (const [field, message] of depositPlanProblems(plan, { priceCents: Math.round(cost * 100), startDate }))
    ctx.addIssue({ code: 'custom', path: ['depositPlan', field], message });
};
/** An instalment plan checked against the item's price (dollars), first day and deposit. */
const instalmentProblems = (
  item: { instalmentPlan: Parameters<typeof instalmentPlanProblems>[0]; depositPlan: unknown },
  cost: number,
  startDate: string,
  ctx: z.RefinementCtx,
) => {
  const problems = instalmentPlanProblems(item.instalmentPlan, {
    priceCents: Math.round(cost * 100),
    startDate,
    hasDeposit: item.depositPlan !== null,
  });
  for (const [path, message] of problems)
    ctx.addIssue({ code: 'custom', path: ['instalmentPlan', ...path], message });
};

const promo = {
  promoCode: optionalText('Promo code', 20).refine(
    (v) => v === '' || /^[A-Za-z0-9_-]+$/.test(v),
    'Use letters, digits, - or _.',
  ),
  promoDiscount: money('Discount').default(0),
};

export const campSessionInputSchema = z
  .object({
    campSpecId: z.coerce.number().int().positive('Choose a camp.'),
    facilityId: z.coerce.number().int().positive('Choose a facility.'),
    campStartDate: calendarDate('Start date'),
    campEndDate: calendarDate('End date'),
    timeBlock: requiredText('Time', 50),
    /** Shown as the session's ages when no ages are set; otherwise made from them (contracts `ageRangeText`). */
    ageRange: optionalText('Age range', 50),
    /** Youngest and oldest age on the first day; null takes everyone. */
    minAge: optionalAge('Minimum age').default(null),
    maxAge: optionalAge('Maximum age').default(null),
    campCost: money('Cost'),
    /** Early-bird and late prices before campCost (contracts `priceAt`). */
    priceWindows: priceWindowsInputSchema,
    attendeeCapacity: count('Capacity', 1, 1000),
    ...promo,
    ...ownPolicy,
    /** Its own reminder days; null: its camp's. */
    reminderDays: reminderDaysSchema.default(null),
    archived,
  })
  .refine((s) => s.campEndDate >= s.campStartDate, {
    path: ['campEndDate'],
    message: 'End date cannot be before the start date.',
  })
  .refine((s) => s.minAge === null || s.maxAge === null || s.minAge <= s.maxAge, {
    path: ['maxAge'],
    message: eligibilityMessages.ageOrder,
  })
  .refine((s) => s.ageRange !== '' || s.minAge !== null || s.maxAge !== null, {
    path: ['ageRange'],
    message: eligibilityMessages.ageRangeTextRequired,
  })
  .refine((s) => payable(s.campCost), { path: ['campCost'], message: chargeMessage })
  .refine((s) => !s.promoCode || !payable(s.campCost) || payable(s.campCost, s.promoDiscount), {
    path: ['promoDiscount'],
    message: discountMessage,
  })
  .superRefine((s, ctx) => {
    checkWindows(
      s,
      { cost: s.campCost, lastDay: s.campStartDate, lastDayMessage: priceWindowMessages.beforeStart },
      ctx,
    );
    depositProblems(s.depositPlan, s.campCost, s.campStartDate, ctx);
    instalmentProblems(s, s.campCost, s.campStartDate, ctx);
  });
export type CampSessionInput = z.input<typeof campSessionInputSchema>;

export const ageRangeInputSchema = z
  .object({
    id: z.coerce.number().int().nonnegative().default(0),
    ageRangeDescription: requiredText('Age group', 100),
    /** Earliest and latest birth date the group takes; null takes everyone. */
    birthDateFrom: optionalDate('Born from').default(null),
    birthDateTo: optionalDate('Born to').default(null),
    /** Who plays in it; null (older groups) is everyone, like coed. */
    gender: z.enum(ageGroupGenders, { error: 'Choose boys, girls or coed.' }).nullable().default('coed'),
    /** Teams the group takes; blank or null: no limit. A full group takes a waitlist. */
    maxTeams: optionalCount('Maximum teams', 1, 1000).default(null),
    archived,
  })
  .refine((r) => !r.birthDateFrom || !r.birthDateTo || r.birthDateFrom <= r.birthDateTo, {
    path: ['birthDateTo'],
    message: eligibilityMessages.birthDateRangeOrder,
  });

export const tournamentInputSchema = z
  .object({
    tournamentName: requiredText('Tournament name', cl.tournamentName),
    tournamentDescription: requiredFreeText('Description', cl.tournamentDescription),
    es: spanish({
      tournamentName: optionalText('Spanish tournament name', cl.tournamentName),
      tournamentDescription: optionalFreeText('Spanish description', cl.tournamentDescription),
    }),
    facilityId: z.coerce.number().int().positive('Choose a facility.'),
    tournamentStartDate: calendarDate('Start date'),
    tournamentEndDate: calendarDate('End date'),
    lastDateToRegister: calendarDate('Registration deadline'),
    /** The last day paid teams may change their players; blank (null): the registration deadline. */
    rosterDeadline: optionalDate('Roster deadline').default(null),
    /** Days before the start a paid team's coach is reminded; blank (null): the default (7 and 1). */
    reminderDays: reminderDaysSchema.default(null),
    minNumberOfGames: count('Minimum games', 1, 20),
    maxNumberOfPlayers: count('Maximum players', 1, 8),
    tournamentCost: money('Cost'),
    /** Early-bird and late prices before tournamentCost (contracts `priceAt`). */
    priceWindows: priceWindowsInputSchema,
    supportsTshirtOffering: z.boolean().default(false),
    ...promo,
    ageRanges: z.array(ageRangeInputSchema).min(1, 'Add at least one age group.').max(20),
    ...ownPolicy,
    archived,
  })
  .refine((t) => t.tournamentEndDate >= t.tournamentStartDate, {
    path: ['tournamentEndDate'],
    message: 'End date cannot be before the start date.',
  })
  .refine((t) => t.lastDateToRegister <= t.tournamentStartDate, {
    path: ['lastDateToRegister'],
    message: 'The deadline must be on or before the start date.',
  })
  .refine((t) => !t.rosterDeadline || t.rosterDeadline >= t.lastDateToRegister, {
    path: ['rosterDeadline'],
    message: 'The roster deadline cannot be before the registration deadline.',
  })
  .refine((t) => !t.rosterDeadline || t.rosterDeadline <= t.tournamentStartDate, {
    path: ['rosterDeadline'],
    message: 'The roster deadline must be on or before the start date.',
  })
  .refine((t) => payable(t.tournamentCost), { path: ['tournamentCost'], message: chargeMessage })
  .refine((t) => !t.promoCode || !payable(t.tournamentCost) || payable(t.tournamentCost, t.promoDiscount), {
    path: ['promoDiscount'],
    message: discountMessage,
  })
  .superRefine((t, ctx) => {
    checkWindows(
      t,
      {
        cost: t.tournamentCost,
        lastDay: t.lastDateToRegister,
        lastDayMessage: priceWindowMessages.beforeDeadline,
      },
      ctx,
    );
    depositProblems(t.depositPlan, t.tournamentCost, t.tournamentStartDate, ctx);
    instalmentProblems(t, t.tournamentCost, t.tournamentStartDate, ctx);
  });
export type TournamentInput = z.input<typeof tournamentInputSchema>;

export const cancelRegistrationSchema = z.object({
  reason: requiredFreeText('Reason', 500),
  /** What the cancellation refunds: nothing (the default), what the policy gives, or the whole payment. */
  refund: z.enum(staffCancelRefunds, 'Choose how much to refund.').default('none'),
});

/** The staff catalogue view: everything, including archived items and promo codes. */
export interface AdminCatalog {
  facilities: (z.output<typeof facilityInputSchema> & { id: number })[];
  campSpecs: (z.output<typeof campSpecInputSchema> & { id: number; details: CampDetails })[];
  campSessions: (Omit<z.output<typeof campSessionInputSchema>, never> & {
    id: number;
    seatsTaken: number;
    details: SessionDetails;
  })[];
  tournaments: (Omit<z.output<typeof tournamentInputSchema>, 'ageRanges'> & {
    id: number;
    details: TournamentDetails;
    ageRanges: (z.output<typeof ageRangeInputSchema> & { id: number; teamsHeld: number })[];
  })[];
  /** Waivers and consents of every camp and tournament, current versions, retired ones too. */
  documents: CatalogDocument[];
}

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  details: string;
  createdAt: string;
}
