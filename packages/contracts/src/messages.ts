/**
 * User-facing texts of spec §2, §4 and §8, exact (typos included: they are the contract).
 * Functions build the texts that carry a value.
 */
export const messages = {
  initializing: 'Initializing....',
  crashTitle: 'ERROR',
  crashBody: "We're sorry, but something went wrong in the application code.",
  noRegistrations: 'You are not currently registered for any Camps or Tournaments',
  validatingRegistration: 'Please wait will we validate the requested regisration',
  tournamentsTitle: 'Tournaments',
  tournamentsNote: 'Click on any tournament to register your team',
  tournamentInfoUnavailable: 'Tournament information could not be loaded.',
  fieldRentalsHeading: 'Field Rentals',
  fieldRentalsSubheading: 'Rent our fields for your birthday parties!',
  correctErrors: 'Correct errors and resubmit',
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
  userMayNeedToRelogin: 'User may need to re-login.',
  tokenExpired:
    'Your sign-in has expired (the refresh token and login session are expired). Please sign out and sign in again.',
  chunkLoadFailed: 'Part of the site failed to load. Check your connection and reload the page.',

  fetchStatesFailed: (status: number | string) => `Fetch Available States failed with status: ${status}`,
  fetchStatesError: (error: unknown) => `Error while fetching Available States Data: ${String(error)}`,
  fetchCampSessionsFailed: (status: number | string) => `Fetch CampSessions failed with status: ${status}`,
  fetchCampSessionsError: (error: unknown) => `Error while fetching CampSessions Data: ${String(error)}`,
  fetchTournamentsFailed: (status: number | string) => `Fetch Tournaments failed with status: ${status}`,
  fetchTournamentsError: (error: unknown) => `Error while fetching Tournaments Data: ${String(error)}`,
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
  loginPopupFailed: (error: unknown) => `Login Popup failed with error ${String(error)}`,
  loginRedirectFailed: (error: unknown) =>
    `Login Redirect failed with error ${String(error)} You may need to log out and restart the app.`,
  forgotPasswordPopupFailed: (error: unknown) => `Forgot Password Popup failed with error ${String(error)}`,
} as const;

/** Sign-in provider error codes that start the password-reset flow (spec §6). */
export const passwordResetErrorCodes = ['AADB2C90037', 'AADB2C90118'] as const;

/** Validation texts, built once so the browser and the server say the same thing. */
export const validationMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidEmail: 'Enter a valid e-mail address.',
  invalidDate: (label: string) => `${label} must be a valid date.`,
  dateTooEarly: (label: string, min: string) => `${label} cannot be before ${min}.`,
  dateInFuture: (label: string) => `${label} cannot be in the future.`,
  invalidNumber: (label: string) => `${label} must be a whole number.`,
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
  tooFewMembers: 'Add at least one team member.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;
