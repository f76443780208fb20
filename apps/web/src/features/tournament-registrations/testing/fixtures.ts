import type { TeamMember, Tournament, TournamentRegistration } from '@soccer/contracts';
import {
  makeFacility,
  makeTeamMember,
  makeTournament,
  makeTournamentRegistration,
} from '../../../testing/factories';

export function tournament(overrides: Partial<Tournament> = {}): Tournament {
  return makeTournament({
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
    facility: makeFacility({
      id: 2,
      facilityName: 'Fretz Park Fields',
      addressLine1: '6950 Belt Line Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75254',
    }),
    ageRange: { tournamentAgeRangeId: 12, ageRangeDescription: 'U11 Coed' },
    ...overrides,
  });
}

/** A player of a tournament without t-shirts. */
export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return makeTeamMember({ id: 501, tournamentRegistrationID: 77, tshirtSize: '', ...overrides });
}

export function tournamentRegistration(
  overrides: Partial<TournamentRegistration> = {},
): TournamentRegistration {
  return makeTournamentRegistration({
    id: 77,
    tournamentID: 3,
    ageRangeID: 12,
    contactPhone: '6155550123',
    teamMembers: [teamMember(), teamMember({ id: 502, playerFullName: 'Jo Keeper', playerGender: 'F' })],
    tournament: tournament(),
    createdAt: '2030-01-10T12:00:00.000Z',
    ...overrides,
  });
}
