import type { InstalmentPlan } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession, facilityDay as day } from '../support/factories.js';
import { raceEnv } from '../support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from '../support/payments.js';
import { checkoutIdOf, submitCampRegistration, syncPayment } from '../support/registrations.js';
import { accounts } from '../support/test-app.js';

/**
 * Two app servers with their own pools on one PostgreSQL run the instalments job at the same
 * moment, several times: each instalment is charged once (one idempotency key per instalment and
 * try at the provider, one conditional update here), with one receipt, nothing owed back.
 */
describe('instalments charged on two servers (postgres)', () => {
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

  it('charges each instalment once', { timeout: 90_000 }, async () => {
    // The real time: the provider's page (the stand-in) checks a checkout's expiry on its own clock.
    a.clock.now = new Date();
    const session = await createCampSession(a.database.db, a.clock.now, { capacity: 100, startOffset: 30 });
    const plan: InstalmentPlan = { laterDates: [day(a.clock.now, 10)] };
    await a.database.db
      .updateTable('camp_sessions')
      .set({ instalment_plan: JSON.stringify(plan) })
      .where('id', '=', session)
      .execute();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = (await submitCampRegistration(a, session)).json().id as number;
      const url = (
        await a.as(accounts.parentA, {
          method: 'POST',
          url: '/api/Payment/CampRegistrationCheckout',
          payload: { registrationId: id, instalments: true },
        })
      ).body;
      await a.pay(url);
      await syncPayment(a, 'camp', checkoutIdOf(url));
      ids.push(id);
    }
    a.clock.now = new Date(`${plan.laterDates[0]}T17:00:00Z`);
    const runs = await Promise.all([
      a.app.instalmentCharges.runDue(),
      b.app.instalmentCharges.runDue(),
      a.app.instalmentCharges.runDue(),
      b.app.instalmentCharges.runDue(),
    ]);
    // A run may find an instalment another run is charging: it asks with the same key and is told so.
    expect(runs.reduce((t, r) => t + r.declined, 0)).toBe(0);

    const instalments = await a.database.db
      .selectFrom('registration_instalments')
      .select(['registration_id', 'status'])
      .where('seq', '=', 2)
      .execute();
    expect(instalments.map((r) => r.status)).toEqual(ids.map(() => 'paid'));
    const paid = await a.database.db
      .selectFrom('payment_attempts')
      .select(['registration_id', 'payment_intent'])
      .where('payable', '=', 'camp-instalment')
      .where('state', '=', 'paid')
      .execute();
    expect(paid.map((p) => p.registration_id).sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(paid.map((p) => p.payment_intent)).size).toBe(ids.length);
    expect(await a.database.db.selectFrom('payment_issues').selectAll().execute()).toEqual([]);
    const receipts = await a.database.db.selectFrom('receipts').select('id').execute();
    expect(receipts).toHaveLength(ids.length * 2);
  });
});
