import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatDate, formatInstant, formatPhone } from '@soccer/contracts';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { csvStream, type ExportColumn, xlsxStream } from '../src/modules/exports/export-writers.js';
import {
  playerBatchSize,
  playerRowsQuery,
  tournamentPlayerBatches,
} from '../src/modules/staff/reports-repository.js';
import { campRegistrationBody, createCampSession, createTournament } from './support/factories.js';
import { rowOf } from './support/reads.js';
import { submitCampRegistration } from './support/registrations.js';
import { byHeader, sheetValues, tournamentExportHeaders, workbookSheets } from './support/spreadsheets.js';
import { accounts, createTestApp, saveLanguage, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** What a spreadsheet shows for a typed value: formula starters get a leading apostrophe. */
const shown = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

async function* inBatches<T>(rows: T[], cuts: number[]): AsyncGenerator<T[]> {
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut <= from || cut >= rows.length) continue;
    yield rows.slice(from, cut);
    from = cut;
  }
  if (from < rows.length) yield rows.slice(from);
}

type Rec = { text: string; other: string; n: number };
const recColumns: ExportColumn<Rec>[] = [
  { header: 'Text', value: (r) => r.text },
  { header: 'Count', width: 8, value: (r) => r.n },
  { header: 'Other, "quoted"', value: (r) => r.other },
];
const tricky = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '\t', '=', '+', '-', '@', "'", 'é', '€', ';'),
  maxLength: 12,
});
const recs = fc.array(
  fc.record({ text: tricky, other: tricky, n: fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100) }),
  { maxLength: 40 },
);
const cuts = fc.array(fc.nat({ max: 40 }), { maxLength: 6 });

describe('export writers', () => {
  it('CSV: byte for byte what csv-stringify writes (RFC 4180 quoting), over any batching', async () => {
    await fc.assert(
      fc.asyncProperty(recs, cuts, async (rows, at) => {
        const ours = (await bytesOf(csvStream(recColumns, inBatches(rows, at)))).toString('utf8');
        const expected = stringify(
          rows.map((r) => [shown(r.text), r.n, shown(r.other)]),
          { bom: true, header: true, columns: recColumns.map((c) => c.header) },
        );
        expect(ours).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('CSV: quotes commas, quotes, CR and LF, and neutralises formulas', async () => {
    const rows: Rec[] = [
      { text: 'plain', other: 'a,b', n: 1 },
      { text: '=1+1', other: 'say "hi"', n: -2.5 },
      { text: '-3', other: 'two\nlines', n: 0 },
      { text: '@x', other: 'cr\rhere', n: 7 },
      { text: '+x,y', other: '', n: 8 },
    ];
    const csv = (await bytesOf(csvStream(recColumns, inBatches(rows, [2, 3])))).toString('utf8');
    expect(csv).toBe(
      '\uFEFFText,Count,"Other, ""quoted"""\n' +
        'plain,1,"a,b"\n' +
        '\'=1+1,-2.5,"say ""hi"""\n' +
        '\'-3,0,"two\nlines"\n' +
        '\'@x,7,"cr\rhere"\n' +
        '"\'+x,y",8,\n',
    );
  });

  it('XLSX: every row of every batch, in order, formulas neutralised, numbers kept, bold header', async () => {
    await fc.assert(
      fc.asyncProperty(recs, cuts, async (rows, at) => {
        const { rows: values, headerBold } = await sheetValues(
          await bytesOf(xlsxStream('Registrations', recColumns, inBatches(rows, at))),
        );
        expect(headerBold).toBe(true);
        expect(values[0]).toEqual(recColumns.map((c) => c.header));
        // exceljs reads an empty string cell back as no value; XML reads CR and CRLF as LF.
        const read = (s: string) => (s === '' ? undefined : shown(s).replace(/\r\n?/g, '\n'));
        expect(values.slice(1)).toEqual(rows.map((r) => [read(r.text), r.n, read(r.other)]));
      }),
      { numRuns: 25 },
    );
  });
});

interface Team {
  name: string;
  phone: string;
  players: string[];
}

/** Teams with their players inserted straight into the tables, in order (ids ascending). */
async function insertTeams(db: Kysely<Database>, tournamentId: number, ageRangeId: number, teams: Team[]) {
  const now = new Date().toISOString();
  const regIds: number[] = [];
  for (let i = 0; i < teams.length; i += 200) {
    const chunk = teams.slice(i, i + 200);
    const ids = await db
      .insertInto('tournament_registrations')
      .values(
        chunk.map((t, k) => ({
          owner_account_id: `coach-${i + k}`,
          owner_email: `coach${i + k}@example.com`,
          tournament_id: tournamentId,
          age_range_id: ageRangeId,
          contact_name: `Coach ${i + k}`,
          contact_email: `coach${i + k}@example.com`,
          contact_phone: t.phone,
          team_name: t.name,
          promo_code: '',
          promo_discount_cents: 0,
          amount_cents: 30000,
          status: (i + k) % 3 ? 'paid' : 'registered',
          stripe_session_id: null,
          cancel_reason: null,
          paid_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    regIds.push(...ids.map((r) => r.id).sort((a, b) => a - b));
  }
  const members = teams.flatMap((t, k) =>
    t.players.map((name, p) => ({
      tournament_registration_id: regIds[k]!,
      position: p,
      player_full_name: name,
      player_email: '',
      player_date_of_birth: '2015-06-01',
      tshirt_size: 'm',
      player_gender: p % 2 ? 'F' : 'M',
      parent_full_name: `Parent of ${name}`,
      parent_phone: '2145550100',
    })),
  );
  for (let i = 0; i < members.length; i += 500)
    await db
      .insertInto('team_members')
      .values(members.slice(i, i + 500))
      .execute();
  return regIds;
}

describe(`tournament player batches (${testEngine})`, () => {
  let t: TestApp;
  let tournamentId: number;
  let ageRangeId: number;
  const teams: Team[] = [3, 1, 5, 2, 8, 1, 4].map((n, k) => ({
    name: `Team ${k}`,
    phone: '2145550111',
    players: Array.from({ length: n }, (_, p) => `Player ${k}-${p}`),
  }));

  beforeAll(async () => {
    t = await createTestApp();
    const created = (await createTournament(t.database.db, t.clock.now)) as {
      tournamentId: number;
      ageRangeIds: [number, number];
    };
    tournamentId = created.tournamentId;
    ageRangeId = created.ageRangeIds[0];
    // Interleave another age range's teams, which no batch may pick up.
    for (const [k, team] of teams.entries()) {
      await insertTeams(t.database.db, tournamentId, ageRangeId, [team]);
      if (k % 2 === 0)
        await insertTeams(t.database.db, tournamentId, created.ageRangeIds[1], [
          { name: `Other ${k}`, phone: '2145550111', players: ['Not Me', 'Nor Me'] },
        ]);
    }
  });
  afterAll(() => t.close());

  it('every player exactly once, team by team, whatever the batch size; rows read as arrays match the query', async () => {
    const db = t.database.db;
    // The same query read through the driver's row objects.
    const expected = await playerRowsQuery(db, tournamentId, ageRangeId)
      .orderBy('r.id')
      .orderBy('m.id')
      .execute();
    expect(expected.map((r) => r.player_full_name)).toEqual(teams.flatMap((x) => x.players));
    const total = expected.length;
    for (let size = 1; size <= total + 1; size++) {
      const got = [];
      for await (const batch of tournamentPlayerBatches(
        db,
        t.database.arrayRows,
        tournamentId,
        ageRangeId,
        size,
      )) {
        expect(batch.length).toBeGreaterThan(0);
        expect(batch.length).toBeLessThanOrEqual(size);
        got.push(...batch);
      }
      expect(got, `batch size ${size}`).toEqual(expected);
    }
  });
});

describe(`tournament export across batch boundaries (${testEngine})`, () => {
  let t: TestApp;
  let tournamentId: number;
  let ageRangeId: number;
  // More players than two read batches, teams of 1 to 8, some names needing quotes or
  // neutralising, so batch boundaries fall inside teams.
  const teams: Team[] = Array.from({ length: 1000 }, (_, k) => ({
    name: k % 97 === 5 ? `=HYPERLINK("x")${k}` : k % 89 === 3 ? `Team "${k}", North` : `Team ${k}`,
    phone: '2145550111',
    players: Array.from({ length: (k % 8) + 1 }, (_, p) =>
      p === 3 && k % 7 === 0 ? `-Dash\n${k}` : p === 2 && k % 11 === 0 ? `@At ${k}` : `Player ${k}-${p}`,
    ),
  }));
  const players = teams.reduce((n, x) => n + x.players.length, 0);
  const statuses = teams.map((_, k) => (k % 3 ? 'paid' : 'registered'));
  const expected = () =>
    teams.flatMap((team, k) =>
      team.players.map((name, p) => [
        shown(team.name),
        `Coach ${k}`,
        formatPhone(team.phone),
        `coach${k}@example.com`,
        statuses[k]!,
        shown(name),
        p % 2 ? 'F' : 'M',
        '2015-06-01',
        // As printed on the shirt.
        'Youth M',
        '',
        shown(`Parent of ${name}`),
        formatPhone('2145550100'),
        // No coupon.
        '',
        '',
        // The team's money on its first row only (these teams were written without a checkout).
        ...(p === 0 ? [0, 0, 0] : ['', '', '']),
        // No waivers or consents in this tournament.
        '',
      ]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({
      tournamentId,
      ageRangeIds: [ageRangeId],
    } = (await createTournament(t.database.db, t.clock.now)) as {
      tournamentId: number;
      ageRangeIds: [number];
    });
    await insertTeams(t.database.db, tournamentId, ageRangeId, teams);
  }, 120_000);
  afterAll(() => t.close());

  it('seeds more players than two batches', () => {
    expect(players).toBeGreaterThan(2 * playerBatchSize);
  });

  it('CSV holds every player once, in order, quoted and neutralised', async () => {
    const res = await t.as(accounts.staff, {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${tournamentId}/${ageRangeId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('utf8')).toBe(
      stringify(expected(), { bom: true, header: true, columns: tournamentExportHeaders }),
    );
  });

  it('XLSX holds every player once, in order, neutralised', async () => {
    const res = await t.as(accounts.staff, {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsExcel/${tournamentId}/${ageRangeId}`,
    });
    expect(res.statusCode).toBe(200);
    const { rows, headerBold } = await sheetValues(res.rawPayload);
    expect(headerBold).toBe(true);
    expect(rows).toHaveLength(players + 1);
    expect(rows.slice(1)).toEqual(expected().map((r) => r.map((v) => (v === '' ? undefined : v))));
  }, 120_000);
});

describe(`camp session export (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('is the same English file for a staff member who reads Spanish (decision 0060)', async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    expect((await submitCampRegistration(t, sessionId, { playerFirstName: 'Ava' })).statusCode).toBe(200);
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now);
    const ageRangeId = ageRangeIds[0]!;
    const download = (url: string, spanish: boolean) =>
      t.as(accounts.staff, {
        url,
        headers: spanish ? { cookie: 'lang=es', 'accept-language': 'es-US,es;q=0.9' } : {},
      });
    expect((await saveLanguage(t, accounts.staff, 'es')).statusCode).toBe(200);

    const campUrl = `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`;
    const [english, spanish] = await Promise.all([download(campUrl, false), download(campUrl, true)]);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-disposition']).toBe(english.headers['content-disposition']);
    const sheetsOf = async (payload: Buffer) =>
      [...(await workbookSheets(payload)).entries()].map(([name, sheet]) => [name, sheet.rows]);
    const spanishSheets = await sheetsOf(spanish.rawPayload);
    expect(spanishSheets).toEqual(await sheetsOf(english.rawPayload));
    expect(JSON.stringify(spanishSheets)).toContain('Player First Name');

    const csvUrl = `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${tournamentId}/${ageRangeId}`;
    const [csvEnglish, csvSpanish] = await Promise.all([download(csvUrl, false), download(csvUrl, true)]);
    expect(csvSpanish.statusCode).toBe(200);
    expect(csvSpanish.body).toBe(csvEnglish.body);
    expect(csvSpanish.body.split('\n')[0]).toContain('Team');

    const inboxUrl = '/api/Admin/Inbox/messages/Export';
    const [inboxEnglish, inboxSpanish] = await Promise.all([
      download(inboxUrl, false),
      download(inboxUrl, true),
    ]);
    expect(inboxSpanish.body).toBe(inboxEnglish.body);
  });

  it('gives times in the facility zone, printed t-shirt labels, the session on every row and the waitlist on its own sheet', async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    // Test Park keeps Eastern time here (the factory's facility is the only one).
    await t.database.db.updateTable('facilities').set({ time_zone: 'America/New_York' }).execute();
    const session = await rowOf(t, 'camp_sessions', sessionId);

    const registered = await submitCampRegistration(t, sessionId, {
      playerFirstName: 'Ava',
      tshirtSize: 'm',
    });
    expect(registered.statusCode).toBe(200);
    const joined = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(sessionId, { playerFirstName: 'Bo', playerLastName: 'Waits' }),
    });
    expect(joined.statusCode).toBe(200);
    const [registration, entry] = await Promise.all([
      t.database.db.selectFrom('camp_registrations').selectAll().executeTakeFirstOrThrow(),
      t.database.db.selectFrom('waitlist_entries').selectAll().executeTakeFirstOrThrow(),
    ]);

    const file = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    });
    expect(file.statusCode).toBe(200);
    const sheets = await workbookSheets(file.rawPayload);
    expect([...sheets.keys()]).toEqual(['Registrations', 'Waitlist']);

    const where = {
      Camp: 'Test Camp',
      Dates: `${formatDate(session.start_date)} – ${formatDate(session.end_date)}`,
      Times: '9:00 AM - 12:00 PM',
      Ages: 'Ages 6-9',
      Location: 'Test Park, 1 Field Rd, Nashville, TN 37206',
    };
    const registrations = sheets.get('Registrations')!.rows;
    expect(registrations).toHaveLength(2);
    const ava = byHeader(registrations, 1);
    expect(ava).toMatchObject({
      'Player First Name': 'Ava',
      'T-Shirt': 'Youth M',
      'Registered At': formatInstant(registration.created_at, 'America/New_York'),
      ...where,
    });
    expect(ava['Registered At']).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);

    const waitlist = sheets.get('Waitlist')!.rows;
    expect(waitlist[0]).toEqual([
      'Position',
      'Player',
      'State',
      'Parent Email',
      'Joined At',
      'Offer Until',
      'Staff Note',
      ...Object.keys(where),
    ]);
    expect(waitlist).toHaveLength(2);
    expect(byHeader(waitlist, 1)).toMatchObject({
      Position: 1,
      Player: 'Bo Waits',
      State: '#1 on the waitlist',
      'Parent Email': accounts.parentB.email,
      'Joined At': formatInstant(entry.created_at, 'America/New_York'),
      ...where,
    });
  });
});
