import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession } from '../support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from '../support/payments.js';
import { campCheckout } from '../support/registrations.js';
import { accounts } from '../support/test-app.js';

/**
 * Two app servers with their own pools on one PostgreSQL run the January statements at the same
 * moment, twice each: every family is mailed once (decision 0085).
 */
describe('January statements on two servers (postgres)', () => {
  let a: PaymentTestApp;
  let b: AnotherServer;

  beforeAll(async () => {
    a = await createPaymentTestApp();
    b = await anotherServer(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('mails each family once', { timeout: 90_000 }, async () => {
    const session = await createCampSession(a.database.db, a.clock.now, { capacity: 20, startOffset: 10 });
    const year = Number(
      (
        await a.database.db
          .selectFrom('camp_sessions')
          .select('start_date')
          .where('id', '=', session)
          .executeTakeFirstOrThrow()
      ).start_date.slice(0, 4),
    );
    for (const account of [accounts.parentA, accounts.parentB, accounts.admin])
      await campCheckout(a, session, { sync: true, account });
    const runs = await Promise.all([
      a.app.statements.mailYear(year),
      b.app.statements.mailYear(year),
      a.app.statements.mailYear(year),
      b.app.statements.mailYear(year),
    ]);
    expect(runs.reduce((n, r) => n + r.mailed, 0)).toBe(3);
    const mails = await a.database.db
      .selectFrom('mail_outbox')
      .select('dedupe_key')
      .where('dedupe_key', 'like', 'statements:%')
      .execute();
    expect(mails.map((m) => m.dedupe_key).sort()).toEqual(
      [accounts.parentA, accounts.parentB, accounts.admin].map((x) => `statements:${year}:${x.id}`).sort(),
    );
    expect(await a.database.db.selectFrom('statement_mailings').select('id').execute()).toHaveLength(3);
  });
});
