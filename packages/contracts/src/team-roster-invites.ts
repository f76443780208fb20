import { calendarDate, requiredEmail, requiredText } from './fields.js';
import { tournamentRegistrationLimits as tl } from './limits.js';
import { validationMessages as vm } from './messages.js';
import { genders, tshirtSizes } from './statuses.js';
import type { ConsentDocument } from './waivers.js';
import { waiversField } from './waivers.js';
import { z } from './zod.js';

/*
 * Tournament rosters completed by guardians (decision 0100) and teams checked in on the day
 * (decision 0101). A team's coach lists a player by name and a guardian's e-mail; the guardian
 * gets a personal link (a signed token, valid until the roster deadline) to give the player's
 * birth date, gender, t-shirt size and a parent's phone and to accept the tournament's waivers.
 */

export const rosterInviteStatuses = ['invited', 'complete'] as const;
export type RosterInviteStatus = (typeof rosterInviteStatuses)[number];

export const rosterInviteLimits = {
  /** A guardian gets at most one mail (the invitation or a reminder) per player in this time. */
  remindAfterHours: 24,
  guardianEmail: 100,
} as const;

/** A player listed by name and a guardian's e-mail. */
export const rosterInviteSchema = z.object({
  playerFullName: requiredText('Player name', tl.playerFullName),
  guardianEmail: requiredEmail('Guardian email', rosterInviteLimits.guardianEmail).transform((v) =>
    v.toLowerCase(),
  ),
});
export type RosterInviteInput = z.input<typeof rosterInviteSchema>;

/** The registration form's `invitedPlayers` (a new team), and the team roster page's invitations. */
export const invitedPlayersField = {
  invitedPlayers: z.array(rosterInviteSchema).max(8, vm.tooManyMembers(8)).default([]),
};

export const rosterInvitesRequestSchema = z.object({
  invitedPlayers: z.array(rosterInviteSchema).min(1, vm.tooFewMembers).max(8, vm.tooManyMembers(8)),
});
export type RosterInvitesRequest = z.input<typeof rosterInvitesRequestSchema>;

/** What the guardian gives through the personal link (t-shirt only when the tournament offers shirts). */
export function rosterCompletionSchema(options: { tshirtRequired: boolean } = { tshirtRequired: false }) {
  return z.object({
    token: z.string().min(1).max(400),
    playerDateOfBirth: calendarDate('Date of birth', { notInFuture: true }),
    playerGender: z.enum(genders, { error: vm.invalidChoice('Gender') }),
    tshirtSize: options.tshirtRequired
      ? z.enum(tshirtSizes, { error: vm.invalidChoice('T-shirt size') })
      : z
          .union([z.enum(tshirtSizes), z.literal('')], { error: vm.invalidChoice('T-shirt size') })
          .nullish()
          .transform((v) => v ?? ''),
    parentFullName: requiredText('Parent name', tl.parentFullName),
    parentPhone: requiredText('Parent phone', tl.parentPhone),
    ...waiversField,
  });
}
export type RosterCompletionRequest = z.input<ReturnType<typeof rosterCompletionSchema>>;

export const rosterInviteQuerySchema = z.object({ token: z.string().min(1).max(400) });
export const teamCheckInQuerySchema = z.object({ day: calendarDate('Day').optional() });

export const rosterInviteMessages = {
  invalidLink: 'This link is not valid. Ask your coach to send it again.',
  teamClosed: 'This team is no longer registered for the tournament.',
  closed: 'The roster deadline for this tournament has passed; the roster can no longer be changed.',
  remindTooSoon: (hours: number) =>
    `A mail went to this guardian less than ${hours} hours ago. You can send a reminder later.`,
  alreadyComplete: 'This player is already complete.',
  editInvitesOnRosterPage: 'Invite more players from the team roster page.',
  waitlistInFull: 'A team joining the waitlist lists its players in full.',
  notAssigned: 'This age group is not assigned to you.',
  notPaid: 'Only paid teams can check in.',
  notOnDay: 'The team can check in only on a day of its tournament.',
} as const;

/** One player on the team roster page: complete (details given) or missing (invited, not yet completed). */
export interface TeamRosterPlayer {
  /** The invitation (0 for a player the coach entered in full). */
  inviteId: number;
  playerFullName: string;
  /** The guardian invited ('' for a player the coach entered in full). */
  guardianEmail: string;
  complete: boolean;
  /** The last mail to the guardian (ISO instant), or null. */
  lastSentAt: string | null;
  /** When a reminder may go again (ISO instant); null when it may go now or the player is complete. */
  remindFrom: string | null;
}

/** The team's roster as its coach sees it: who is complete and who is missing. */
export interface TeamRosterStatus {
  registrationId: number;
  teamName: string;
  tournamentName: string;
  tournamentNameEs: string;
  ageGroup: string;
  /** The last day (UTC) the roster may change (contracts `rosterDeadlineOf`). */
  rosterDeadline: string;
  open: boolean;
  maxPlayers: number;
  players: TeamRosterPlayer[];
}

/** What the guardian's page shows for a personal link. */
export interface RosterInvitePage {
  playerFullName: string;
  teamName: string;
  tournamentName: string;
  tournamentNameEs: string;
  ageGroup: string;
  startDate: string;
  endDate: string;
  rosterDeadline: string;
  open: boolean;
  complete: boolean;
  supportsTshirt: boolean;
  /** The tournament's current waivers to accept. */
  documents: ConsentDocument[];
}

/** One team on the check-in page of a tournament day. */
export interface CheckInTeam {
  registrationId: number;
  teamName: string;
  tournamentName: string;
  tournamentNameEs: string;
  ageGroup: string;
  day: string;
  players: number;
  complete: number;
  /** Names of the players still missing details. */
  missing: string[];
  contact: { name: string; phone: string };
  /** ISO instant, or null while not checked in. */
  checkedInAt: string | null;
  checkedInBy: string | null;
}
