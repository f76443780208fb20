import type { CampRegistration, CampSession } from '@soccer/contracts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function campSession(overrides: Partial<CampSession> = {}): CampSession {
  return {
    id: 7,
    campSpec: {
      id: 1,
      campName: 'Foundations Skills Camp',
      catalogDescription: 'Small-sided games and hundreds of touches a day.',
      attendeeNotes: 'Bring shin guards, a size 4 ball, water and sunscreen.',
    },
    campFacility: {
      id: 1,
      facilityName: 'Shelby Bottoms Sports Complex',
      addressLine1: '1900 Davidson St',
      city: 'Nashville',
      state: 'TN',
      zipCode: '37206',
    },
    campStartDate: inDays(14),
    campEndDate: inDays(18),
    timeBlock: '9:00 AM - 12:00 PM',
    ageRange: 'Ages 6-9',
    campCost: 175,
    attendeeCapacity: 24,
    hasPromoCode: true,
    seatsLeft: 20,
    ...overrides,
  };
}

export function campRegistration(overrides: Partial<CampRegistration> = {}): CampRegistration {
  return {
    id: 42,
    ownerLocalAccountId: 'user-1',
    registrationStatus: 'registered',
    campSessionId: 7,
    campSession: campSession(),
    stripeSessionId: null,
    promoCode: '',
    promoDiscountAppliedAmount: 0,
    playerFirstName: 'Sam',
    playerLastName: 'Parker',
    playerBirthdate: '2016-05-04',
    tshirtSize: 'm',
    playerAddressLine1: '12 Main St',
    playerAddressLine2: '',
    playerCity: 'Nashville',
    playerState: 'TN',
    playerZipCode: '37206',
    pog1FirstName: 'Pat',
    pog1LastName: 'Parent',
    pog1Email: 'pat@example.com',
    pog1Phone: '6155550100',
    pog2FirstName: '',
    pog2LastName: '',
    pog2Email: '',
    pog2Phone: '',
    emergencyContactFirstName: 'Robin',
    emergencyContactLastName: 'Parker',
    emergencyContactPhone: '6155550199',
    emergencyContactRelationship: 'Grandparent',
    medicalConditions: '',
    medicalTreatment: '',
    createdAt: new Date().toISOString(),
    holdExpiresAt: null,
    paymentPending: false,
    ...overrides,
  };
}
