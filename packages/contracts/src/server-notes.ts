import { refundMessages } from './refunds.js';

/**
 * What the server writes down in words about a registration's money and seats: why its status
 * changed (the history's `why`), why a payment is owed back or needs review (a payment issue's
 * `reason`), why a refund was made or refused. They are stored in English, the office's records
 * (exports, the audit log, staff mails), and answered as stored. Staff pages read each back by
 * its key and show it in their reader's language (decision 0059), so a text here changes only
 * with its catalogue entry (`staff.note.<key>` in the web app's staff catalogue); the values
 * inside (a staff member's reason, an amount) are shown as written.
 *
 * Order matters for reading back: a text that another one's pattern would also match comes first
 * (an unknown currency before any currency, a currency before an amount).
 */
export const serverNotes = {
  // The history of a registration (ledger `ChangeNote.why`).
  registered: 'Registered',
  registeredInOrder: 'Registered in an order with other players',
  registeredFromWaitlist: 'Registered from the waitlist (offer accepted)',
  checkoutOpened: 'Checkout opened',
  holdLapsed: 'The seat hold lapsed unpaid',
  holdReleased: 'Seat hold released by staff',
  paymentReceived: 'Payment received',
  bankPaymentFailed: 'The bank payment failed',
  checkoutExpired: 'The checkout expired unpaid',
  differencePaid: 'The difference was paid: moved to another session',
  dataErased: 'Personal data erased by the account holder',
  teamRepriced: 'The team was edited and its price changed; the open checkout was closed',
  moved: (reason: string) => `Moved to another session: ${reason}`,
  // Reasons given for the family (a cancellation, a move, and the refund either makes).
  cancelledByOwner: 'Cancelled by the account holder',
  /** The seat of a plan in arrears released by the business's setting (decision 0110). */
  cancelledInArrears: 'Cancelled: instalment plan in arrears',
  movedByOwner: 'Moved by the account holder',
  movedCheaper: (reason: string) => `Moved to a cheaper session: ${reason}`,
  refundedAtProvider: refundMessages.refundedAtProvider,
  refusedByProvider: 'refused by the provider',
  // Money owed back: the ledger could not take a payment.
  paidAfterLapseFull: 'Paid after the seat hold lapsed; the session was full by then.',
  paidAfterCancel: 'Paid after the registration was cancelled.',
  paidTwice: 'A second payment for a registration that was already paid.',
  paidWhile: (status: string) => `Paid while the registration was ${status}.`,
  orderPaidAfterCancel: 'Paid after a registration of the order was cancelled.',
  orderPaidTwice: 'A second payment for a registration of the order that was already paid.',
  orderPaidWhile: (status: string) => `Paid while a registration of the order was ${status}.`,
  orderPaidAfterLapseFull: 'Paid after the seat holds lapsed; the session was full by then.',
  differenceAfterSeatGone: 'The difference was paid after the held seat had gone.',
  movePaidTwice: 'A second payment for a move that was already made.',
  differenceAfterChange: 'The difference was paid after the registration had changed.',
  // A payment that needs review: the provider's record does not match the checkout.
  unknownCurrency: (asked: string) => `Paid in an unknown currency; the checkout asked for ${asked}.`,
  otherCurrency: (paidIn: string, asked: string) => `Paid in ${paidIn}; the checkout asked for ${asked}.`,
  unknownAmount: (asked: string) => `Paid an unknown amount; the checkout asked for ${asked}.`,
  otherAmount: (paid: string, asked: string) => `Paid ${paid}; the checkout asked for ${asked}.`,
  changedMeanwhile: (paid: string, now: string) =>
    `Paid ${paid} for a checkout opened before the registration changed; it now costs ${now}.`,
} as const;
export type ServerNoteKey = keyof typeof serverNotes;
