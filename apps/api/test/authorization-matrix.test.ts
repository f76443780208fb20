import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campRegistrationBody,
  catalogInput,
  createCampSession,
  createTournament,
  householdContactsBody,
  householdPlayerBody,
  teamBody,
} from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { rowOf } from './support/reads.js';
import {
  checkoutIdOf,
  startCheckout,
  submitCampRegistration,
  submitTeamRegistration,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

type Caller = 'anonymous' | 'parentA' | 'parentB' | 'staff' | 'admin' | 'coach';
const callers: Caller[] = ['anonymous', 'parentA', 'parentB', 'staff', 'admin', 'coach'];
const accountOf = (c: Caller) => (c === 'anonymous' ? null : accounts[c]);

interface Rule {
  /** The concrete URL to call (route params filled with fixtures). */
  url: string;
  body?: () => object;
  /** A body that is not JSON (an uploaded photo), with its headers. */
  raw?: () => { payload: Buffer; headers: Record<string, string> };
  /** Expected status per caller, in the order anonymous, parent A, parent B, staff, admin. */
  expect: [number, number, number, number, number];
  /**
   * A coach (assigned to the fixtures' session and age group, no role claim): by default as
   * parent B, a signed-in account with no family here, so every staff route refuses it.
   */
  coach?: number;
}

/** The status a rule expects for the caller at `index` of `callers`. */
const expectedOf = (rule: Rule, index: number) =>
  index < 5 ? rule.expect[index]! : (rule.coach ?? rule.expect[2]);

/** The body of a rule's request: a raw one with its headers, or JSON. */
const requestBody = (rule: Rule) => (rule.raw ? rule.raw() : rule.body ? { payload: rule.body() } : {});

const everyone = (s: number): Rule['expect'] => [s, s, s, s, s];
const signedIn = (s = 200): Rule['expect'] => [401, s, s, s, s];
const ownerOnly: Rule['expect'] = [401, 200, 404, 404, 404];
const staffOnly: Rule['expect'] = [401, 403, 403, 200, 200];
const adminOnly: Rule['expect'] = [401, 403, 403, 403, 200];

const couponInput = {
  kind: 'amount',
  value: 5,
  validFrom: '2020-01-01',
  validTo: '2099-12-31',
  scope: 'all',
};
let couponCount = 0;

describe(`authorization matrix over every route (${testEngine})`, () => {
  let t: PaymentTestApp;
  const f = {
    session: 0,
    registration: 0,
    cancelMe: 0,
    releaseMe: 0,
    ownCancel: 0,
    tournament: 0,
    ageRange: 0,
    team: 0,
    facility: 0,
    spec: 0,
    campCheckout: '',
    teamCheckout: '',
    fullSession: 0,
    fullAgeGroup: 0,
    waitEntry: 0,
    leaveEntry: 0,
    householdPlayer: 0,
    householdPlayerToRemove: 0,
    pickupToRemove: 0,
    documentCamp: 0,
    document: 0,
    photo: Buffer.alloc(0),
    shownImage: '',
    deleteImage: '',
  };

  beforeAll(async () => {
    // Holds caps and rate limits have their own tests; here every caller must reach its rule.
    t = await createPaymentTestApp({ env: { ...raceEnv, RATE_LIMIT_FORMS_PER_MINUTE: '100' } });
    const db = t.database.db;
    f.session = await createCampSession(db, t.clock.now, { capacity: 100 });
    const reg = async () => (await submitCampRegistration(t, f.session)).json().id as number;
    f.registration = await reg();
    f.cancelMe = await reg();
    f.releaseMe = await reg();
    f.ownCancel = await reg();
    const tour = await createTournament(db, t.clock.now);
    f.tournament = tour.tournamentId;
    f.ageRange = tour.ageRangeIds[0]!;
    f.team = (await submitTeamRegistration(t, teamBody(f.ageRange))).json().id;
    f.campCheckout = checkoutIdOf((await startCheckout(t, 'camp', f.registration)).body);
    f.teamCheckout = checkoutIdOf((await startCheckout(t, 'team', f.team)).body);
    // A full session with two of parent A's waitlist entries: one to answer (no offer yet), one to leave.
    f.fullSession = await createCampSession(db, t.clock.now, { capacity: 0 });
    const join = async () =>
      (
        await t.as(accounts.parentA, {
          method: 'POST',
          url: '/api/Waitlist/JoinCamp',
          payload: campRegistrationBody(f.fullSession),
        })
      ).json().id as number;
    f.waitEntry = await join();
    f.leaveEntry = await join();
    // A full age group (no team place at all) takes teams on its waitlist.
    f.fullAgeGroup = (await createTournament(db, t.clock.now, { ageRules: [{ max_teams: 0 }] }))
      .ageRangeIds[0]!;
    const savePlayer = async () =>
      (
        await t.as(accounts.parentA, {
          method: 'POST',
          url: '/api/Household/Players',
          payload: householdPlayerBody(),
        })
      ).json().id as number;
    f.householdPlayer = await savePlayer();
    f.householdPlayerToRemove = await savePlayer();
    f.pickupToRemove = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: `/api/Household/Players/${f.householdPlayer}/Pickups`,
        payload: { name: 'Ana Parker', relation: 'Grandmother', phoneNumber: '6155550177' },
      })
    ).json().id as number;
    f.facility = (await db.selectFrom('facilities').select('id').executeTakeFirstOrThrow()).id;
    f.spec = (await db.selectFrom('camp_specs').select('id').executeTakeFirstOrThrow()).id;
    // Documents go on a camp of their own, so the registrations above are not asked to accept them.
    const documentSession = await createCampSession(db, t.clock.now);
    f.documentCamp = (await rowOf(t, 'camp_sessions', documentSession)).camp_spec_id;
    f.document = (
      await t.as(accounts.staff, {
        method: 'POST',
        url: '/api/Admin/Documents',
        payload: { owner: 'camp', itemId: f.documentCamp, ...documentInput() },
      })
    ).json().id;
    // A photo to upload, one to read and one to delete (none of them shown on a page).
    const photo = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    f.photo = await photo('#123456');
    const upload = async (bytes: Buffer) =>
      (
        await t.as(accounts.staff, {
          method: 'POST',
          url: '/api/Admin/Images',
          headers: { 'content-type': 'image/png' },
          payload: bytes,
        })
      ).json().large.hash as string;
    // The coach's assignments, made by an admin: the session and the age group.
    for (const [kind, itemId] of [
      ['session', f.session],
      ['ageGroup', f.ageRange],
    ] as const)
      await t.as(accounts.admin, {
        method: 'POST',
        url: '/api/Admin/CoachAssignments',
        payload: { email: accounts.coach.email, kind, itemId },
      });
    f.shownImage = await upload(await photo('#abcdef'));
    f.deleteImage = await upload(await photo('#fedcba'));
  });
  afterAll(() => t.close());

  const documentInput = () => ({
    kind: 'photo_release',
    title: 'Photo release',
    body: 'Photos may be taken.',
  });
  const sessionInput = () => catalogInput.campSession(f.spec, f.facility);
  const tournamentInput = () => catalogInput.tournament(f.facility);

  const rules = (): Record<string, Rule> => ({
    'GET /healthz': { url: '/healthz', expect: everyone(200) },
    'GET /readyz': { url: '/readyz', expect: everyone(200) },
    'GET /config.json': { url: '/config.json', expect: everyone(200) },
    'GET /api/openapi.json': { url: '/api/openapi.json', expect: everyone(200) },
    'GET /api/docs': { url: '/api/docs', expect: everyone(200) },
    'GET /api/docs/start.js': { url: '/api/docs/start.js', expect: everyone(200) },
    'GET /api/docs/assets/*': { url: '/api/docs/assets/swagger-ui.css', expect: everyone(200) },
    'GET /api/Account/Me': { url: '/api/Account/Me', expect: signedIn() },
    'POST /api/ClientErrors': {
      url: '/api/ClientErrors',
      body: () => ({ message: 'boom' }),
      expect: everyone(204),
    },
    'GET /api/ContactUs/RentalLocations': { url: '/api/ContactUs/RentalLocations', expect: everyone(200) },
    'GET /api/Captcha/challenge': { url: '/api/Captcha/challenge', expect: everyone(200) },
    'GET /api/Camps/GetAvailableStates': { url: '/api/Camps/GetAvailableStates', expect: everyone(200) },
    'GET /api/Camps/GetCampSessions/:state': {
      url: '/api/Camps/GetCampSessions/_allStates',
      expect: everyone(200),
    },
    'GET /api/Camps/GetCampSession/:sessionid': {
      url: `/api/Camps/GetCampSession/${f.session}`,
      expect: signedIn(),
    },
    'GET /api/Tournament/GetAllTournaments': {
      url: '/api/Tournament/GetAllTournaments',
      expect: everyone(200),
    },
    'GET /api/Tournament/GetTournamentByTournamentAgeRangeId/:ageRangeID': {
      url: `/api/Tournament/GetTournamentByTournamentAgeRangeId/${f.ageRange}`,
      expect: everyone(200),
    },
    // Public forms without a bot check are refused as bad input, never as an auth problem.
    'POST /api/ContactUs/saveContactUsMessage': {
      url: '/api/ContactUs/saveContactUsMessage',
      body: () => ({}),
      expect: everyone(400),
    },
    'POST /api/ContactUs/sendFieldRentalMessage': {
      url: '/api/ContactUs/sendFieldRentalMessage',
      body: () => ({}),
      expect: everyone(400),
    },
    'POST /api/Registration/submitRegistration': {
      url: '/api/Registration/submitRegistration',
      body: () => campRegistrationBody(f.session),
      expect: signedIn(),
    },
    'POST /api/Registration/SubmitCampOrder': {
      url: '/api/Registration/SubmitCampOrder',
      body: () => ({
        registrations: [
          campRegistrationBody(f.session),
          campRegistrationBody(f.session, { playerFirstName: 'Ava' }),
        ],
      }),
      expect: signedIn(),
    },
    'GET /api/Registration/MyRegistrations': { url: '/api/Registration/MyRegistrations', expect: signedIn() },
    'GET /api/Registration/GetCampRegistration/:registrationid': {
      url: `/api/Registration/GetCampRegistration/${f.registration}`,
      expect: ownerOnly,
    },
    'POST /api/Payment/CampRegistrationCheckout': {
      url: '/api/Payment/CampRegistrationCheckout',
      body: () => ({ registrationId: f.registration }),
      expect: ownerOnly,
    },
    // Its owner hears that nothing is due on a registration paid in full (or not paid at all).
    'POST /api/Payment/CampRegistrationBalanceCheckout': {
      url: '/api/Payment/CampRegistrationBalanceCheckout',
      body: () => ({ registrationId: f.registration }),
      expect: [401, 409, 404, 404, 404],
    },
    'PUT /api/Payment/UpdatePaymentStatus/:sessionid': {
      url: `/api/Payment/UpdatePaymentStatus/${f.campCheckout}`,
      expect: ownerOnly,
    },
    'POST /api/Tournament/RegisterTournament': {
      url: '/api/Tournament/RegisterTournament',
      body: () => teamBody(f.ageRange),
      expect: signedIn(),
    },
    'GET /api/Tournament/GetMyTournamentRegistrations': {
      url: '/api/Tournament/GetMyTournamentRegistrations',
      expect: signedIn(),
    },
    'GET /api/Tournament/GetTournamenRegistrationById/:registrationid': {
      url: `/api/Tournament/GetTournamenRegistrationById/${f.team}`,
      expect: ownerOnly,
    },
    'POST /api/TournamentPayment/TournamentRegistrationCheckout': {
      url: '/api/TournamentPayment/TournamentRegistrationCheckout',
      body: () => ({ registrationId: f.team }),
      expect: ownerOnly,
    },
    'POST /api/TournamentPayment/TournamentRegistrationBalanceCheckout': {
      url: '/api/TournamentPayment/TournamentRegistrationBalanceCheckout',
      body: () => ({ registrationId: f.team }),
      expect: [401, 409, 404, 404, 404],
    },
    'PUT /api/TournamentPayment/UpdatePaymentStatus/:sessionid': {
      url: `/api/TournamentPayment/UpdatePaymentStatus/${f.teamCheckout}`,
      expect: ownerOnly,
    },
    // The webhook authenticates by signature, not by user: unsigned is a 400 for everyone.
    'POST /api/Payment/webhook': {
      url: '/api/Payment/webhook',
      body: () => ({ id: 'evt_x' }),
      expect: everyone(400),
    },
    'GET /api/Admin/BalancesDue': { url: '/api/Admin/BalancesDue', expect: staffOnly },
    'GET /api/Admin/BalancesDueExcel': { url: '/api/Admin/BalancesDueExcel', expect: staffOnly },
    'GET /api/Registration/GetSessionRegistrationSummary': {
      url: '/api/Registration/GetSessionRegistrationSummary',
      expect: staffOnly,
    },
    'GET /api/Registration/GetSessionRegistrations/:sessionid': {
      url: `/api/Registration/GetSessionRegistrations/${f.session}`,
      expect: staffOnly,
    },
    'GET /api/Registration/GetSessionRegistrationsExcel/:sessionid': {
      url: `/api/Registration/GetSessionRegistrationsExcel/${f.session}`,
      expect: staffOnly,
    },
    'GET /api/TournamentRegistration/GetTournamentRegistrationSummary': {
      url: '/api/TournamentRegistration/GetTournamentRegistrationSummary',
      expect: staffOnly,
    },
    'GET /api/TournamentRegistration/GetTournamentRegistrations/:tournamentId/:ageRangeId': {
      url: `/api/TournamentRegistration/GetTournamentRegistrations/${f.tournament}/${f.ageRange}`,
      expect: staffOnly,
    },
    'GET /api/Tournament/GetTournamentById/:tournamentId': {
      url: `/api/Tournament/GetTournamentById/${f.tournament}`,
      expect: staffOnly,
    },
    'GET /api/TournamentRegistration/GetTournamentRegistrationsExcel/:tournamentId/:ageRangeId': {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsExcel/${f.tournament}/${f.ageRange}`,
      expect: staffOnly,
    },
    'GET /api/TournamentRegistration/GetTournamentRegistrationsCSV/:tournamentId/:ageRangeId': {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${f.tournament}/${f.ageRange}`,
      expect: staffOnly,
    },
    'GET /api/ContactUs/GetContactUsMessages/:page/:pageSize': {
      url: '/api/ContactUs/GetContactUsMessages/1/10',
      expect: staffOnly,
    },
    'GET /api/ContactUs/GetFieldRentalInquiries/:page/:pageSize': {
      url: '/api/ContactUs/GetFieldRentalInquiries/1/10',
      expect: staffOnly,
    },
    'GET /api/Admin/Catalog': { url: '/api/Admin/Catalog', expect: staffOnly },
    'GET /api/Admin/Coupons': { url: '/api/Admin/Coupons', expect: staffOnly },
    'GET /api/Admin/Coupons/Uses': { url: '/api/Admin/Coupons/Uses', expect: staffOnly },
    'POST /api/Admin/Coupons': {
      url: '/api/Admin/Coupons',
      // A code of its own each time: codes are unique.
      body: () => ({ ...couponInput, code: `AUTH${++couponCount}` }),
      expect: staffOnly,
    },
    'PUT /api/Admin/Coupons/:id': {
      url: '/api/Admin/Coupons/999999',
      body: () => ({ ...couponInput, code: 'NONE' }),
      expect: [401, 403, 403, 404, 404],
    },
    'GET /api/Admin/Credit': { url: '/api/Admin/Credit', expect: staffOnly },
    'POST /api/Admin/Credit': {
      url: '/api/Admin/Credit',
      // No family signs in with this e-mail: staff get the field message.
      body: () => ({ email: 'nobody@example.com', amount: 5, reason: 'Check' }),
      expect: [401, 403, 403, 400, 400],
    },
    'GET /api/Admin/Credit/History': {
      url: '/api/Admin/Credit/History?email=nobody%40example.com',
      expect: [401, 403, 403, 400, 400],
    },
    'POST /api/Admin/Facilities': {
      url: '/api/Admin/Facilities',
      body: catalogInput.facility,
      expect: staffOnly,
    },
    'PUT /api/Admin/Facilities/:id': {
      url: `/api/Admin/Facilities/${f.facility}`,
      body: () => ({ ...catalogInput.facility(), facilityName: 'Test Park' }),
      expect: staffOnly,
    },
    'POST /api/Admin/CampSpecs': {
      url: '/api/Admin/CampSpecs',
      body: catalogInput.campSpec,
      expect: staffOnly,
    },
    'PUT /api/Admin/CampSpecs/:id': {
      url: `/api/Admin/CampSpecs/${f.spec}`,
      body: () => ({ ...catalogInput.campSpec(), campName: 'Test Camp' }),
      expect: staffOnly,
    },
    'POST /api/Admin/CampSessions': { url: '/api/Admin/CampSessions', body: sessionInput, expect: staffOnly },
    'PUT /api/Admin/CampSessions/:id': {
      url: `/api/Admin/CampSessions/${f.session}`,
      body: sessionInput,
      expect: staffOnly,
    },
    'POST /api/Admin/Tournaments': {
      url: '/api/Admin/Tournaments',
      body: tournamentInput,
      expect: staffOnly,
    },
    'PUT /api/Admin/Tournaments/:id': {
      url: `/api/Admin/Tournaments/${f.tournament}`,
      body: tournamentInput,
      expect: staffOnly,
    },
    'PUT /api/Admin/CampSpecs/:id/details': {
      url: `/api/Admin/CampSpecs/${f.spec}/details`,
      body: () => ({ dropOffTime: '08:30', venueNotes: 'Field 3' }),
      expect: staffOnly,
    },
    'PUT /api/Admin/CampSessions/:id/details': {
      url: `/api/Admin/CampSessions/${f.session}/details`,
      body: () => ({ pickUpTime: '12:00' }),
      expect: staffOnly,
    },
    'PUT /api/Admin/Tournaments/:id/details': {
      url: `/api/Admin/Tournaments/${f.tournament}/details`,
      body: () => ({ venueNotes: 'Field 3' }),
      expect: staffOnly,
    },
    'POST /api/Admin/Images': {
      url: '/api/Admin/Images',
      raw: () => ({ payload: f.photo, headers: { 'content-type': 'image/png' } }),
      expect: staffOnly,
    },
    // The first staff caller deletes the photo; the admin after it finds none.
    'DELETE /api/Admin/Images/:hash': {
      url: `/api/Admin/Images/${f.deleteImage}`,
      expect: [401, 403, 403, 204, 404],
    },
    'GET /api/Images/:hash': { url: `/api/Images/${f.shownImage}`, expect: everyone(200) },
    // The first staff caller cancels; the admin after it finds it already cancelled.
    'POST /api/Admin/CampRegistrations/:id/cancel': {
      url: `/api/Admin/CampRegistrations/${f.cancelMe}/cancel`,
      body: () => ({ reason: 'test' }),
      expect: [401, 403, 403, 200, 409],
    },
    // The first staff caller releases the hold; the admin after it finds no hold left.
    'POST /api/Admin/CampRegistrations/:id/release': {
      url: `/api/Admin/CampRegistrations/${f.releaseMe}/release`,
      body: () => ({}),
      expect: [401, 403, 403, 200, 409],
    },
    'POST /api/Admin/TournamentRegistrations/:id/cancel': {
      url: '/api/Admin/TournamentRegistrations/999999/cancel',
      body: () => ({ reason: 'test' }),
      expect: [401, 403, 403, 404, 404],
    },
    'GET /api/Registration/CancellationQuote/:id': {
      url: `/api/Registration/CancellationQuote/${f.registration}`,
      expect: ownerOnly,
    },
    // The owner cancels first; nobody else's call can find it.
    'POST /api/Registration/CancelRegistration/:id': {
      url: `/api/Registration/CancelRegistration/${f.ownCancel}`,
      body: () => ({ expectedRefund: 0 }),
      expect: ownerOnly,
    },
    'GET /api/Tournament/WithdrawalQuote/:id': {
      url: `/api/Tournament/WithdrawalQuote/${f.team}`,
      expect: ownerOnly,
    },
    'POST /api/Tournament/WithdrawTeam/:id': {
      url: '/api/Tournament/WithdrawTeam/999999',
      body: () => ({ expectedRefund: 0 }),
      expect: [401, 404, 404, 404, 404],
    },
    'GET /api/Admin/CampRegistrations/:id/refund': {
      url: `/api/Admin/CampRegistrations/${f.registration}/refund`,
      expect: staffOnly,
    },
    'GET /api/Admin/TournamentRegistrations/:id/refund': {
      url: '/api/Admin/TournamentRegistrations/999999/refund',
      expect: [401, 403, 403, 404, 404],
    },
    // An unpaid registration has nothing to refund.
    'POST /api/Admin/CampRegistrations/:id/refund': {
      url: `/api/Admin/CampRegistrations/${f.registration}/refund`,
      body: () => ({ amount: 1, reason: 'test' }),
      expect: [401, 403, 403, 409, 409],
    },
    'POST /api/Admin/TournamentRegistrations/:id/refund': {
      url: '/api/Admin/TournamentRegistrations/999999/refund',
      body: () => ({ amount: 1, reason: 'test' }),
      expect: [401, 403, 403, 404, 404],
    },
    // Moves: the fixture registration is unpaid, so its owner is refused (409) and nobody else finds it.
    'GET /api/Registration/SwitchOptions/:id': {
      url: `/api/Registration/SwitchOptions/${f.registration}`,
      expect: ownerOnly,
    },
    'POST /api/Registration/SwitchSession/:id': {
      url: `/api/Registration/SwitchSession/${f.registration}`,
      body: () => ({ campSessionId: 999999, expectedDifference: 0 }),
      expect: [401, 409, 404, 404, 404],
    },
    'POST /api/Registration/KeepSession/:id': {
      url: `/api/Registration/KeepSession/${f.registration}`,
      body: () => ({}),
      expect: [401, 409, 404, 404, 404],
    },
    'GET /api/Admin/CampRegistrations/:id/switchOptions': {
      url: `/api/Admin/CampRegistrations/${f.registration}/switchOptions`,
      expect: [401, 403, 403, 200, 200],
    },
    'POST /api/Admin/CampRegistrations/:id/switch': {
      url: `/api/Admin/CampRegistrations/${f.registration}/switch`,
      body: () => ({ campSessionId: 999999, reason: 'test' }),
      expect: [401, 403, 403, 409, 409],
    },
    // Waitlists: each caller may join a full session; only the owner finds an entry (no offer yet: 409).
    'POST /api/Waitlist/JoinCamp': {
      url: '/api/Waitlist/JoinCamp',
      body: () => campRegistrationBody(f.fullSession),
      expect: signedIn(),
    },
    'POST /api/Waitlist/JoinTournament': {
      url: '/api/Waitlist/JoinTournament',
      body: () => teamBody(f.fullAgeGroup),
      expect: signedIn(),
    },
    'GET /api/Waitlist/Mine': { url: '/api/Waitlist/Mine', expect: signedIn() },
    'POST /api/Waitlist/:id/accept': {
      url: `/api/Waitlist/${f.waitEntry}/accept`,
      expect: [401, 409, 404, 404, 404],
    },
    'POST /api/Waitlist/:id/decline': {
      url: `/api/Waitlist/${f.waitEntry}/decline`,
      expect: [401, 409, 404, 404, 404],
    },
    'POST /api/Waitlist/:id/leave': {
      url: `/api/Waitlist/${f.leaveEntry}/leave`,
      expect: [401, 200, 404, 404, 404],
    },
    'GET /api/Admin/CampSessions/:id/waitlist': {
      url: `/api/Admin/CampSessions/${f.fullSession}/waitlist`,
      expect: staffOnly,
    },
    'GET /api/Admin/TournamentAgeRanges/:id/waitlist': {
      url: `/api/Admin/TournamentAgeRanges/${f.fullAgeGroup}/waitlist`,
      expect: staffOnly,
    },
    'POST /api/Admin/Waitlist/:id/offer': {
      url: `/api/Admin/Waitlist/${f.waitEntry}/offer`,
      expect: staffOnly,
    },
    'POST /api/Admin/Waitlist/:id/skip': {
      url: `/api/Admin/Waitlist/${f.waitEntry}/skip`,
      expect: staffOnly,
    },
    'POST /api/Admin/Waitlist/:id/remove': {
      url: '/api/Admin/Waitlist/999999/remove',
      body: () => ({ reason: 'test' }),
      expect: [401, 403, 403, 404, 404],
    },
    // A family's own data: every signed-in caller gets theirs. Erasing is refused for parent A
    // (a checkout of theirs is open), done for the others (who hold nothing, or only test rows).
    'GET /api/Account/MyData': { url: '/api/Account/MyData', expect: signedIn() },
    // The account's language: every signed-in caller reads and saves their own.
    'GET /api/Account/Language': { url: '/api/Account/Language', expect: signedIn() },
    'PUT /api/Account/Language': {
      url: '/api/Account/Language',
      body: () => ({ locale: 'es' }),
      expect: signedIn(),
    },
    // Mail choices: every signed-in caller reads and saves their own; the unsubscribe link works
    // by its signed token only (a forged one is a 400 page for everyone).
    'GET /api/Account/MailChoices': { url: '/api/Account/MailChoices', expect: signedIn() },
    'PUT /api/Account/MailChoices': {
      url: '/api/Account/MailChoices',
      body: () => ({ startReminders: true, seatReminders: false, officeNews: true }),
      expect: signedIn(),
    },
    'GET /api/MailChoices/Unsubscribe': {
      url: '/api/MailChoices/Unsubscribe?token=x.officeNews.y',
      expect: everyone(400),
    },
    'POST /api/MailChoices/Unsubscribe': {
      url: '/api/MailChoices/Unsubscribe?token=x.officeNews.y',
      expect: everyone(400),
    },
    'POST /api/Account/EraseMyData': { url: '/api/Account/EraseMyData', expect: [401, 409, 200, 200, 200] },
    // Calendars: a registration's file for its owner once paid (these are not: 404 for everyone
    // signed in); the account's own feed link; the feed itself by its token only.
    'GET /api/Calendar/Camp/:id': {
      url: `/api/Calendar/Camp/${f.registration}`,
      expect: [401, 404, 404, 404, 404],
    },
    'GET /api/Calendar/Tournament/:id': {
      url: `/api/Calendar/Tournament/${f.team}`,
      expect: [401, 404, 404, 404, 404],
    },
    // Receipts: the account's list; one receipt for its owner or staff (no receipt 1 here: 404 for
    // everyone signed in, the owner's and staff's reads are in receipts.test.ts); staff look-ups.
    'GET /api/Receipts/Mine': { url: '/api/Receipts/Mine', expect: signedIn() },
    'GET /api/Account/Credit': { url: '/api/Account/Credit', expect: signedIn() },
    'GET /api/Receipts/:number': { url: '/api/Receipts/999999', expect: [401, 404, 404, 404, 404] },
    'GET /api/Admin/Receipts/:number': {
      url: '/api/Admin/Receipts/999999',
      expect: [401, 403, 403, 404, 404],
    },
    'POST /api/Admin/Receipts/:number/resend': {
      url: '/api/Admin/Receipts/999999/resend',
      expect: [401, 403, 403, 404, 404],
    },
    // Childcare statements: the account's list; one for its owner or staff (none here: 404 for
    // everyone signed in; owner's and staff's reads are in statements.test.ts); staff look-ups.
    'GET /api/Statements/Mine': { url: '/api/Statements/Mine', expect: signedIn() },
    'GET /api/Statements/:year/:playerId': {
      url: '/api/Statements/2026/999999',
      expect: [401, 404, 404, 404, 404],
    },
    'GET /api/Admin/Statements': {
      url: '/api/Admin/Statements?email=nobody%40example.com',
      expect: [401, 403, 403, 404, 404],
    },
    'GET /api/Admin/Statements/:year/:playerId': {
      url: '/api/Admin/Statements/2026/999999',
      expect: [401, 403, 403, 404, 404],
    },
    'GET /api/Calendar/Feed': { url: '/api/Calendar/Feed', expect: signedIn() },
    'POST /api/Calendar/Feed': { url: '/api/Calendar/Feed', expect: signedIn() },
    'DELETE /api/Calendar/Feed': { url: '/api/Calendar/Feed', expect: signedIn(204) },
    'GET /api/Calendar/Feed/:token': {
      url: `/api/Calendar/Feed/${'x'.repeat(43)}`,
      expect: everyone(404),
    },
    'GET /api/Camps/SiblingDiscount': { url: '/api/Camps/SiblingDiscount', expect: everyone(200) },
    'GET /api/Admin/SiblingDiscount': { url: '/api/Admin/SiblingDiscount', expect: staffOnly },
    'PUT /api/Admin/SiblingDiscount': {
      url: '/api/Admin/SiblingDiscount',
      body: () => ({ kind: 'percent', value: 10 }),
      expect: staffOnly,
    },
    // The household profile: every signed-in caller has their own; a player is found by its owner only.
    'GET /api/Household': { url: '/api/Household', expect: signedIn() },
    'PUT /api/Household': { url: '/api/Household', body: () => householdContactsBody(), expect: signedIn() },
    'POST /api/Household/Players': {
      url: '/api/Household/Players',
      body: () => householdPlayerBody(),
      expect: signedIn(),
    },
    'PUT /api/Household/Players/:id': {
      url: `/api/Household/Players/${f.householdPlayer}`,
      body: () => householdPlayerBody(),
      expect: ownerOnly,
    },
    'DELETE /api/Household/Players/:id': {
      url: `/api/Household/Players/${f.householdPlayerToRemove}`,
      expect: [401, 204, 404, 404, 404],
    },
    'POST /api/Household/Players/:id/Pickups': {
      url: `/api/Household/Players/${f.householdPlayer}/Pickups`,
      body: () => ({ name: 'Luis Ortiz', relation: 'Neighbor', phoneNumber: '6155550188' }),
      expect: ownerOnly,
    },
    'DELETE /api/Household/Pickups/:id': {
      url: `/api/Household/Pickups/${f.pickupToRemove}`,
      expect: [401, 204, 404, 404, 404],
    },
    'GET /api/Household/PickupCodes': { url: '/api/Household/PickupCodes', expect: signedIn() },
    'GET /api/Admin/DataRetention': { url: '/api/Admin/DataRetention', expect: staffOnly },
    'GET /api/Household/Texts': { url: '/api/Household/Texts', expect: signedIn() },
    'PUT /api/Household/Texts': {
      url: '/api/Household/Texts',
      body: () => ({ phone: '615-555-0100', consent: true }),
      expect: signedIn(),
    },
    'DELETE /api/Household/Texts': { url: '/api/Household/Texts', expect: signedIn(204) },
    // Messages from the office: staff only; the text provider's webhooks answer only a valid signature.
    'POST /api/Admin/OfficeMessages/audience': {
      url: '/api/Admin/OfficeMessages/audience',
      body: () => ({ audience: { kind: 'session', sessionId: f.session } }),
      expect: staffOnly,
    },
    'POST /api/Admin/OfficeMessages': {
      url: '/api/Admin/OfficeMessages',
      body: () => ({
        audience: { kind: 'session', sessionId: f.session },
        subject: 'Field change',
        body: 'Hi {firstName}, we play on field 2.',
        sendAt: '2099-01-01T00:00:00Z',
      }),
      expect: [401, 403, 403, 201, 201],
    },
    'GET /api/Admin/OfficeMessages': { url: '/api/Admin/OfficeMessages', expect: staffOnly },
    'GET /api/Admin/OfficeMessages/:id': {
      url: '/api/Admin/OfficeMessages/999999',
      expect: [401, 403, 403, 404, 404],
    },
    'POST /api/Admin/OfficeMessages/:id/cancel': {
      url: '/api/Admin/OfficeMessages/999999/cancel',
      expect: [401, 403, 403, 404, 404],
    },
    'POST /api/Texts/status': {
      url: '/api/Texts/status',
      body: () => ({ MessageSid: 'SM1', MessageStatus: 'delivered' }),
      expect: everyone(403),
    },
    'POST /api/Texts/inbound': {
      url: '/api/Texts/inbound',
      body: () => ({ From: '+16155550100', Body: 'STOP' }),
      expect: everyone(403),
    },
    'GET /api/Documents/CampSession/:id': {
      url: `/api/Documents/CampSession/${f.session}`,
      expect: everyone(200),
    },
    'GET /api/Documents/Tournament/:id': {
      url: `/api/Documents/Tournament/${f.tournament}`,
      expect: everyone(200),
    },
    'POST /api/Admin/Documents': {
      url: '/api/Admin/Documents',
      body: () => ({ owner: 'camp', itemId: f.documentCamp, ...documentInput() }),
      expect: staffOnly,
    },
    'PUT /api/Admin/Documents/:id': {
      url: `/api/Admin/Documents/${f.document}`,
      body: documentInput,
      expect: staffOnly,
    },
    'POST /api/Admin/Documents/:id/retire': {
      url: '/api/Admin/Documents/999999/retire',
      expect: [401, 403, 403, 404, 404],
    },
    'PUT /api/Admin/DataRetention': {
      url: '/api/Admin/DataRetention',
      body: () => ({ retentionMonths: null }),
      expect: [401, 403, 403, 403, 200],
    },
    'POST /api/Admin/Refunds/:id/retry': {
      url: '/api/Admin/Refunds/999999/retry',
      body: () => ({}),
      expect: [401, 403, 403, 404, 404],
    },
    'GET /api/Admin/Revenue/camps': {
      url: '/api/Admin/Revenue/camps?from=2030-01-01T00:00:00.000Z&to=2030-02-01T00:00:00.000Z',
      expect: staffOnly,
    },
    'GET /api/Admin/Revenue/tournaments': {
      url: '/api/Admin/Revenue/tournaments?from=2030-01-01T00:00:00.000Z&to=2030-02-01T00:00:00.000Z',
      expect: staffOnly,
    },
    ...Object.fromEntries(
      (['messages', 'rentals'] as const).flatMap((kind) => [
        [
          `GET /api/Admin/Inbox/${kind}/Search/:page/:pageSize`,
          { url: `/api/Admin/Inbox/${kind}/Search/1/10?q=a`, expect: staffOnly },
        ],
        [
          `PUT /api/Admin/Inbox/${kind}/Status/:id`,
          {
            url: `/api/Admin/Inbox/${kind}/Status/999999`,
            body: () => ({ status: 'closed' }),
            expect: [401, 403, 403, 404, 404],
          },
        ],
        [
          `GET /api/Admin/Inbox/${kind}/Export`,
          { url: `/api/Admin/Inbox/${kind}/Export`, expect: staffOnly },
        ],
      ]),
    ),
    'GET /api/Admin/AuditLog/:page/:pageSize': {
      url: '/api/Admin/AuditLog/1/10',
      expect: adminOnly,
    },
    // Coaches: the assigned coach's rosters (staff and admins may open any); staff's groups;
    // admins' assignments.
    'GET /api/Coach/Rosters': { url: '/api/Coach/Rosters', expect: [401, 403, 403, 200, 200], coach: 200 },
    'GET /api/Coach/Sessions/:id': {
      url: `/api/Coach/Sessions/${f.session}`,
      expect: [401, 403, 403, 200, 200],
      coach: 200,
    },
    'GET /api/Coach/Sessions/:id/roster.pdf': {
      url: `/api/Coach/Sessions/${f.session}/roster.pdf`,
      expect: [401, 403, 403, 200, 200],
      coach: 200,
    },
    'GET /api/Coach/Sessions/:id/sign-in.pdf': {
      url: `/api/Coach/Sessions/${f.session}/sign-in.pdf`,
      expect: [401, 403, 403, 200, 200],
      coach: 200,
    },
    'GET /api/Coach/AgeGroups/:id': {
      url: `/api/Coach/AgeGroups/${f.ageRange}`,
      expect: [401, 403, 403, 200, 200],
      coach: 200,
    },
    // Team rosters completed by guardians: the team's owner; the guardian's link (a made-up
    // token here) needs no sign-in; staff and the age group's coach check teams in (this team
    // is not paid: 409 once let through).
    'GET /api/TeamRoster/:registrationid': { url: `/api/TeamRoster/${f.team}`, expect: ownerOnly },
    'POST /api/TeamRoster/:registrationid/Invites': {
      url: `/api/TeamRoster/${f.team}/Invites`,
      body: () => ({ invitedPlayers: [{ playerFullName: 'Ann Lee', guardianEmail: 'ann@example.com' }] }),
      expect: ownerOnly,
    },
    'POST /api/TeamRoster/:registrationid/Invites/:inviteid/Remind': {
      url: `/api/TeamRoster/${f.team}/Invites/999999/Remind`,
      expect: [401, 404, 404, 404, 404],
    },
    'GET /api/RosterInvite': { url: '/api/RosterInvite?token=1.x', expect: everyone(404) },
    'POST /api/RosterInvite': {
      url: '/api/RosterInvite',
      body: () => ({
        token: '1.x',
        playerDateOfBirth: '2015-01-01',
        playerGender: 'F',
        parentFullName: 'Lee Parent',
        parentPhone: '2145550100',
      }),
      expect: everyone(404),
    },
    'GET /api/TeamCheckIn': { url: '/api/TeamCheckIn', expect: [401, 403, 403, 200, 200], coach: 200 },
    'POST /api/TeamCheckIn/:registrationid': {
      url: `/api/TeamCheckIn/${f.team}`,
      expect: [401, 403, 403, 409, 409],
      coach: 409,
    },
    // A tap on the roster (decision 0098): the assigned coach, staff and admins get past the
    // guard to the rules (this registration is unpaid, so not on the roster: 400); others 403.
    'POST /api/Coach/Sessions/:id/Attendance': {
      url: `/api/Coach/Sessions/${f.session}/Attendance`,
      body: () => ({
        eventId: randomUUID(),
        registrationId: f.registration,
        day: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
        action: 'checkIn',
        occurredAt: new Date().toISOString(),
      }),
      expect: [401, 403, 403, 400, 400],
      coach: 400,
    },
    // A family's choice of check-in and check-out mails (decision 0099): its own, signed in.
    'GET /api/Household/AttendanceNotices': { url: '/api/Household/AttendanceNotices', expect: signedIn() },
    'PUT /api/Household/AttendanceNotices': {
      url: '/api/Household/AttendanceNotices',
      body: () => ({ mail: false }),
      expect: signedIn(),
    },
    'GET /api/Admin/CampSessions/:id/attendance': {
      url: `/api/Admin/CampSessions/${f.session}/attendance`,
      expect: staffOnly,
    },
    'GET /api/Admin/CampSessions/:id/attendance.xlsx': {
      url: `/api/Admin/CampSessions/${f.session}/attendance.xlsx`,
      expect: staffOnly,
    },
    'GET /api/Admin/CampSessions/:id/groups': {
      url: `/api/Admin/CampSessions/${f.session}/groups`,
      expect: staffOnly,
    },
    'PUT /api/Admin/CampRegistrations/:id/group': {
      url: `/api/Admin/CampRegistrations/${f.registration}/group`,
      body: () => ({ group: 'Red' }),
      expect: staffOnly,
    },
    'GET /api/Admin/CoachAssignments': { url: '/api/Admin/CoachAssignments', expect: adminOnly },
    'POST /api/Admin/CoachAssignments': {
      url: '/api/Admin/CoachAssignments',
      body: () => ({ email: 'new.coach@example.com', kind: 'session', itemId: f.fullSession }),
      expect: [401, 403, 403, 403, 201],
    },
    'DELETE /api/Admin/CoachAssignments/:id': {
      url: '/api/Admin/CoachAssignments/999999',
      expect: [401, 403, 403, 403, 404],
    },
  });

  it('has a rule for every route the app serves', () => {
    const known = new Set(Object.keys(rules()));
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(
      served.filter((k) => !known.has(k)),
      'routes without an authorization rule',
    ).toEqual([]);
    expect(
      [...known].filter((k) => !served.includes(k)),
      'rules for routes that do not exist',
    ).toEqual([]);
  });

  it('answers every caller as the rule says, and no answer of a signed-in route may be cached', async () => {
    const failures: string[] = [];
    let private_ = 0;
    for (const { method, url: pattern } of t.app.routeTable) {
      const rule = rules()[`${method} ${pattern}`];
      if (!rule) continue;
      // A route that refuses anonymous callers answers with someone's data (or about it).
      const signedInOnly = rule.expect[0] === 401;
      if (signedInOnly) private_++;
      for (const [i, caller] of callers.entries()) {
        const res = await t.as(accountOf(caller), {
          method: method as 'GET',
          url: rule.url,
          ...requestBody(rule),
        });
        if (res.statusCode !== expectedOf(rule, i))
          failures.push(
            `${method} ${rule.url} as ${caller}: ${res.statusCode} (expected ${expectedOf(rule, i)})`,
          );
        if (signedInOnly && res.headers['cache-control'] !== 'no-store')
          failures.push(
            `${method} ${rule.url} as ${caller} (${res.statusCode}): cache-control ${res.headers['cache-control']}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(private_).toBeGreaterThan(30);
  });

  /** Every row of every table of this test's database, to show that a request changed nothing. */
  async function everyRow() {
    const db = t.database.db;
    const { rows: tables } =
      t.database.engine === 'postgres'
        ? await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      all[name] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return all;
  }

  /**
   * Every spelling of a number other than plain digits from 1 up: hex, exponent, a space before or
   * after, a leading zero or sign, zero, a decimal, beyond the largest id, beyond any integer, a
   * line break, a full-width digit. Each of them would coerce to a number with `Number()`.
   */
  const badIds = [
    '0x1',
    '1e0',
    '%201',
    '1%20',
    '01',
    '+1',
    '-1',
    '0',
    '1.0',
    '2147483648',
    '99999999999999999999',
    '1%0A',
    '%EF%BC%91',
  ];

  /*
   * Order of checks: sign-in and role guards run first (on request), then the params are validated,
   * then the route reads rows. So a caller the route refuses gets the same 401 or 403 whatever the
   * id (that answer reveals nothing about any row), and every caller it lets through, including
   * one that would get 404 for someone else's row, gets 400 naming the param before any row is
   * read. No request changes a row.
   */
  // Thousands of requests, one after another (every route × bad id × caller): minutes on a busy machine.
  it('refuses every spelling of a path id other than plain digits, on every route with one, for every caller', {
    timeout: 180_000,
  }, async () => {
    const failures: string[] = [];
    let routesWithIds = 0;
    const before = await everyRow();
    for (const { method, url: pattern } of t.app.routeTable) {
      const rule = rules()[`${method} ${pattern}`];
      if (!rule) continue;
      // The numeric params of this rule's URL (payment session ids and states are not numbers).
      const patternParts = pattern.split('/');
      const urlParts = rule.url.split('/');
      const numeric = patternParts.flatMap((part, i) =>
        part.startsWith(':') && /^\d+$/.test(urlParts[i] ?? '') ? [i] : [],
      );
      if (numeric.length === 0) continue;
      routesWithIds++;
      for (const index of numeric)
        for (const bad of badIds) {
          const url = urlParts.map((part, i) => (i === index ? bad : part)).join('/');
          const param = patternParts[index]!.slice(1);
          for (const [i, caller] of callers.entries()) {
            const res = await t.as(accountOf(caller), {
              method: method as 'GET',
              url,
              ...requestBody(rule),
            });
            const expected = expectedOf(rule, i);
            const refusedCaller = expected === 401 || expected === 403;
            const ok = refusedCaller
              ? res.statusCode === expected
              : res.statusCode === 400 && Object.keys(res.json().errors ?? {}).join() === `params.${param}`;
            if (!ok)
              failures.push(
                `${method} ${url} as ${caller}: ${res.statusCode} (expected ${
                  refusedCaller ? expected : `400 on params.${param}`
                }) ${res.body.slice(0, 120)}`,
              );
          }
        }
    }
    expect(failures).toEqual([]);
    expect(await everyRow()).toEqual(before);
    expect(routesWithIds).toBeGreaterThan(15);
  });
});
