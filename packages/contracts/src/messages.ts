import { publicListMessages } from './public-lists.js';
import { shellMessages } from './shell-messages.js';

/**
 * User-facing texts of spec §2, §4 and §8, exact (typos included: they are the contract).
 * Functions build the texts that carry a value.
 */
export const messages = {
  ...shellMessages,
  ...publicListMessages,
  noRegistrations: 'You are not currently registered for any Camps or Tournaments',
  validatingRegistration: 'Please wait will we validate the requested regisration',
  tournamentsTitle: 'Tournaments',
  tournamentsNote: 'Click on any tournament to register your team',
  tournamentInfoUnavailable: 'Tournament information could not be loaded.',
  fieldRentalsHeading: 'Field Rentals',
  fieldRentalsSubheading: 'Rent our fields for your birthday parties!',
  messageSaved: 'Message saved',
  registrationSuccessful: 'Registration successful!',
  purchaseCampSession: 'Purchase Camp Session',
  purchaseTournamentRegistration: 'Purchase Tournament Registration',
  payNow: 'Pay Now',
  retryPayment: 'Retry Payment',
  notOwned: 'This registration is not owned by the logged in user.',
  userNotAuthenticated: 'User is not Authenticated.',
  campSessionNotFound: 'Camp Session not found',
  tournamentRegistrationNotFound: 'Tournament Registratrion not found',
  registrationIdNotAvailable: 'Registration ID not available.',

  genericError: (text: string) => `Error : ${text}`,
  tournamentRegistrationError: (text: string) => `Error: ${text}`,
  initiatePaymentFailed: (text: string) => `Failed to initiate payment session: ${text}`,
  updatePaymentStatusFailed: (id: string) =>
    `Failed to update Payment Status on Registration for Payment Session Id=${id}`,
  updateTournamentPaymentStatusFailed: (id: string) =>
    `Failed to update Payment Status on Tournament Registration for Payment Session Id=${id}`,
  excelDownloadFailed: (error: unknown) => `Failed to download excel export: ${String(error)}`,
  exportFailed: (text: unknown) => `Failed export: ${String(text)}`,
  fetchMessagesFailed: (status: number | string) => `Failed to fetcg messages: ${status}`,
  fetchMessagesError: (error: unknown) => `Error while fetching messages: ${String(error)}`,
  errorFetchingCampSession: (error: unknown) => `Error fetching Camp Session: ${String(error)}`,
  errorFetchingTournamentSession: (error: unknown) => `Error fetching Tournament Session: ${String(error)}`,
} as const;

/** Validation texts, built once so the browser and the server say the same thing. */
export const validationMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidEmail: 'Enter a valid e-mail address.',
  invalidDate: (label: string) => `${label} must be a valid date.`,
  dateTooEarly: (label: string, min: string) => `${label} cannot be before ${min}.`,
  dateInFuture: (label: string) => `${label} cannot be in the future.`,
  invalidNumber: (label: string) => `${label} must be a whole number.`,
  numberOutOfRange: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min} to ${max}.`,
  dateInPast: (label: string) => `${label} cannot be in the past.`,
  invalidPhone: 'Enter a 10-digit phone number, e.g. (615) 555-0123.',
  invalidZipCode: 'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 37206 or 37206-1234).',
  unknownLocation: 'Choose one of our locations.',
  singleLine: (label: string) => `${label} must be a single line of text (no line breaks or tabs).`,
  invisibleCharacters: (label: string) =>
    `${label} cannot contain control or invisible formatting characters.`,
  invalidPathNumber: 'Must be a whole number from 1 up, written with digits only.',
  pathNumberTooLarge: (max: number) => `Must be at most ${max}.`,
  invalidChoice: (label: string) => `Choose a valid ${label.toLowerCase()}.`,
  captchaRequired: 'Complete the bot check before sending.',
  captchaInvalid: 'The bot check could not be verified. Please try again.',
  promoCodeInvalid: 'This promo code is not valid for this session.',
  campSessionFull: 'Camp session is full',
  campSessionEnded: 'This camp session has already started or ended.',
  registrationDeadlinePassed: 'Registration for this tournament has closed.',
  tooManyMembers: (max: number) => `A team can have at most ${max} members.`,
  teamsAlreadyHeld: (held: number) =>
    `${held} ${held === 1 ? 'team holds a place' : 'teams hold places'} already; the maximum cannot be lower.`,
  tooFewMembers: 'Add at least one team member.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

/**
 * The plain line under a registration's status (My Registrations, the checkout pages and the
 * payment result): what happened and, for unpaid camp registrations, until when the seat is
 * held. `holdUntil` is already formatted (formatInstant) or null when nothing is held.
 */
export const registrationStatusNotes = {
  registered: (holdUntil: string | null) =>
    holdUntil
      ? `Your seat is held until ${holdUntil}. Pay before then to keep it.`
      : 'Pay to complete this registration.',
  paymentinprocess: (holdUntil: string | null) =>
    `Checkout was started, but no payment has been received.${holdUntil ? ` Your seat is held until ${holdUntil}.` : ''}`,
  paymentPending:
    'Your bank payment is on its way. We will e-mail you when it clears; your seat stays held until then.',
  paymentrejected: (holdUntil: string | null) =>
    `The payment did not go through.${holdUntil ? ` Your seat is held until ${holdUntil}; retry before then to keep it.` : ' Retry the payment to complete this registration.'}`,
  expired: 'The seat hold lapsed before a payment arrived, so the seat was released.',
  cancelled: 'This registration was cancelled.',
  registerAgain: 'Register again',
} as const;

/** What the payment result pages say for each way a checkout can end (contracts paymentStates). */
export const paymentResultTexts = {
  paid: {
    title: 'Payment successful',
    body: 'Thank you! Your payment was received. A confirmation e-mail is on its way.',
  },
  pending: {
    title: 'Payment pending',
    body: 'Your bank payment has been started and has not cleared yet. We will e-mail you when it clears; no need to pay again.',
  },
  not_paid: { title: 'Payment was not completed', body: 'No payment was taken.' },
  review: {
    title: 'Payment received, being checked',
    body: 'We received a payment that does not match this registration. Our staff will check it and contact you; please do not pay again.',
  },
  refund_due: {
    title: 'Payment will be refunded',
    body: 'Your payment arrived after this registration was cancelled or its seat was released, so it will be refunded in full.',
  },
  unknown: {
    title: 'Payment not found',
    body: 'We could not find this payment for your account. Check My Registrations for the status of your registrations.',
  },
} as const;

/** Messages of the registration and payment rules the server enforces. */
export const ledgerMessages = {
  alreadyPaid: 'This registration is already paid.',
  paymentProcessing: 'A payment for this registration is being processed. Please wait for it to clear.',
  noLongerPayable: (statusLabel: string) => `This registration is ${statusLabel} and can no longer be paid.`,
  holdLapsed:
    'Your seat hold lapsed before payment, so the seat was released. Register again if seats remain.',
  sessionNotOffered:
    'This camp session is no longer offered, so it can no longer be paid. Please contact us.',
  sessionStarted: 'This camp session has already started, so it can no longer be paid online.',
  ageGroupNotOffered: 'This age group is no longer offered, so it can no longer be paid. Please contact us.',
  tournamentStarted: 'This tournament has already started, so it can no longer be paid online.',
  checkoutBusy: 'A checkout for this registration is being opened. Please try again in a moment.',
  changedMeanwhile: 'This registration changed meanwhile. Reload it and try again.',
  paidMeanwhile: 'This registration was just paid. Reload it to see its status.',
  tooManyHoldsInSession: (max: number) =>
    `You already hold ${max} unpaid ${max === 1 ? 'seat' : 'seats'} in this camp session. Pay for ${max === 1 ? 'it' : 'them'} first, or wait until an unpaid hold lapses.`,
  tooManyHolds: (max: number) =>
    `You already hold ${max} unpaid registrations. Pay for them first, or wait until an unpaid hold lapses.`,
  tooManyRegistrations: 'Too many registrations in a short time. Please wait a few minutes and try again.',
  tooManyPromoFailures: 'Too many promo codes that did not match. Please try again in an hour.',
  ageGroupNotInTournament: 'This age group does not belong to the tournament.',
  cannotMoveTournament: 'A registration cannot move to another tournament. Register the team there instead.',
  notAHold: 'Only an unpaid registration holds a seat that can be released.',
} as const;
