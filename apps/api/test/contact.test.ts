import { businessTimeZone, contactLimits, fieldRentalLimits, todayIsoDateIn } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from './support/captcha.js';
import { contactBody, fieldRentalBody, insertFacility } from './support/factories.js';
import { accounts, createTestApp, freshForEachTest, postRaw, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** The bodies as the site sends them: with an id of 0 and, for a message, its creation time. */
const contact = (overrides: Record<string, unknown> = {}) =>
  contactBody({ id: 0, dateCreated: new Date().toISOString(), ...overrides });
const rental = (overrides: Record<string, unknown> = {}) => fieldRentalBody({ id: 0, ...overrides });

async function count(t: TestApp, table: 'contact_messages' | 'field_rental_inquiries' | 'mail_outbox') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`contact and field-rental forms (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '100' }));

  const postContact = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/ContactUs/saveContactUsMessage', payload: body as object });
  const postRental = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/ContactUs/sendFieldRentalMessage', payload: body as object });

  it('stores a contact message and queues the notification mail', async () => {
    const res = await postContact(contact({ RecaptchaValue: await solvedCaptcha(t.app) }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    const stored = await t.database.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ first_name: 'Ana', subject: 'Summer camps' });
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: t.config.BUSINESS_EMAIL, status: 'pending' });
    expect(mail.text_body).toContain('Do you have sibling discounts?');
  });

  it('mails the sender an acknowledgement in the same transaction, escaped, saying what happens next', async () => {
    const res = await postContact(
      contact({
        subject: 'Camps <b>now</b>',
        message: 'Hello <script>alert(1)</script>\nSecond line',
        RecaptchaValue: await solvedCaptcha(t.app),
      }),
    );
    expect(res.statusCode).toBe(200);
    const mails = await t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(mails.map((m) => m.to_address)).toEqual([t.config.BUSINESS_EMAIL, 'ana@example.com']);
    const ack = mails[1]!;
    expect(ack.dedupe_key).toBe(`contact-ack:${res.json().id}`);
    // Nothing the sender typed goes into the subject of a mail to an address they typed.
    expect(ack.subject).toBe('We received your message');
    expect(ack.text_body).toContain('usually within one business day');
    expect(ack.text_body).toContain('Hello <script>alert(1)</script>\nSecond line');
    expect(ack.html_body).not.toMatch(/<script|<b>/);
    expect(ack.html_body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('sends no acknowledgement when the message is refused', async () => {
    const refused = await postContact(contact({ RecaptchaValue: 'forged' }));
    expect(refused.statusCode).toBe(400);
    expect(await count(t, 'mail_outbox')).toBe(0);
  });

  it('refuses every over-long field with its capitalised key and stores nothing', async () => {
    const tooLong = {
      firstName: 'a'.repeat(contactLimits.firstName + 1),
      lastName: 'a'.repeat(contactLimits.lastName + 1),
      email: `${'a'.repeat(contactLimits.email)}@x.com`,
      telephone: '1'.repeat(contactLimits.telephone + 1),
      subject: 's'.repeat(contactLimits.subject + 1),
      message: 'm'.repeat(contactLimits.message + 1),
    };
    const res = await postContact(contact({ ...tooLong, RecaptchaValue: await solvedCaptcha(t.app) }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['Email', 'FirstName', 'LastName', 'Message', 'Subject', 'Telephone'].sort(),
    );
    expect(await count(t, 'contact_messages')).toBe(0);
    expect(await count(t, 'mail_outbox')).toBe(0);
  });

  it('refuses missing fields, wrong types, a bad email and malformed JSON with 400', async () => {
    const token = await solvedCaptcha(t.app);
    const missing = await postContact({ RecaptchaValue: token });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['FirstName', 'LastName', 'Email', 'Subject', 'Message']),
    );
    const wrongType = await postContact(contact({ firstName: 42, message: ['x'], RecaptchaValue: token }));
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(expect.arrayContaining(['FirstName', 'Message']));
    const badEmail = await postContact(contact({ email: 'not-an-email', RecaptchaValue: token }));
    expect(badEmail.json().errors.Email).toEqual(['Enter a valid e-mail address.']);
    const malformed = await postRaw(t.app, '/api/ContactUs/saveContactUsMessage', '{"firstName": "Ana",');
    expect(malformed.statusCode).toBe(400);
    const notJson = await postRaw(t.app, '/api/ContactUs/saveContactUsMessage', 'hello', 'text/plain');
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await count(t, 'contact_messages')).toBe(0);
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const none = await postContact(contact());
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('RecaptchaValue');

    const forged = Buffer.from(
      JSON.stringify({
        challenge: { parameters: { algorithm: 'SHA-256' }, signature: 'x' },
        solution: { counter: 1 },
      }),
    ).toString('base64');
    for (const value of [forged, 'garbage', 'e30=']) {
      const res = await postContact(contact({ RecaptchaValue: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.RecaptchaValue).toEqual([
        'The bot check could not be verified. Please try again.',
      ]);
    }

    const token = await solvedCaptcha(t.app);
    expect((await postContact(contact({ RecaptchaValue: token }))).statusCode).toBe(200);
    const replay = await postContact(contact({ RecaptchaValue: token }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toHaveProperty('RecaptchaValue');
    expect(await count(t, 'contact_messages')).toBe(1);
  });

  it('refuses line breaks in a subject and control characters in a name, keeps them in the message', async () => {
    const res = await postContact(
      contact({
        firstName: 'Ana\u0000',
        lastName: 'Ruiz\u202E',
        subject: 'Camps\r\nBcc: someone@example.com',
        RecaptchaValue: await solvedCaptcha(t.app),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      FirstName: ['First name cannot contain control or invisible formatting characters.'],
      LastName: ['Last name cannot contain control or invisible formatting characters.'],
      Subject: ['Subject must be a single line of text (no line breaks or tabs).'],
    });
    expect(await count(t, 'contact_messages')).toBe(0);
    expect(await count(t, 'mail_outbox')).toBe(0);

    const multiline = await postContact(
      contact({ message: 'Hello,\n\tsecond line', RecaptchaValue: await solvedCaptcha(t.app) }),
    );
    expect(multiline.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('contact_messages')
      .select('message')
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe('Hello,\n\tsecond line');
  });

  it('refuses a used captcha solution however it is re-encoded', async () => {
    const token = await solvedCaptcha(t.app);
    expect((await postContact(contact({ RecaptchaValue: token }))).statusCode).toBe(200);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const reencoded = [
      JSON.stringify(payload, null, 2),
      JSON.stringify({ solution: payload.solution, challenge: payload.challenge }),
      JSON.stringify({ ...payload, solution: { ...payload.solution, time: 12.5 } }),
    ].map((json) => Buffer.from(json).toString('base64'));
    for (const value of reencoded) {
      const replay = await postContact(contact({ RecaptchaValue: value }));
      expect(replay.statusCode).toBe(400);
      expect(replay.json().errors.RecaptchaValue).toEqual([
        'The bot check could not be verified. Please try again.',
      ]);
    }
    expect(await count(t, 'contact_messages')).toBe(1);
  });

  it('stores a field-rental inquiry and queues its mail', async () => {
    const res = await postRental(rental({ RecaptchaValue: await solvedCaptcha(t.app) }));
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('field_rental_inquiries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      full_name: 'Pat Parker',
      date_preferred: '2030-05-02',
      number_of_fields: '1',
      location: null,
      number_of_children: null,
      child_age: null,
    });
    const mails = await t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(mails.map((m) => m.to_address)).toEqual([t.config.BUSINESS_EMAIL, 'pat@example.com']);
    expect(mails[1]).toMatchObject({ subject: 'We received your birthday party inquiry' });
    expect(mails[1]!.text_body).toContain('Nothing is booked yet');
    expect(mails[1]!.text_body).toContain('Preferred date: 5/2/2030');
  });

  it("refuses a past date (the business's local day), a malformed phone and ZIP code by their spec keys", async () => {
    const today = todayIsoDateIn(businessTimeZone);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const token = await solvedCaptcha(t.app);
    const res = await postRental(
      rental({ datePreferred: yesterday, telephone: '12', zipCode: 'ABCDE', RecaptchaValue: token }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      DatePreferred: ['Preferred date cannot be in the past.'],
      Telephone: ['Enter a 10-digit phone number, e.g. (615) 555-0123.'],
      Zipcode: ['Enter a 5-digit ZIP code, or ZIP+4 (e.g. 37206 or 37206-1234).'],
    });
    const old = await postRental(rental({ datePreferred: '2020-06-01', RecaptchaValue: token }));
    expect(old.json().errors).toEqual({ DatePreferred: ['Preferred date cannot be in the past.'] });
    for (const telephone of ['phone 2145550100', '214555010', '+44 20 7946 0958 1'])
      expect((await postRental(rental({ telephone, RecaptchaValue: token }))).json().errors).toHaveProperty(
        'Telephone',
      );
    expect(await count(t, 'field_rental_inquiries')).toBe(0);

    // Today where the business is, the usual ways of writing a phone, ZIP+4: accepted.
    const ok = await postRental(
      rental({
        datePreferred: today,
        telephone: '+1 (214) 555-0147',
        zipCode: '75254-1234',
        RecaptchaValue: token,
      }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('lists the locations and stores the chosen one, the number of children and the age', async () => {
    const db = t.database.db;
    const park = await insertFacility(db, {
      facility_name: 'Fretz Park Fields',
      address_line1: '6950 Belt Line Rd',
      city: 'Dallas',
      state: 'TX',
      zip_code: '75254',
    });
    const archived = await insertFacility(db, {
      facility_name: 'Old Field',
      address_line1: '1 Old Rd',
      city: 'Dallas',
      state: 'TX',
      zip_code: '75254',
      archived_at: new Date().toISOString(),
    });
    const locations = await t.app.inject({ url: '/api/ContactUs/RentalLocations' });
    expect(locations.json()).toEqual([
      { id: park, facilityName: 'Fretz Park Fields', city: 'Dallas', state: 'TX' },
    ]);

    const token = await solvedCaptcha(t.app);
    for (const location of [String(archived), '999999', 'Dallas'])
      expect((await postRental(rental({ location, RecaptchaValue: token }))).json().errors).toEqual({
        Location: ['Choose one of our locations.'],
      });
    const numbers = await postRental(
      rental({ numberOfChildren: '0', childAge: 'five', RecaptchaValue: token }),
    );
    expect(numbers.json().errors).toEqual({
      NumberOfChildren: ['Number of children must be a whole number from 1 to 100.'],
      ChildAge: ["Child's age must be a whole number from 1 to 18."],
    });
    expect(
      (await postRental(rental({ numberOfChildren: 101, childAge: 19, RecaptchaValue: token }))).statusCode,
    ).toBe(400);
    expect(await count(t, 'field_rental_inquiries')).toBe(0);

    const res = await postRental(
      rental({ location: String(park), numberOfChildren: '12', childAge: 7, RecaptchaValue: token }),
    );
    expect(res.statusCode).toBe(200);
    const stored = await db.selectFrom('field_rental_inquiries').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      location: 'Fretz Park Fields, Dallas, TX',
      number_of_children: 12,
      child_age: 7,
    });
    const business = await db.selectFrom('mail_outbox').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(business.text_body).toContain('Location: Fretz Park Fields, Dallas, TX');
    expect(business.text_body).toContain('Children: 12');
    expect(business.text_body).toContain("Birthday child's age: 7");
    // Staff read them with the inquiry.
    const staff = await t.as(accounts.staff, { url: '/api/ContactUs/GetFieldRentalInquiries/1/10' });
    expect(staff.json()[0]).toMatchObject({
      location: 'Fretz Park Fields, Dallas, TX',
      numberOfChildren: 12,
      childAge: 7,
    });
  });

  it('keys rental errors as the spec says and refuses dates before 2000', async () => {
    const over = Object.fromEntries(
      Object.entries(fieldRentalLimits)
        .filter(
          ([k]) =>
            ![
              'numberOfHours',
              'numberOfFields',
              'email',
              'location',
              'numberOfChildren',
              'childAge',
            ].includes(k),
        )
        .map(([k, max]) => [k, 'x'.repeat(max + 1)]),
    );
    const res = await postRental(
      rental({
        ...over,
        datePreferred: '1999-12-31',
        numberOfHours: '123',
        RecaptchaValue: await solvedCaptcha(t.app),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'City',
        'DatePreferred',
        'FullName',
        'Message',
        'NumberOfHours',
        'State',
        'StreetAddress1',
        'StreetAddress2',
        'Telephone',
        'TimePreferred',
        'Zipcode',
      ].sort(),
    );
    expect(await count(t, 'field_rental_inquiries')).toBe(0);
  });
});

describe(`form rate limit (${testEngine})`, () => {
  it('answers 429 with a clear message after the per-minute allowance', async () => {
    const t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/ContactUs/saveContactUsMessage',
              payload: contact(),
            })
          ).statusCode,
        );
      }
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/ContactUs/sendFieldRentalMessage',
        payload: rental(),
      });
      expect(statuses).toEqual([400, 400, 429]);
      expect(limited.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ContactUs/saveContactUsMessage',
        payload: contact(),
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toBe('Too many requests. Please wait a minute and try again.');
    } finally {
      await t.close();
    }
  });
});
