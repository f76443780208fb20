import { afterEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from './support/factories.js';
import { createPaymentTestApp } from './support/payments.js';
import { until } from './support/reads.js';
import {
  checkoutIdOf,
  startCheckout,
  submitCampRegistration,
  submitTeamRegistration,
  syncPayment,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

type PaymentApp = Awaited<ReturnType<typeof createPaymentTestApp>>;

/** One mail per payment with every line, and the result page's receipt for the payer only. */
describe(`payment mails and receipts (${testEngine})`, () => {
  let t: PaymentApp;
  afterEach(() => t?.close());

  const mails = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const paidMails = async () => (await mails()).filter((m) => m.subject.startsWith('Payment received'));

  it('an order of two players sends one mail with both lines, the discounts, the total and the order number', async () => {
    t = await createPaymentTestApp();
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
    expect(res.statusCode).toBe(200);
    const { ids, orderId } = res.json() as { ids: number[]; orderId: number };
    const url = (await startCheckout(t, 'camp', ids[0]!)).body;
    await t.pay(url);
    await t.provider.events.settled();
    await until(async () => (await paidMails()).length > 0);

    // Ava: $200 - $20 promo = $180, the dearest line; Ben: $150 - 10% = $135. Total $315.
    const sent = await paidMails();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    const number = `O-${String(orderId).padStart(5, '0')}`;
    expect(mail).toMatchObject({
      dedupe_key: `camp-paid:${ids[0]}`,
      to_address: 'parent@example.com',
      subject: `Payment received: order ${number}, $315.00`,
    });
    for (const part of [mail.text_body, mail.html_body]) {
      expect(part).toContain(number);
      expect(part).toContain('Ava');
      expect(part).toContain('Ben');
      expect(part).toContain('Test Park, 1 Field Rd, Nashville, TN 37206');
      expect(part).toContain('promo code SPRING -$20.00');
      expect(part).toContain('sibling discount -$15.00');
      expect(part).toContain('$315.00');
      expect(part).toContain('Bring water');
      expect(part).toContain(`${t.config.APP_URL}/MyRegistrations`);
    }
    expect(mail.text_body).toContain('Total paid: $315.00');
    expect(mail.text_body).toMatch(/Paid: \$315\.00 on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    expect(mail.html_body).toContain(`href="${t.config.APP_URL}/MyRegistrations"`);
    expect(mail.html_body).toContain('<table');

    // The result page's answer: the same receipt, for the payer.
    const answer = (await syncPayment(t, 'camp', checkoutIdOf(url))).json();
    expect(answer.payment).toBe('paid');
    expect(answer.receipt).toMatchObject({
      orderNumber: number,
      total: 315,
      promoCode: 'SPRING',
      whatToBring: 'Bring water',
      mailedTo: 'parent@example.com',
      lines: [
        {
          registrationId: ids[0],
          what: 'Test Camp',
          price: 200,
          promoDiscount: 20,
          siblingDiscount: 0,
          amount: 180,
        },
        {
          registrationId: ids[1],
          what: 'Test Camp',
          price: 150,
          promoDiscount: 0,
          siblingDiscount: 15,
          amount: 135,
        },
      ],
    });
    expect(answer.receipt.lines[0].who).toMatch(/^Ava /);
    expect(answer.receipt.lines[0].timeBlock).toBe('9:00 AM - 12:00 PM');
    // Another account never sees it.
    expect((await syncPayment(t, 'camp', checkoutIdOf(url), accounts.parentB)).statusCode).toBe(404);
  });

  it('a single registration gets the same kind of mail and receipt, numbered by its registration', async () => {
    t = await createPaymentTestApp();
    const session = await createCampSession(t.database.db, t.clock.now, { costCents: 17_500 });
    const id = (await submitCampRegistration(t, session)).json().id as number;
    const url = (await startCheckout(t, 'camp', id)).body;

    // Not paid yet: no receipt.
    const before = (await syncPayment(t, 'camp', checkoutIdOf(url))).json();
    expect(before.payment).toBe('not_paid');
    expect(before.receipt).toBeUndefined();

    await t.pay(url);
    await t.provider.events.settled();
    const answer = (await syncPayment(t, 'camp', checkoutIdOf(url))).json();
    const number = `C-${String(id).padStart(5, '0')}`;
    expect(answer.receipt).toMatchObject({ orderNumber: number, total: 175, lines: [{ amount: 175 }] });
    expect(Date.parse(answer.receipt.paidAt)).toBe(t.clock.now.getTime());
    const sent = await paidMails();
    expect(sent.map((m) => m.subject)).toEqual([`Payment received: order ${number}, $175.00`]);
    expect(sent[0]!.text_body).toContain('Total paid: $175.00');
  });

  it('a team payment names the team and its players', async () => {
    t = await createPaymentTestApp();
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { costCents: 39_500 });
    const { id } = (await submitTeamRegistration(t, teamBody(ageRangeIds[0]!))).json();
    const url = (await startCheckout(t, 'team', id)).body;
    await t.pay(url);
    await t.provider.events.settled();
    const answer = (await syncPayment(t, 'team', checkoutIdOf(url))).json();
    const number = `T-${String(id).padStart(5, '0')}`;
    expect(answer.receipt).toMatchObject({
      orderNumber: number,
      total: 395,
      mailedTo: 'coach@example.com',
      lines: [{ who: 'Rockets', players: ['Sam Striker', 'Jo Keeper'], timeBlock: null, amount: 395 }],
    });
    const sent = await paidMails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Payment received: order ${number}, $395.00`);
    expect(sent[0]!.text_body).toContain('Players: Sam Striker, Jo Keeper');
    expect(sent[0]!.text_body).toContain(`${t.config.APP_URL}/MyRegistrations`);
  });
});
