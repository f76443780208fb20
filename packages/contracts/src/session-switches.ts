import { type NamedItem, namedItemSchema } from './content.js';
import { eligibilityOverrideReasonMax } from './eligibility.js';
import { optionalFreeText, requiredFreeText } from './fields.js';
import { formatDate, formatInstant, formatMoney } from './format.js';
import { z } from './zod.js';

/**
 * Moving a paid camp registration to another session. The new seat is held first; a dearer
 * session waits for the difference (`awaiting_payment`, holding the new seat until the checkout
 * ends); the move then happens at once, in one transaction, so the old seat is freed only when
 * the new one is secured. `expired`: the difference was not paid in time and the held seat went back.
 */
export const switchStates = ['awaiting_payment', 'completed', 'expired'] as const;
export type SwitchState = (typeof switchStates)[number];

/** One move in a registration's history (money in dollars: + paid more, − refunded, 0 no change). */
export const sessionSwitchSchema = z.object({
  id: z.number().int(),
  state: z.enum(switchStates),
  fromSessionId: z.number().int(),
  toSessionId: z.number().int(),
  /** 'Skills Camp, 6/1/2027 to 6/5/2027': the sessions in plain words. */
  from: z.string(),
  to: z.string(),
  /** The same two sessions by their parts, for a page in another language (`from` and `to` stay the English). */
  fromItem: namedItemSchema,
  toItem: namedItemSchema,
  difference: z.number(),
  /** Until when the new seat is held for the difference (awaiting_payment only). */
  holdExpiresAt: z.string().nullable(),
  byStaff: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type SessionSwitch = z.infer<typeof sessionSwitchSchema>;

/** A session the registration can move to, with what the move costs or gives back. */
export interface SwitchOption {
  campSessionId: number;
  campName: string;
  /** The camp's Spanish name, '' where staff have not written one (contracts `textsIn`). */
  es: { campName: string };
  facilityName: string;
  city: string;
  state: string;
  startDate: string;
  endDate: string;
  timeBlock: string;
  ageRange: string;
  /** The ages `ageRange` is made of, when staff set them (a page words them in its language). */
  minAge: number | null;
  maxAge: number | null;
  /** What the registration costs in that session (dollars). */
  price: number;
  /** price − what the registration costs now: > 0 pay the difference, < 0 cheaper. */
  difference: number;
  /**
   * Dollars a move to this cheaper session gives back: the difference, but never more than is
   * left to refund of what the family paid (earlier refunds have already given some back).
   */
  refund: number;
  /** Why the player's age does not fit this session (staff's list only; the family's leaves it out). */
  eligibilityProblem: string | null;
  seatsLeft: number;
}

/** GET SwitchOptions: where the owner can move a registration now, or why not. */
export interface SwitchOptions {
  registrationId: number;
  switchable: boolean;
  reason: string | null;
  /** The last day (YYYY-MM-DD) the owner may move it, from the policy copied at payment. */
  lastDay: string | null;
  options: SwitchOption[];
  /** A move waiting for its difference to be paid, if any. */
  pending: SessionSwitch | null;
}

export const ownerSwitchSchema = z.object({
  campSessionId: z.number('Choose a session.').int().positive('Choose a session.'),
  /** The difference (dollars) the owner was shown; if it changed meanwhile the answer is 409. */
  expectedDifference: z.number('Enter the difference you were shown.'),
  /** The refund (dollars) the owner was shown for a cheaper session; if it changed the answer is 409. */
  expectedRefund: z.number('Enter the refund you were shown.').optional(),
});
export type OwnerSwitchRequest = z.infer<typeof ownerSwitchSchema>;

export const switchLimits = { reasonMax: 500 } as const;

/**
 * What staff do about a price difference, said every time it is not zero: a dearer session's
 * difference is charged (the family gets a payment link) or waived; a cheaper one's is refunded
 * or kept. Nothing is decided by default.
 */
export const settleChoices = ['charge', 'waive', 'refund', 'keep'] as const;
export type SettleChoice = (typeof settleChoices)[number];

/** Staff: move any paid registration, past any cut-off; the difference settled as staff choose, with a reason. */
export const staffSwitchSchema = z.object({
  campSessionId: z.number('Choose a session.').int().positive('Choose a session.'),
  settleDifference: z.enum(settleChoices, 'Choose what happens to the difference.').optional(),
  reason: requiredFreeText('Reason', switchLimits.reasonMax),
  /** Staff's reason for moving a player outside the session's ages (audited); empty: the rules apply. */
  eligibilityOverrideReason: optionalFreeText('Reason for the exception', eligibilityOverrideReasonMax),
});
export type StaffSwitchRequest = z.infer<typeof staffSwitchSchema>;

/** How a move request ended: moved at once, or a checkout for the difference to pay. */
export interface SwitchResult {
  registrationId: number;
  switch: SessionSwitch;
  /** The hosted checkout for the difference (awaiting_payment only). */
  checkoutUrl: string | null;
  /** Dollars refunded by this move. */
  refund: number;
}

export const switchMessages = {
  notPaid:
    'Only a paid registration can move to another session. Cancel it and register for the other session instead.',
  sameSession: 'The registration is already in this session.',
  pastCutoff: (lastDay: string) =>
    `Moves to another session were possible until ${formatDate(lastDay)}. Please contact us.`,
  pendingMove:
    'A move to another session is waiting for its payment. Pay the difference or keep the current session first.',
  noPendingMove: 'There is no move waiting for payment.',
  differenceChanged: 'The price difference has changed. Check the new amount and confirm again.',
  targetClosed: 'That session no longer takes registrations.',
  lapsed: 'The time to pay the difference has passed; the other session was not kept for you.',
  paidMeanwhile: 'The difference was paid meanwhile, so the move goes ahead. Refresh to see it.',
  settleDearer: 'This session costs more: choose whether the family pays the difference or it is waived.',
  settleCheaper: 'This session costs less: choose whether the difference is refunded or kept.',
} as const;

/** 'Skills Camp, 6/1/2027 to 6/5/2027'. */
export const describeSwitchSession = (campName: string, startDate: string, endDate: string) =>
  `${campName}, ${formatDate(startDate)} to ${formatDate(endDate)}`;

/** An item by its parts in English: 'Skills Camp, 6/1/2027 to 6/5/2027'; 'Spring Cup, 3/14/2030 to 3/15/2030, U10 Boys'. */
export const describeNamedItem = (item: NamedItem) => {
  const days = describeSwitchSession(item.name, item.startDate, item.endDate);
  return item.ageGroup === null ? days : `${days}, ${item.ageGroup}`;
};

/**
 * A move in plain words, for the registration's history. The web app builds the same sentence
 * from its catalogue by these parts (`switchNote.*`), in the reader's language.
 */
export function switchNote(s: SessionSwitch): string {
  if (s.state === 'awaiting_payment')
    return `Moving to ${s.to}: a seat is held${s.holdExpiresAt ? ` until ${formatInstant(s.holdExpiresAt)}` : ''} for you to pay the ${formatMoney(s.difference)} difference.`;
  if (s.state === 'expired') return `A move to ${s.to} was not completed; the place in ${s.from} was kept.`;
  // A refunded difference shows in the registration's refund lines, with its progress.
  const money = s.difference > 0 ? ` Paid ${formatMoney(s.difference)} more.` : '';
  return `Moved from ${s.from} to ${s.to}${s.byStaff ? ' by staff' : ''}.${money}`;
}
