import type { CampRegistration, TournamentRegistration } from '@soccer/contracts';
import {
  makeCampRegistration,
  makeCampSession,
  makeTeamMember,
  makeTournamentRegistration,
} from '../../../testing/factories';

export function campRegistration(overrides: Partial<CampRegistration> = {}): CampRegistration {
  return makeCampRegistration({ campSession: makeCampSession(), ...overrides });
}

export function tournamentRegistration(
  overrides: Partial<TournamentRegistration> = {},
): TournamentRegistration {
  return makeTournamentRegistration({
    teamName: 'Green Rockets',
    teamMembers: [
      makeTeamMember({
        playerFullName: 'Ava Green',
        playerDateOfBirth: '2015-02-03',
        playerGender: 'F',
        parentFullName: 'Lee Green',
        parentPhone: '6155550122',
      }),
    ],
    ...overrides,
  });
}
