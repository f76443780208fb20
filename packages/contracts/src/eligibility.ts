import { formatDate } from './format.js';

/**
 * Who may attend (issue 16, eligibility): a camp session takes players whose age on its first
 * day is within `minAge`–`maxAge`; a tournament age group takes players born within
 * `birthDateFrom`–`birthDateTo` of its gender (boys, girls or coed). A missing limit accepts
 * everyone. The server and the forms both decide with these functions and say it with these
 * messages. No zod here: the session picker reads it without loading zod.
 */

export const ageGroupGenders = ['boys', 'girls', 'coed'] as const;
export type AgeGroupGender = (typeof ageGroupGenders)[number];
export const ageGroupGenderLabels: Record<AgeGroupGender, string> = {
  boys: 'Boys',
  girls: 'Girls',
  coed: 'Coed',
};

/** Youngest and oldest age a camp session can name (whole years on its first day). */
export const campAgeLimits = { min: 0, max: 99 } as const;

/** The longest reason staff can give for registering a player outside the rules. */
export const eligibilityOverrideReasonMax = 500;

function dateParts(isoDate: string): [number, number, number] {
  const [y = 0, m = 0, d = 0] = isoDate.slice(0, 10).split('-').map(Number);
  return [y, m, d];
}

/**
 * Age in whole years on `onDate` of someone born on `birthDate` (both 'YYYY-MM-DD', calendar
 * days, no time zone). A birthday counts from its own day: a player born 2018-06-01 is 8 on
 * 2026-06-01 and 7 the day before.
 *
 * Born on February 29: in a year without that day the player turns a year older on March 1
 * (the year is complete only once February 28 has passed). Comparing month and day as numbers
 * gives exactly that: (2, 28) is before (2, 29), (3, 1) is not.
 */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = dateParts(birthDate);
  const [y, m, d] = dateParts(onDate);
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

/** 'Ages 6-9', 'Ages 6 and up', 'Ages up to 9'; null without limits (the session's own text then). */
export function ageRangeText(minAge: number | null, maxAge: number | null): string | null {
  if (minAge !== null && maxAge !== null) return `Ages ${minAge}-${maxAge}`;
  if (minAge !== null) return `Ages ${minAge} and up`;
  if (maxAge !== null) return `Ages up to ${maxAge}`;
  return null;
}

/** 'born 1/1/2017 to 12/31/2018', 'born on or after 1/1/2017', …; null without limits. */
export function birthDateRangeText(from: string | null, to: string | null): string | null {
  if (from && to) return `born ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `born on or after ${formatDate(from)}`;
  if (to) return `born on or before ${formatDate(to)}`;
  return null;
}

export const eligibilityMessages = {
  campAge: (range: string, firstDay: string, age: number) =>
    `This session is for ${range.replace(/^Ages/, 'ages')} on its first day (${formatDate(firstDay)}); this player will be ${age} then.`,
  birthDate: (range: string) => `This age group is for players ${range}.`,
  gender: (gender: AgeGroupGender) => `This age group is for ${gender === 'boys' ? 'boys' : 'girls'} only.`,
  overrideStaffOnly: 'Only staff can register a player outside the age rules.',
  overrideNotNeeded: 'Every player meets the age rules; no exception is needed.',
  notForThisPlayer: 'Not for this player',
  birthDateRangeOrder: 'The latest birth date cannot be before the earliest.',
  ageOrder: 'The maximum age cannot be below the minimum age.',
  ageRangeTextRequired: 'Give the ages, or describe the age range.',
} as const;

/** A camp session's limits as both sides see them (contracts `CampSession` has them). */
export interface CampAgeRule {
  campStartDate: string;
  minAge: number | null;
  maxAge: number | null;
}

/** Why this player cannot attend the session, or null when they can (or the birth date is not a date yet). */
export function campEligibilityProblem(birthDate: string, session: CampAgeRule): string | null {
  const { minAge, maxAge } = session;
  if (!isCalendarDate(birthDate) || (minAge === null && maxAge === null)) return null;
  const age = ageOn(birthDate, session.campStartDate);
  if ((minAge !== null && age < minAge) || (maxAge !== null && age > maxAge)) {
    return eligibilityMessages.campAge(ageRangeText(minAge, maxAge) ?? '', session.campStartDate, age);
  }
  return null;
}

/** A tournament age group's limits (contracts `AgeRange` has them). */
export interface AgeGroupRule {
  birthDateFrom: string | null;
  birthDateTo: string | null;
  gender: AgeGroupGender | null;
}

/** The team member genders (M, F) each age group gender takes. */
const gendersTaken: Record<AgeGroupGender, readonly string[]> = {
  boys: ['M'],
  girls: ['F'],
  coed: ['M', 'F'],
};

/** Why this team member cannot play in the age group, by field; empty when they can. */
export function teamMemberEligibilityProblems(
  member: { playerDateOfBirth: string; playerGender: string },
  group: AgeGroupRule,
): { playerDateOfBirth?: string; playerGender?: string } {
  const problems: { playerDateOfBirth?: string; playerGender?: string } = {};
  const born = member.playerDateOfBirth.slice(0, 10);
  const { birthDateFrom: from, birthDateTo: to } = group;
  if (isCalendarDate(born) && ((from && born < from) || (to && born > to))) {
    problems.playerDateOfBirth = eligibilityMessages.birthDate(birthDateRangeText(from, to) ?? '');
  }
  if (group.gender && member.playerGender && !gendersTaken[group.gender].includes(member.playerGender)) {
    problems.playerGender = eligibilityMessages.gender(group.gender);
  }
  return problems;
}

/** The camp form's and the server's check of a registration: `{ playerBirthdate: [message] }` or `{}`. */
export function campEligibilityErrors(
  body: { playerBirthdate: string },
  session: CampAgeRule,
): Record<string, string[]> {
  const problem = campEligibilityProblem(body.playerBirthdate ?? '', session);
  return problem ? { playerBirthdate: [problem] } : {};
}

/** Every team member's problems, keyed as the server's 400 keys them: `teamMembers[1].playerGender`. */
export function teamEligibilityErrors(
  members: readonly { playerDateOfBirth: string; playerGender: string }[],
  group: AgeGroupRule,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  members.forEach((member, i) => {
    for (const [field, message] of Object.entries(teamMemberEligibilityProblems(member, group))) {
      errors[`teamMembers[${i}].${field}`] = [message];
    }
  });
  return errors;
}

/** A whole 'YYYY-MM-DD' that names a real day (a half-typed date input is not checked yet). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = dateParts(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
