import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@soccer/api/db';
import type { Database } from '@soccer/api/db/schema';
import { createStatementService, statementPdf, statementsOf } from '@soccer/api/statements';
import type { ReceiptDocument } from '@soccer/contracts';
import type { Kysely } from 'kysely';

export interface StatementsFigure {
  families: number;
  statements: number;
  mailed: number;
  /** The January run for all of them: statements computed, PDFs made, mails queued. */
  runMs: number;
  /** One statement PDF (a child's year of ten camp days), over `samples` renders. */
  pdfP50Ms: number;
  pdfP99Ms: number;
  samples: number;
  /** Mails queued with the statements' dedupe key: one a family. */
  outboxRows: number;
}

const business = {
  legalName: 'Bench Soccer LLC',
  address: '1 Main St, Nashville, TN 37206',
  taxId: '12-3456789',
};
/** A logger that says nothing, for the API's code run in the bench's process. */
export const quiet = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
};

/** Two children a family, each with two one-week camps (one partly refunded) in `year`. */
function receiptsOf(family: number, year: number, firstNumber: number): ReceiptDocument[] {
  const billedTo = { name: `Parent ${family}`, email: `parent${family}@bench.test` };
  const line = (registrationId: number, child: string, week: number, amountCents: number) => ({
    registrationId,
    who: child,
    players: [],
    what: 'Bench Camp',
    startDate: `${year}-06-${String(1 + week * 7).padStart(2, '0')}`,
    endDate: `${year}-06-${String(5 + week * 7).padStart(2, '0')}`,
    timeBlock: '9:00 AM - 12:00 PM',
    place: 'Bench Park, Nashville, TN',
    priceCents: amountCents,
    promoDiscountCents: 0,
    siblingDiscountCents: 0,
    amountCents,
  });
  const base = family * 10;
  const payment: ReceiptDocument = {
    number: firstNumber,
    kind: 'payment',
    issuedAt: `${year}-03-01T15:00:00.000Z`,
    timeZone: 'America/Chicago',
    business,
    billedTo,
    orderNumber: `O-${String(family).padStart(5, '0')}`,
    lines: [
      line(base + 1, `Ava ${family}`, 0, 20_000),
      line(base + 2, `Ava ${family}`, 1, 20_000),
      line(base + 3, `Ben ${family}`, 0, 18_000),
      line(base + 4, `Ben ${family}`, 2, 18_000),
    ],
    promoCode: null,
    totalCents: 76_000,
    card: { brand: 'visa', last4: '4242' },
    refundsNumber: null,
    forMove: false,
  };
  const refund: ReceiptDocument = {
    ...payment,
    number: firstNumber + 1,
    kind: 'refund',
    issuedAt: `${year}-06-20T15:00:00.000Z`,
    lines: [line(base + 2, `Ava ${family}`, 1, 4_001)],
    totalCents: 4_001,
    refundsNumber: firstNumber,
  };
  return [payment, refund];
}

/**
 * `families` families' receipts of `year` (a payment for two children's four camp weeks and one
 * refund each), written straight to the table; accounts `bench-family-<i>`.
 */
export async function insertReceiptsOfYear(db: Kysely<Database>, families: number, year: number) {
  const rows = [];
  for (let f = 0; f < families; f++)
    for (const doc of receiptsOf(f, year, 2 * f + 1))
      rows.push({
        number: doc.number,
        kind: doc.kind,
        owner_account_id: `bench-family-${f}`,
        issued_at: doc.issuedAt,
        provider_session_id: `cs_bench_${f}`,
        refund_id: doc.kind === 'refund' ? f + 1 : null,
        refunds_number: doc.refundsNumber,
        total_cents: doc.totalCents,
        content: JSON.stringify(doc),
      });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('receipts')
      .values(rows.slice(i, i + 500))
      .execute();
}

/**
 * The January run (decision 0085) for `families` families on SQLite, in this process: each
 * family's statements of last year computed from its receipts, a PDF per child, one mail queued
 * per family with its record. Then one statement PDF rendered `samples` times for its p99.
 */
export async function measureStatements(families = 2_000, samples = 300): Promise<StatementsFigure> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-statements-')), 'bench.sqlite');
  const database = openDatabase({ sqliteFile: file });
  await migrateToLatest(database);
  const db = database.db as unknown as Kysely<Database>;
  const year = new Date().getUTCFullYear() - 1;
  await insertReceiptsOfYear(db, families, year);

  const statements = createStatementService(
    {
      db,
      engine: database.engine,
      arrayRows: database.arrayRows,
      clock: () => new Date(),
      config: {
        business,
        APP_URL: 'https://bench.test',
        PORT: 3000,
        // Paced as the server's default (config.ts, decision 0114) unless the environment says otherwise.
        STATEMENTS_PAUSE_MS: Number(process.env.STATEMENTS_PAUSE_MS ?? 100),
      } as never,
      log: quiet as never,
    },
    { requestsInFlight: { count: 0, quiet: async () => true } },
  );
  const started = performance.now();
  const { mailed } = await statements.mailYear(year);
  const runMs = performance.now() - started;
  const outboxRows = (
    await db.selectFrom('mail_outbox').select('id').where('dedupe_key', 'like', 'statements:%').execute()
  ).length;

  // One child's year as a request makes it: the family's receipts read back, computed, drawn.
  const docs = (
    await db
      .selectFrom('receipts')
      .select('content')
      .where('owner_account_id', '=', 'bench-family-0')
      .execute()
  ).map((r) => JSON.parse(r.content) as ReceiptDocument);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const one = statementsOf(docs, business).find((s) => s.year === year)!;
    await statementPdf(one, i % 2 ? 'es' : 'en', new Date());
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  await database.close();
  return {
    families,
    statements: families * 2,
    mailed,
    runMs,
    pdfP50Ms: times[Math.floor(samples * 0.5)]!,
    pdfP99Ms: times[Math.min(samples - 1, Math.ceil(samples * 0.99) - 1)]!,
    samples,
    outboxRows,
  };
}
