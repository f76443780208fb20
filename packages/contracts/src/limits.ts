/** Field length caps and other business constants of spec §5 and §9. The only place they live. */

export const contactLimits = {
  firstName: 50,
  lastName: 50,
  email: 100,
  telephone: 15,
  subject: 100,
  message: 2000,
} as const;

export const campRegistrationLimits = {
  promoCode: 20,
  playerFirstName: 50,
  playerLastName: 50,
  playerAddressLine1: 100,
  playerAddressLine2: 100,
  playerCity: 50,
  playerState: 2,
  playerZipCode: 10,
  pog1FirstName: 50,
  pog1LastName: 50,
  pog1Phone: 15,
  pog1Email: 100,
  pog2FirstName: 50,
  pog2LastName: 50,
  pog2Phone: 15,
  pog2Email: 100,
  emergencyContactFirstName: 50,
  emergencyContactLastName: 50,
  emergencyContactPhone: 15,
  emergencyContactRelationship: 50,
  /** Not in the spec's list; a cap keeps a free-text column bounded. */
  medicalConditions: 1000,
  medicalTreatment: 1000,
} as const;

export const tournamentRegistrationLimits = {
  promoCode: 20,
  contactName: 100,
  contactEmail: 100,
  contactPhone: 20,
  teamName: 100,
  playerFullName: 100,
  playerEmail: 100,
  parentFullName: 100,
  parentPhone: 20,
} as const;

export const fieldRentalLimits = {
  fullName: 50,
  streetAddress1: 50,
  streetAddress2: 50,
  city: 50,
  state: 20,
  zipCode: 10,
  email: 50,
  telephone: 30,
  timePreferred: 20,
  numberOfHours: 2,
  numberOfFields: 2,
  message: 2000,
  /** Not in the spec: the party's place (a facility id), how many children and the birthday child's age. */
  location: 10,
  numberOfChildren: 3,
  childAge: 2,
} as const;

/** The party inquiry's optional numbers: whole numbers in these ranges. */
export const fieldRentalNumberRanges = {
  numberOfChildren: { min: 1, max: 100 },
  childAge: { min: 1, max: 18 },
} as const;

/**
 * Which calendar day "today" is for a party's preferred date: the business's local day, in the
 * zone of its locations that reaches a new day last (Nashville and Dallas, Central time; Stratham
 * is an hour ahead). A date is past, and refused, only once it has ended at every location.
 */
export const businessTimeZone = 'America/Chicago';

export const teamMemberCount = { min: 1, max: 8 } as const;

/** Earliest birth date and preferred rental date (spec §9). */
export const minimumDate = '2000-01-01';

/** The largest record id a URL path may name: ids are 32-bit integer columns. */
export const maxPathId = 2_147_483_647;

export const contactMessagesPaging = { firstPage: 1, defaultPageSize: 10, maxPageSize: 100 } as const;

export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export { currency } from './format-basics.js';
