import { PassThrough } from 'node:stream';
import {
  apiPaths,
  type ReceiptDocument,
  type StaffStatements,
  type StatementSummary,
} from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { familiesPerPause, statementJob } from '../src/modules/statements/statements-service.js';
import { createCampSession, createTournament } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { refundRows, until } from './support/reads.js';
import { campCheckout, teamCheckout } from './support/registrations.js';
import { accounts, saveLanguage } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const dayAfter = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000);
/** Offsets whose five camp days stay in one calendar year (so each registration has one year). */
const offsetsInOneYear = (now: Date, wanted: number) =>
  [10, 20, 30, 45, 60, 75, 90]
    .filter((o) => dayAfter(now, o).getUTCFullYear() === dayAfter(now, o + 4).getUTCFullYear())
    .slice(0, wanted);

describe(`childcare statements (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  /** Ava: two camps, one partly refunded; Ben: one camp; a team paid too (not childcare). */
  async function payFamily() {
    const [o1, o2, o3] = offsetsInOneYear(t.clock.now, 3) as [number, number, number];
    const week1 = await createCampSession(t.database.db, t.clock.now, { costCents: 10_000, startOffset: o1 });
    const week2 = await createCampSession(t.database.db, t.clock.now, { costCents: 12_000, startOffset: o2 });
    const week3 = await createCampSession(t.database.db, t.clock.now, { costCents: 15_000, startOffset: o3 });
    const ava1 = await campCheckout(t, week1, { sync: true, overrides: { playerFirstName: 'Ava' } });
    const ava2 = await campCheckout(t, week2, { sync: true, overrides: { playerFirstName: 'Ava' } });
    const ben = await campCheckout(t, week3, { sync: true, overrides: { playerFirstName: 'Ben' } });
    const tournament = await createTournament(t.database.db, t.clock.now);
    await teamCheckout(t, tournament.ageRangeIds[0]!, { sync: true });
    const refund = await t.as(accounts.staff, {
      method: 'POST',
      url: apiPaths.refundCampRegistration(ava2.id),
      payload: { amount: 20.01, reason: 'Missed a day' },
    });
    expect(refund.statusCode).toBe(200);
    await until(async () => (await refundRows(t, ava2.id)).some((r) => r.state === 'succeeded'));
    await until(
      async () =>
        (await t.database.db.selectFrom('receipts').select('id').where('kind', '=', 'refund').execute())
          .length === 1,
    );
    return { ava: ava1.id, ava2: ava2.id, ben: ben.id };
  }

  const receiptDocs = async () =>
    (await t.database.db.selectFrom('receipts').select('content').orderBy('number').execute()).map(
      (r) => JSON.parse(r.content) as ReceiptDocument,
    );

  it('lists each child and year; each day net of refunds; a year adds up to its receipts less its refund receipts', async () => {
    t = await createPaymentTestApp();
    const ids = await payFamily();

    const mine = await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myStatements });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    const summaries = mine.json() as StatementSummary[];
    expect(new Set(summaries.map((s) => s.playerId))).toEqual(new Set([ids.ava, ids.ben]));
    expect(summaries.find((s) => s.playerId === ids.ben)).toMatchObject({ child: 'Ben Parker', total: 150 });

    // Reconcile, year by year, with the receipts as issued: camp lines of payments less refunds.
    const docs = await receiptDocs();
    const byYear = new Map<number, number>();
    for (const d of docs)
      for (const l of d.lines) {
        if (l.timeBlock === null) continue;
        const year = Number(l.startDate.slice(0, 4));
        byYear.set(year, (byYear.get(year) ?? 0) + (d.kind === 'refund' ? -l.amountCents : l.amountCents));
      }
    const statementsByYear = new Map<number, number>();
    for (const s of summaries)
      statementsByYear.set(s.year, (statementsByYear.get(s.year) ?? 0) + Math.round(s.total * 100));
    expect(statementsByYear).toEqual(byYear);
    // 100 + 120 - 20.01 + 150: the team's payment is not childcare.
    expect([...byYear.values()].reduce((a, b) => a + b, 0)).toBe(34_999);
    expect(docs.some((d) => d.lines.some((l) => l.timeBlock === null))).toBe(true);

    // Ava's refunded camp: $99.99 over 5 days is 2,000 cents on the first four days and 1,999 on the last.
    const ava = summaries.filter((s) => s.playerId === ids.ava);
    const avaYear = ava.find((s) => s.days >= 5)!;
    const pdf = await t.as(accounts.parentA, {
      method: 'GET',
      url: apiPaths.statement(avaYear.year, ids.ava),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdf.headers['content-disposition']).toContain(
      `childcare-statement-${avaYear.year}-ava-parker.pdf`,
    );
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      `Childcare statement ${avaYear.year}`,
      'Child: Ava Parker',
      'Family: Pat Parker (',
      t.config.business.legalName,
      t.config.business.address,
      `Tax ID: ${t.config.business.taxId}`,
      'Test Camp',
      '$20.00',
      '$19.99',
      'the first days carry one cent more',
      'tournaments are not childcare',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('2,026');

    const html = await t.as(accounts.parentA, {
      method: 'GET',
      url: `${apiPaths.statement(avaYear.year, ids.ava)}?format=html`,
    });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Child: Ava Parker');
    expect(html.body).toContain('$19.99');
  });

  it('only its owner and staff read a statement; anyone else, and no such year, get 404', async () => {
    t = await createPaymentTestApp();
    const [o1] = offsetsInOneYear(t.clock.now, 1) as [number];
    const session = await createCampSession(t.database.db, t.clock.now, { startOffset: o1 });
    const { id } = await campCheckout(t, session, { sync: true });
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const url = apiPaths.statement(year, id);
    expect((await t.as(accounts.parentA, { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as(accounts.staff, { method: 'GET', url })).statusCode).toBe(200);
    const other = await t.as(accounts.parentB, { method: 'GET', url });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Parker');
    expect(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.statement(year - 1, id) })).statusCode,
    ).toBe(404);
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.statement(1999, id) })).statusCode,
    ).toBe(400);

    // Staff find the family by email and produce its statement; the audit log records it.
    const found = await t.as(accounts.staff, {
      method: 'GET',
      url: `${apiPaths.staffStatements}?email=${encodeURIComponent(accounts.parentA.email)}`,
    });
    expect(found.statusCode).toBe(200);
    expect((found.json() as StaffStatements).statements).toEqual([
      expect.objectContaining({ year, playerId: id, total: 200 }),
    ]);
    const produced = await t.as(accounts.staff, { method: 'GET', url: apiPaths.staffStatement(year, id) });
    expect(produced.statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'produceStatement')
      .execute();
    expect(audit).toEqual([{ action: 'produceStatement', entity_id: String(id) }]);
    expect(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.staffStatement(year, id) })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(accounts.staff, {
          method: 'GET',
          url: `${apiPaths.staffStatements}?email=nobody%40example.com`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the January run mails each family once, its statements as PDFs, even run twice at once and again', async () => {
    t = await createPaymentTestApp();
    const [o1, o2] = offsetsInOneYear(t.clock.now, 2) as [number, number];
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const s1 = await createCampSession(t.database.db, t.clock.now, { startOffset: o1, capacity: 10 });
    const s2 = await createCampSession(t.database.db, t.clock.now, { startOffset: o2, capacity: 10 });
    await campCheckout(t, s1, { sync: true, overrides: { playerFirstName: 'Ava' } });
    await campCheckout(t, s2, { sync: true, overrides: { playerFirstName: 'Ben' } });
    await campCheckout(t, s1, { sync: true, account: accounts.parentB });
    const statementsOfYear = (
      (
        await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myStatements })
      ).json() as StatementSummary[]
    ).filter((s) => s.year === year);

    // A run killed after the first family: its record and mail were kept together.
    const first = await t.app.statements.mailYear(year);
    const again = await Promise.all([t.app.statements.mailYear(year), t.app.statements.mailYear(year)]);
    expect(first.mailed).toBe(2);
    expect(again.map((r) => r.mailed)).toEqual([0, 0]);

    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'attachments', 'dedupe_key'])
      .where('dedupe_key', 'like', 'statements:%')
      .execute();
    expect(mails).toHaveLength(2);
    const rows = await t.database.db.selectFrom('statement_mailings').selectAll().execute();
    expect(rows).toHaveLength(2);
    const parentA = mails.find((m) => m.subject.includes(String(year)) && m.attachments?.includes('ava'))!;
    const files = JSON.parse(parentA.attachments!) as { filename: string; content: string }[];
    expect(files.map((f) => f.filename).sort()).toEqual(
      statementsOfYear
        .map((s) => `childcare-statement-${year}-${s.child.toLowerCase().replace(' ', '-')}.pdf`)
        .sort(),
    );
    const text = await pdfText(Buffer.from(files[0]!.content, 'base64'));
    expect(text).toContain(`Childcare statement ${year}`);
    expect(parentA.subject).toBe(`Your ${year} childcare statements from ${t.config.business.legalName}`);
  });

  it('a run stopped between families mails the rest once when it runs again', async () => {
    t = await createPaymentTestApp();
    const [o1] = offsetsInOneYear(t.clock.now, 1) as [number];
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const s1 = await createCampSession(t.database.db, t.clock.now, { startOffset: o1, capacity: 10 });
    await campCheckout(t, s1, { sync: true });
    await campCheckout(t, s1, { sync: true, account: accounts.parentB });
    // The first family's transaction committed (record and mail), then the server stopped.
    await t.database.db
      .insertInto('statement_mailings')
      .values({ year, owner_account_id: accounts.parentA.id, sent_at: t.clock.now.toISOString() })
      .execute();
    expect((await t.app.statements.mailYear(year)).mailed).toBe(1);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('dedupe_key')
      .where('dedupe_key', 'like', 'statements:%')
      .execute();
    expect(mails).toEqual([{ dedupe_key: `statements:${year}:${accounts.parentB.id}` }]);
  });

  it('the January run pauses after each batch of families (STATEMENTS_PAUSE_MS), so it leaves the CPU to requests', async () => {
    t = await createPaymentTestApp({ env: { STATEMENTS_PAUSE_MS: '600' } });
    const [o1] = offsetsInOneYear(t.clock.now, 1) as [number];
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const s1 = await createCampSession(t.database.db, t.clock.now, { startOffset: o1, capacity: 10 });
    await campCheckout(t, s1, { sync: true });
    // One batch and one family more: the same receipt, held by as many other families.
    const { id: _id, ...paid } = await t.database.db
      .selectFrom('receipts')
      .selectAll()
      .executeTakeFirstOrThrow();
    for (let i = 1; i <= familiesPerPause; i++)
      await t.database.db
        .insertInto('receipts')
        .values({
          ...paid,
          number: paid.number + i,
          owner_account_id: `family-${i}`,
          provider_session_id: null,
        })
        .execute();
    const started = performance.now();
    expect((await t.app.statements.mailYear(year)).mailed).toBe(familiesPerPause + 1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('the January run draws while no request is in flight: it waits for one to finish, at most STATEMENTS_QUIET_WAIT_MS each time', async () => {
    t = await createPaymentTestApp({ env: { STATEMENTS_QUIET_WAIT_MS: '400', STATEMENTS_PAUSE_MS: '0' } });
    const [o1] = offsetsInOneYear(t.clock.now, 1) as [number];
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const s1 = await createCampSession(t.database.db, t.clock.now, { startOffset: o1, capacity: 10 });
    await campCheckout(t, s1, { sync: true });
    await campCheckout(t, s1, { sync: true, account: accounts.parentB });
    const mailed = () =>
      t.database.db
        .selectFrom('statement_mailings')
        .select('owner_account_id')
        .where('year', '=', year)
        .execute();
    /** A request whose body is still arriving: in flight until `end`. */
    const requestInFlight = () => {
      const body = new PassThrough();
      const answer = t.as(accounts.parentA, {
        method: 'PUT',
        url: '/api/Account/Language',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      return { answer, end: () => body.end(JSON.stringify({ locale: 'en' })) };
    };

    // A request in flight all along: the run still finishes, after a bounded wait before the
    // batch and before each family's PDF (three waits of 400 ms).
    const long = requestInFlight();
    let started = performance.now();
    expect((await t.app.statements.mailYear(year)).mailed).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 400 - 50);
    long.end();
    expect((await long.answer).statusCode).toBeLessThan(300);

    // A request that ends 250 ms in: nothing is drawn until then, then the run goes on at once.
    await t.database.db.deleteFrom('statement_mailings').execute();
    await t.database.db.deleteFrom('mail_outbox').where('dedupe_key', 'like', 'statements:%').execute();
    const short = requestInFlight();
    started = performance.now();
    const run = t.app.statements.mailYear(year);
    await new Promise((r) => setTimeout(r, 250));
    expect(await mailed()).toEqual([]);
    short.end();
    expect((await short.answer).statusCode).toBeLessThan(300);
    expect((await run).mailed).toBe(2);
    expect(performance.now() - started).toBeLessThan(3 * 400);
    expect(await mailed()).toHaveLength(2);
  });

  it("reads in the account's language: the statement and the January mail in Spanish", async () => {
    t = await createPaymentTestApp();
    const [o1] = offsetsInOneYear(t.clock.now, 1) as [number];
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const session = await createCampSession(t.database.db, t.clock.now, {
      startOffset: o1,
      costCents: 12_345,
    });
    const { id } = await campCheckout(t, session, { sync: true });
    expect((await saveLanguage(t, accounts.parentA, 'es')).statusCode).toBeLessThan(300);
    const text = await pdfText(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.statement(year, id) })).rawPayload,
    );
    for (const part of [
      `Constancia de cuidado infantil ${year}`,
      'Niño o niña: ',
      'Número de identificación fiscal',
      'los torneos no son cuidado infantil',
      // $123.45 over 5 days: 2,469 cents each, in es-US money.
      '$24.69',
      'Total pagado en',
    ])
      expect(text).toContain(part);
    await t.app.statements.mailYear(year);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('dedupe_key', 'like', 'statements:%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Mis inscripciones');
    expect(mail.subject).toBe(
      `Sus constancias de cuidado infantil de ${year} de ${t.config.business.legalName}`,
    );
  });

  it('the job queue runs the January job it registers, for the year before its own', async () => {
    t = await createPaymentTestApp({ env: { JOBS_POLL_MS: '500' } });
    const [o1] = offsetsInOneYear(t.clock.now, 1) as [number];
    const year = dayAfter(t.clock.now, o1).getUTCFullYear();
    const session = await createCampSession(t.database.db, t.clock.now, { startOffset: o1 });
    await campCheckout(t, session, { sync: true });
    expect(statementJob.cron).toBe('0 14 1-7 1 *');
    expect(statementJob.yearOf(new Date(`${year + 1}-01-02T14:00:00.000Z`))).toBe(year);
    await t.app.jobs.enqueue(statementJob.name, { year });
    await t.app.jobs.start();
    await until(
      async () =>
        (
          await t.database.db
            .selectFrom('mail_outbox')
            .select('dedupe_key')
            .where('dedupe_key', '=', `statements:${year}:${accounts.parentA.id}`)
            .execute()
        ).length === 1,
    );
    await t.app.jobs.stop();
  });
});
