import type { PaymentReceipt } from './receipts.js';
import type { SessionSwitch } from './session-switches.js';
import { z } from './zod.js';

/** Registration status values (spec §4), shared by camp and tournament registrations. */
export const registrationStatuses = [
  'unregistered',
  'registered',
  'paymentinprocess',
  'paid',
  'paymentrejected',
  'expired',
  'cancelled',
] as const;

export const registrationStatusSchema = z.enum(registrationStatuses);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** What a person reads for each status; paymentinprocess reads 'payment failed' (spec §4). */
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  unregistered: 'unregistered',
  registered: 'registered',
  paymentinprocess: 'payment failed',
  paid: 'paid',
  paymentrejected: 'payment rejected',
  expired: 'expired',
  cancelled: 'cancelled',
};

/**
 * The status badge's words: what the family must do, and by when, rather than a status word
 * ('registered' read as done). `holdUntil` is the hold's end already formatted (formatInstant),
 * or null. The spec's named label stays: paymentinprocess reads 'payment failed'.
 */
export function registrationStatusBadgeText(
  status: RegistrationStatus,
  holdUntil: string | null,
  paymentPending = false,
): string {
  if (paymentPending && status !== 'paymentinprocess' && unpaidStatuses.includes(status))
    return 'Payment on its way';
  switch (status) {
    case 'registered':
      return holdUntil ? `Not paid: pay by ${holdUntil}` : 'Not paid';
    case 'paymentrejected':
      return holdUntil ? `Payment declined: retry by ${holdUntil}` : 'Payment declined';
    default:
      return registrationStatusLabels[status];
  }
}

export type RegistrationAction = 'Pay Now' | 'Retry Payment' | null;

/** The one action a registration offers in /MyRegistrations. */
export function registrationAction(status: RegistrationStatus): RegistrationAction {
  if (status === 'registered') return 'Pay Now';
  if (status === 'paymentinprocess' || status === 'paymentrejected') return 'Retry Payment';
  return null;
}

/**
 * Unpaid statuses: each holds its camp seat until the hold lapses (a declined payment keeps its
 * seat, so 'Retry Payment' can never oversell), the owner may (re)start a payment, and staff
 * summaries count it as unpaid. The one list; everything else is derived from it.
 */
export const unpaidStatuses: readonly RegistrationStatus[] = [
  'registered',
  'paymentinprocess',
  'paymentrejected',
];

/** Statuses that hold a camp seat: the unpaid holds and paid. */
export const seatHoldingStatuses: readonly RegistrationStatus[] = [...unpaidStatuses, 'paid'];

/**
 * How a checkout ended, as the server reads it from the payment provider:
 * paid; pending (a delayed method such as a bank transfer has not cleared yet); not_paid;
 * review (money arrived that does not match what was asked: staff check it); refund_due (money
 * arrived for a registration that was cancelled or lost its seat: it will be paid back).
 */
export const paymentStates = ['paid', 'pending', 'not_paid', 'review', 'refund_due'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** The answer of UpdatePaymentStatus (camp and tournament). */
export interface PaymentStatusUpdate {
  registrationId: number;
  registrationStatus: RegistrationStatus;
  payment: PaymentState;
  /** Until when an unpaid camp registration keeps its seat (ISO instant); null when not held. */
  holdExpiresAt: string | null;
  /** When this checkout was for the difference of a move to another session: that move. */
  switch?: SessionSwitch;
  /** A paid checkout of the asking account: what it paid for (never another account's). */
  receipt?: PaymentReceipt;
  /** With `receipt`: the number of the receipt issued for this payment (printed R-000012). */
  receiptNumber?: number;
}

export const tshirtSizes = ['xs', 's', 'm', 'l', 'xl'] as const;
export const tshirtSizeSchema = z.enum(tshirtSizes);
export type TshirtSize = z.infer<typeof tshirtSizeSchema>;

/**
 * Each size as printed on the shirt: the labels the form offers, staff pages show and exports
 * write (decision 0010). Families chose by these letters, so each label keeps its letter.
 */
export const tshirtSizeLabels: Record<TshirtSize, string> = {
  xs: 'Youth XS',
  s: 'Youth S',
  m: 'Youth M',
  l: 'Youth L',
  xl: 'Youth XL',
};

/** The printed label of a stored size; '' when none was given (a team without shirts), the value itself when unknown. */
export function tshirtSizeLabel(size: string | null | undefined): string {
  if (!size) return '';
  return tshirtSizeLabels[size as TshirtSize] ?? size;
}

export const genders = ['M', 'F'] as const;
export const genderSchema = z.enum(genders);
