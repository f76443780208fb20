import type { Executor } from '../../db/database.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** What the payment flow needs to know about one kind of registration (camp or tournament). */
export interface PaymentSubject {
  kind: RegistrationKind;
  /** The route of the result page, e.g. '/CheckoutComplete'. */
  resultPath: string;
  describe(
    db: Executor,
    id: number,
  ): Promise<{ productName: string; description: string; customerEmail: string } | null>;
  confirmationMail(db: Executor, id: number, appUrl: string): Promise<OutgoingMail | null>;
  /** A delayed payment (bank transfer) failed: say so and how to pay instead. */
  paymentFailedMail(db: Executor, id: number, appUrl: string): Promise<OutgoingMail | null>;
  /**
   * Why registrations for this camp session / age group can no longer start a checkout
   * (archived, already started), or null when they can.
   */
  closedForPayment(db: Executor, pricedItemId: number, today: string): Promise<string | null>;
}

/** The mail lines both kinds send when a delayed payment fails. */
export function paymentFailedLines(greeting: string, what: string, myRegistrationsUrl: string) {
  return [
    `Hi ${greeting},`,
    '',
    `Your bank payment for ${what} did not go through, so nothing was charged.`,
    `You can pay by card from My Registrations: ${myRegistrationsUrl}`,
    '',
    'Touchline Soccer Academy',
  ];
}
