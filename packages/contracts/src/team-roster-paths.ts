import { pathValue as enc } from './public-lists.js';

/**
 * The team roster's and the tournament day's API paths (part of `apiPaths`), in a module without
 * the schemas and zod, so that `apiPaths` loads neither (decision 0122).
 */
export const teamRosterPaths = {
  /** The team's owner: the roster's completeness (GET); invite players by e-mail (POST `/Invites`). */
  teamRoster: (registrationId: number | string) => `/api/TeamRoster/${enc(registrationId)}`,
  teamRosterInvites: (registrationId: number | string) => `/api/TeamRoster/${enc(registrationId)}/Invites`,
  /** The team's owner: mail the guardian again (at most once a day per player). */
  teamRosterRemind: (registrationId: number | string, inviteId: number | string) =>
    `/api/TeamRoster/${enc(registrationId)}/Invites/${enc(inviteId)}/Remind`,
  /** No sign-in: the guardian's page (GET `?token=`) and its completion (POST). */
  rosterInvite: '/api/RosterInvite',
  /** Staff and the age group's coach: the day's teams (GET `?day=`); check one in (POST). */
  teamCheckIns: '/api/TeamCheckIn',
  teamCheckIn: (registrationId: number | string) => `/api/TeamCheckIn/${enc(registrationId)}`,
} as const;
