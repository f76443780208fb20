import type { TeamMember, Tournament, TournamentRegistration } from '@soccer/contracts';

export function tournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: 3,
    tournamentName: 'Lone Star Winter Classic',
    tournamentDescription: '7v7 small-sided tournament for recreational and club teams.',
    tournamentStartDate: '2030-03-14',
    tournamentEndDate: '2030-03-15',
    lastDateToRegister: '2030-03-04',
    minNumberOfGames: 3,
    maxNumberOfPlayers: 8,
    tournamentCost: 395,
    hasPromoCode: false,
    supportsTshirtOffering: false,
    facility: {
      id: 2,
      facilityName: 'Fretz Park Fields',
      addressLine1: '6950 Belt Line Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75254',
    },
    ageRange: { tournamentAgeRangeId: 12, ageRangeDescription: 'U11 Coed' },
    ...overrides,
  };
}

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 501,
    tournamentRegistrationID: 77,
    playerFullName: 'Sam Striker',
    playerEmail: '',
    playerDateOfBirth: '2015-04-12',
    tshirtSize: '',
    playerGender: 'M',
    parentFullName: 'Jamie Striker',
    parentPhone: '6155550100',
    ...overrides,
  };
}

export function tournamentRegistration(
  overrides: Partial<TournamentRegistration> = {},
): TournamentRegistration {
  return {
    id: 77,
    ownerLocalAccountId: 'user-1',
    tournamentID: 3,
    ageRangeID: 12,
    contactName: 'Casey Coach',
    contactEmail: 'coach@example.com',
    contactPhone: '6155550123',
    teamName: 'Rockets',
    teamMembers: [teamMember(), teamMember({ id: 502, playerFullName: 'Jo Keeper', playerGender: 'F' })],
    promoCode: '',
    promoDiscountAppliedAmount: 0,
    registrationStatus: 'registered',
    stripeSessionId: null,
    tournament: tournament(),
    createdAt: '2030-01-10T12:00:00.000Z',
    holdExpiresAt: null,
    paymentPending: false,
    ...overrides,
  };
}
