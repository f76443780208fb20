import { namedItemSchema } from './content.js';
import { requiredFreeText } from './fields.js';
import { formatInstant } from './format.js';
import { consentDocumentSchema, waiversField } from './waivers.js';
import { z } from './zod.js';

/**
 * Waitlists of full camp sessions and full tournament age groups (a team's place). Kinds below. A parent joins with the same form as a registration; when a
 * seat frees, the first waiting entry gets an offer that reserves the seat until its deadline
 * (no walk-in can take it: while anyone waits, a session takes no new registrations). Accepting
 * turns the entry into a registration holding that seat; declining, leaving or letting the offer
 * lapse passes the seat to the next entry.
 *
 * - `waiting`: in the queue; `offered`: a seat is reserved until `offerExpiresAt`;
 * - `accepted`: became registration `registrationId`; `declined`, `lapsed`, `left`, `removed` (by staff): closed.
 */
export const waitlistStates = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'lapsed',
  'left',
  'removed',
] as const;
export type WaitlistState = (typeof waitlistStates)[number];

/** What an entry waits for: a seat in a camp session, or a team's place in a tournament age group. */
export const waitlistKinds = ['camp', 'tournament'] as const;
export type WaitlistKind = (typeof waitlistKinds)[number];

/** States in which an entry is still in the queue or holds an offer. */
export const openWaitlistStates = ['waiting', 'offered'] as const satisfies readonly WaitlistState[];

export const waitlistLimits = {
  /** Open entries one account may have on one list (one per child or team, siblings included). */
  perSession: 4,
  reasonMax: 500,
} as const;

/** One entry as its owner sees it. */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  /** Which checkout an accepted offer opens. */
  kind: z.enum(waitlistKinds),
  /** The camp session's or the age group's id. */
  itemId: z.number().int(),
  /** The item in plain words: 'Skills Camp, 6/1/2027 to 6/5/2027'; 'Spring Cup, U10 Boys'. */
  session: z.string(),
  /** The same item by its parts, for a page in another language (`session` stays the English). */
  item: namedItemSchema,
  /** The player's name; for a tournament entry, the team's. */
  playerName: z.string(),
  state: z.enum(waitlistStates),
  /** 1 for the next in line; null unless `waiting`. */
  position: z.number().int().nullable(),
  joinedAt: z.string(),
  offerExpiresAt: z.string().nullable(),
  registrationId: z.number().int().nullable(),
  /**
   * An open offer whose item's waivers and consents changed after the family joined: the current
   * documents, which accepting the offer must accept anew (`waitlistAcceptSchema`). Else empty.
   */
  documentsToAccept: z.array(consentDocumentSchema),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** One entry as staff see it in the session report. */
export const staffWaitlistEntrySchema = waitlistEntrySchema.extend({
  parentEmail: z.string(),
  reason: z.string().nullable(),
});
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>;

/**
 * Accepting an offer. The acceptances given when joining count, unless the item's documents
 * changed since (the entry's `documentsToAccept`): then these, of the current versions.
 */
export const waitlistAcceptSchema = z.object({ ...waiversField });
export type WaitlistAccept = z.input<typeof waitlistAcceptSchema>;

/** Staff removing an entry say why (audit log). */
export const waitlistRemovalSchema = z.object({
  reason: requiredFreeText('Reason', waitlistLimits.reasonMax),
});
export type WaitlistRemoval = z.infer<typeof waitlistRemovalSchema>;

export const waitlistMessages = {
  joined: 'You are on the waitlist. We will e-mail you when a seat frees up.',
  seatsFree: 'This session has free seats: register instead of joining the waitlist.',
  teamPlacesFree: 'This age group has places: register the team instead of joining the waitlist.',
  ageGroupFull: 'This age group is full.',
  newTeamsOnly: 'Only a new team joins a waitlist.',
  tooMany: (n: number) => `An account can have at most ${n} places on one waitlist.`,
  notFound: 'Waitlist entry not found',
  noOffer: 'There is no open offer for this entry.',
  offerLapsed: 'The time to accept this offer has passed; the seat went to the next family.',
  documentsChanged:
    'Since you joined the waitlist, the waivers and consents below have changed. Read them and accept them to take the offer.',
  notOpen: 'This entry is no longer on the waitlist.',
  sessionClosed: 'This camp session no longer takes registrations.',
  ageGroupClosed: 'This age group no longer takes registrations.',
} as const;

/** An entry in plain words, for My Registrations and the staff report. */
export function waitlistNote(e: Pick<WaitlistEntry, 'state' | 'position' | 'offerExpiresAt'>): string {
  switch (e.state) {
    case 'waiting':
      return `#${e.position ?? '?'} on the waitlist`;
    case 'offered':
      return `Offer: accept by ${e.offerExpiresAt ? formatInstant(e.offerExpiresAt) : 'soon'}`;
    case 'accepted':
      return 'Offer accepted';
    case 'declined':
      return 'Offer declined';
    case 'lapsed':
      return 'Offer not accepted in time';
    case 'left':
      return 'Left the waitlist';
    case 'removed':
      return 'Removed from the waitlist by staff';
  }
}
