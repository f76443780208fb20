import { formatDate } from './format.js';

/**
 * Roster changes of a paid team (no zod here: the register page reads it at start).
 *
 * A paid team keeps its price (age group, promo code) and changes only its players and contact
 * details, until its tournament's roster deadline: the date staff set in the catalogue, or the
 * registration deadline. Like every tournament date it is a UTC calendar day, and the roster
 * stays open to the end of that day in UTC (docs/decisions/0007-paid-team-rosters.md).
 */

/** The last day a paid team's roster may change: staff's own date or the registration deadline. */
export function rosterDeadlineOf(tournament: { lastDateToRegister: string; rosterDeadline?: string | null }) {
  return (tournament.rosterDeadline ?? tournament.lastDateToRegister).slice(0, 10);
}

/** Whether a roster may still change on `today` (a UTC 'YYYY-MM-DD'): through the deadline day. */
export const rosterOpen = (deadline: string, today: string) => today <= deadline.slice(0, 10);

/** One save of a paid team's roster, as the audit log keeps it and the staff report shows it. */
export interface RosterChange {
  at: string;
  /** Who saved it (the signed-in account's e-mail). */
  by: string;
  added: string[];
  removed: string[];
  /** A player taking another's place in the same save (a removal paired with an addition). */
  replaced: { from: string; to: string }[];
  /** Players kept whose other details (birth date, shirt, parent…) changed. */
  updated: string[];
  /** Team fields changed with it (team name, contact details), by name. */
  teamFields: string[];
}

export const rosterMessages = {
  editHeading: 'Update Your Team Roster',
  readOnlyHeading: 'Team Roster',
  openNote: (deadline: string) =>
    `Your team is paid. You can add, remove and replace players until the end of ${formatDate(deadline)} (UTC); no new payment is needed.`,
  closedNote: (deadline: string) => `The roster closed at the end of ${formatDate(deadline)} (UTC).`,
  closed: 'The roster deadline for this tournament has passed; the team can no longer be changed.',
  ageGroupFixed: 'A paid team stays in its age group.',
  promoFixed: 'The promo code of a paid team cannot be changed.',
  changedMeanwhile: 'The roster was changed meanwhile. Reload the page to see the current players.',
  saved: 'Roster saved.',
  changeLink: 'Change roster',
} as const;

/** One line for staff: 'added Ann Lee; removed Bo Kim; replaced Cy Ray with Di Fox'. */
export function describeRosterChange(change: RosterChange): string {
  const parts = [
    change.added.length ? `added ${change.added.join(', ')}` : '',
    change.removed.length ? `removed ${change.removed.join(', ')}` : '',
    ...change.replaced.map((r) => `replaced ${r.from} with ${r.to}`),
    change.updated.length ? `updated ${change.updated.join(', ')}` : '',
    change.teamFields.length ? `changed ${change.teamFields.join(', ')}` : '',
  ];
  return parts.filter(Boolean).join('; ');
}
