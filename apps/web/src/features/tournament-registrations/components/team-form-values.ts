import {
  type ConsentDocument,
  type TeamMember,
  type Tournament,
  type TournamentRegistration,
  teamMemberCount,
  type tournamentRegistrationRequestSchema,
} from '@soccer/contracts';
import type { z } from 'zod';
import { blankAcceptances } from '../../../components/registration/waivers-section';

/** What the inputs hold: plain strings ('' until chosen); the contracts schema decides validity. */
export interface TeamMemberFormValues {
  id: number;
  playerFullName: string;
  playerEmail: string;
  playerDateOfBirth: string;
  tshirtSize: string;
  playerGender: string;
  parentFullName: string;
  parentPhone: string;
}

export interface TeamFormValues {
  id: number;
  ageRangeID: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  teamName: string;
  promoCode: string;
  /** A coupon from the business (decision 0086); its discount shows at checkout. */
  couponCode: string;
  teamMembers: TeamMemberFormValues[];
  /** Players listed by name and a guardian's e-mail, who complete their details (a new team only; decision 0100). */
  invitedPlayers: { playerFullName: string; guardianEmail: string }[];
  /** Staff only: why players outside the age group's rules may play (audited by the server). */
  eligibilityOverrideReason: string;
  /** Acceptances of the tournament's waivers and consents, in the order the form shows them. */
  waivers: { documentId: number; version: number; accepted: boolean; fullName: string }[];
}

/** The request body the schema produces from the form (trimmed, ids as numbers). */
export type TeamFormOutput = z.output<ReturnType<typeof tournamentRegistrationRequestSchema>>;

/** Top-level fields the form shows; server errors on other keys go to the form's alert. */
export const coachFields = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'teamName',
  'promoCode',
  'couponCode',
  'eligibilityOverrideReason',
  'waivers',
] as const;

export function emptyMember(): TeamMemberFormValues {
  return {
    id: 0,
    playerFullName: '',
    playerEmail: '',
    playerDateOfBirth: '',
    tshirtSize: '',
    playerGender: '',
    parentFullName: '',
    parentPhone: '',
  };
}

function memberValues(m: TeamMember): TeamMemberFormValues {
  return {
    id: m.id,
    playerFullName: m.playerFullName,
    playerEmail: m.playerEmail ?? '',
    playerDateOfBirth: (m.playerDateOfBirth ?? '').slice(0, 10),
    tshirtSize: m.tshirtSize ?? '',
    playerGender: m.playerGender ?? '',
    parentFullName: m.parentFullName,
    parentPhone: m.parentPhone,
  };
}

/** A new team starts with one empty player and the signed-in coach's name and e-mail. */
export function initialValues(
  ageRangeId: number,
  registration: TournamentRegistration | undefined,
  coach: { name: string; email: string } | null,
  /** The waivers and consents to accept with this save. */
  documents: readonly ConsentDocument[] = [],
): TeamFormValues {
  const waivers = blankAcceptances(documents);
  if (registration) {
    return {
      id: registration.id,
      ageRangeID: ageRangeId,
      contactName: registration.contactName,
      contactEmail: registration.contactEmail,
      contactPhone: registration.contactPhone,
      teamName: registration.teamName,
      promoCode: registration.promoCode ?? '',
      couponCode: registration.couponCode ?? '',
      teamMembers: registration.teamMembers.length
        ? registration.teamMembers.map(memberValues)
        : [emptyMember()],
      invitedPlayers: [],
      eligibilityOverrideReason: '',
      waivers,
    };
  }
  return {
    id: 0,
    ageRangeID: ageRangeId,
    contactName: coach?.name ?? '',
    contactEmail: coach?.email ?? '',
    contactPhone: '',
    teamName: '',
    promoCode: '',
    couponCode: '',
    teamMembers: [emptyMember()],
    invitedPlayers: [],
    eligibilityOverrideReason: '',
    waivers,
  };
}

/**
 * How many players the form lets a coach add: the spec's 1–8, and never more than the
 * tournament takes (the server refuses a bigger team, so offering the slot would only mislead).
 */
export function maxTeamMembers(tournament: Tournament | undefined): number {
  const limit = tournament?.maxNumberOfPlayers;
  return limit && limit > 0 ? Math.min(teamMemberCount.max, limit) : teamMemberCount.max;
}
