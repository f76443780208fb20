import { afterEach, describe, expect, it } from 'vitest';
import { solvedCaptcha } from './support/captcha.js';
import { contactBody, createCampSession, fieldRentalBody } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { deliveredMails, refundRows, until } from './support/reads.js';
import { campCheckout } from './support/registrations.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * The public forms' acknowledgements in the language the site showed the sender, and the office's
 * mails in the office's language (`OFFICE_LOCALE`), as the mail server receives them (decision 0060).
 */
describe(`the acknowledgements and the office's mails in their readers' languages (${testEngine})`, () => {
  let t: TestApp | PaymentTestApp | undefined;
  afterEach(() => t?.close());

  const send = async (
    app: TestApp,
    form: 'contact' | 'rental',
    headers: Record<string, string>,
    overrides: Record<string, unknown> = {},
  ) => {
    const RecaptchaValue = await solvedCaptcha(app.app);
    const res = await app.app.inject({
      method: 'POST',
      url:
        form === 'contact' ? '/api/ContactUs/saveContactUsMessage' : '/api/ContactUs/sendFieldRentalMessage',
      headers,
      payload:
        form === 'contact'
          ? contactBody({ id: 0, dateCreated: new Date().toISOString(), RecaptchaValue, ...overrides })
          : fieldRentalBody({ id: 0, RecaptchaValue, ...overrides }),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };

  it('a contact message sent from the Spanish site is acknowledged in Spanish; the office reads English, told the language', async () => {
    const app = await createTestApp();
    t = app;
    const id = await send(
      app,
      'contact',
      { cookie: 'lang=es' },
      { message: '¿Tienen descuento para hermanos?' },
    );
    const stored = await app.database.db
      .selectFrom('contact_messages')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.locale).toBe('es');

    const mails = await deliveredMails(app);
    expect(mails.map((m) => m.to)).toEqual([app.config.BUSINESS_EMAIL, 'ana@example.com']);
    const [office, ack] = mails;
    expect(ack!.subject).toBe('Recibimos su mensaje');
    expect(ack!.text).toMatch(/^Hola, Ana:\n\nGracias por escribir a Touchline Soccer Academy\./);
    expect(ack!.text).toContain('normalmente en un día hábil');
    expect(ack!.text).toContain(`responda a este correo o escriba a ${app.config.BUSINESS_EMAIL}`);
    expect(ack!.text).toContain('Lo que nos envió:\nAsunto: Summer camps\n¿Tienen descuento para hermanos?');
    expect(ack!.html).toMatch(/^<div lang="es"><p>Hola, Ana:<\/p>/);
    for (const english of ['Hi ', 'Thank you', 'What you sent', 'Subject:', 'business day'])
      expect(`${ack!.subject}\n${ack!.text}\n${ack!.html}`).not.toContain(english);

    expect(office!.subject).toBe('Website message: Summer camps');
    expect(office!.text).toBe(
      [
        'From: Ana Ruiz',
        'Email: ana@example.com',
        'Phone: 6155550100',
        'Subject: Summer camps',
        'Message: ¿Tienen descuento para hermanos?',
        'Language: Spanish',
      ].join('\n'),
    );
  });

  it('a party inquiry from a browser that prefers Spanish is acknowledged in Spanish, its rows too', async () => {
    const app = await createTestApp();
    t = app;
    await send(app, 'rental', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const [office, ack] = await deliveredMails(app);
    expect(ack!.subject).toBe('Recibimos su consulta para una fiesta de cumpleaños');
    expect(ack!.text).toMatch(/^Hola, Pat Parker:\n/);
    expect(ack!.text).toContain('Todavía no hay nada reservado');
    expect(ack!.text).toContain('Lo que nos pidió:');
    expect(ack!.text).toContain('Fecha preferida: 2 may 2030');
    expect(ack!.text).toContain('Lugar: Sin preferencia');
    expect(ack!.text).toContain('Mensaje: Birthday party for 12 kids');
    expect(ack!.text).not.toMatch(/Preferred|Nothing is booked|No preference/);
    expect(office!.subject).toBe('Field rental inquiry from Pat Parker');
    expect(office!.text).toContain('Preferred date: 5/2/2030');
    expect(office!.text).toContain('Language: Spanish');
  });

  it('the English site: English acknowledgements, stored as English', async () => {
    const app = await createTestApp();
    t = app;
    await send(app, 'contact', { cookie: 'lang=en', 'accept-language': 'es' });
    await send(app, 'rental', {});
    const locales = await app.database.db.selectFrom('field_rental_inquiries').select('locale').execute();
    expect(locales).toEqual([{ locale: 'en' }]);
    const mails = await deliveredMails(app);
    expect(mails.map((m) => m.subject)).toEqual([
      'Website message: Summer camps',
      'We received your message',
      'Field rental inquiry from Pat Parker',
      'We received your birthday party inquiry',
    ]);
    expect(mails[0]!.text).toContain('Language: English');
    expect(mails[1]!.text).toMatch(/^Hi Ana,\n/);
    expect(mails[1]!.html).toMatch(/^<p>Hi Ana,<\/p>/);
  });

  it('an office that reads Spanish (OFFICE_LOCALE=es) gets the new message and the inquiry in Spanish', async () => {
    const app = await createTestApp({ OFFICE_LOCALE: 'es' });
    t = app;
    await send(app, 'contact', {});
    await send(app, 'rental', { cookie: 'lang=es' }, { location: '' });
    const [contactOffice, contactAck, rentalOffice] = await deliveredMails(app);
    expect(contactOffice!.subject).toBe('Mensaje desde el sitio web: Summer camps');
    expect(contactOffice!.text).toBe(
      [
        'De: Ana Ruiz',
        'Correo electrónico: ana@example.com',
        'Teléfono: 6155550100',
        'Asunto: Summer camps',
        'Mensaje: Do you have sibling discounts?',
        'Idioma: inglés',
      ].join('\n'),
    );
    expect(contactOffice!.html).toMatch(/^<table lang="es"><tr><th align="left" valign="top">De<\/th>/);
    expect(contactOffice!.html).toContain('<th align="left" valign="top">Correo electrónico</th>');
    // The sender used the English site: the acknowledgement stays English.
    expect(contactAck!.subject).toBe('We received your message');
    expect(rentalOffice!.subject).toBe('Consulta de alquiler de cancha de Pat Parker');
    expect(rentalOffice!.text).toContain('Fecha preferida: 2 may 2030');
    expect(rentalOffice!.text).toContain('Idioma: español');
    expect(rentalOffice!.text).not.toMatch(/Preferred|Language/);
  });

  it("an office that reads Spanish gets a failed refund's notice in Spanish; the family's mails stay in its own language", async () => {
    const app = await createPaymentTestApp({ env: { OFFICE_LOCALE: 'es' } });
    t = app;
    const sessionId = await createCampSession(app.database.db, app.clock.now, {
      startOffset: 30,
      costCents: 24_500,
    });
    const { id, checkoutId } = await campCheckout(app, sessionId, { sync: true });
    app.provider.refunds.failNext(app.provider.sessions.get(checkoutId)!.payment_intent as string);
    const quote = (
      await app.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })
    ).json();
    const cancelled = await app.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: quote.refund },
    });
    expect(cancelled.statusCode).toBe(200);
    await until(async () => (await refundRows(app, id))[0]?.state === 'failed');
    const refundId = (await refundRows(app, id))[0]!.id;

    const mails = await deliveredMails(app);
    const office = mails.find((m) => m.to === app.config.BUSINESS_EMAIL)!;
    expect(office.subject).toBe(`Falló un reembolso: $245.00 (inscripción de campamento ${id})`);
    expect(office.text).toMatch(
      new RegExp(
        `^El reembolso ${refundId} de \\$245\\.00 de la inscripción de campamento ${id} \\(.+\\) falló en el procesador de pagos\\.\\nMotivo: .+\\n\\nA la familia se le dijo`,
      ),
    );
    expect(office.text).not.toContain('Maya');
    const family = mails.filter((m) => m.to === 'parent@example.com').map((m) => m.subject);
    expect(family).toContain('Refund delayed: $245.00');
  });
});
