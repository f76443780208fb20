import { apiPaths, type ReceiptDocument, type ReceiptSummary, type StaffReceipt } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { campRegistrationBody, createCampSession, createTournament } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { refundRows, until } from './support/reads.js';
import {
  campCheckout,
  checkoutIdOf,
  startCheckout,
  syncPayment,
  teamCheckout,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** The text of a PDF, read back by pdf.js, its lines joined by spaces. */

const contentOf = async (t: PaymentTestApp, number: number) =>
  JSON.parse(
    (
      await t.database.db
        .selectFrom('receipts')
        .select('content')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).content,
  ) as ReceiptDocument;

describe(`receipts (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  /** An order of two players (promo and sibling discount) paid by card, as the result page syncs it. */
  async function payOrder() {
    await t.as(accounts.staff, {
      method: 'PUT',
      url: '/api/Admin/SiblingDiscount',
      payload: { kind: 'percent', value: 10 },
    });
    const week1 = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      promoCode: 'SPRING',
      discountCents: 2_000,
    });
    const week2 = await createCampSession(t.database.db, t.clock.now, { costCents: 15_000, startOffset: 40 });
    const res = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Registration/SubmitCampOrder',
      payload: {
        registrations: [
          campRegistrationBody(week1, { playerFirstName: 'Ava', promoCode: 'SPRING' }),
          campRegistrationBody(week2, { playerFirstName: 'Ben' }),
        ],
      },
    });
    const { ids, orderId } = res.json() as { ids: number[]; orderId: number };
    const url = (await startCheckout(t, 'camp', ids[0]!)).body;
    await t.pay(url);
    const synced = await syncPayment(t, 'camp', checkoutIdOf(url));
    expect(synced.statusCode).toBe(200);
    return { ids, orderId, checkoutId: checkoutIdOf(url), synced: synced.json() };
  }

  it('a paid order gets one numbered receipt: each line, the discounts, the total, the card and the business', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { ids, orderId, checkoutId, synced } = await payOrder();
    // The result page names the receipt, for the payer only.
    expect(synced).toMatchObject({ payment: 'paid', receiptNumber: 1 });
    expect((await syncPayment(t, 'camp', checkoutId)).json().receiptNumber).toBe(1);
    expect((await syncPayment(t, 'camp', checkoutId, accounts.parentB)).statusCode).toBe(404);

    const doc = await contentOf(t, 1);
    expect(doc).toMatchObject({
      number: 1,
      kind: 'payment',
      orderNumber: `O-${String(orderId).padStart(5, '0')}`,
      business: t.config.business,
      card: { brand: 'visa', last4: '4242' },
      promoCode: 'SPRING',
      refundsNumber: null,
      totalCents: 31_500,
    });
    // Ava: $200 - $20 promo = $180; Ben: $150 - 10% = $135.
    expect(
      doc.lines.map((l) => [
        l.registrationId,
        l.priceCents,
        l.promoDiscountCents,
        l.siblingDiscountCents,
        l.amountCents,
      ]),
    ).toEqual([
      [ids[0], 20_000, 2_000, 0, 18_000],
      [ids[1], 15_000, 0, 1_500, 13_500],
    ]);
    expect(doc.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(doc.totalCents);

    const mine = await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myReceipts });
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.json()).toEqual([
      expect.objectContaining({
        number: 1,
        label: 'R-000001',
        kind: 'payment',
        total: 315,
        refundsLabel: null,
      }),
    ] satisfies Partial<ReceiptSummary>[]);

    const pdf = await t.as(accounts.parentA, { method: 'GET', url: apiPaths.receipt(1) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdf.headers['content-disposition']).toContain('receipt-R-000001.pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      'Receipt',
      'R-000001',
      '$315.00',
      'Total paid',
      'Ava',
      'Ben',
      'promo code SPRING -$20.00',
      'sibling discount -$15.00',
      'Visa ending in 4242',
      t.config.business.legalName,
      `Tax ID: ${t.config.business.taxId}`,
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Date: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);

    const html = await t.as(accounts.parentA, { method: 'GET', url: `${apiPaths.receipt(1)}?format=html` });
    expect(html.headers['content-type']).toContain('text/html');
    for (const part of ['R-000001', '$315.00', 'Visa ending in 4242', 'promo code SPRING -$20.00'])
      expect(html.body).toContain(part);

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('subject', 'like', 'Payment received%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      `Your receipt R-000001 is ready to download in My Registrations: ${t.config.APP_URL}/MyRegistrations#my-receipts-title`,
    );
    expect(mail.html_body).toContain(`href="${t.config.APP_URL}/MyRegistrations#my-receipts-title"`);
  });

  it("a team's payment: the team, its players and the tournament on the receipt", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const tournament = await createTournament(t.database.db, t.clock.now);
    await teamCheckout(t, tournament.ageRangeIds[0]!, { sync: true });
    const doc = await contentOf(t, 1);
    expect(doc.orderNumber).toMatch(/^T-\d{5}$/);
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]!.players.length).toBeGreaterThan(0);
    expect(doc.totalCents).toBe(doc.lines[0]!.amountCents);
    const text = await pdfText(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.receipt(1) })).rawPayload,
    );
    expect(text).toContain(`${doc.lines[0]!.who}: ${doc.lines[0]!.what}`);
    expect(text).toContain(`Players: ${doc.lines[0]!.players.join(', ')}`);
  });

  it('only the owner and staff read a receipt; bad numbers are a 400', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    await campCheckout(t, await createCampSession(t.database.db, t.clock.now), { sync: true });
    const url = apiPaths.receipt(1);
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(accounts.parentB, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(accounts.parentA, { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as(accounts.staff, { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as(accounts.parentA, { method: 'GET', url: apiPaths.receipt(2) })).statusCode).toBe(404);
    const bad = await t.as(accounts.parentA, { method: 'GET', url: apiPaths.receipt('R-1') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['params.number']);
    const format = await t.as(accounts.parentA, { method: 'GET', url: `${url}?format=doc` });
    expect(format.statusCode).toBe(400);
    expect((await t.as(accounts.parentB, { method: 'GET', url: apiPaths.myReceipts })).json()).toEqual([]);
    expect((await t.as(accounts.parentA, { method: 'GET', url: apiPaths.staffReceipt(1) })).statusCode).toBe(
      403,
    );
  });

  it('a refund gets its own receipt, naming the receipt of the payment it refunds', async () => {
    t = await createPaymentTestApp();
    const { id } = await campCheckout(
      t,
      await createCampSession(t.database.db, t.clock.now, { costCents: 12_000 }),
      {
        sync: true,
      },
    );
    const refund = await t.as(accounts.staff, {
      method: 'POST',
      url: apiPaths.refundCampRegistration(id),
      payload: { amount: 45, reason: 'Injury' },
    });
    expect(refund.statusCode).toBe(200);
    await until(async () => (await refundRows(t, id)).some((r) => r.state === 'succeeded'));
    await until(async () => (await t.database.db.selectFrom('receipts').select('id').execute()).length === 2);
    const doc = await contentOf(t, 2);
    expect(doc).toMatchObject({
      kind: 'refund',
      refundsNumber: 1,
      totalCents: 4_500,
      card: { last4: '4242' },
    });
    expect(doc.lines).toHaveLength(1);
    const text = await pdfText(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.receipt(2) })).rawPayload,
    );
    for (const part of [
      'Refund receipt',
      'R-000002',
      'This refunds receipt R-000001.',
      'Total refunded',
      '$45.00',
    ])
      expect(text).toContain(part);
    const mine = (
      await t.as(accounts.parentA, { method: 'GET', url: apiPaths.myReceipts })
    ).json() as ReceiptSummary[];
    expect(mine.map((r) => [r.label, r.kind, r.total, r.refundsLabel])).toEqual([
      ['R-000002', 'refund', 45, 'R-000001'],
      ['R-000001', 'payment', 120, null],
    ]);
  });

  it('numbers stay one gap-free sequence when many payments are recorded at once', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false, env: raceEnv });
    const session = await createCampSession(t.database.db, t.clock.now, { capacity: 50 });
    const checkouts = [];
    for (let i = 0; i < 12; i++) checkouts.push(await campCheckout(t, session, { pay: true }));
    const answers = await Promise.all(checkouts.map((c) => syncPayment(t, 'camp', c.checkoutId)));
    expect(answers.map((a) => a.statusCode)).toEqual(checkouts.map(() => 200));
    const rows = await t.database.db
      .selectFrom('receipts')
      .select(['number', 'provider_session_id'])
      .orderBy('number')
      .execute();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.provider_session_id)).size).toBe(12);
    // Asking again issues nothing new.
    await syncPayment(t, 'camp', checkouts[0]!.checkoutId);
    expect(await t.database.db.selectFrom('receipts').select('id').execute()).toHaveLength(12);
  });

  it("staff find a receipt by number and mail it again as a PDF, audited; in the account's language", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    await t.as(accounts.parentA, { method: 'PUT', url: apiPaths.myLanguage, payload: { locale: 'es' } });
    await campCheckout(t, await createCampSession(t.database.db, t.clock.now, { costCents: 9_900 }), {
      sync: true,
    });

    const found = await t.as(accounts.staff, { method: 'GET', url: apiPaths.staffReceipt(1) });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      label: 'R-000001',
      total: 99,
    } satisfies Partial<StaffReceipt>);
    expect((found.json() as StaffReceipt).billedTo.email).toBe('parent@example.com');
    expect((await t.as(accounts.staff, { method: 'GET', url: apiPaths.staffReceipt(7) })).statusCode).toBe(
      404,
    );

    const resent = await t.as(accounts.staff, { method: 'POST', url: apiPaths.resendReceipt(1) });
    expect(resent.statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', 'receipt-resent:1:%')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('parent@example.com');
    expect(mail.subject).toBe(`Su recibo R-000001 de ${t.config.business.legalName}`);
    const [attachment] = JSON.parse(mail.attachments!) as {
      filename: string;
      content: string;
      encoding: string;
    }[];
    expect(attachment).toMatchObject({ filename: 'receipt-R-000001.pdf', encoding: 'base64' });
    const text = await pdfText(Buffer.from(attachment!.content, 'base64'));
    expect(text).toContain('Recibo');
    expect(text).toContain('Número de recibo: R-000001');
    expect(text).toContain('Total pagado');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'resendReceipt')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'receipt', entity_id: '1' });
  });
});

describe('receipts: configuration', () => {
  it('production refuses to start without the business named on receipts', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /BUSINESS_LEGAL_NAME.*BUSINESS_ADDRESS.*BUSINESS_TAX_ID/,
    );
  });
});

describe(`receipts never change (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  it('the database refuses to update an issued receipt', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    await campCheckout(t, await createCampSession(t.database.db, t.clock.now), { sync: true });
    await expect(
      t.database.db.updateTable('receipts').set({ total_cents: 1 }).where('number', '=', 1).execute(),
    ).rejects.toThrow(/receipts never change once issued/);
    expect((await contentOf(t, 1)).totalCents).not.toBe(1);
  });
});

describe(`receipts of a move and of its refunds (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  it('a difference paid for a move gets its own receipt; cancelling refunds each payment with a receipt naming its own', async () => {
    t = await createPaymentTestApp();
    const from = await createCampSession(t.database.db, t.clock.now, { costCents: 20_000, startOffset: 30 });
    const to = await createCampSession(t.database.db, t.clock.now, { costCents: 27_500, startOffset: 30 });
    const { id } = await campCheckout(t, from, { sync: true });
    const move = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${id}`,
      payload: { campSessionId: to, expectedDifference: 75 },
    });
    const { checkoutUrl } = move.json() as { checkoutUrl: string };
    await t.pay(checkoutUrl);
    expect((await syncPayment(t, 'camp', checkoutIdOf(checkoutUrl))).json()).toMatchObject({
      payment: 'paid',
    });

    const difference = await contentOf(t, 2);
    expect(difference).toMatchObject({ kind: 'payment', forMove: true, totalCents: 7_500, promoCode: null });
    expect(difference.lines).toEqual([
      expect.objectContaining({
        priceCents: 7_500,
        promoDiscountCents: 0,
        siblingDiscountCents: 0,
        amountCents: 7_500,
      }),
    ]);
    const text = await pdfText(
      (await t.as(accounts.parentA, { method: 'GET', url: apiPaths.receipt(2) })).rawPayload,
    );
    expect(text).toContain('Difference paid for a change of session');
    expect(text).toContain('$75.00');

    const cancel = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: 275 },
    });
    expect(cancel.statusCode).toBe(200);
    await until(async () => (await t.database.db.selectFrom('receipts').select('id').execute()).length === 4);
    const refunds = await Promise.all([3, 4].map((n) => contentOf(t, n)));
    expect(
      refunds.map((r) => [r.kind, r.refundsNumber, r.totalCents]).sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      ['refund', 1, 20_000],
      ['refund', 2, 7_500],
    ]);
  });
});
