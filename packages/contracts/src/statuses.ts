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

export type RegistrationAction = 'Pay Now' | 'Retry Payment' | null;

/** The one action a registration offers in /MyRegistrations. */
export function registrationAction(status: RegistrationStatus): RegistrationAction {
  if (status === 'registered') return 'Pay Now';
  if (status === 'paymentinprocess' || status === 'paymentrejected') return 'Retry Payment';
  return null;
}

/**
 * Statuses that hold a seat in a camp session. A declined payment keeps its seat until the
 * hold expires, so 'Retry Payment' can never oversell.
 */
export const seatHoldingStatuses: readonly RegistrationStatus[] = [
  'registered',
  'paymentinprocess',
  'paymentrejected',
  'paid',
];

/** Unpaid statuses whose hold expires after the configured time. */
export const expiringStatuses: readonly RegistrationStatus[] = [
  'registered',
  'paymentinprocess',
  'paymentrejected',
];

/** Statuses from which the owner may (re)start a payment. */
export const payableStatuses: readonly RegistrationStatus[] = [
  'registered',
  'paymentinprocess',
  'paymentrejected',
];

/** Statuses counted as paid / unpaid in the staff summaries. */
export const unpaidStatuses: readonly RegistrationStatus[] = [
  'registered',
  'paymentinprocess',
  'paymentrejected',
];

export const tshirtSizes = ['xs', 's', 'm', 'l', 'xl'] as const;
export const tshirtSizeSchema = z.enum(tshirtSizes);
export type TshirtSize = z.infer<typeof tshirtSizeSchema>;

export const genders = ['M', 'F'] as const;
export const genderSchema = z.enum(genders);
