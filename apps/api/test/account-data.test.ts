import { accountDataMessages, erasedText } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  campRegistrationBody,
  createCampSession,
  createTournament,
  householdContactsBody,
  householdPlayerBody,
  teamBody,
} from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { rowOf, seatsLeft } from './support/reads.js';
import { campCheckout, submitCampRegistration, submitTeamRegistration } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const day = 86_400_000;

describe(`a family's own data (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const download = (account = accounts.parentA) => t.as(account, { url: '/api/Account/MyData' });
  const erase = (account = accounts.parentA) =>
    t.as(account, { method: 'POST', url: '/api/Account/EraseMyData' });
  const camp = (id: number) => rowOf(t, 'camp_registrations', id);
  const later = (days: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + days * day);
  };

  it('downloads everything held on the account, and nothing of anyone else', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    const paid = await campCheckout(t, sessionId, { sync: true, overrides: { medicalConditions: 'Asthma' } });
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now);
    const team = (await submitTeamRegistration(t, teamBody(ageRangeIds[0]!))).json().id;
    const entry = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(sessionId, { playerFirstName: 'Wren' }),
    });
    expect(entry.statusCode).toBe(200);
    await submitCampRegistration(
      t,
      await createCampSession(t.database.db, t.clock.now),
      {},
      accounts.parentB,
    );

    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toEqual({
      id: accounts.parentA.id,
      email: accounts.parentA.email,
      name: accounts.parentA.name,
      // Saved at its first registration: the language the site showed (English, no cookie).
      language: 'en',
    });
    expect(data.campRegistrations).toEqual([
      expect.objectContaining({ id: paid.id, status: 'paid', medical_conditions: 'Asthma', moves: [] }),
    ]);
    expect(data.teamRegistrations).toEqual([
      expect.objectContaining({
        id: team,
        members: expect.arrayContaining([expect.objectContaining({ position: 0 })]),
      }),
    ]);
    expect(data.waitlistEntries).toEqual([
      expect.objectContaining({ form: expect.objectContaining({ playerFirstName: 'Wren' }) }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ registration_id: paid.id, state: 'paid' })]);
    expect(data.receipts).toEqual([
      expect.objectContaining({
        kind: 'payment',
        document: expect.objectContaining({
          totalCents: 20_000,
          lines: [expect.objectContaining({ amountCents: 20_000 })],
        }),
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('idempotency');
    expect((await t.app.inject({ url: '/api/Account/MyData' })).statusCode).toBe(401);
    expect((await download(accounts.parentB)).json().campRegistrations).toHaveLength(1);
  });

  it('refuses to erase while a paid camp has not ended, then erases everything personal and keeps the accounting', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 2, startOffset: 10 });
    const other = await createCampSession(t.database.db, t.clock.now, { capacity: 3, startOffset: 60 });
    const paid = await campCheckout(t, sessionId, { sync: true });
    const refused = await erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(accountDataMessages.upcomingPaid(1));

    // The camp has ended: a new hold in a later session is cancelled, the old one erased.
    later(20);
    const hold = (await submitCampRegistration(t, other)).json().id;
    expect(await seatsLeft(t, other)).toBe(2);
    const erased = await erase();
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({
      campRegistrations: 2,
      teamRegistrations: 0,
      waitlistEntries: 0,
      holdsCancelled: 1,
      householdPlayers: 0,
    });
    expect(await seatsLeft(t, other)).toBe(3);

    const row = await camp(paid.id);
    expect(row).toMatchObject({
      status: 'paid',
      amount_cents: 20_000,
      camp_session_id: sessionId,
      player_first_name: erasedText,
      player_last_name: '',
      player_birthdate: '',
      pog1_email: '',
      emergency_contact_phone: '',
      medical_conditions: '',
      owner_email: '',
    });
    expect(row.paid_at).not.toBeNull();
    expect((await camp(hold)).status).toBe('cancelled');
    // Mails quoting the family's details are gone; the erasure is in the audit log.
    expect(
      await t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', 'parent@example.com')
        .execute(),
    ).toEqual([]);
    expect(
      await t.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'account').execute(),
    ).toEqual([{ action: 'eraseAccountData' }]);
    const after = (await download()).json();
    expect(JSON.stringify(after.campRegistrations)).not.toContain('Maya');
    // The receipt is a tax record: it stays as issued, names and all, and its owner can still get it.
    expect(after.receipts).toEqual([
      expect.objectContaining({
        document: expect.objectContaining({
          lines: [expect.objectContaining({ who: expect.stringContaining('Maya') })],
        }),
      }),
    ]);
    const mine = (await t.as(accounts.parentA, { url: '/api/Receipts/Mine' })).json();
    expect(mine).toHaveLength(1);
  });

  it('downloads the household profile and erases it with the rest, leaving no personal field', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const contacts = householdContactsBody({ pog2Email: 'second.guardian@example.com' });
    await t.as(accounts.parentA, { method: 'PUT', url: '/api/Household', payload: contacts });
    for (const firstName of ['Maya', 'Leo'])
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Household/Players',
        payload: householdPlayerBody({ firstName }),
      });
    await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Household/Players',
      payload: householdPlayerBody(),
    });

    const data = (await download()).json();
    expect(data.household.contacts).toEqual(contacts);
    expect(data.household.players).toEqual([
      expect.objectContaining({ firstName: 'Maya', medicalTreatment: 'EpiPen in her bag' }),
      expect.objectContaining({ firstName: 'Leo' }),
    ]);

    const erased = await erase();
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ householdPlayers: 2 });
    const ownRows = async (table: 'household_players' | 'household_contacts') =>
      t.database.db
        .selectFrom(table)
        .selectAll()
        .where('owner_account_id', '=', accounts.parentA.id)
        .execute();
    expect(await ownRows('household_players')).toEqual([]);
    expect(await ownRows('household_contacts')).toEqual([]);
    const after = JSON.stringify((await download()).json());
    for (const personal of ['Maya', 'Leo', 'Oak St', '6155550199', 'EpiPen', 'second.guardian', 'Robin'])
      expect(after).not.toContain(personal);
    expect((await download()).json().household).toEqual({ contacts: null, players: [], pickups: [] });
    // Another family's profile stays.
    expect((await download(accounts.parentB)).json().household.players).toHaveLength(1);
  });

  it('refuses to erase while a payment is going through', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    await campCheckout(t, sessionId);
    const res = await erase();
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(accountDataMessages.paymentInProgress);
  });

  it('an admin sets a retention period; the job erases registrations whose camp ended longer ago', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const old = await createCampSession(t.database.db, t.clock.now, { startOffset: 5 });
    const recent = await createCampSession(t.database.db, t.clock.now, { startOffset: 300 });
    const a = (await submitCampRegistration(t, old)).json().id;
    const b = (await submitCampRegistration(t, recent, {}, accounts.parentB)).json().id;
    const put = (body: object, account = accounts.admin) =>
      t.as(account, { method: 'PUT', url: '/api/Admin/DataRetention', payload: body });

    expect(await t.app.accountData.eraseExpired()).toBe(0);
    expect((await put({ retentionMonths: 12 }, accounts.parentA)).statusCode).toBe(403);
    // Staff read the period but cannot change it, not even with a body that would not pass.
    for (const body of [{ retentionMonths: 1 }, { retentionMonths: 0 }]) {
      const refused = await put(body, accounts.staff);
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.as(accounts.staff, { url: '/api/Admin/DataRetention' })).json()).toEqual({
      retentionMonths: null,
    });
    const bad = await put({ retentionMonths: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('retentionMonths');
    expect((await put({ retentionMonths: 12 })).json()).toEqual({ retentionMonths: 12 });
    expect((await t.as(accounts.staff, { url: '/api/Admin/DataRetention' })).json()).toEqual({
      retentionMonths: 12,
    });

    // 13 months on: the first camp ended more than 12 months ago, the second less.
    later(400);
    expect(await t.app.accountData.eraseExpired()).toBe(1);
    expect((await camp(a)).player_first_name).toBe(erasedText);
    expect((await camp(b)).player_first_name).toBe('Maya');
    expect(await t.app.accountData.eraseExpired()).toBe(0);
    expect((await put({ retentionMonths: null })).json()).toEqual({ retentionMonths: null });
  });
});
