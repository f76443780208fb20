import type { CampSession, CoachRosterItem } from '@soccer/contracts';
import {
  factory,
  makeAgeRange,
  makeCampRegistration,
  makeCampSession,
  makeFacility,
  makeTeamMember,
  makeTournament,
  makeTournamentRegistration,
} from './factories';

/**
 * Named records the page tests share, built on the factories: a session open for registration
 * whatever today is, a registration that carries its session, a tournament in Dallas and a team
 * of two for it.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const fretzPark = makeFacility({
  id: 2,
  facilityName: 'Fretz Park Fields',
  addressLine1: '6950 Belt Line Rd',
  city: 'Dallas',
  state: 'TX',
  zipCode: '75254',
});

/** A session two weeks ahead, so it is open for registration whatever today is. */
export const upcomingCampSession = factory(() =>
  makeCampSession({
    campSpec: {
      id: 1,
      campName: 'Foundations Skills Camp',
      catalogDescription: 'Small-sided games and hundreds of touches a day.',
      attendeeNotes: 'Bring shin guards, a size 4 ball, water and sunscreen.',
      es: { campName: '', catalogDescription: '', attendeeNotes: '' },
    },
    campStartDate: inDays(14),
    campEndDate: inDays(18),
  }),
);

/** A registration for the upcoming session, as its owner reads it (with the session). */
export const upcomingCampRegistration = factory(() =>
  makeCampRegistration({
    campSession: upcomingCampSession(),
    createdAt: new Date().toISOString(),
  }),
);

/** A registration with the factories' session (fixed dates), as My Registrations lists it. */
export const campRegistrationWithSession = factory(() =>
  makeCampRegistration({ campSession: makeCampSession() }),
);

/** A team of one as My Registrations lists it. */
export const greenRocketsTeam = factory(() =>
  makeTournamentRegistration({
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
  }),
);

/** A 7v7 tournament at Fretz Park (age group 12, U11 Coed) without promo code or t-shirts. */
export const loneStarTournament = factory(() =>
  makeTournament({
    id: 3,
    tournamentName: 'Lone Star Winter Classic',
    tournamentDescription: '7v7 small-sided tournament for recreational and club teams.',
    tournamentStartDate: '2030-03-14',
    tournamentEndDate: '2030-03-15',
    lastDateToRegister: '2030-03-04',
    rosterDeadline: '2030-03-10',
    minNumberOfGames: 3,
    maxNumberOfPlayers: 8,
    tournamentCost: 395,
    hasPromoCode: false,
    supportsTshirtOffering: false,
    facility: fretzPark,
    ageRange: makeAgeRange(12, 'U11 Coed'),
  }),
);

/** A player of the Lone Star team (no t-shirts there). */
export const loneStarPlayer = factory(() =>
  makeTeamMember({ id: 501, tournamentRegistrationID: 77, tshirtSize: '' }),
);

/** Team 77, Rockets, two players, registered for the Lone Star tournament. */
export const loneStarTeam = factory(() =>
  makeTournamentRegistration({
    id: 77,
    tournamentID: 3,
    ageRangeID: 12,
    contactPhone: '6155550123',
    teamMembers: [
      loneStarPlayer(),
      loneStarPlayer({ id: 502, playerFullName: 'Jo Keeper', playerGender: 'F' }),
    ],
    tournament: loneStarTournament(),
    createdAt: '2030-01-10T12:00:00.000Z',
  }),
);

/** A session for ages 6-9 on its first day, 6/15/2030 (eligibility tests). */
export const sixToNineSession = (overrides: Partial<CampSession> = {}) =>
  upcomingCampSession({
    campStartDate: '2030-06-15',
    campEndDate: '2030-06-19',
    minAge: 6,
    maxAge: 9,
    ...overrides,
  });

/** Session 8, the same first day, for older players: ages 10 to `maxAge`. */
export const olderCampSession = (maxAge: number) =>
  sixToNineSession({
    id: 8,
    minAge: 10,
    maxAge,
    ageRange: `Ages 10-${maxAge}`,
    campSpec: { ...upcomingCampSession().campSpec, campName: 'Advanced Player Camp' },
  });

/** Session 11 on a coach's roster: Striker School at Fretz Park, 6/10–6/12/2030, the whole session. */
export const strikerSchoolRosterItem = (overrides: Partial<CoachRosterItem> = {}): CoachRosterItem => ({
  kind: 'session',
  id: 11,
  campName: 'Striker School',
  campNameEs: 'Escuela de delanteros',
  ageGroup: '',
  startDate: '2030-06-10',
  endDate: '2030-06-12',
  timeBlock: '9:00 AM - 12:00 PM',
  facilityName: 'Fretz Park',
  group: '',
  ...overrides,
});
