import { couponCodeField } from './coupons.js';
import { eligibilityOverrideReasonMax } from './eligibility.js';
import {
  calendarDate,
  idSchema,
  optionalFreeText,
  optionalText,
  optionalWholeNumber,
  optionalZipCode,
  positiveIdSchema,
  requiredEmail,
  requiredFreeText,
  requiredPhone,
  requiredText,
} from './fields.js';
import {
  businessTimeZone,
  campRegistrationLimits as cl,
  contactLimits,
  fieldRentalNumberRanges,
  fieldRentalLimits as fl,
  teamMemberCount,
  tournamentRegistrationLimits as tl,
} from './limits.js';
import { validationMessages as vm } from './messages.js';
import { genders, tshirtSizes } from './statuses.js';
import { invitedPlayersField } from './team-roster-invites.js';
import { waiversField } from './waivers.js';
import { z } from './zod.js';

/** Request bodies of spec §7. Both the forms and the server validate with these. */

export const contactMessageRequestSchema = z.object({
  id: z.literal(0).optional(),
  firstName: requiredText('First name', contactLimits.firstName),
  lastName: requiredText('Last name', contactLimits.lastName),
  email: requiredEmail('Email', contactLimits.email),
  telephone: optionalText('Phone', contactLimits.telephone),
  subject: requiredText('Subject', contactLimits.subject),
  message: requiredFreeText('Message', contactLimits.message),
  dateCreated: z.string().nullish(),
  RecaptchaValue: z.string({ error: vm.captchaRequired }).min(1, vm.captchaRequired).max(10_000),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

const digits = (label: string, max: number) =>
  optionalText(label, max).refine((v) => v === '' || /^\d+$/.test(v), vm.invalidNumber(label));

export const fieldRentalRequestSchema = z.object({
  id: z.literal(0).optional(),
  fullName: requiredText('Full name', fl.fullName),
  streetAddress1: optionalText('Street address', fl.streetAddress1),
  streetAddress2: optionalText('Street address 2', fl.streetAddress2),
  city: optionalText('City', fl.city),
  state: optionalText('State', fl.state),
  zipCode: optionalZipCode('Zip code', fl.zipCode),
  email: requiredEmail('Email', fl.email),
  telephone: requiredPhone('Phone', fl.telephone),
  // Not before today where the business is (limits' businessTimeZone), nor before the spec's minimum.
  datePreferred: calendarDate('Preferred date', { notInPastIn: businessTimeZone }),
  timePreferred: optionalText('Preferred time', fl.timePreferred),
  numberOfHours: digits('Number of hours', fl.numberOfHours),
  numberOfFields: digits('Number of fields', fl.numberOfFields),
  message: optionalFreeText('Message', fl.message),
  /** A facility's id ('' for no preference); the server checks it is one of ours. */
  location: optionalText('Location', fl.location).refine(
    (v) => v === '' || /^[1-9]\d{0,9}$/.test(v),
    vm.unknownLocation,
  ),
  numberOfChildren: optionalWholeNumber('Number of children', fieldRentalNumberRanges.numberOfChildren),
  childAge: optionalWholeNumber("Child's age", fieldRentalNumberRanges.childAge),
  RecaptchaValue: z.string({ error: vm.captchaRequired }).min(1, vm.captchaRequired).max(10_000),
  operationId: optionalText('Operation id', 100),
});
export type FieldRentalRequest = z.input<typeof fieldRentalRequestSchema>;

/**
 * Staff only: why this registration may break the age rules (recorded in the audit log). Empty
 * means the rules apply; the server refuses it from anyone but staff.
 */
const eligibilityOverride = {
  eligibilityOverrideReason: optionalFreeText('Reason for the exception', eligibilityOverrideReasonMax),
};

export const campRegistrationRequestSchema = z.object({
  id: idSchema.optional(),
  campSessionId: positiveIdSchema,
  registrationStatus: z.string().optional(),
  promoCode: optionalText('Promo code', cl.promoCode),
  ...couponCodeField,
  playerFirstName: requiredText('Player first name', cl.playerFirstName),
  playerLastName: requiredText('Player last name', cl.playerLastName),
  playerBirthdate: calendarDate('Birth date', { notInFuture: true }),
  tshirtSize: z.enum(tshirtSizes, { error: vm.invalidChoice('T-shirt size') }),
  playerAddressLine1: requiredText('Address', cl.playerAddressLine1),
  playerAddressLine2: optionalText('Address line 2', cl.playerAddressLine2),
  playerCity: requiredText('City', cl.playerCity),
  playerState: requiredText('State', cl.playerState),
  playerZipCode: requiredText('Zip code', cl.playerZipCode),
  pog1FirstName: requiredText('Guardian first name', cl.pog1FirstName),
  pog1LastName: requiredText('Guardian last name', cl.pog1LastName),
  pog1Email: requiredEmail('Guardian email', cl.pog1Email),
  pog1Phone: requiredText('Guardian phone', cl.pog1Phone),
  pog2FirstName: optionalText('Second guardian first name', cl.pog2FirstName),
  pog2LastName: optionalText('Second guardian last name', cl.pog2LastName),
  pog2Email: optionalText('Second guardian email', cl.pog2Email),
  pog2Phone: optionalText('Second guardian phone', cl.pog2Phone),
  emergencyContactFirstName: requiredText('Emergency contact first name', cl.emergencyContactFirstName),
  emergencyContactLastName: requiredText('Emergency contact last name', cl.emergencyContactLastName),
  emergencyContactPhone: requiredText('Emergency contact phone', cl.emergencyContactPhone),
  emergencyContactRelationship: requiredText('Relationship', cl.emergencyContactRelationship),
  medicalConditions: optionalFreeText('Medical conditions', cl.medicalConditions),
  medicalTreatment: optionalFreeText('Medical treatment', cl.medicalTreatment),
  ...eligibilityOverride,
  ...waiversField,
});
export type CampRegistrationRequest = z.input<typeof campRegistrationRequestSchema>;

/** Builds a team member schema; the t-shirt size is required only when the tournament offers shirts. */
export function teamMemberRequestSchema(options: { tshirtRequired: boolean } = { tshirtRequired: false }) {
  return z.object({
    id: idSchema.optional(),
    playerFullName: requiredText('Player name', tl.playerFullName),
    playerEmail: optionalText('Player email', tl.playerEmail).refine(
      (v) => v === '' || z.email().safeParse(v).success,
      vm.invalidEmail,
    ),
    playerDateOfBirth: calendarDate('Date of birth', { notInFuture: true }),
    tshirtSize: options.tshirtRequired
      ? z.enum(tshirtSizes, { error: vm.invalidChoice('T-shirt size') })
      : z
          .union([z.enum(tshirtSizes), z.literal('')], { error: vm.invalidChoice('T-shirt size') })
          .nullish()
          .transform((v) => v ?? ''),
    playerGender: z.enum(genders, { error: vm.invalidChoice('Gender') }),
    parentFullName: requiredText('Parent name', tl.parentFullName),
    parentPhone: requiredText('Parent phone', tl.parentPhone),
  });
}

export function tournamentRegistrationRequestSchema(
  options: { tshirtRequired: boolean } = { tshirtRequired: false },
) {
  return z
    .object({
      id: idSchema.default(0),
      tournamentID: idSchema.optional(),
      ageRangeID: positiveIdSchema,
      contactName: requiredText('Contact name', tl.contactName),
      contactEmail: requiredEmail('Contact email', tl.contactEmail),
      contactPhone: requiredText('Contact phone', tl.contactPhone),
      teamName: requiredText('Team name', tl.teamName),
      promoCode: optionalText('Promo code', tl.promoCode),
      ...couponCodeField,
      teamMembers: z
        .array(teamMemberRequestSchema(options), { error: vm.tooFewMembers })
        .max(teamMemberCount.max, vm.tooManyMembers(teamMemberCount.max))
        .default([]),
      /** Players listed by name and a guardian's e-mail, who complete their details (decision 0100). */
      ...invitedPlayersField,
      ...eligibilityOverride,
      ...waiversField,
    })
    .superRefine((team, ctx) => {
      // 1–8 players, whether entered in full or invited by e-mail.
      const count = team.teamMembers.length + team.invitedPlayers.length;
      if (count < teamMemberCount.min)
        ctx.addIssue({ code: 'custom', path: ['teamMembers'], message: vm.tooFewMembers });
      else if (count > teamMemberCount.max && team.teamMembers.length <= teamMemberCount.max)
        ctx.addIssue({
          code: 'custom',
          path: ['teamMembers'],
          message: vm.tooManyMembers(teamMemberCount.max),
        });
    });
}
export type TournamentRegistrationRequest = z.input<ReturnType<typeof tournamentRegistrationRequestSchema>>;
export type TeamMemberRequest = z.input<ReturnType<typeof teamMemberRequestSchema>>;

export const campCheckoutRequestSchema = z.object({
  registrationId: positiveIdSchema,
  totalPurchaseAmountDollars: z.coerce.number().optional(),
  /** Apply the account's credit (the default); false: the card pays it all. */
  useCredit: z.boolean().optional(),
  /** Pay by the item's instalment plan: the first payment now, the card saved for the rest (decision 0109). */
  instalments: z.boolean().optional(),
  campName: z.string().max(200).optional(),
  campDescription: z.string().max(5000).optional(),
});
export type CampCheckoutRequest = z.input<typeof campCheckoutRequestSchema>;

export const tournamentCheckoutRequestSchema = z.object({
  registrationId: positiveIdSchema,
  totalPurchaseAmountDollars: z.coerce.number().optional(),
  useCredit: z.boolean().optional(),
  instalments: z.boolean().optional(),
});
export type TournamentCheckoutRequest = z.input<typeof tournamentCheckoutRequestSchema>;

/** 200 response of the register calls. */
export const createdIdResponseSchema = z.object({ id: z.number().int() });

/** 400 body: every field's messages, keyed as spec §5 says. */
export type FieldErrors = Record<string, string[]>;
export interface ValidationErrorResponse {
  title?: string;
  status?: 400;
  errors: FieldErrors;
}

/** Turns zod issues into the `errors` map; `keys` renames top-level fields (e.g. to capitalised keys). */
export function toFieldErrors(error: z.ZodError, keys: Record<string, string> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issueKey(issue.path, keys);
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** ['teamMembers', 1, 'playerFullName'] → 'teamMembers[1].playerFullName' */
export function issueKey(path: readonly PropertyKey[], keys: Record<string, string> = {}): string {
  if (path.length === 0) return '';
  const [head, ...rest] = path;
  let key = keys[String(head)] ?? String(head);
  for (const part of rest) key += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  return key;
}
