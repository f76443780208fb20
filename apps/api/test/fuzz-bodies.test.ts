import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** Property-based fuzzing of every JSON body the API accepts: never a 500, never a row on a 400. */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const tables: (keyof Database)[] = [
  'contact_messages',
  'field_rental_inquiries',
  'camp_registrations',
  'tournament_registrations',
  'team_members',
  'facilities',
  'camp_specs',
  'camp_sessions',
  'tournaments',
  'tournament_age_ranges',
  'mail_outbox',
  'audit_log',
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
  const f = { session: 0, ageRange: 0, facility: 0, spec: 0, registration: 0 };

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
    f.registration = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/submitRegistration',
        payload: campRegistrationBody(f.session),
      })
    ).json().id;
  });
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
  const endpoints = () =>
    [
      [
        'POST',
        '/api/ContactUs/saveContactUsMessage',
        null,
        {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          telephone: '1',
          subject: 's',
          message: 'm',
          RecaptchaValue: 'x',
        },
      ],
      [
        'POST',
        '/api/ContactUs/sendFieldRentalMessage',
        null,
        { fullName: 'A', email: 'a@b.co', telephone: '1', datePreferred: '2030-01-01', RecaptchaValue: 'x' },
      ],
      ['POST', '/api/Registration/submitRegistration', accounts.parentA, campRegistrationBody(f.session)],
      ['POST', '/api/Tournament/RegisterTournament', accounts.parentA, teamBody(f.ageRange)],
      [
        'POST',
        '/api/Payment/CampRegistrationCheckout',
        accounts.parentB,
        { registrationId: f.registration, totalPurchaseAmountDollars: 1 },
      ],
      ['POST', '/api/ClientErrors', null, { message: 'x', stack: 'y' }],
      [
        'POST',
        '/api/Admin/Facilities',
        accounts.staff,
        { facilityName: 'F', addressLine1: 'A', city: 'C', state: 'TN', zipCode: '1' },
      ],
      [
        'POST',
        '/api/Admin/CampSpecs',
        accounts.staff,
        { campName: 'C', catalogDescription: 'D', attendeeNotes: '' },
      ],
      [
        'POST',
        '/api/Admin/CampSessions',
        accounts.staff,
        {
          campSpecId: f.spec,
          facilityId: f.facility,
          campStartDate: day(30),
          campEndDate: day(31),
          timeBlock: 't',
          ageRange: 'a',
          campCost: 10,
          attendeeCapacity: 5,
          promoCode: '',
          promoDiscount: 0,
        },
      ],
      [
        'PUT',
        `/api/Admin/CampSessions/${f.session}`,
        accounts.staff,
        {
          campSpecId: f.spec,
          facilityId: f.facility,
          campStartDate: day(30),
          campEndDate: day(31),
          timeBlock: 't',
          ageRange: 'a',
          campCost: 10,
          attendeeCapacity: 100000,
        },
      ],
      [
        'POST',
        '/api/Admin/Tournaments',
        accounts.staff,
        {
          tournamentName: 'T',
          tournamentDescription: 'D',
          facilityId: f.facility,
          tournamentStartDate: day(30),
          tournamentEndDate: day(31),
          lastDateToRegister: day(20),
          minNumberOfGames: 3,
          maxNumberOfPlayers: 8,
          tournamentCost: 100,
          ageRanges: [{ ageRangeDescription: 'U9' }],
        },
      ],
      ['POST', `/api/Admin/CampRegistrations/${f.registration}/cancel`, accounts.staff, { reason: 'r' }],
    ] as const;

  it(`never answers 500 and never stores a row on a 400 (${runs} cases per endpoint)`, async () => {
    for (const [method, url, account, valid] of endpoints()) {
      let known = await counts();
      await fc.assert(
        fc.asyncProperty(mutated(valid as Record<string, unknown>), async (body) => {
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
});
