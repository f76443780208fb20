import { calendarDate, requiredPhone, requiredText } from './fields.js';
import { campRegistrationLimits as cl } from './limits.js';
import { validationMessages as vm } from './messages.js';
import { campRegistrationRequestSchema } from './requests.js';
import { genders } from './statuses.js';
import { z } from './zod.js';

/**
 * A family's household profile: who the guardians and the emergency contact are, and the players
 * the family registers again and again. Every field takes its schema (label, cap, message) from
 * the camp registration form's field of the same meaning, so a saved player always fits the form
 * and the spec's limits live in one place (`campRegistrationLimits`).
 */
const camp = campRegistrationRequestSchema.shape;

export const householdLimits = {
  /** Players one household may keep (a team's most players, too). */
  maxPlayers: 8,
} as const;

/** A saved player's caps by field name (for the inputs), the camp form's own. */
export const householdPlayerLimits = {
  firstName: cl.playerFirstName,
  lastName: cl.playerLastName,
  addressLine1: cl.playerAddressLine1,
  addressLine2: cl.playerAddressLine2,
  city: cl.playerCity,
  state: cl.playerState,
  zipCode: cl.playerZipCode,
  medicalConditions: cl.medicalConditions,
  medicalTreatment: cl.medicalTreatment,
} as const;

export const householdMessages = {
  tooManyPlayers: `A household keeps at most ${householdLimits.maxPlayers} players. Remove one before adding another.`,
  playerNotFound: 'This player is not in your household.',
  contactsSaved: 'Your household contacts are saved.',
  playerSaved: (name: string) => `${name} is saved to your household.`,
  playerRemoved: (name: string) => `${name} was removed from your household.`,
  saveOffer: (name: string) => `Save ${name} to your household`,
  noPlayers: 'No players saved yet. Add your players once and pick them when you register.',
  whoIsComing: 'Who is coming?',
  someoneElse: 'Someone else (type their details)',
  profileErased: 'Your household profile has been erased.',
} as const;

/** Guardians (the form's first and second parent or guardian) and the emergency contact. */
export const householdContactsSchema = z.object({
  pog1FirstName: camp.pog1FirstName,
  pog1LastName: camp.pog1LastName,
  pog1Email: camp.pog1Email,
  pog1Phone: camp.pog1Phone,
  pog2FirstName: camp.pog2FirstName,
  pog2LastName: camp.pog2LastName,
  pog2Email: camp.pog2Email.refine((v) => v === '' || z.email().safeParse(v).success, vm.invalidEmail),
  pog2Phone: camp.pog2Phone,
  emergencyContactFirstName: camp.emergencyContactFirstName,
  emergencyContactLastName: camp.emergencyContactLastName,
  emergencyContactPhone: camp.emergencyContactPhone,
  emergencyContactRelationship: camp.emergencyContactRelationship,
});
export type HouseholdContactsInput = z.input<typeof householdContactsSchema>;
export type HouseholdContacts = z.output<typeof householdContactsSchema>;

/** Gender is optional: the camp form does not ask it (tournament teams do). */
export const householdGenders = ['', ...genders] as const;

/** One saved player. */
export const householdPlayerSchema = z.object({
  firstName: camp.playerFirstName,
  lastName: camp.playerLastName,
  birthDate: camp.playerBirthdate,
  gender: z
    .enum(householdGenders, { error: vm.invalidChoice('Gender') })
    .nullish()
    .transform((v) => v ?? ''),
  tshirtSize: camp.tshirtSize,
  addressLine1: camp.playerAddressLine1,
  addressLine2: camp.playerAddressLine2,
  city: camp.playerCity,
  state: camp.playerState,
  zipCode: camp.playerZipCode,
  medicalConditions: camp.medicalConditions,
  medicalTreatment: camp.medicalTreatment,
});
export type HouseholdPlayerInput = z.input<typeof householdPlayerSchema>;
export type HouseholdPlayerFields = z.output<typeof householdPlayerSchema>;
export type HouseholdPlayer = HouseholdPlayerFields & { id: number };

/**
 * Authorized pickup (decision 0094): the adults a family names, per saved player, who may pick
 * the child up; a one-day pickup names one date. No photo.
 */
export const pickupLimits = {
  name: 80,
  relation: 40,
  phone: 25,
  /** Adults (every day and one day together) one player may have. */
  maxPerPlayer: 10,
  /** Digits of a camp day's pickup code. */
  codeDigits: 4,
} as const;

export const pickupMessages = {
  tooMany: `A player can have at most ${pickupLimits.maxPerPlayer} pickup adults. Remove one before adding another.`,
  notFound: 'This pickup adult is not in your household.',
} as const;

/** POST /api/Household/Players/{id}/Pickups: an adult who may pick the player up; `date` '' or absent: every day. (`phoneNumber`: a page's field ids come from the names, and the household page has a `phone` already.) */
export const pickupAdultSchema = z.object({
  name: requiredText('Full name', pickupLimits.name),
  relation: requiredText('Relation', pickupLimits.relation),
  phoneNumber: requiredPhone('Phone', pickupLimits.phone),
  date: z
    .union([z.literal(''), calendarDate('Pickup day')])
    .nullish()
    .transform((v) => v ?? ''),
});
export type PickupAdultInput = z.input<typeof pickupAdultSchema>;

export interface PickupAdult {
  id: number;
  playerId: number;
  name: string;
  relation: string;
  phone: string;
  /** '' every day; else the one day, 'YYYY-MM-DD'. */
  date: string;
}

/** A camp day's pickup code of one of the family's paid registrations (GET /api/Household/PickupCodes). */
export interface PickupCode {
  registrationId: number;
  day: string;
  code: string;
}

/** GET /api/Household: the contacts (null until saved once), the players, oldest first, and their pickup adults. */
export interface Household {
  contacts: HouseholdContacts | null;
  players: HouseholdPlayer[];
  pickups: PickupAdult[];
}

export const emptyHousehold: Household = { contacts: null, players: [], pickups: [] };

/** 'Maya Parker' */
export const householdPlayerName = (p: Pick<HouseholdPlayerFields, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`.trim();

/** The camp registration form's values this profile gives (contacts, and the player's fields). */
export interface RegistrationValuesFromHousehold {
  playerFirstName: string;
  playerLastName: string;
  playerBirthdate: string;
  tshirtSize: HouseholdPlayerFields['tshirtSize'];
  playerAddressLine1: string;
  playerAddressLine2: string;
  playerCity: string;
  playerState: string;
  playerZipCode: string;
  medicalConditions: string;
  medicalTreatment: string;
}

/**
 * The one mapping of a household profile onto a camp registration's values: the player's fields
 * when `playerId` names one of its players, and the guardians and emergency contact when the
 * profile has them. Fields the profile does not have are left out, so the caller's own values
 * (what was typed, the signed-in name) stay. A multi-player checkout maps each saved player with
 * it; the registration form fills itself with it.
 */
export function registrationValuesFromHousehold(
  profile: Pick<Household, 'contacts' | 'players'>,
  playerId: number | null,
): Partial<RegistrationValuesFromHousehold & HouseholdContacts> {
  const player = profile.players.find((p) => p.id === playerId);
  return {
    ...(profile.contacts ?? {}),
    ...(player
      ? {
          playerFirstName: player.firstName,
          playerLastName: player.lastName,
          playerBirthdate: player.birthDate,
          tshirtSize: player.tshirtSize,
          playerAddressLine1: player.addressLine1,
          playerAddressLine2: player.addressLine2,
          playerCity: player.city,
          playerState: player.state,
          playerZipCode: player.zipCode,
          medicalConditions: player.medicalConditions,
          medicalTreatment: player.medicalTreatment,
        }
      : {}),
  };
}

/** The other way: what a registration's typed values save as a household player. */
export function householdPlayerFromRegistration(
  values: RegistrationValuesFromHousehold,
): HouseholdPlayerInput {
  return {
    firstName: values.playerFirstName,
    lastName: values.playerLastName,
    birthDate: values.playerBirthdate,
    gender: '',
    tshirtSize: values.tshirtSize,
    addressLine1: values.playerAddressLine1,
    addressLine2: values.playerAddressLine2,
    city: values.playerCity,
    state: values.playerState,
    zipCode: values.playerZipCode,
    medicalConditions: values.medicalConditions,
    medicalTreatment: values.medicalTreatment,
  };
}

/** …and what it saves as the household's contacts. */
export function householdContactsFromRegistration(values: HouseholdContactsInput): HouseholdContactsInput {
  return {
    pog1FirstName: values.pog1FirstName,
    pog1LastName: values.pog1LastName,
    pog1Email: values.pog1Email,
    pog1Phone: values.pog1Phone,
    pog2FirstName: values.pog2FirstName ?? '',
    pog2LastName: values.pog2LastName ?? '',
    pog2Email: values.pog2Email ?? '',
    pog2Phone: values.pog2Phone ?? '',
    emergencyContactFirstName: values.emergencyContactFirstName,
    emergencyContactLastName: values.emergencyContactLastName,
    emergencyContactPhone: values.emergencyContactPhone,
    emergencyContactRelationship: values.emergencyContactRelationship,
  };
}
