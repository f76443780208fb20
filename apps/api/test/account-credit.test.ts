import { apiPaths, creditMessages, type ReceiptDocument } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { auditEntries, mailByKey, refundRows, rowOf, until } from './support/reads.js';
import { checkoutIdOf, startCheckout, submitCampRegistration, syncPayment } from './support/registrations.js';
import { byHeader, sheetValues } from './support/spreadsheets.js';
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

const receiptDocsOf = async (t: PaymentTestApp) =>
  (await t.database.db.selectFrom('receipts').select('content').orderBy('number').execute()).map(
    (r) => JSON.parse(r.content) as ReceiptDocument,
  );

describe(`account credit (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const grant = (amount: number, email = accounts.parentA.email, reason = 'Rained out on Saturday') =>
    t.as(accounts.staff, { method: 'POST', url: apiPaths.adminCredit, payload: { email, amount, reason } });
  const receiptDocs = () => receiptDocsOf(t);
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
    // The lots hold the balance, none below zero (decision 0113).
    const lots = await t.database.db
      .selectFrom('credit_lots')
      .select(['left_cents', 'cents'])
      .where('account_id', '=', accountId)
      .execute();
    expect(lots.reduce((s, l) => s + l.left_cents, 0)).toBe(sum);
    for (const l of lots) expect(l.left_cents).toBeGreaterThanOrEqual(0);
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

  it('credit held by an open checkout comes back when the family turns credit off and pays all by card', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 200_00 });
    await register(sessionId);
    await grant(50);
    const id = await register(sessionId, accounts.parentA, { playerFirstName: 'Lu' });
    const withCredit = (await startCheckout(t, 'camp', id)).body;
    expect((await balanceOf()).balance).toBe(0);
    // The same request again reuses the open page and holds nothing more.
    expect((await startCheckout(t, 'camp', id)).body).toBe(withCredit);
    expect((await balanceOf()).balance).toBe(0);
    const cardOnly = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Payment/CampRegistrationCheckout',
      payload: { registrationId: id, useCredit: false },
    });
    expect(cardOnly.body).not.toBe(withCredit);
    expect((await balanceOf()).balance).toBe(50);
    const attempt = await t.database.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider_session_id', '=', checkoutIdOf(cardOnly.body))
      .executeTakeFirstOrThrow();
    expect([attempt.amount_cents, attempt.credit_cents]).toEqual([200_00, 0]);
    await ledgerAgrees(accounts.parentA.id);
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
    // The staff export shows the credit the registration paid with.
    const file = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    });
    const { rows } = await sheetValues(file.rawPayload);
    const line = rows.findIndex((r) => r.includes('Di'));
    expect(byHeader(rows, line)).toMatchObject({ 'Credit Used (USD)': 120 });
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

  const quote = async (id: number) =>
    (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.campCancellationQuote(id) })).json();
  const cancel = (id: number, expectedRefund: number, takeCredit?: boolean) =>
    t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.cancelMyCampRegistration(id),
      payload: { expectedRefund, ...(takeCredit === undefined ? {} : { takeCredit }) },
    });

  it('at cancel the parent takes credit with the bonus instead of a card refund: the quote shows both; no card refund is sent; a refund receipt names no card', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false, env: { CREDIT_BONUS_PERCENT: '10' } });
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 200_00,
      startOffset: 60,
    });
    const id = await register(sessionId);
    const url = (await startCheckout(t, 'camp', id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    const q = await quote(id);
    expect(q).toMatchObject({
      paid: 200,
      refund: 200,
      credit: { returned: 0, instead: 220, bonusPercent: 10 },
    });

    const res = await cancel(id, 200, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ registrationStatus: 'cancelled', refund: 0 });
    const account = await balanceOf();
    expect(account.balance).toBe(220);
    expect(account.entries[0]).toMatchObject({ kind: 'cancel', amount: 220 });
    // The card's part is recorded as given back (as credit), so it can never be refunded to the card too.
    const refunds = await t.database.db.selectFrom('refunds').selectAll().execute();
    expect(refunds.map((r) => [r.amount_cents, r.state, r.form, r.provider_refund_id])).toEqual([
      [200_00, 'succeeded', 'credit', null],
    ]);
    // My Registrations says it went back as credit, not to the card.
    const mine = await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myRegistrations });
    expect(mine.json()[0].refunds).toEqual([expect.objectContaining({ amount: 200, form: 'credit' })]);
    const refundReceipt = await receiptOf(t, 2);
    expect(refundReceipt).toMatchObject({
      kind: 'refund',
      totalCents: 200_00,
      creditCents: 200_00,
      card: null,
      refundsNumber: 1,
    });
    const mail = await mailByKey(t, `camp-cancelled:${id}`);
    expect(mail.text_body).toContain('$220.00 is now account credit');
    await ledgerAgrees(accounts.parentA.id);
  });

  it('cancelling a credit-paid line returns credit, not cash; a line paid by card and credit refunds each in its form', async () => {
    // Webhooks on: the card's refund succeeds at the provider and gets its receipt.
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 100_00,
      startOffset: 60,
    });
    await register(sessionId);
    await grant(140);
    // Fully paid by credit.
    const full = await register(sessionId, accounts.parentA, { playerFirstName: 'Fi' });
    expect((await startCheckout(t, 'camp', full)).body).toContain('/true/credit-');
    expect(await quote(full)).toMatchObject({
      paid: 100,
      refund: 0,
      credit: { returned: 100, instead: 100 },
    });
    const first = await cancel(full, 0);
    expect(first.statusCode, first.body).toBe(200);
    expect((await balanceOf()).balance).toBe(140);
    expect(await t.database.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    // No card to refund, but a refund receipt for what credit paid, naming the payment's receipt.
    const refundReceipts = async (id: number) =>
      (await receiptDocs()).filter((d) => d.kind === 'refund' && d.lines[0]!.registrationId === id);
    const fullPaid = (await receiptDocs()).find(
      (d) => d.kind === 'payment' && d.lines[0]!.registrationId === full,
    )!;
    expect(await refundReceipts(full)).toEqual([
      expect.objectContaining({
        totalCents: 100_00,
        creditCents: 100_00,
        card: null,
        refundsNumber: fullPaid.number,
      }),
    ]);
    // The family reads it as credit given back, with no card.
    const page = await t.as(accounts.parentA, {
      method: 'GET',
      url: `${apiPaths.receipt((await refundReceipts(full))[0]!.number)}?format=html`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Given back as account credit: $100.00');
    expect(page.body).not.toContain('Refunded to the card');
    const returned = await t.database.db
      .selectFrom('credit_entries')
      .selectAll()
      .where('kind', '=', 'returned')
      .execute();
    expect(returned.map((e) => [e.amount_cents, e.receipt_number])).toEqual([
      [100_00, (await refundReceipts(full))[0]!.number],
    ]);

    // $100 line, paid $40 by card (the balance after spending $100) ... spend $100 first, then $40 left.
    const spend = await register(sessionId, accounts.parentA, { playerFirstName: 'Gus' });
    expect((await startCheckout(t, 'camp', spend)).body).toContain('/true/credit-');
    expect((await balanceOf()).balance).toBe(40);
    const mixed = await register(sessionId, accounts.parentA, { playerFirstName: 'Hal' });
    const url = (await startCheckout(t, 'camp', mixed)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    expect(await quote(mixed)).toMatchObject({ paid: 100, refund: 60, credit: { returned: 40 } });
    const res = await cancel(mixed, 60);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toBe(60);
    const refunds = await t.database.db.selectFrom('refunds').selectAll().execute();
    expect(refunds.map((r) => [r.amount_cents, r.form])).toEqual([[60_00, 'card']]);
    expect((await balanceOf()).balance).toBe(40);
    // One refund receipt each: the credit part as credit (at cancel), the card part to the card
    // (when the provider has refunded it); nothing more.
    await until(async () => (await refundRows(t, mixed))[0]?.state === 'succeeded');
    await until(async () => (await refundReceipts(mixed)).length === 2);
    const mixedPaid = (await receiptDocs()).find(
      (d) => d.kind === 'payment' && d.lines[0]!.registrationId === mixed,
    )!;
    expect(mixedPaid).toMatchObject({ totalCents: 100_00, creditCents: 40_00 });
    const mixedRefunds = await refundReceipts(mixed);
    expect(
      mixedRefunds.map((d) => [d.totalCents, d.creditCents, d.card === null, d.refundsNumber]).sort(),
    ).toEqual([
      [40_00, 40_00, true, mixedPaid.number],
      [60_00, 0, false, mixedPaid.number],
    ]);
    // Never more than was paid in it: cancelling again gives nothing more.
    expect((await cancel(mixed, 0)).statusCode).toBe(409);
    expect(await refundReceipts(mixed)).toHaveLength(2);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(40_00);
    // The credit given back on refund receipts is the credit returned in the ledger.
    const creditBack = (await receiptDocs())
      .filter((d) => d.kind === 'refund')
      .reduce((sum, d) => sum + (d.creditCents ?? 0), 0);
    const returnedAll = await t.database.db
      .selectFrom('credit_entries')
      .select('amount_cents')
      .where('kind', '=', 'returned')
      .execute();
    expect(creditBack).toBe(returnedAll.reduce((sum, e) => sum + e.amount_cents, 0));
    expect(creditBack).toBe(140_00);
    // The childcare statements: both cancelled camps net to 0, and the camp still paid for was
    // paid with staff's goodwill credit, which is no money the family paid (decision 0113).
    const statements = (
      await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myStatements })
    ).json() as {
      child: string;
      total: number;
    }[];
    expect(statements.map((st) => [st.child.split(' ')[0], st.total])).toEqual([]);
  });

  it('a staff refund of a credit-paid line gives the credit part back as credit with its refund receipt, the card part to the card', async () => {
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 100_00,
      startOffset: 60,
    });
    const staffQuote = async (id: number) =>
      (await t.as(accounts.staff, { method: 'GET', url: apiPaths.refundCampRegistration(id) })).json();
    const staffRefund = (id: number, amount: number) =>
      t.as(accounts.staff, {
        method: 'POST',
        url: apiPaths.refundCampRegistration(id),
        payload: { amount, reason: 'Missed two days' },
      });
    // $100: $60 in credit, $40 by card.
    const id = await register(sessionId);
    await grant(60);
    const url = (await startCheckout(t, 'camp', id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    expect(await staffQuote(id)).toEqual({ card: 40, credit: 60 });
    // $50 back in proportion: $30 as credit, $20 to the card.
    const half = await staffRefund(id, 50);
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({ refund: { amount: 20 }, credit: 30 });
    expect((await balanceOf()).balance).toBe(30);
    // The family hears of both: the card's part asked for, the credit's part back as credit.
    const creditMail = await mailByKey(t, `credit-returned:camp:${id}:%`);
    expect(creditMail.subject).toBe('$30.00 is back as account credit');
    expect(creditMail.text_body).toContain('$30.00 that account credit paid for');
    expect(await staffQuote(id)).toEqual({ card: 20, credit: 30 });
    const paid = (await receiptDocs()).find((d) => d.kind === 'payment')!;
    expect(paid).toMatchObject({ totalCents: 100_00, creditCents: 60_00 });
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    await until(async () => (await receiptDocs()).filter((d) => d.kind === 'refund').length === 2);
    const refundReceipts = () =>
      receiptDocs().then((docs) =>
        docs
          .filter((d) => d.kind === 'refund')
          .map((d) => [d.totalCents, d.creditCents, d.card === null, d.refundsNumber])
          .sort(),
      );
    expect(await refundReceipts()).toEqual([
      [20_00, 0, false, paid.number],
      [30_00, 30_00, true, paid.number],
    ]);
    // Never more than is left in both forms together: a 400 on the amount, not a 500.
    const over = await staffRefund(id, 50.01);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount[0]).toMatch(/At most \$50\.00 is left/);
    // The rest: all of each form.
    expect((await staffRefund(id, 50)).json()).toMatchObject({ refund: { amount: 20 }, credit: 30 });
    expect(await staffQuote(id)).toEqual({ card: 0, credit: 0 });
    expect((await refundRows(t, id)).map((r) => [r.amount_cents, r.form])).toEqual([
      [20_00, 'card'],
      [20_00, 'card'],
    ]);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(60_00);

    // Paid wholly by credit: the whole refund is credit, no card refund, one refund receipt as credit.
    await grant(40);
    const full = await register(sessionId, accounts.parentA, { playerFirstName: 'Fi' });
    expect((await startCheckout(t, 'camp', full)).body).toContain('/true/credit-');
    expect(await staffQuote(full)).toEqual({ card: 0, credit: 100 });
    const all = await staffRefund(full, 100);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ refund: null, credit: 100 });
    expect(await refundRows(t, full)).toEqual([]);
    const fullPaid = (await receiptDocs()).find(
      (d) => d.kind === 'payment' && d.lines[0]!.registrationId === full,
    )!;
    expect(
      (await receiptDocs()).filter((d) => d.kind === 'refund' && d.lines[0]!.registrationId === full),
    ).toEqual([
      expect.objectContaining({
        totalCents: 100_00,
        creditCents: 100_00,
        card: null,
        refundsNumber: fullPaid.number,
      }),
    ]);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(100_00);
    // The credit on refund receipts is the credit returned in the ledger, receipt by receipt.
    const returned = await t.database.db
      .selectFrom('credit_entries')
      .select(['amount_cents', 'receipt_number'])
      .where('kind', '=', 'returned')
      .orderBy('id')
      .execute();
    const asCredit = (await receiptDocs()).filter((d) => d.kind === 'refund' && d.card === null);
    expect(returned.map((e) => [e.amount_cents, e.receipt_number])).toEqual(
      asCredit.map((d) => [d.creditCents, d.number]),
    );
    const audit = await auditEntries(t, 'campRegistration', ['action', 'details']);
    expect(audit.filter((a) => a.action === 'refund').at(-1)?.details).toContain('"credit":100');
  });

  it('bonus and goodwill credit are not money paid: spent cash first, the receipts say so, and statements count only what the family paid', async () => {
    t = await createPaymentTestApp({ env: { CREDIT_BONUS_PERCENT: '10' } });
    const first = await createCampSession(t.database.db, t.clock.now, { costCents: 195_00, startOffset: 60 });
    const second = await createCampSession(t.database.db, t.clock.now, {
      costCents: 200_00,
      startOffset: 70,
    });
    const lotsOf = async () =>
      (
        await t.database.db
          .selectFrom('credit_lots')
          .select(['cash', 'source', 'left_cents'])
          .where('account_id', '=', accounts.parentA.id)
          .orderBy('id')
          .execute()
      ).map((l) => [l.source, l.cash, l.left_cents]);
    const statementTotal = async () =>
      (
        (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myStatements })).json() as {
          total: number;
        }[]
      ).reduce((sum, st) => sum + st.total, 0);
    // $195 paid by card, cancelled to $214.50 of credit ($19.50 bonus); staff add $10 of goodwill.
    const id = await register(first);
    const url = (await startCheckout(t, 'camp', id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    expect((await cancel(id, 195, true)).statusCode).toBe(200);
    await grant(10);
    expect((await balanceOf()).balance).toBe(224.5);
    expect(await lotsOf()).toEqual([
      ['cancel', 1, 195_00],
      ['bonus', 0, 19_50],
      ['grant', 0, 10_00],
    ]);
    // A $200 camp paid wholly by credit: the $195 of cash value first, then $5 of the bonus.
    const spend = await register(second, accounts.parentA, { playerFirstName: 'Gus' });
    expect((await startCheckout(t, 'camp', spend)).body).toContain('/true/credit-');
    expect(await lotsOf()).toEqual([
      ['cancel', 1, 0],
      ['bonus', 0, 14_50],
      ['grant', 0, 10_00],
    ]);
    const paid = (await receiptDocs()).find(
      (d) => d.kind === 'payment' && d.lines[0]!.registrationId === spend,
    )!;
    expect(paid).toMatchObject({ totalCents: 200_00, creditCents: 200_00 });
    expect(paid.lines[0]).toMatchObject({ amountCents: 200_00, creditWithoutCashCents: 5_00 });
    const page = await t.as(accounts.parentA, {
      method: 'GET',
      url: `${apiPaths.receipt(paid.number)}?format=html`,
    });
    expect(page.body).toContain('given by us and not paid (goodwill or bonus): $5.00');
    // The family paid $195 in all, and that is what its statements say, not $200.
    expect(await statementTotal()).toBe(195);
    // The spent entries name the payment's receipt.
    const spent = await t.database.db
      .selectFrom('credit_entries')
      .select('receipt_number')
      .where('kind', '=', 'spent')
      .execute();
    expect(spent).toEqual([{ receipt_number: paid.number }]);

    // Refunded by staff: credit goes back to the lots it came from, the bonus first; the refund
    // receipt says what of it had no cash value, and the statements net it out.
    expect(
      (
        await t.as(accounts.staff, {
          method: 'POST',
          url: apiPaths.refundCampRegistration(spend),
          payload: { amount: 50, reason: 'Missed two days' },
        })
      ).json(),
    ).toEqual({ refund: null, credit: 50 });
    expect(await lotsOf()).toEqual([
      ['cancel', 1, 45_00],
      ['bonus', 0, 19_50],
      ['grant', 0, 10_00],
    ]);
    const back = (await receiptDocs()).filter(
      (d) => d.kind === 'refund' && d.lines[0]!.registrationId === spend,
    );
    expect(back.map((d) => [d.totalCents, d.creditCents, d.lines[0]!.creditWithoutCashCents])).toEqual([
      [50_00, 50_00, 5_00],
    ]);
    expect(await statementTotal()).toBe(150);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(74_50);
  });

  it('a move to a cheaper session gives the difference back in the forms that paid it: credit as credit, the card to the card', async () => {
    t = await createPaymentTestApp();
    const dear = await createCampSession(t.database.db, t.clock.now, { costCents: 100_00, startOffset: 60 });
    const cheap = await createCampSession(t.database.db, t.clock.now, { costCents: 50_00, startOffset: 70 });
    // $100: $60 in credit (given once the family has an account), $40 by card.
    const id = await register(dear);
    expect((await grant(60)).statusCode).toBe(200);
    const url = (await startCheckout(t, 'camp', id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    expect((await balanceOf()).balance).toBe(0);
    // The quote offers the whole $50 back, not only what the card has left.
    const options = (
      await t.as(accounts.parentA, { method: 'GET', url: apiPaths.campSwitchOptions(id) })
    ).json() as { options: { campSessionId: number; difference: number; refund: number }[] };
    expect(options.options.find((o) => o.campSessionId === cheap)).toMatchObject({
      difference: -50,
      refund: 50,
    });
    const moved = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.switchMyCampSession(id),
      payload: { campSessionId: cheap, expectedDifference: -50, expectedRefund: 50 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().refund).toBe(50);
    // In proportion: $30 of credit back as credit (with its receipt), $20 to the card.
    const refunds = await t.database.db.selectFrom('refunds').selectAll().execute();
    expect(refunds.map((r) => [r.amount_cents, r.form])).toEqual([[20_00, 'card']]);
    expect((await balanceOf()).balance).toBe(30);
    const back = (await receiptDocs()).filter((d) => d.kind === 'refund' && d.card === null);
    expect(back.map((d) => [d.totalCents, d.creditCents])).toEqual([[30_00, 30_00]]);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(30_00);
  });

  it('the credit ledger and the receipts reconcile: credit used on payment receipts is the credit spent and kept', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 75_00,
      startOffset: 60,
    });
    await register(sessionId);
    await grant(100);
    for (const name of ['Ida', 'Jo']) {
      const id = await register(sessionId, accounts.parentA, { playerFirstName: name });
      const url = (await startCheckout(t, 'camp', id)).body;
      if (url.includes('/pay/')) await t.pay(url);
      await syncPayment(t, 'camp', url.includes('/pay/') ? checkoutIdOf(url) : url.split('/true/')[1]!);
    }
    const receipts = await t.database.db.selectFrom('receipts').select('content').execute();
    const creditOnReceipts = receipts
      .map((r) => JSON.parse(r.content) as ReceiptDocument)
      .filter((r) => r.kind === 'payment')
      .reduce((sum, r) => sum + (r.creditCents ?? 0), 0);
    const entries = await t.database.db.selectFrom('credit_entries').selectAll().execute();
    const spentKept = -entries
      .filter((e) => e.kind === 'spent' || e.kind === 'released')
      .reduce((sum, e) => sum + e.amount_cents, 0);
    expect(creditOnReceipts).toBe(100_00);
    expect(spentKept).toBe(creditOnReceipts);
    expect(await ledgerAgrees(accounts.parentA.id)).toBe(0);
  });
});
