import { attendancePaths } from './attendance-basics.js';
import { coachingPaths } from './coaching-paths.js';
import { accountLanguagePath } from './locales.js';
import { runtimeConfigPath } from './page-data.js';
import { pathValue as enc, publicListPaths } from './public-lists.js';
import { teamRosterPaths } from './team-roster-paths.js';

/** HTTP paths of spec §7, plus the server's own additions. Built here so no path is typed twice. */
export const apiPaths = {
  ...publicListPaths,
  ...coachingPaths,
  ...teamRosterPaths,
  ...attendancePaths,
  campSession: (sessionId: number | string) => `/api/Camps/GetCampSession/${enc(sessionId)}`,
  saveContactUsMessage: '/api/ContactUs/saveContactUsMessage',
  sendFieldRentalMessage: '/api/ContactUs/sendFieldRentalMessage',
  /** The facilities a party inquiry may name as its location (GET, public). */
  rentalLocations: '/api/ContactUs/RentalLocations',
  contactUsMessages: (page: number | string, pageSize: number | string) =>
    `/api/ContactUs/GetContactUsMessages/${page}/${pageSize}`,
  tournamentByAgeRange: (ageRangeId: number | string) =>
    `/api/Tournament/GetTournamentByTournamentAgeRangeId/${enc(ageRangeId)}`,
  tournamentById: (tournamentId: number | string) => `/api/Tournament/GetTournamentById/${enc(tournamentId)}`,
  registerTournament: '/api/Tournament/RegisterTournament',
  myTournamentRegistrations: '/api/Tournament/GetMyTournamentRegistrations',
  tournamentRegistrationById: (id: number | string) =>
    `/api/Tournament/GetTournamenRegistrationById/${enc(id)}`,
  submitRegistration: '/api/Registration/submitRegistration',
  /** Several players registered together and paid in one checkout. */
  submitCampOrder: '/api/Registration/SubmitCampOrder',
  myRegistrations: '/api/Registration/MyRegistrations',
  campRegistration: (id: number | string) => `/api/Registration/GetCampRegistration/${enc(id)}`,
  sessionRegistrationSummary: '/api/Registration/GetSessionRegistrationSummary',
  sessionRegistrations: (sessionId: number | string) =>
    `/api/Registration/GetSessionRegistrations/${enc(sessionId)}`,
  sessionRegistrationsExcel: (sessionId: number | string) =>
    `/api/Registration/GetSessionRegistrationsExcel/${enc(sessionId)}`,
  campCheckout: '/api/Payment/CampRegistrationCheckout',
  campPaymentStatus: (sessionId: string) => `/api/Payment/UpdatePaymentStatus/${enc(sessionId)}`,
  tournamentCheckout: '/api/TournamentPayment/TournamentRegistrationCheckout',
  tournamentPaymentStatus: (sessionId: string) =>
    `/api/TournamentPayment/UpdatePaymentStatus/${enc(sessionId)}`,
  /** The checkout of the balance of a registration paid by a deposit (decision 0104): POST, answers the page's URL. */
  campBalanceCheckout: '/api/Payment/CampRegistrationBalanceCheckout',
  tournamentBalanceCheckout: '/api/TournamentPayment/TournamentRegistrationBalanceCheckout',
  tournamentRegistrationSummary: '/api/TournamentRegistration/GetTournamentRegistrationSummary',
  tournamentRegistrations: (tournamentId: number | string, ageRangeId: number | string) =>
    `/api/TournamentRegistration/GetTournamentRegistrations/${enc(tournamentId)}/${enc(ageRangeId)}`,
  tournamentRegistrationsExcel: (tournamentId: number | string, ageRangeId: number | string) =>
    `/api/TournamentRegistration/GetTournamentRegistrationsExcel/${enc(tournamentId)}/${enc(ageRangeId)}`,
  tournamentRegistrationsCsv: (tournamentId: number | string, ageRangeId: number | string) =>
    `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${enc(tournamentId)}/${enc(ageRangeId)}`,
  /** Additions beyond the spec. */
  fieldRentalInquiries: (page: number | string, pageSize: number | string) =>
    `/api/ContactUs/GetFieldRentalInquiries/${enc(page)}/${enc(pageSize)}`,
  cancelCampRegistration: (id: number | string) => `/api/Admin/CampRegistrations/${enc(id)}/cancel`,
  releaseCampHold: (id: number | string) => `/api/Admin/CampRegistrations/${enc(id)}/release`,
  cancelTournamentRegistration: (id: number | string) =>
    `/api/Admin/TournamentRegistrations/${enc(id)}/cancel`,
  /** Staff refund: what is left in each form (GET), and refunding (POST). */
  refundCampRegistration: (id: number | string) => `/api/Admin/CampRegistrations/${enc(id)}/refund`,
  refundTournamentRegistration: (id: number | string) =>
    `/api/Admin/TournamentRegistrations/${enc(id)}/refund`,
  retryRefund: (id: number | string) => `/api/Admin/Refunds/${enc(id)}/retry`,
  /** The owner's own cancellation: what it refunds (GET), and confirming it (POST). */
  campCancellationQuote: (id: number | string) => `/api/Registration/CancellationQuote/${enc(id)}`,
  cancelMyCampRegistration: (id: number | string) => `/api/Registration/CancelRegistration/${enc(id)}`,
  teamWithdrawalQuote: (id: number | string) => `/api/Tournament/WithdrawalQuote/${enc(id)}`,
  withdrawMyTeam: (id: number | string) => `/api/Tournament/WithdrawTeam/${enc(id)}`,
  /** Moving a paid camp registration: where it can go (GET), moving it (POST), keeping the current session while a move awaits payment (POST). */
  campSwitchOptions: (id: number | string) => `/api/Registration/SwitchOptions/${enc(id)}`,
  switchMyCampSession: (id: number | string) => `/api/Registration/SwitchSession/${enc(id)}`,
  keepMyCampSession: (id: number | string) => `/api/Registration/KeepSession/${enc(id)}`,
  staffCampSwitchOptions: (id: number | string) => `/api/Admin/CampRegistrations/${enc(id)}/switchOptions`,
  staffSwitchCampSession: (id: number | string) => `/api/Admin/CampRegistrations/${enc(id)}/switch`,
  /** Waitlists of full camp sessions and tournament age groups: join (the registration form's body), the owner's entries, answering an offer, leaving; staff steer a list. */
  joinCampWaitlist: '/api/Waitlist/JoinCamp',
  joinTournamentWaitlist: '/api/Waitlist/JoinTournament',
  myWaitlist: '/api/Waitlist/Mine',
  acceptWaitlistOffer: (id: number | string) => `/api/Waitlist/${enc(id)}/accept`,
  declineWaitlistOffer: (id: number | string) => `/api/Waitlist/${enc(id)}/decline`,
  leaveWaitlist: (id: number | string) => `/api/Waitlist/${enc(id)}/leave`,
  staffCampWaitlist: (sessionId: number | string) => `/api/Admin/CampSessions/${enc(sessionId)}/waitlist`,
  staffTournamentWaitlist: (ageRangeId: number | string) =>
    `/api/Admin/TournamentAgeRanges/${enc(ageRangeId)}/waitlist`,
  staffWaitlistOffer: (id: number | string) => `/api/Admin/Waitlist/${enc(id)}/offer`,
  staffWaitlistSkip: (id: number | string) => `/api/Admin/Waitlist/${enc(id)}/skip`,
  staffWaitlistRemove: (id: number | string) => `/api/Admin/Waitlist/${enc(id)}/remove`,
  adminCatalog: '/api/Admin/Catalog',
  /** Staff: registrations still owing a balance after their deposit (decision 0104), and the same as a spreadsheet. */
  balancesDue: '/api/Admin/BalancesDue',
  balancesDueExcel: '/api/Admin/BalancesDueExcel',
  /** Coupons: staff list (GET) and create (POST) them, edit or turn one off (PUT), and list their uses. */
  adminCoupons: '/api/Admin/Coupons',
  adminCoupon: (id: number | string) => `/api/Admin/Coupons/${enc(id)}`,
  adminCouponUses: '/api/Admin/Coupons/Uses',
  /** Account credit (decision 0096): staff give credit (POST) and list balances (GET); one account's history (GET, `?email=`). */
  adminCredit: '/api/Admin/Credit',
  adminCreditHistory: '/api/Admin/Credit/History',
  adminFacilities: '/api/Admin/Facilities',
  adminFacility: (id: number | string) => `/api/Admin/Facilities/${enc(id)}`,
  adminCampSpecs: '/api/Admin/CampSpecs',
  adminCampSpec: (id: number | string) => `/api/Admin/CampSpecs/${enc(id)}`,
  adminCampSessions: '/api/Admin/CampSessions',
  adminCampSession: (id: number | string) => `/api/Admin/CampSessions/${enc(id)}`,
  adminTournaments: '/api/Admin/Tournaments',
  adminTournament: (id: number | string) => `/api/Admin/Tournaments/${enc(id)}`,
  /** What a camp, a session (where it differs) and a tournament are: times, notes, photos, coaches, questions (PUT). */
  adminCampSpecDetails: (id: number | string) => `/api/Admin/CampSpecs/${enc(id)}/details`,
  adminCampSessionDetails: (id: number | string) => `/api/Admin/CampSessions/${enc(id)}/details`,
  adminTournamentDetails: (id: number | string) => `/api/Admin/Tournaments/${enc(id)}/details`,
  /** Staff upload a photo (POST, the image file as the body); delete one no camp or tournament shows (DELETE). */
  adminImages: '/api/Admin/Images',
  adminImage: (hash: string) => `/api/Admin/Images/${enc(hash)}`,
  /** Waivers and consents: staff add a document to a camp or tournament (POST), save a new version (PUT), retire one (POST). */
  adminDocuments: '/api/Admin/Documents',
  adminDocument: (id: number | string) => `/api/Admin/Documents/${enc(id)}`,
  retireDocument: (id: number | string) => `/api/Admin/Documents/${enc(id)}/retire`,
  /** The documents a registration must accept, current versions only (public). */
  campSessionDocuments: (sessionId: number | string) => `/api/Documents/CampSession/${enc(sessionId)}`,
  tournamentDocuments: (tournamentId: number | string) => `/api/Documents/Tournament/${enc(tournamentId)}`,
  auditLog: (page: number | string, pageSize: number | string) =>
    `/api/Admin/AuditLog/${enc(page)}/${enc(pageSize)}`,
  /** Money received less refunds sent back in a period (`?from=&to=`, UTC instants) of camps or tournaments. */
  periodRevenue: (kind: 'camps' | 'tournaments' | ':kind') => `/api/Admin/Revenue/${kind}`,
  /** Staff's inbox of contact messages or rental inquiries: search a page (`?q=&status=`), set one's status (PUT), export the search as CSV. */
  inboxSearch: (kind: string, page: number | string, pageSize: number | string) =>
    `/api/Admin/Inbox/${enc(kind)}/Search/${enc(page)}/${enc(pageSize)}`,
  inboxStatus: (kind: string, id: number | string) => `/api/Admin/Inbox/${enc(kind)}/Status/${enc(id)}`,
  inboxExport: (kind: string) => `/api/Admin/Inbox/${enc(kind)}/Export`,
  me: '/api/Account/Me',
  /** The account's own data: all of it as JSON (GET), erasing it (POST); staff's retention period (GET, PUT). */
  myData: '/api/Account/MyData',
  eraseMyData: '/api/Account/EraseMyData',
  /** The account's language for what the server writes to it (mails): read it (GET, null when none is saved), save it (PUT `{ locale }`). */
  myLanguage: accountLanguagePath,
  /** The account's mail choices (contracts `mailChoicesSchema`): read them (GET), save them (PUT). */
  myMailChoices: '/api/Account/MailChoices',
  /** One-click unsubscribe from one kind of mail, by the mail's signed token (no sign-in): a page (GET), the unsubscribe (POST, RFC 8058). */
  unsubscribe: '/api/MailChoices/Unsubscribe',
  dataRetention: '/api/Admin/DataRetention',
  /** Staff's sibling discount (GET, PUT); everyone may read it (GET /api/Camps/SiblingDiscount) to see it before paying. */
  siblingDiscount: '/api/Admin/SiblingDiscount',
  publicSiblingDiscount: '/api/Camps/SiblingDiscount',
  /** The household profile: read it (GET), save its guardians and emergency contact (PUT); its players: add (POST), change (PUT), remove (DELETE). */
  household: '/api/Household',
  householdPlayers: '/api/Household/Players',
  householdPlayer: (id: number | string) => `/api/Household/Players/${enc(id)}`,
  /** Authorized pickup (decision 0094): add an adult to a player (POST), remove one (DELETE), the family's camp-day codes (GET). */
  householdPickups: (playerId: number | string) => `/api/Household/Players/${enc(playerId)}/Pickups`,
  householdPickup: (id: number | string) => `/api/Household/Pickups/${enc(id)}`,
  householdPickupCodes: '/api/Household/PickupCodes',
  /** Receipts (decision 0082): the account's list (GET); one receipt as a PDF or page (GET, its owner or staff, `?format=html`); staff find one by number (GET) and mail it again (POST). */
  myReceipts: '/api/Receipts/Mine',
  /** The account's credit: its balance and history (GET). */
  myCredit: '/api/Account/Credit',
  receipt: (num: number | string) => `/api/Receipts/${enc(num)}`,
  staffReceipt: (num: number | string) => `/api/Admin/Receipts/${enc(num)}`,
  resendReceipt: (num: number | string) => `/api/Admin/Receipts/${enc(num)}/resend`,
  /** Childcare statements (decision 0084): the account's years and children (GET); one statement as a PDF or page (GET, its owner or staff, `?format=html`); staff: a family's list by email (GET `?email=`) and one statement (GET, audited). */
  myStatements: '/api/Statements/Mine',
  statement: (year: number | string, playerId: number | string) =>
    `/api/Statements/${enc(year)}/${enc(playerId)}`,
  staffStatements: '/api/Admin/Statements',
  staffStatement: (year: number | string, playerId: number | string) =>
    `/api/Admin/Statements/${enc(year)}/${enc(playerId)}`,
  /** Calendars: a paid registration's .ics (GET, owner only); the account's feed link: whether one exists (GET), a new one replacing the old (POST), none (DELETE); the feed itself (GET, public, by its token). */
  campCalendar: (id: number | string) => `/api/Calendar/Camp/${enc(id)}`,
  tournamentCalendar: (id: number | string) => `/api/Calendar/Tournament/${enc(id)}`,
  myCalendarFeed: '/api/Calendar/Feed',
  calendarFeed: (token: string) => `/api/Calendar/Feed/${enc(token)}`,
  /** Messages from the office (staff): how many an audience reaches (POST), send or schedule one (POST), the history (GET, by session or tournament), one with its recipients (GET), cancel one still scheduled (POST). */
  officeMessageAudience: '/api/Admin/OfficeMessages/audience',
  officeMessages: '/api/Admin/OfficeMessages',
  officeMessage: (id: number | string) => `/api/Admin/OfficeMessages/${enc(id)}`,
  officeMessageCancel: (id: number | string) => `/api/Admin/OfficeMessages/${enc(id)}/cancel`,
  /** The account's mobile number for urgent texts: read (GET), opt in (PUT), remove (DELETE). */
  householdTexts: '/api/Household/Texts',
  /** The text provider's webhooks (Twilio's shape, signed): a text's status, and a reply (STOP, START). */
  textStatusWebhook: '/api/Texts/status',
  textInboundWebhook: '/api/Texts/inbound',
  captchaChallenge: '/api/Captcha/challenge',
  clientErrors: '/api/ClientErrors',
  paymentWebhook: '/api/Payment/webhook',
  /** The API described: the OpenAPI 3.1 document (GET, public) and its readable page (decision 0070). */
  openApi: '/api/openapi.json',
  apiDocs: '/api/docs',
  runtimeConfig: runtimeConfigPath,
  health: '/healthz',
  ready: '/readyz',
  /** Prometheus text format, behind the METRICS_TOKEN bearer token (decision 0071). */
  metrics: '/metrics',
} as const;
