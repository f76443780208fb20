import { afterEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { until } from './support/reads.js';
import { campCheckout, checkoutOf, submitCampRegistration } from './support/registrations.js';
import { accounts, saveLanguage } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** A family's mails in its saved language (decision 0054); English without one. */
describe(`mails in the family's language (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const mailsTo = (dedupePrefix: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', `${dedupePrefix}%`)
      .orderBy('id')
      .execute();

  it('a Spanish family paying a camp registration gets the payment received mail in Spanish', async () => {
    t = await createPaymentTestApp();
    expect((await saveLanguage(t, accounts.parentA, 'es')).statusCode).toBe(200);
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 19_550 });
    // Staff wrote the camp's name and what to bring in both languages (decision 0055).
    const { camp_spec_id } = await t.database.db
      .selectFrom('camp_sessions')
      .select('camp_spec_id')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('camp_specs')
      .set({
        camp_name: 'Striker School',
        camp_name_es: 'Escuela de Delanteros',
        attendee_notes: 'Bring water and shin guards.',
        attendee_notes_es: 'Traiga agua y espinilleras.',
      })
      .where('id', '=', camp_spec_id)
      .execute();
    const paid = await campCheckout(t, sessionId, { sync: true });
    await until(async () => (await mailsTo(`camp-paid:${paid.id}`)).length > 0);

    const [mail] = await mailsTo(`camp-paid:${paid.id}`);
    expect(mail!.subject).toMatch(/^Pago recibido: pedido C-\d{5}, \$195\.50$/);
    const text = mail!.text_body;
    expect(text).toMatch(/^Hola, Pat:\n/);
    expect(text).toContain('¡Muchas gracias! Recibimos su pago. La inscripción de');
    expect(text).toContain('está confirmada y pagada.');
    // es-US dates; the instant in the facility's zone, named.
    expect(text).toMatch(/Pagado: \$195\.50 el \d{1,2} \w{3}\.? \d{4}, \d{1,2}:\d{2} [ap]\. ?m\. C[SD]T/);
    expect(text).toMatch(/ {2}Cuándo: del \d{1,2} \w{3}\.? \d{4} al \d{1,2} \w{3}\.? \d{4}/);
    expect(text).toContain('  Dónde: Test Park, 1 Field Rd, Nashville, TN 37206');
    expect(text).toContain('Total pagado: $195.50');
    expect(text).toContain(`Puede ver sus inscripciones cuando quiera: ${t.config.APP_URL}/MyRegistrations`);
    expect(text).toContain('¡Nos vemos en la cancha!');
    expect(mail!.html_body).toContain('<html lang="es">');
    expect(mail!.html_body).toContain('Ver mis inscripciones</a>');
    expect(mail!.html_body).toContain('Número de pedido: <strong>C-');
    expect(text).toContain('Escuela de Delanteros');
    expect(text).toContain('Traiga agua y espinilleras.');
    for (const english of [
      'Payment',
      'Thank you',
      'Order number',
      'Total paid',
      'When:',
      'Where:',
      ' to ',
      'Striker School',
      'Bring water',
    ])
      expect(`${mail!.subject}\n${text}\n${mail!.html_body}`).not.toContain(english);
  });

  it('a family whose site shows Spanish gets Spanish mails without choosing again; the cancellation too', async () => {
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 10_000 });
    // The registration is sent from the Spanish site (its cookie): that becomes the account's language.
    const registered = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      headers: { cookie: 'lang=es' },
      payload: campRegistrationBody(sessionId),
    });
    expect(registered.statusCode).toBe(200);
    const id = registered.json().id as number;
    await checkoutOf(t, 'camp', id, accounts.parentA, { sync: true });
    await until(async () => (await mailsTo(`camp-paid:${id}`)).length > 0);
    expect((await mailsTo(`camp-paid:${id}`))[0]!.subject).toMatch(/^Pago recibido/);

    const quote = (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })).json();
    const cancelled = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: quote.refund },
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancellation] = await mailsTo(`camp-cancelled:${id}`);
    expect(cancellation!.subject).toMatch(/^Inscripción cancelada: /);
    expect(cancellation!.text_body).toMatch(
      /^Hola:\n\nEsta inscripción quedó cancelada: .+ \(.+, del .+ al .+\)\./,
    );
    expect(cancellation!.text_body).toContain(`Sus inscripciones: ${t.config.APP_URL}/MyRegistrations`);
    expect(cancellation!.html_body).toMatch(/^<div lang="es"><p>Hola:<\/p>/);
  });

  it('writes in English when the account saved English, and for one with none saved', async () => {
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const id = (await submitCampRegistration(t, sessionId)).json().id as number;
    await checkoutOf(t, 'camp', id, accounts.parentA, { sync: true });
    await until(async () => (await mailsTo(`camp-paid:${id}`)).length > 0);
    const [mail] = await mailsTo(`camp-paid:${id}`);
    expect(mail!.subject).toMatch(/^Payment received: order C-\d{5}, \$/);
    expect(mail!.text_body).toMatch(/^Hi Pat,\n\nThank you! We received your payment\./);
    expect(mail!.html_body).toContain('<html><head>');
  });

  it("opens the provider's checkout page in the language the site shows, its lines described in it", async () => {
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const id = (await submitCampRegistration(t, sessionId)).json().id as number;
    const open = (cookie: string) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Payment/CampRegistrationCheckout',
        headers: { cookie },
        payload: { registrationId: id },
      });
    const spanish = await open('lang=es');
    expect(spanish.statusCode).toBe(200);
    const page = await (await fetch(spanish.body)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Pagar con tarjeta');
    expect(page).toMatch(/Maya Parker, del \d{1,2} \w{3}\.? \d{4} al \d{1,2} \w{3}\.? \d{4}/);
    // Asked again in Spanish: the same page; in English (the family switched): a new one in English.
    expect((await open('lang=es')).body).toBe(spanish.body);
    const switched = await open('lang=en');
    expect(switched.statusCode).toBe(200);
    expect(switched.body).not.toBe(spanish.body);
    const english = await (await fetch(switched.body)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toMatch(/Maya Parker, \d{1,2}\/\d{1,2}\/\d{4} to \d{1,2}\/\d{1,2}\/\d{4}/);
    // The Spanish page can no longer be paid.
    expect(await (await fetch(spanish.body)).text()).not.toContain('Pagar con tarjeta');
  });

  it("offers a freed waitlist seat in the Spanish family's language, the deadline in the facility's zone", async () => {
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    await t.database.db.updateTable('facilities').set({ time_zone: 'America/New_York' }).execute();
    const hold = (await submitCampRegistration(t, sessionId)).json().id as number;
    const joined = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      headers: { cookie: 'lang=es' },
      payload: campRegistrationBody(sessionId, { playerFirstName: 'Ada' }),
    });
    expect(joined.statusCode).toBe(200);
    const released = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${hold}/release`,
    });
    expect(released.statusCode).toBe(200);
    const [offer] = await mailsTo(`waitlist-offer:${joined.json().id}:`);
    expect(offer!.subject).toBe('Hay un lugar libre para usted: Test Camp');
    expect(offer!.text_body).toMatch(
      /^Hola, Pat:\n\nSe abrió un lugar en Test Camp, del .+ al .+ para Ada Parker\./,
    );
    expect(offer!.text_body).toMatch(
      /Se lo guardamos hasta el \d{1,2} \w{3}\.? \d{4}, \d{1,2}:\d{2} [ap]\. ?m\. E[SD]T\./,
    );
    expect(offer!.text_body).toContain('pasará a la siguiente familia de la lista de espera.');
  });
});
