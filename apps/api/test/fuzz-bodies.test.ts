import { contactErrorKeys, fieldRentalErrorKeys } from '@soccer/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { solvedCaptcha } from './support/captcha.js';
import {
  campRegistrationBody,
  catalogInput,
  contactBody,
  createCampSession,
  createTournament,
  fieldRentalBody,
  householdContactsBody,
  householdPlayerBody,
  teamBody,
  teamMember,
} from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { rowOf } from './support/reads.js';
import { submitCampRegistration, submitTeamRegistration } from './support/registrations.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

/** Property-based fuzzing of every JSON body the API accepts: never a 500, never a row on a 400. */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const tables: (keyof Database)[] = [
  'contact_messages',
  'field_rental_inquiries',
  'camp_registrations',
  'household_pickups',
  'tournament_registrations',
  'team_members',
  'facilities',
  'camp_specs',
  'camp_sessions',
  'tournaments',
  'tournament_age_ranges',
  'mail_outbox',
  'audit_log',
  'household_contacts',
  'household_players',
  'consent_documents',
  'consent_document_versions',
  'consent_acceptances',
  'coach_assignments',
  'coach_groups',
  'credit_entries',
  'credit_balances',
];

/** Any JSON value in a field: wrong types, huge strings, unicode, nulls, nesting. */
const wildValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 0, maxLength: 3000 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '1999-12-31',
    '2015-02-30',
    'xs',
    'M',
    'F',
    '0',
    '-1',
    '<script>alert(1)</script>',
    '=1+1',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A valid body with some fields replaced, removed or added; or arbitrary JSON altogether. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const mutation = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), wildValue, { maxKeys: 4 }),
      remove: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), wildValue, { maxKeys: 2 }),
    })
    .map(({ replace, remove, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...extra, ...replace };
      for (const k of remove) delete body[k];
      return body as unknown;
    });
  return fc.oneof({ weight: 4, arbitrary: mutation }, { weight: 1, arbitrary: fc.jsonValue() });
}

describe(`fuzzing request bodies (${testEngine})`, () => {
  let t: TestApp;
  const f = {
    session: 0,
    ageRange: 0,
    facility: 0,
    spec: 0,
    registration: 0,
    team: 0,
    /** Rows the catalogue's PUT endpoints change, apart from the ones registrations use. */
    otherSession: 0,
    otherTournament: 0,
    otherFacility: 0,
    otherSpec: 0,
    /** A session without seats: its waitlist takes entries. */
    fullSession: 0,
    waitEntry: 0,
    householdPlayer: 0,
    /** A camp of its own with a document, so no registration above is asked to accept it. */
    documentCamp: 0,
    document: 0,
    /** A contact message and a rental inquiry whose status staff set. */
    message: 0,
    inquiry: 0,
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000000', ...raceEnv });
    f.session = await createCampSession(t.database.db, t.clock.now, {
      capacity: 100000,
      promoCode: 'FUZZ',
      discountCents: 100,
    });
    f.ageRange = (await createTournament(t.database.db, t.clock.now, { tshirts: true })).ageRangeIds[0]!;
    f.facility = (await t.database.db.selectFrom('facilities').select('id').executeTakeFirstOrThrow()).id;
    f.spec = (await t.database.db.selectFrom('camp_specs').select('id').executeTakeFirstOrThrow()).id;
    f.registration = await newCampRegistration();
    f.team = await newTeam();
    f.otherSession = await createCampSession(t.database.db, t.clock.now, { capacity: 100000 });
    f.fullSession = await createCampSession(t.database.db, t.clock.now, { capacity: 0 });
    f.waitEntry = await newWaitlistEntry();
    f.householdPlayer = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Household/Players',
        payload: householdPlayerBody(),
      })
    ).json().id;
    f.otherTournament = (await createTournament(t.database.db, t.clock.now)).tournamentId;
    const other = await t.database.db
      .selectFrom('camp_sessions')
      .select(['facility_id', 'camp_spec_id'])
      .where('id', '=', f.otherSession)
      .executeTakeFirstOrThrow();
    f.otherFacility = other.facility_id;
    f.otherSpec = other.camp_spec_id;
    const documentSession = await createCampSession(t.database.db, t.clock.now);
    f.documentCamp = (await rowOf(t, 'camp_sessions', documentSession)).camp_spec_id;
    const document = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Documents',
      payload: documentBody(),
    });
    expect(document.statusCode, document.body).toBe(200);
    f.document = document.json().id;
    const received = t.clock.now.toISOString();
    f.message = (
      await t.database.db
        .insertInto('contact_messages')
        .values({
          first_name: 'Pat',
          last_name: 'Parker',
          email: 'pat@example.com',
          telephone: '',
          subject: 'Camps',
          message: 'Hello',
          created_at: received,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    f.inquiry = (
      await t.database.db
        .insertInto('field_rental_inquiries')
        .values({
          full_name: 'Casey Host',
          street_address1: '',
          street_address2: '',
          city: '',
          state: '',
          zip_code: '',
          email: 'casey@example.com',
          telephone: '6155550100',
          date_preferred: '2030-05-01',
          time_preferred: '',
          number_of_hours: '',
          number_of_fields: '',
          message: '',
          operation_id: null,
          created_at: received,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const documentBody = () => ({
    owner: 'camp',
    itemId: f.documentCamp,
    kind: 'liability_waiver',
    title: 'Liability waiver',
    body: 'Soccer has risks.',
  });

  async function newWaitlistEntry(): Promise<number> {
    const res = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(f.fullSession),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  async function newCampRegistration(): Promise<number> {
    const res = await submitCampRegistration(t, f.session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }
  async function newTeam(): Promise<number> {
    const res = await submitTeamRegistration(t, teamBody(f.ageRange));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }
  afterAll(() => t.close());

  /** Row counts of every table a request could write, in one query. */
  async function counts() {
    const select = sql.join(
      tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
    );
    const { rows } = await sql<Record<string, number>>`select ${select}`.execute(t.database.db);
    return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  }

  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  interface Endpoint {
    /** The route as the app's route table names it. */
    route: string;
    method: 'POST' | 'PUT';
    url: string;
    account: TestAccount | null;
    /** A valid body, with every text field the route keeps filled in. */
    body: Record<string, unknown>;
    /** The route's renamed top-level error keys (the contact and rental forms). */
    errorKeys?: Record<string, string>;
    /** Free-text fields: they keep line breaks. Every other text field is a single line. */
    multiLine?: string[];
    /** String fields that are not text the server keeps: a captcha token, a status it sets itself, a log line. */
    notText?: string[];
    /** A URL on a fresh row, for a request that is meant to succeed (a cancel succeeds once). */
    freshUrl?: () => Promise<string>;
    /** A valid body is still refused by a rule after validation (409), e.g. a refund of an unpaid registration. */
    refusedAnyway?: boolean;
  }

  const sessionBody = () => catalogInput.campSession(f.spec, f.facility);
  const couponBody = {
    code: 'FUZZ10',
    kind: 'percent',
    value: 10,
    validFrom: day(1),
    validTo: day(30),
    totalUses: 5,
    usesPerAccount: 1,
    scope: 'all',
  };
  const tournamentBody = () => catalogInput.tournament(f.facility);

  /** Every POST and PUT body the API accepts as JSON. */
  const endpoints = (): Endpoint[] => [
    {
      route: 'POST /api/ContactUs/saveContactUsMessage',
      method: 'POST',
      url: '/api/ContactUs/saveContactUsMessage',
      account: null,
      body: contactBody({ RecaptchaValue: 'x' }),
      errorKeys: contactErrorKeys,
      multiLine: ['message'],
      notText: ['RecaptchaValue'],
    },
    {
      route: 'POST /api/ContactUs/sendFieldRentalMessage',
      method: 'POST',
      url: '/api/ContactUs/sendFieldRentalMessage',
      account: null,
      body: fieldRentalBody({ streetAddress2: 'Suite 4', datePreferred: day(40), RecaptchaValue: 'x' }),
      errorKeys: fieldRentalErrorKeys,
      multiLine: ['message'],
      notText: ['RecaptchaValue'],
    },
    {
      route: 'POST /api/Registration/submitRegistration',
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      account: accounts.parentA,
      body: campRegistrationBody(f.session, {
        playerAddressLine2: 'Apt 2',
        pog2FirstName: 'Lee',
        pog2LastName: 'Parker',
        pog2Email: 'second@example.com',
        pog2Phone: '6155550101',
        medicalConditions: 'Asthma',
        medicalTreatment: 'Inhaler',
      }),
      multiLine: ['medicalConditions', 'medicalTreatment'],
      // The server sets a new registration's status itself.
      notText: ['registrationStatus'],
    },
    {
      route: 'POST /api/Registration/SubmitCampOrder',
      method: 'POST',
      url: '/api/Registration/SubmitCampOrder',
      account: accounts.parentA,
      body: {
        registrations: [
          campRegistrationBody(f.session, { medicalConditions: 'Asthma' }),
          campRegistrationBody(f.session, { playerFirstName: 'Ava', medicalTreatment: 'Inhaler' }),
        ],
      },
      multiLine: ['medicalConditions', 'medicalTreatment'],
      notText: ['registrationStatus'],
    },
    {
      route: 'POST /api/Tournament/RegisterTournament',
      method: 'POST',
      url: '/api/Tournament/RegisterTournament',
      account: accounts.parentA,
      body: teamBody(f.ageRange, {
        teamMembers: [
          teamMember({ playerEmail: 'sam@example.com' }),
          teamMember({ playerFullName: 'Jo Keeper', playerGender: 'F', playerEmail: 'jo@example.com' }),
        ],
      }),
    },
    {
      route: 'POST /api/Payment/CampRegistrationCheckout',
      method: 'POST',
      url: '/api/Payment/CampRegistrationCheckout',
      account: accounts.parentB,
      body: { registrationId: f.registration, totalPurchaseAmountDollars: 1 },
    },
    {
      route: 'POST /api/TournamentPayment/TournamentRegistrationCheckout',
      method: 'POST',
      url: '/api/TournamentPayment/TournamentRegistrationCheckout',
      account: accounts.parentB,
      body: { registrationId: f.team, totalPurchaseAmountDollars: 1 },
    },
    {
      route: 'POST /api/Payment/CampRegistrationBalanceCheckout',
      method: 'POST',
      url: '/api/Payment/CampRegistrationBalanceCheckout',
      account: accounts.parentB,
      body: { registrationId: f.registration },
    },
    {
      route: 'POST /api/TournamentPayment/TournamentRegistrationBalanceCheckout',
      method: 'POST',
      url: '/api/TournamentPayment/TournamentRegistrationBalanceCheckout',
      account: accounts.parentB,
      body: { registrationId: f.team },
    },
    {
      route: 'POST /api/ClientErrors',
      method: 'POST',
      url: '/api/ClientErrors',
      account: null,
      body: { message: 'x', stack: 'y' },
      // Written to the log as JSON (escaped), never stored or shown.
      notText: ['message', 'stack', 'context', 'url'],
    },
    {
      route: 'POST /api/Admin/Facilities',
      method: 'POST',
      url: '/api/Admin/Facilities',
      account: accounts.staff,
      body: catalogInput.facility(),
    },
    {
      route: 'PUT /api/Admin/Facilities/:id',
      method: 'PUT',
      url: `/api/Admin/Facilities/${f.otherFacility}`,
      account: accounts.staff,
      body: { ...catalogInput.facility(), facilityName: 'Cup Park' },
    },
    {
      route: 'POST /api/Admin/CampSpecs',
      method: 'POST',
      url: '/api/Admin/CampSpecs',
      account: accounts.staff,
      body: catalogInput.campSpec(),
      multiLine: ['catalogDescription', 'attendeeNotes'],
    },
    {
      route: 'PUT /api/Admin/CampSpecs/:id',
      method: 'PUT',
      url: `/api/Admin/CampSpecs/${f.otherSpec}`,
      account: accounts.staff,
      body: { ...catalogInput.campSpec(), campName: 'Test Camp' },
      multiLine: ['catalogDescription', 'attendeeNotes'],
    },
    {
      route: 'POST /api/Admin/CampSessions',
      method: 'POST',
      url: '/api/Admin/CampSessions',
      account: accounts.staff,
      body: sessionBody(),
    },
    {
      route: 'PUT /api/Admin/CampSessions/:id',
      method: 'PUT',
      url: `/api/Admin/CampSessions/${f.otherSession}`,
      account: accounts.staff,
      body: sessionBody(),
    },
    {
      route: 'POST /api/Admin/Tournaments',
      method: 'POST',
      url: '/api/Admin/Tournaments',
      account: accounts.staff,
      body: tournamentBody(),
      multiLine: ['tournamentDescription'],
    },
    {
      route: 'PUT /api/Admin/Tournaments/:id',
      method: 'PUT',
      url: `/api/Admin/Tournaments/${f.otherTournament}`,
      account: accounts.staff,
      body: tournamentBody(),
      multiLine: ['tournamentDescription'],
    },
    {
      route: 'PUT /api/Admin/CampSpecs/:id/details',
      method: 'PUT',
      url: `/api/Admin/CampSpecs/${f.otherSpec}/details`,
      account: accounts.staff,
      body: {
        dropOffTime: '08:30',
        pickUpTime: '12:00',
        venueNotes: 'Lot B',
        es: { venueNotes: 'Lote B' },
        coaches: [{ name: 'Ana', bio: 'Keeper', es: { bio: 'Portera' }, photo: null }],
        questions: [
          { question: 'Rain?', answer: 'We play.', es: { question: '¿Lluvia?', answer: 'Jugamos.' } },
        ],
      },
      multiLine: ['venueNotes', 'bio', 'answer'],
    },
    {
      route: 'PUT /api/Admin/CampSessions/:id/details',
      method: 'PUT',
      url: `/api/Admin/CampSessions/${f.session}/details`,
      account: accounts.staff,
      body: {
        dropOffTime: '08:30',
        pickUpTime: '12:00',
        attendeeNotes: 'Water',
        venueNotes: 'Lot B',
        es: { attendeeNotes: 'Agua', venueNotes: 'Lote B' },
      },
      multiLine: ['attendeeNotes', 'venueNotes'],
    },
    {
      route: 'PUT /api/Admin/Tournaments/:id/details',
      method: 'PUT',
      url: `/api/Admin/Tournaments/${f.otherTournament}/details`,
      account: accounts.staff,
      body: {
        attendeeNotes: 'Jerseys',
        venueNotes: 'Fields 1-4',
        es: { attendeeNotes: 'Camisetas', venueNotes: 'Canchas 1-4' },
        questions: [{ question: 'Food?', answer: 'Yes.', es: { question: 'Comida?', answer: 'Sí.' } }],
      },
      multiLine: ['attendeeNotes', 'venueNotes', 'answer'],
    },
    {
      route: 'POST /api/Admin/Documents',
      method: 'POST',
      url: '/api/Admin/Documents',
      account: accounts.staff,
      body: documentBody(),
      multiLine: ['body'],
    },
    {
      route: 'PUT /api/Admin/Documents/:id',
      method: 'PUT',
      url: `/api/Admin/Documents/${f.document}`,
      account: accounts.staff,
      body: (({ owner: _o, itemId: _i, ...rest }) => rest)(documentBody()),
      multiLine: ['body'],
    },
    {
      route: 'POST /api/Admin/CampRegistrations/:id/cancel',
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${f.registration}/cancel`,
      account: accounts.staff,
      body: { reason: 'Family moved' },
      multiLine: ['reason'],
      freshUrl: async () => `/api/Admin/CampRegistrations/${await newCampRegistration()}/cancel`,
    },
    {
      route: 'POST /api/Admin/TournamentRegistrations/:id/cancel',
      method: 'POST',
      url: `/api/Admin/TournamentRegistrations/${f.team}/cancel`,
      account: accounts.staff,
      body: { reason: 'Team withdrew' },
      multiLine: ['reason'],
      freshUrl: async () => `/api/Admin/TournamentRegistrations/${await newTeam()}/cancel`,
    },
    {
      route: 'POST /api/Registration/CancelRegistration/:id',
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${f.registration}`,
      account: accounts.parentA,
      body: { expectedRefund: 0 },
      freshUrl: async () => `/api/Registration/CancelRegistration/${await newCampRegistration()}`,
    },
    {
      route: 'POST /api/Tournament/WithdrawTeam/:id',
      method: 'POST',
      url: `/api/Tournament/WithdrawTeam/${f.team}`,
      account: accounts.parentA,
      body: { expectedRefund: 0 },
      freshUrl: async () => `/api/Tournament/WithdrawTeam/${await newTeam()}`,
    },
    // Unpaid registrations: a valid refund is refused with 409, never a 500.
    {
      route: 'POST /api/Admin/CampRegistrations/:id/refund',
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${f.registration}/refund`,
      account: accounts.staff,
      body: { amount: 1, reason: 'Goodwill' },
      multiLine: ['reason'],
      refusedAnyway: true,
    },
    {
      route: 'POST /api/Admin/TournamentRegistrations/:id/refund',
      method: 'POST',
      url: `/api/Admin/TournamentRegistrations/${f.team}/refund`,
      account: accounts.staff,
      body: { amount: 1, reason: 'Goodwill' },
      multiLine: ['reason'],
      refusedAnyway: true,
    },
    // Moves of an unpaid registration: a valid body is refused with 409, never a 500.
    {
      route: 'POST /api/Registration/SwitchSession/:id',
      method: 'POST',
      url: `/api/Registration/SwitchSession/${f.registration}`,
      account: accounts.parentA,
      body: { campSessionId: f.session, expectedDifference: 0 },
      refusedAnyway: true,
    },
    {
      route: 'POST /api/Admin/CampRegistrations/:id/switch',
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${f.registration}/switch`,
      account: accounts.staff,
      body: { campSessionId: f.session, reason: 'Family asked', eligibilityOverrideReason: '' },
      multiLine: ['reason', 'eligibilityOverrideReason'],
      refusedAnyway: true,
    },
    // The registration form again; the fixture session has seats, so a valid body is refused (join the waitlist of a full session only).
    {
      route: 'POST /api/Waitlist/JoinCamp',
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      account: accounts.parentA,
      body: campRegistrationBody(f.session, { medicalConditions: 'Asthma', medicalTreatment: 'Inhaler' }),
      multiLine: ['medicalConditions', 'medicalTreatment'],
      notText: ['registrationStatus'],
      refusedAnyway: true,
    },
    // The team form again; the fixture age group has no limit, so a valid body is refused (join a full group only).
    {
      route: 'POST /api/Waitlist/JoinTournament',
      method: 'POST',
      url: '/api/Waitlist/JoinTournament',
      account: accounts.parentA,
      body: teamBody(f.ageRange, {
        teamMembers: [
          teamMember({ playerEmail: 'sam@example.com' }),
          teamMember({ playerFullName: 'Jo Keeper', playerGender: 'F', playerEmail: 'jo@example.com' }),
        ],
      }),
      refusedAnyway: true,
    },
    {
      route: 'POST /api/Admin/Waitlist/:id/remove',
      method: 'POST',
      url: `/api/Admin/Waitlist/${f.waitEntry}/remove`,
      account: accounts.staff,
      body: { reason: 'Asked to be taken off' },
      multiLine: ['reason'],
      freshUrl: async () => `/api/Admin/Waitlist/${await newWaitlistEntry()}/remove`,
    },
    {
      route: 'POST /api/Admin/Coupons',
      method: 'POST',
      url: '/api/Admin/Coupons',
      account: accounts.staff,
      body: couponBody,
    },
    {
      route: 'POST /api/Admin/Credit',
      method: 'POST',
      url: '/api/Admin/Credit',
      account: accounts.staff,
      body: { email: accounts.parentA.email, amount: 5, reason: 'Goodwill' },
      multiLine: ['reason'],
    },
    {
      route: 'PUT /api/Admin/Coupons/:id',
      method: 'PUT',
      url: '/api/Admin/Coupons/999999',
      account: accounts.staff,
      body: couponBody,
    },
    {
      route: 'PUT /api/Admin/SiblingDiscount',
      method: 'PUT',
      url: '/api/Admin/SiblingDiscount',
      account: accounts.staff,
      body: { kind: 'amount', value: 15 },
    },
    {
      route: 'PUT /api/Account/Language',
      method: 'PUT',
      url: '/api/Account/Language',
      account: accounts.parentA,
      body: { locale: 'es' },
    },
    {
      route: 'PUT /api/Account/MailChoices',
      method: 'PUT',
      url: '/api/Account/MailChoices',
      account: accounts.parentA,
      body: { startReminders: false, seatReminders: true, officeNews: true },
    },
    {
      route: 'POST /api/Admin/CoachAssignments',
      method: 'POST',
      url: '/api/Admin/CoachAssignments',
      account: accounts.admin,
      body: { email: 'coach@example.com', kind: 'session', itemId: f.session, group: 'Red' },
    },
    {
      route: 'POST /api/TeamRoster/:registrationid/Invites',
      method: 'POST',
      url: `/api/TeamRoster/${f.team}/Invites`,
      account: accounts.parentA,
      body: { invitedPlayers: [{ playerFullName: 'Ann Lee', guardianEmail: 'ann@example.com' }] },
    },
    {
      route: 'POST /api/RosterInvite',
      method: 'POST',
      url: '/api/RosterInvite',
      account: null,
      // A made-up token: the details are checked first, then the link (404).
      notText: ['token'],
      body: {
        token: '1.x',
        playerDateOfBirth: '2015-01-01',
        playerGender: 'F',
        tshirtSize: 'm',
        parentFullName: 'Lee Parent',
        parentPhone: '2145550100',
      },
    },
    {
      // A check-out (decision 0098): every field is an id, a choice, a day or an instant, none text kept.
      route: 'POST /api/Coach/Sessions/:id/Attendance',
      method: 'POST',
      url: `/api/Coach/Sessions/${f.session}/Attendance`,
      account: accounts.staff,
      body: {
        eventId: '0b5c3c57-6a52-4a8e-9d55-3f0a3c1f2e11',
        registrationId: f.registration,
        day: day(10),
        action: 'checkOut',
        occurredAt: '2030-06-10T14:00:00.000Z',
        adultId: 'guardian-1',
        confirmation: 'code',
        code: '1234',
      },
      notText: ['eventId', 'day', 'action', 'occurredAt', 'adultId', 'confirmation', 'code'],
      refusedAnyway: true,
    },
    {
      route: 'PUT /api/Household/AttendanceNotices',
      method: 'PUT',
      url: '/api/Household/AttendanceNotices',
      account: accounts.parentA,
      body: { mail: true, text: false },
    },
    {
      route: 'PUT /api/Admin/CampRegistrations/:id/group',
      method: 'PUT',
      url: `/api/Admin/CampRegistrations/${f.registration}/group`,
      account: accounts.staff,
      body: { group: 'Red' },
    },
    {
      route: 'PUT /api/Household/Texts',
      method: 'PUT',
      url: '/api/Household/Texts',
      account: accounts.parentA,
      body: { phone: '(615) 555-0100', consent: true },
    },
    {
      route: 'POST /api/Admin/OfficeMessages/audience',
      method: 'POST',
      url: '/api/Admin/OfficeMessages/audience',
      account: accounts.staff,
      body: { audience: { kind: 'session', sessionId: f.session } },
    },
    {
      route: 'POST /api/Admin/OfficeMessages',
      method: 'POST',
      url: '/api/Admin/OfficeMessages',
      account: accounts.staff,
      body: {
        audience: { kind: 'session', sessionId: f.session },
        subject: 'Rain at {camp}',
        body: 'Hi {firstName}, bring a raincoat.',
        subjectEs: 'Lluvia',
        bodyEs: 'Traiga un impermeable.',
        urgent: false,
        text: 'Rain: bring a raincoat',
        textEs: 'Lluvia: traiga un impermeable',
      },
      multiLine: ['body', 'bodyEs'],
    },
    {
      route: 'PUT /api/Household',
      method: 'PUT',
      url: '/api/Household',
      account: accounts.parentA,
      body: householdContactsBody(),
    },
    // Parent B's list: valid bodies add players until the household is full (409), parent A's fixture player stays.
    {
      route: 'POST /api/Household/Players',
      method: 'POST',
      url: '/api/Household/Players',
      account: accounts.parentB,
      body: householdPlayerBody({ addressLine2: 'Apt 2' }),
      multiLine: ['medicalConditions', 'medicalTreatment'],
    },
    // Parent A's fixture player: valid bodies add pickup adults until the player has the most (409).
    {
      route: 'POST /api/Household/Players/:id/Pickups',
      method: 'POST',
      url: `/api/Household/Players/${f.householdPlayer}/Pickups`,
      account: accounts.parentA,
      body: { name: 'Ana Parker', relation: 'Grandmother', phoneNumber: '6155550177', date: day(5) },
    },
    {
      route: 'PUT /api/Household/Players/:id',
      method: 'PUT',
      url: `/api/Household/Players/${f.householdPlayer}`,
      account: accounts.parentA,
      body: householdPlayerBody({ addressLine2: 'Apt 2' }),
      multiLine: ['medicalConditions', 'medicalTreatment'],
    },
    {
      route: 'PUT /api/Admin/DataRetention',
      method: 'PUT',
      url: '/api/Admin/DataRetention',
      account: accounts.admin,
      body: { retentionMonths: 36 },
    },
    {
      route: 'PUT /api/Admin/Inbox/messages/Status/:id',
      method: 'PUT',
      url: `/api/Admin/Inbox/messages/Status/${f.message}`,
      account: accounts.staff,
      body: { status: 'replied' },
    },
    {
      route: 'PUT /api/Admin/Inbox/rentals/Status/:id',
      method: 'PUT',
      url: `/api/Admin/Inbox/rentals/Status/${f.inquiry}`,
      account: accounts.staff,
      body: { status: 'closed' },
    },
  ];

  /** POST and PUT routes without a JSON body of their own to fuzz, and why. */
  const withoutJsonBody: Record<string, string> = {
    'PUT /api/Payment/UpdatePaymentStatus/:sessionid': 'no body',
    'PUT /api/TournamentPayment/UpdatePaymentStatus/:sessionid': 'no body',
    'POST /api/Admin/CampRegistrations/:id/release': 'no body',
    'POST /api/Admin/Refunds/:id/retry': 'no body',
    'POST /api/Admin/Receipts/:number/resend': 'no body',
    'POST /api/Registration/KeepSession/:id': 'no body',
    'POST /api/Waitlist/:id/accept': 'no body',
    'POST /api/Waitlist/:id/decline': 'no body',
    'POST /api/Waitlist/:id/leave': 'no body',
    'POST /api/Admin/Waitlist/:id/offer': 'no body',
    'POST /api/Admin/OfficeMessages/:id/cancel': 'no body',
    'POST /api/Account/EraseMyData': 'no body',
    'POST /api/Admin/Waitlist/:id/skip': 'no body',
    'POST /api/Admin/Documents/:id/retire': 'no body',
    'POST /api/Calendar/Feed': 'no body',
    'POST /api/TeamRoster/:registrationid/Invites/:inviteid/Remind': 'no body',
    'POST /api/TeamCheckIn/:registrationid': 'no body (the day in the query)',
    'POST /api/MailChoices/Unsubscribe': 'a form (RFC 8058), the signed token in the address',
    'POST /api/Payment/webhook': 'raw bytes checked against the provider signature',
    'POST /api/Texts/status': "Twilio's form, signed (X-Twilio-Signature; office-messages tests)",
    'POST /api/Texts/inbound': "Twilio's form, signed (X-Twilio-Signature; office-messages tests)",
    'POST /api/Admin/Images':
      'image bytes, decoded by the server (catalog-details tests: not an image, corrupt, too big)',
  };

  it('covers every POST and PUT route the app serves', () => {
    const covered = new Set([...endpoints().map((e) => e.route), ...Object.keys(withoutJsonBody)]);
    const writes = t.app.routeTable
      .filter((r) => r.method === 'POST' || r.method === 'PUT')
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((r) => !covered.has(r))).toEqual([]);
  });

  /** What a single-line text field refuses; a free-text field refuses all but CR and LF. */
  const refused: Record<string, string> = {
    NUL: '\u0000',
    BEL: '\u0007',
    ESC: '\u001b',
    DEL: '\u007f',
    'C1 next line': '\u0085',
    'right-to-left override': '\u202e',
    'zero-width space': '\u200b',
    'left-to-right isolate': '\u2066',
    CR: '\r',
    LF: '\n',
  };
  const lineBreaks = ['\r', '\n'];
  /** String fields that are a choice or a date: refused as such, with their own message. */
  const choiceOrDate = new Set([
    // A wall-clock time 'HH:MM' (contracts `wallClockTime`).
    'dropOffTime',
    'pickUpTime',
    // The account's language: one of contracts `locales`.
    'locale',
    'status',
    'tshirtSize',
    'owner',
    'kind',
    'playerGender',
    'gender',
    'birthDate',
    'gender',
    'birthDate',
    'playerBirthdate',
    'playerDateOfBirth',
    'datePreferred',
    'campStartDate',
    // A one-day pickup's day.
    'date',
    'campEndDate',
    'tournamentStartDate',
    'tournamentEndDate',
    'lastDateToRegister',
    // The sibling discount's none | amount | percent.
    'kind',
    // A coupon's all | chosen programs, and its first and last day.
    'scope',
    'validFrom',
    'validTo',
  ]);
  const textMessage = /single line of text|control or invisible formatting characters/;

  type Path = (string | number)[];
  /** Every string in a body, with its path (into arrays and nested objects too). */
  function strings(value: unknown, path: Path = []): { path: Path; value: string }[] {
    if (typeof value === 'string') return [{ path, value }];
    if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...path, i]));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]));
    return [];
  }
  function withValue(body: Record<string, unknown>, path: Path, value: string) {
    const copy = structuredClone(body);
    let at = copy as Record<string | number, unknown>;
    for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, unknown>;
    at[path.at(-1)!] = value;
    return copy;
  }
  /** A field's own name, at the top of a body or inside a list (`registrations[1].medicalConditions`). */
  const fieldName = (path: Path) => String(path.findLast((p) => typeof p === 'string') ?? '');
  /** The key the spec gives a field's errors: the route's name at the top, `teamMembers[1].parentPhone` below. */
  const errorKey = (path: Path, keys: Record<string, string> = {}) =>
    path
      .map((p, i) => (i === 0 ? (keys[p] ?? String(p)) : typeof p === 'number' ? `[${p}]` : `.${p}`))
      .join('');
  /** The value with `c` at its start, in its middle and at its end. */
  function insertions(value: string, c: string) {
    const v = value || 'ab';
    const middle = Math.ceil(v.length / 2);
    return [c + v, v.slice(0, middle) + c + v.slice(middle), v + c];
  }

  it('refuses control, bidi and zero-width characters in every text field, naming the field, and stores nothing', async () => {
    const failures: string[] = [];
    let fields = 0;
    for (const e of endpoints()) {
      const before = await counts();
      for (const { path, value } of strings(e.body)) {
        if (e.notText?.includes(fieldName(path))) continue;
        fields++;
        const multiLine = e.multiLine?.includes(fieldName(path)) ?? false;
        const key = errorKey(path, e.errorKeys);
        for (const [name, c] of Object.entries(refused)) {
          if (multiLine && lineBreaks.includes(c)) continue;
          for (const bad of insertions(value, c)) {
            const res = await t.as(e.account, {
              method: e.method,
              url: e.url,
              payload: withValue(e.body, path, bad),
            });
            const messages: string[] = res.statusCode === 400 ? (res.json().errors?.[key] ?? []) : [];
            const named = choiceOrDate.has(String(path.at(-1)))
              ? messages.length > 0
              : messages.some((m) => textMessage.test(m));
            if (!named)
              failures.push(`${e.route} ${key} with ${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
      const after = await counts();
      if (JSON.stringify(after) !== JSON.stringify(before))
        failures.push(`${e.route}: refused requests wrote rows ${JSON.stringify({ before, after })}`);
    }
    expect(failures).toEqual([]);
    expect(fields).toBeGreaterThan(80);
    // About 3,000 requests: past the default 20 s on a busy two-core machine.
  }, 120_000);

  it('keeps line breaks in free-text fields (messages, notes, descriptions, reasons)', async () => {
    const failures: string[] = [];
    let fields = 0;
    for (const e of endpoints())
      for (const { path } of strings(e.body).filter((s) => e.multiLine?.includes(fieldName(s.path)))) {
        const field = errorKey(path);
        fields++;
        for (const c of lineBreaks) {
          const body = withValue(e.body, path, `First line${c}second line`);
          if ('RecaptchaValue' in body) body.RecaptchaValue = await solvedCaptcha(t.app);
          const res = await t.as(e.account, {
            method: e.method,
            url: e.freshUrl ? await e.freshUrl() : e.url,
            payload: body,
          });
          // Accepted, or refused for a reason other than the text (a refund of an unpaid registration: 409).
          if (res.statusCode === 400 || res.statusCode >= 500 || (res.statusCode >= 300 && !e.refusedAnyway))
            failures.push(
              `${e.route} ${field} with ${JSON.stringify(c)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
      }
    expect(failures).toEqual([]);
    expect(fields).toBe(48);
  });

  // In four parts, each with its own time limit: the endpoints grow with the product.
  const parts = 4;
  for (let part = 0; part < parts; part++)
    it(`never answers 500 and never stores a row on a 400 (${runs} cases per endpoint, part ${part + 1} of ${parts})`, async () => {
      for (const { method, url, account, body: valid } of endpoints().filter((_, i) => i % parts === part)) {
        let known = await counts();
        await fc.assert(
          fc.asyncProperty(mutated(valid), async (body) => {
            const res = await t.as(account, {
              method,
              url,
              payload: JSON.stringify(body),
              headers: { 'content-type': 'application/json' },
            });
            expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
            const now = await counts();
            if (res.statusCode === 400) expect(now, url).toEqual(known);
            known = now;
          }),
          { numRuns: runs },
        );
      }
    }, 600_000);

  // The catalogue's PUT checks, as creation does, that the records an edit points at exist.
  it('an edit naming a camp spec or facility that does not exist is a 400 on that field', async () => {
    const missing = 999_999;
    const cases = [
      [`/api/Admin/CampSessions/${f.otherSession}`, { ...sessionBody(), campSpecId: missing }, 'campSpecId'],
      [`/api/Admin/CampSessions/${f.otherSession}`, { ...sessionBody(), facilityId: missing }, 'facilityId'],
      [
        `/api/Admin/Tournaments/${f.otherTournament}`,
        { ...tournamentBody(), facilityId: missing },
        'facilityId',
      ],
    ] as const;
    for (const [url, payload, field] of cases) {
      const res = await t.as(accounts.staff, { method: 'PUT', url, payload });
      expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field]).toBeDefined();
    }
  });
});
