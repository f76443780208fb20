import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession } from '../support/factories.js';
import { raceEnv } from '../support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from '../support/payments.js';
import { campCheckout, syncPayment } from '../support/registrations.js';

/**
 * Two app servers with their own pools on one PostgreSQL record payments at the same moment:
 * the receipts take every number once, with no gap (decision 0082).
 */
describe('receipt numbers on two servers (postgres)', () => {
  let a: PaymentTestApp;
  let b: AnotherServer;

  beforeAll(async () => {
    a = await createPaymentTestApp({ deliverWebhooks: false, env: raceEnv });
    b = await anotherServer(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('numbers every payment once and leaves no gap', { timeout: 90_000 }, async () => {
    const session = await createCampSession(a.database.db, a.clock.now, { capacity: 100 });
    const checkouts = [];
    for (let i = 0; i < 16; i++) checkouts.push(await campCheckout(a, session, { pay: true }));
    // Half the result pages ask one server, half the other, all at once.
    const answers = await Promise.all(
      checkouts.map((c, i) => syncPayment(i % 2 === 0 ? a : b, 'camp', c.checkoutId)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(checkouts.map(() => 200));
    // And each checkout again, on the other server: nothing new is issued.
    await Promise.all(checkouts.map((c, i) => syncPayment(i % 2 === 0 ? b : a, 'camp', c.checkoutId)));
    const rows = await a.database.db
      .selectFrom('receipts')
      .select(['number', 'provider_session_id'])
      .orderBy('number')
      .execute();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.provider_session_id))).toEqual(
      new Set(checkouts.map((c) => c.checkoutId)),
    );
    const counter = await a.database.db
      .selectFrom('receipt_numbers')
      .select('last_number')
      .executeTakeFirst();
    expect(Number(counter?.last_number)).toBe(16);
  });
});
