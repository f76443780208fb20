/** Valid request bodies the schema tests start from. */

export const validContact = {
  id: 0,
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  telephone: '6155550100',
  subject: 'Camps',
  message: 'Hello',
  dateCreated: null,
  RecaptchaValue: 'token',
};

export const member = {
  playerFullName: 'Kid One',
  playerEmail: '',
  playerDateOfBirth: '2014-05-01',
  tshirtSize: 'm',
  playerGender: 'F',
  parentFullName: 'Parent One',
  parentPhone: '6155550101',
};

export const validTeam = {
  id: 0,
  ageRangeID: 3,
  contactName: 'Coach',
  contactEmail: 'coach@example.com',
  contactPhone: '6155550102',
  teamName: 'Rockets',
  promoCode: '',
  teamMembers: [member],
};

/** A staff camp session body; `overrides` replace or add fields. */
export const campSessionInput = (overrides: Record<string, unknown> = {}) => ({
  campSpecId: 1,
  facilityId: 1,
  campStartDate: '2030-01-01',
  campEndDate: '2030-01-02',
  timeBlock: 't',
  ageRange: 'a',
  campCost: 100,
  attendeeCapacity: 10,
  ...overrides,
});

/** A camp registration body the schema accepts. */
export const campRegistrationFixture = (overrides: Record<string, unknown> = {}) => ({
  campSessionId: 1,
  promoCode: '',
  playerFirstName: 'Sam',
  playerLastName: 'Parker',
  playerBirthdate: '2016-05-04',
  tshirtSize: 'm',
  playerAddressLine1: '1 Main St',
  playerAddressLine2: '',
  playerCity: 'Exeter',
  playerState: 'NH',
  playerZipCode: '03833',
  pog1FirstName: 'Pat',
  pog1LastName: 'Parker',
  pog1Email: 'pat@example.com',
  pog1Phone: '603-555-0100',
  pog2FirstName: '',
  pog2LastName: '',
  pog2Email: '',
  pog2Phone: '',
  emergencyContactFirstName: 'Lee',
  emergencyContactLastName: 'Parker',
  emergencyContactPhone: '603-555-0101',
  emergencyContactRelationship: 'Aunt',
  medicalConditions: '',
  medicalTreatment: '',
  ...overrides,
});
