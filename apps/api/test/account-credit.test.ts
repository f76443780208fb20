import { apiPaths, creditMessages, type ReceiptDocument } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { auditEntries, rowOf } from './support/reads.js';
import { checkoutIdOf, startCheckout, submitCampRegistration, syncPayment } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const receiptOf = async (t: PaymentTestApp, number: number) =>
  JSON.parse(
    (
      await t.database.db
        .selectFrom('receipts')
        .select('content')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).content,
  ) as ReceiptDocument;

describe(`account credit (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const grant = (amount: number, email = accounts.parentA.email, reason = 'Rained out on Saturday') =>
    t.as(accounts.staff, { method: 'POST', url: apiPaths.adminCredit, payload: { email, amount, reason } });
  const balanceOf = async (account = accounts.parentA) =>
    (await t.as(account, { method: 'GET', url: apiPaths.myCredit })).json() as {
      balance: number;
      entries: { kind: string; amount: number; reason: string }[];
    };
  const register = async (sessionId: number, account = accounts.parentA, overrides = {}) => {
    const res = await submitCampRegistration(t, sessionId, overrides, account);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  /** The ledger's sum equals the balance row, and never below zero. */
  const ledgerAgrees = async (accountId: string) => {
    const rows = await t.database.db
      .selectFrom('credit_entries')
      .select('amount_cents')
      .where('account_id', '=', accountId)
      .execute();
    const sum = rows.reduce((s, r) => s + r.amount_cents, 0);
    const balance = await t.database.db
      .selectFrom('credit_balances')
      .select('balance_cents')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    expect(sum).toBe(balance?.balance_cents ?? 0);
    expect(sum).toBeGreaterThanOrEqual(0);
    return sum;
  };

  it('staff give credit to a family found by e-mail: audited, in its history and the staff report; bad input is a 400', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    await register(sessionId);
    expect(
      (await t.as(accounts.parentA, { method: 'POST', url: apiPaths.adminCredit, payload: {} })).statusCode,
    ).toBe(403);

    const bad = await grant(0, 'not-an-email', '');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'email', 'reason']);
    const nobody = await grant(10, 'nobody@example.com');
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual({ email: [creditMessages.noAccount] });

    const given = await grant(25.5, 'PARENT@example.com');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ accountId: accounts.parentA.id, balance: 25.5 });
    expect(await balanceOf()).toMatchObject({
      balance: 25.5,
      entries: [{ kind: 'grant', amount: 25.5, reason: 'Rained out on Saturday' }],
    });
    expect((await balanceOf(accounts.parentB)).balance).toBe(0);
    const audits = await auditEntries(t, 'account', ['action', 'actor_account_id', 'entity_id']);
    expect(audits).toContainEqual({
      action: 'grantCredit',
      actor_account_id: accounts.staff.id,
      entity_id: accounts.parentA.id,
    });

    const report = await t.as(accounts.staff, { method: 'GET', url: apiPaths.adminCredit });
    expect(report.json()).toEqual([
      expect.objectContaining({
        accountId: accounts.parentA.id,
        email: accounts.parentA.email,
        balance: 25.5,
        granted: 25.5,
      }),
    ]);
    const history = await t.as(accounts.staff, {
      method: 'GET',
      url: `${apiPaths.adminCreditHistory}?email=${encodeURIComponent(accounts.parentA.email)}`,
    });
    expect(history.json().balance).toBe(25.5);
    await ledgerAgrees(accounts.parentA.id);
  });

  it('credit pays part at checkout and the card the rest; the receipt shows credit used; an expired checkout gives the credit back', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 200_00 });
    await register(sessionId);
    await grant(50);
    const first = await register(sessionId, accounts.parentA, { playerFirstName: 'Bo' });
    const url = (await startCheckout(t, 'camp', first)).body;
    // The card is asked for the rest; the credit is held by the checkout.
    const attempt = await t.database.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider_session_id', '=', checkoutIdOf(url))
      .executeTakeFirstOrThrow();
    expect([attempt.amount_cents, attempt.credit_cents]).toEqual([150_00, 50_00]);
    expect((await balanceOf()).balance).toBe(0);

    // The parent leaves; the hold lapses; the sweeper expires the checkout: the credit comes back.
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_MINUTES + 1) * 60_000);
    await t.app.payments.sweepLapsedHolds();
    expect((await rowOf(t, 'camp_registrations', first)).status).toBe('expired');
    const after = await balanceOf();
    expect(after.balance).toBe(50);
    expect(after.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['released', 50],
      ['spent', -50],
      ['grant', 50],
    ]);

    // Paid this time: card and credit on one receipt.
    const second = await register(sessionId, accounts.parentA, { playerFirstName: 'Cy' });
    const paidUrl = (await startCheckout(t, 'camp', second)).body;
    await t.pay(paidUrl);
    const synced = await syncPayment(t, 'camp', checkoutIdOf(paidUrl));
    expect(synced.json()).toMatchObject({ payment: 'paid', registrationStatus: 'paid' });
    const receipt = await receiptOf(t, synced.json().receiptNumber);
    expect(receipt).toMatchObject({ totalCents: 200_00, creditCents: 50_00 });
    expect(receipt.card).not.toBeNull();
    expect(receipt.lines[0]!.amountCents).toBe(200_00);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(0);
  });

  it('a registration paid fully by credit is paid through the ledger without a card, with its history row, mail and receipt', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 120_00 });
    await register(sessionId);
    await grant(200);
    const id = await register(sessionId, accounts.parentA, { playerFirstName: 'Di' });
    const res = await startCheckout(t, 'camp', id);
    expect(res.statusCode, res.body).toBe(200);
    // No provider page: straight to the result page.
    expect(res.body).toMatch(/\/true\/credit-/);
    const checkoutId = res.body.split('/true/')[1]!;
    expect((await rowOf(t, 'camp_registrations', id)).status).toBe('paid');
    const history = await t.database.db
      .selectFrom('registration_history')
      .select(['to_status'])
      .where('registration_id', '=', id)
      .where('registration_kind', '=', 'camp')
      .execute();
    expect(history.map((h) => h.to_status)).toContain('paid');
    const synced = await syncPayment(t, 'camp', checkoutId);
    expect(synced.json()).toMatchObject({ payment: 'paid', registrationStatus: 'paid' });
    const receipt = await receiptOf(t, synced.json().receiptNumber);
    expect(receipt).toMatchObject({ totalCents: 120_00, creditCents: 120_00, card: null });
    const mails = await t.database.db.selectFrom('mail_outbox').select('dedupe_key').execute();
    expect(mails.map((m) => m.dedupe_key)).toContain(`camp-paid:${id}`);
    expect((await balanceOf()).balance).toBe(80);
    // The spent entry names its receipt: the credit ledger and the receipts reconcile.
    const spent = await t.database.db
      .selectFrom('credit_entries')
      .selectAll()
      .where('kind', '=', 'spent')
      .executeTakeFirstOrThrow();
    expect([spent.amount_cents, spent.receipt_number]).toEqual([-120_00, synced.json().receiptNumber]);
    // Declining credit opens a card checkout for the whole price.
    const other = await register(sessionId, accounts.parentA, { playerFirstName: 'Ed' });
    const card = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Payment/CampRegistrationCheckout',
      payload: { registrationId: other, useCredit: false },
    });
    expect(card.body).toContain('/pay/');
    expect((await balanceOf()).balance).toBe(80);
    await ledgerAgrees(accounts.parentA.id);
  });

  it('two concurrent checkouts spending the same credit: one takes it, the balance never goes below zero', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false, env: raceEnv });
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 100_00,
      capacity: 50,
    });
    await register(sessionId);
    await grant(100);
    const ids = [];
    for (const name of ['Al', 'Bea', 'Cal', 'Dot'])
      ids.push(await register(sessionId, accounts.parentA, { playerFirstName: name }));
    const answers = await Promise.all(ids.map((id) => startCheckout(t, 'camp', id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const paidByCredit = answers.filter((a) => a.statusCode === 200 && a.body.includes('/true/credit-'));
    const spent = await t.database.db
      .selectFrom('credit_entries')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
      .where('kind', '=', 'spent')
      .executeTakeFirstOrThrow();
    expect(-Number(spent.cents)).toBe(100_00);
    expect(paidByCredit).toHaveLength(1);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(0);
  });
});
