import { cancellationPolicyOutSchema } from './cancellation-policy.js';
import { campDetailsInputSchema, tournamentDetailsInputSchema } from './catalog-details.js';
import { spanishTextsSchema } from './content.js';
import { depositOfferSchema, registrationBalanceSchema } from './deposits.js';
import { ageGroupGenders } from './eligibility.js';
import { facilitySchema } from './facility.js';
import { inboxStatuses } from './inbox.js';
import { instalmentOfferSchema } from './instalments.js';
import { statusChangeSchema } from './ledger-history.js';
import { orderLineSchema } from './orders.js';
import { priceWindowSchema } from './price-window-inputs.js';
import { refundSchema } from './refunds.js';
import type { RosterChange } from './rosters.js';
import { sessionSwitchSchema } from './session-switches.js';
import { genderSchema, registrationStatusSchema } from './statuses.js';
import { acceptanceSchema } from './waivers.js';
import { z } from './zod.js';

/** Read models of spec §3, as the API returns them. */

// Also in an order's lines (orders.ts), which this module imports: kept apart to avoid a cycle.
export {
  canonicalTimeZone,
  defaultFacilityTimeZone,
  type Facility,
  facilitySchema,
  timeZoneMessages,
  timeZoneSchema,
} from './facility.js';

export const campSpecSchema = z.object({
  id: z.number().int(),
  campName: z.string(),
  catalogDescription: z.string(),
  attendeeNotes: z.string(),
  /** The same texts in Spanish, '' where staff have not written one (contracts `textsIn`). */
  es: spanishTextsSchema('campName', 'catalogDescription', 'attendeeNotes'),
});
export type CampSpec = z.infer<typeof campSpecSchema>;

/**
 * A camp session. The spec's `promoCode` is never sent to the browser (it would give the code
 * away); `hasPromoCode` says whether the promo input is shown. `seatsLeft` feeds "n left" / Full.
 */
export const campSessionSchema = z.object({
  id: z.number().int(),
  campSpec: campSpecSchema,
  campFacility: facilitySchema,
  campStartDate: z.string(),
  campEndDate: z.string(),
  timeBlock: z.string(),
  ageRange: z.string(),
  /** Youngest and oldest age on the first day (contracts eligibility); null takes everyone. */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  campCost: z.number(),
  /** Early-bird and late prices before campCost, in dollars (contracts `priceAt`); absent or empty: campCost only. */
  priceWindows: z.array(priceWindowSchema).optional(),
  attendeeCapacity: z.number().int(),
  hasPromoCode: z.boolean(),
  /** 0 while anyone is on the waitlist: freed seats go to the waitlist first. */
  seatsLeft: z.number().int(),
  /** Entries waiting or holding an offer. */
  waitlisted: z.number().int(),
  /** The facility's IANA time zone (the session page's dates in Schema.org data). */
  timeZone: z.string().optional(),
  /** The cancellation policy in force (the session's own or the site's); the public list sends it. */
  cancellationPolicy: cancellationPolicyOutSchema.optional(),
  /** Registering today pays this deposit now and the balance by a date (contracts deposits); null or absent: the whole price. */
  deposit: depositOfferSchema.nullable().optional(),
  /** A family may instead pay in instalments: today's payment, then one on each later date (contracts instalments); null or absent: no plan. */
  instalments: instalmentOfferSchema.nullable().optional(),
  /** Daily times, venue notes, photos, coaches, questions (the camp's, the session's own where set); the public list sends them. */
  details: campDetailsInputSchema.optional(),
});
export type CampSession = z.infer<typeof campSessionSchema>;

/** A payment that staff must look at: it arrived but did not (or could not) pay the registration. */
export const paymentIssueKinds = ['refund_due', 'review'] as const;
export const paymentIssueSchema = z.object({
  kind: z.enum(paymentIssueKinds),
  /** Plain words: why the payment did not pay the registration. */
  reason: z.string(),
  /** Dollars the provider reports, when it reports an amount. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  providerSessionId: z.string(),
  createdAt: z.string(),
});
export type PaymentIssue = z.infer<typeof paymentIssueSchema>;

/** Fields both kinds of registration add beyond the spec: the hold and the payment's progress. */
const registrationProgress = {
  /** Until when an unpaid camp registration keeps its seat; null when nothing is held. */
  holdExpiresAt: z.string().nullable(),
  /** A delayed payment (bank transfer) was made and has not cleared yet. */
  paymentPending: z.boolean(),
  /** Staff reports only: payments that need a refund or a check. */
  paymentIssues: z.array(paymentIssueSchema).optional(),
  /** Refunds of its payment, oldest first (omitted when there are none). */
  refunds: z.array(refundSchema).optional(),
  /** Staff reports only: every change of its status, oldest first (contracts ledger-history). */
  history: z.array(statusChangeSchema).optional(),
  /** Paid by a deposit: what was paid and what is due by when (contracts deposits); absent when paid in full. */
  balance: registrationBalanceSchema.optional(),
  /** Unpaid, and its checkout takes a deposit: what is paid today and what stays due by when (the owner's own reads). */
  deposit: depositOfferSchema.optional(),
  /** Unpaid, and its item offers a plan: the payments its checkout would take in instalments (the owner's own reads). */
  instalments: instalmentOfferSchema.optional(),
};

/** The coupon a registration used and what it took off (dollars; decision 0086); absent without one. */
const couponFields = {
  couponCode: z.string().optional(),
  couponDiscountAmount: z.number().optional(),
};

export const campRegistrationSchema = z.object({
  id: z.number().int(),
  ownerLocalAccountId: z.string(),
  registrationStatus: registrationStatusSchema,
  campSessionId: z.number().int(),
  campSession: campSessionSchema.optional(),
  stripeSessionId: z.string().nullable(),
  promoCode: z.string(),
  promoDiscountAppliedAmount: z.number(),
  ...couponFields,
  /** Off this player as an additional player of its order (dollars; 0 when none). */
  siblingDiscountAmount: z.number().optional(),
  /** The order it was registered in with other players (paid in one checkout), if any. */
  orderId: z.number().int().nullable().optional(),
  /** While unpaid: every unpaid registration of its order, paid together in one checkout. */
  orderLines: z.array(orderLineSchema).optional(),
  playerFirstName: z.string(),
  playerLastName: z.string(),
  playerBirthdate: z.string(),
  tshirtSize: z.string(),
  playerAddressLine1: z.string(),
  playerAddressLine2: z.string(),
  playerCity: z.string(),
  playerState: z.string(),
  playerZipCode: z.string(),
  pog1FirstName: z.string(),
  pog1LastName: z.string(),
  pog1Email: z.string(),
  pog1Phone: z.string(),
  pog2FirstName: z.string(),
  pog2LastName: z.string(),
  pog2Email: z.string(),
  pog2Phone: z.string(),
  emergencyContactFirstName: z.string(),
  emergencyContactLastName: z.string(),
  emergencyContactPhone: z.string(),
  emergencyContactRelationship: z.string(),
  medicalConditions: z.string(),
  medicalTreatment: z.string(),
  createdAt: z.string(),
  ...registrationProgress,
  /** Expired, and the session still takes registrations and has a free seat. */
  registerAgain: z.boolean().optional(),
  /** Moves to other sessions, oldest first (omitted when there are none). */
  switches: z.array(sessionSwitchSchema).optional(),
  /** Waivers and consents the family accepted with it (omitted when there are none). */
  acceptances: z.array(acceptanceSchema).optional(),
  /**
   * Staff reports only, lines of an order: dollars kept from this player's refund when it left
   * because the order's other players lost their sibling discount, and dollars this player's
   * discount ended by (another player left), now counted as paid by it.
   */
  siblingDiscountKept: z.number().optional(),
  siblingDiscountEnded: z.number().optional(),
});
export type CampRegistration = z.infer<typeof campRegistrationSchema>;

export const ageRangeSchema = z.object({
  tournamentAgeRangeId: z.number().int(),
  ageRangeDescription: z.string(),
  /** Birth dates the group takes and who plays in it (contracts eligibility); null takes everyone. */
  birthDateFrom: z.string().nullable(),
  birthDateTo: z.string().nullable(),
  gender: z.enum(ageGroupGenders).nullable(),
  /** Teams the group takes; null: no limit. */
  maxTeams: z.number().int().nullable(),
  /** Places a new team may take now (0 while teams wait, see waitlists); null: no limit. */
  teamsLeft: z.number().int().nullable(),
  /** Teams on the group's waitlist (waiting or holding an offer). */
  waitlisted: z.number().int(),
});
export type AgeRange = z.infer<typeof ageRangeSchema>;

/** A tournament seen through one of its age ranges (the public list has one card per age range). */
export const tournamentSchema = z.object({
  id: z.number().int(),
  tournamentName: z.string(),
  tournamentDescription: z.string(),
  /** The same texts in Spanish, '' where staff have not written one (contracts `textsIn`). */
  es: spanishTextsSchema('tournamentName', 'tournamentDescription'),
  tournamentStartDate: z.string(),
  tournamentEndDate: z.string(),
  lastDateToRegister: z.string(),
  /** The last day a paid team may change its players (contracts rosters: staff's date or lastDateToRegister). */
  rosterDeadline: z.string(),
  minNumberOfGames: z.number().int(),
  maxNumberOfPlayers: z.number().int(),
  tournamentCost: z.number(),
  /** Early-bird and late prices before tournamentCost, in dollars (contracts `priceAt`); absent or empty: tournamentCost only. */
  priceWindows: z.array(priceWindowSchema).optional(),
  /** The facility's IANA time zone: the windows' days end there. */
  timeZone: z.string().optional(),
  hasPromoCode: z.boolean(),
  supportsTshirtOffering: z.boolean(),
  facility: facilitySchema,
  ageRange: ageRangeSchema,
  /** What to bring, venue notes, photos, questions (decision 0065); the public list sends them. */
  details: tournamentDetailsInputSchema.optional(),
  /** The cancellation policy in force (the tournament's own, else the default); the public list sends it. */
  cancellationPolicy: cancellationPolicyOutSchema.optional(),
  /** Registering today pays this deposit now and the balance by a date (contracts deposits); null or absent: the whole price. */
  deposit: depositOfferSchema.nullable().optional(),
  /** A family may instead pay in instalments: today's payment, then one on each later date (contracts instalments); null or absent: no plan. */
  instalments: instalmentOfferSchema.nullable().optional(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  tournamentRegistrationID: z.number().int(),
  playerFullName: z.string(),
  playerEmail: z.string(),
  playerDateOfBirth: z.string(),
  tshirtSize: z.string(),
  playerGender: genderSchema,
  parentFullName: z.string(),
  parentPhone: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const tournamentRegistrationSchema = z.object({
  id: z.number().int(),
  ownerLocalAccountId: z.string(),
  tournamentID: z.number().int(),
  ageRangeID: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  teamName: z.string(),
  teamMembers: z.array(teamMemberSchema),
  promoCode: z.string(),
  promoDiscountAppliedAmount: z.number(),
  ...couponFields,
  registrationStatus: registrationStatusSchema,
  stripeSessionId: z.string().nullable(),
  tournament: tournamentSchema.optional(),
  createdAt: z.string(),
  ...registrationProgress,
  /** Waivers and consents the coach accepted for the team (omitted when there are none). */
  acceptances: z.array(acceptanceSchema).optional(),
});
export type TournamentRegistration = z.infer<typeof tournamentRegistrationSchema>;

/** contracts rosters `RosterChange`: one save of a paid team's roster. */
export const rosterChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  replaced: z.array(z.object({ from: z.string(), to: z.string() })),
  updated: z.array(z.string()),
  teamFields: z.array(z.string()),
}) satisfies z.ZodType<RosterChange>;

export const tournamentReportRowSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  registrationStatus: registrationStatusSchema,
  teamMembers: z.array(teamMemberSchema),
  paymentIssues: z.array(paymentIssueSchema).optional(),
  refunds: z.array(refundSchema).optional(),
  /** Every change of its status, oldest first (contracts ledger-history). */
  history: z.array(statusChangeSchema).optional(),
  acceptances: z.array(acceptanceSchema).optional(),
  /** Changes the coach made to the paid team's roster, oldest first (omitted when there are none). */
  rosterChanges: z.array(rosterChangeSchema).optional(),
});
export type TournamentReportRow = z.infer<typeof tournamentReportRowSchema>;

/**
 * Money of a camp session or age group in dollars: what paid checkouts took, what of it was
 * refunded or is on its way back, and the difference.
 */
const summaryMoney = {
  revenue: z.number(),
  refunded: z.number(),
  netRevenue: z.number(),
  /** Coupons held by its registrations (paid, or held unpaid) and what they took off (decision 0086). */
  couponUses: z.number().int().optional(),
  couponDiscount: z.number().optional(),
};

export const sessionSummaryItemSchema = z.object({
  campSession: campSessionSchema,
  numberOfRegistrationsPaid: z.number().int(),
  numberOfRegistrationsUnpaid: z.number().int(),
  ...summaryMoney,
});
export type SessionSummaryItem = z.infer<typeof sessionSummaryItemSchema>;

export const tournamentSummaryItemSchema = z.object({
  tournament: tournamentSchema,
  numberOfRegistrationsPaid: z.number().int(),
  numberOfRegistrationsUnpaid: z.number().int(),
  ...summaryMoney,
});
export type TournamentSummaryItem = z.infer<typeof tournamentSummaryItemSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string(),
  subject: z.string(),
  message: z.string(),
  dateCreated: z.string(),
  /** Staff's: new, replied or closed (not part of the form). */
  status: z.enum(inboxStatuses),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const fieldRentalInquirySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  streetAddress1: z.string(),
  streetAddress2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  email: z.string(),
  telephone: z.string(),
  datePreferred: z.string(),
  timePreferred: z.string(),
  numberOfHours: z.string(),
  numberOfFields: z.string(),
  message: z.string(),
  /** Beyond the spec: the chosen facility ('Name, City, ST'), children coming, the birthday child's age. */
  location: z.string().nullable(),
  numberOfChildren: z.number().int().nullable(),
  childAge: z.number().int().nullable(),
  dateCreated: z.string(),
  /** Staff's: new, replied or closed (not part of the form). */
  status: z.enum(inboxStatuses),
});
export type FieldRentalInquiry = z.infer<typeof fieldRentalInquirySchema>;

/** A facility a party inquiry may name (GET /api/ContactUs/RentalLocations). */
export const rentalLocationSchema = z.object({
  id: z.number().int(),
  facilityName: z.string(),
  city: z.string(),
  state: z.string(),
});
export type RentalLocation = z.infer<typeof rentalLocationSchema>;

/** The staff view of a tournament: the spec's entity plus all of its age ranges. */
export const tournamentDetailSchema = tournamentSchema.extend({ ageRanges: z.array(ageRangeSchema) });
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/** Header with the total number of rows of a paged list (the body stays the list itself). */
export const totalCountHeader = 'x-total-count';
