import { describeNamedItem, formatInstant, type WaitlistEntry, waitlistMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp } from './support/payments.js';
import { auditEntries, campSeatHolders, mailByKey, mailKeys, rowOf, seatsLeft } from './support/reads.js';
import { checkoutIdOf, startCheckout, submitCampRegistration, syncPayment } from './support/registrations.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

describe(`waitlists (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const join = (
    sessionId: number,
    account: TestAccount = accounts.parentB,
    overrides: Record<string, unknown> = {},
  ) =>
    t.as(account, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(sessionId, overrides),
    });
  const mine = async (account: TestAccount = accounts.parentB) =>
    (await t.as(account, { url: '/api/Waitlist/Mine' })).json() as {
      id: number;
      state: string;
      position: number | null;
      offerExpiresAt: string | null;
      playerName: string;
    }[];
  const entryOf = async (id: number, account: TestAccount = accounts.parentB) =>
    (await mine(account)).find((e) => e.id === id);
  const act = (id: number, action: 'accept' | 'decline' | 'leave', account: TestAccount = accounts.parentB) =>
    t.as(account, { method: 'POST', url: `/api/Waitlist/${id}/${action}` });
  const staff = (id: number, action: 'offer' | 'skip' | 'remove', payload?: object) =>
    t.as(accounts.staff, { method: 'POST', url: `/api/Admin/Waitlist/${id}/${action}`, payload });
  const staffList = async (sessionId: number) =>
    (await t.as(accounts.staff, { url: `/api/Admin/CampSessions/${sessionId}/waitlist` })).json() as {
      id: number;
      state: string;
      position: number | null;
      parentEmail: string;
    }[];
  const release = (registrationId: number) =>
    t.as(accounts.staff, { method: 'POST', url: `/api/Admin/CampRegistrations/${registrationId}/release` });
  const entryRow = (id: number) => rowOf(t, 'waitlist_entries', id);
  const heldSeats = async (sessionId: number) => {
    const regs = await campSeatHolders(t, sessionId);
    const offers = await t.database.db
      .selectFrom('waitlist_entries')
      .select('id')
      .where('item_id', '=', sessionId)
      .where('state', '=', 'offered')
      .execute();
    return regs.length + offers.length;
  };
  /** A full one-seat session whose seat parent A holds unpaid; returns the session and the hold. */
  const fullSession = async (capacity = 1) => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity, costCents: 18_000 });
    const holds: number[] = [];
    for (let i = 0; i < capacity; i++) {
      const res = await submitCampRegistration(
        t,
        sessionId,
        { playerFirstName: `Seat${i}` },
        i % 2 ? accounts.staff : accounts.parentA,
      );
      expect(res.statusCode).toBe(200);
      holds.push(res.json().id);
    }
    return { sessionId, holds };
  };

  /** A new app and a full session with three entries waiting: a and c of parent B, b of parent A. */
  const threeWaiting = async () => {
    t = await createTestApp();
    const { sessionId, holds } = await fullSession();
    const a = (await join(sessionId, accounts.parentB)).json().id;
    const b = (await join(sessionId, accounts.parentA)).json().id;
    const c = (await join(sessionId, accounts.parentB, { playerFirstName: 'Cy' })).json().id;
    return { sessionId, holds, a, b, c };
  };

  it('joins only a full session, shows the position, and keeps walk-ins out while anyone waits', async () => {
    t = await createTestApp({ HOLDS_PER_SESSION: '10' });
    const open = await createCampSession(t.database.db, t.clock.now, { capacity: 5 });
    const refused = await join(open);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(waitlistMessages.seatsFree);

    const { sessionId, holds } = await fullSession();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Waitlist/JoinCamp', payload: {} })).statusCode,
    ).toBe(401);
    const bad = await join(sessionId, accounts.parentB, { playerFirstName: '', pog1Email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['playerFirstName', 'pog1Email']));

    const first = (await join(sessionId, accounts.parentB, { playerFirstName: 'Ada' })).json().id;
    const second = (await join(sessionId, accounts.parentA, { playerFirstName: 'Bo' })).json().id;
    expect(await mine()).toEqual([
      expect.objectContaining({
        id: first,
        state: 'waiting',
        position: 1,
        playerName: 'Ada Parker',
        offerExpiresAt: null,
      }),
    ]);
    expect((await entryOf(second, accounts.parentA))?.position).toBe(2);
    // The item by its parts beside its English words, for a page in another language.
    const [entry] = (await t.as(accounts.parentB, { url: '/api/Waitlist/Mine' })).json() as WaitlistEntry[];
    expect(entry?.item).toMatchObject({ es: { name: expect.any(String) }, ageGroup: null });
    expect(describeNamedItem(entry!.item)).toBe(entry?.session);
    const list = await staffList(sessionId);
    expect(list.map((e) => [e.id, e.position, e.parentEmail])).toEqual([
      [first, 1, accounts.parentB.email],
      [second, 2, accounts.parentA.email],
    ]);
    expect(
      (await t.as(accounts.parentA, { url: `/api/Admin/CampSessions/${sessionId}/waitlist` })).statusCode,
    ).toBe(403);

    // The public list says full with two waiting; staff raising the capacity offers the new seat to the first.
    const listed = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' }))
      .json()
      .find((s: { id: number }) => s.id === sessionId);
    expect(listed).toMatchObject({ seatsLeft: 0, waitlisted: 2 });
    expect(holds).toHaveLength(1);
    await t.database.db
      .updateTable('camp_sessions')
      .set({ attendee_capacity: 2 })
      .where('id', '=', sessionId)
      .execute();
    // A walk-in finds no seat: the freed seat belongs to the waitlist, even before it is offered.
    const walkIn = await submitCampRegistration(t, sessionId, { playerFirstName: 'Walk' }, accounts.staff);
    expect(walkIn.statusCode).toBe(409);
    expect(await t.app.waitlists.offerFreedSeats()).toBe(1);
    expect((await entryOf(first))?.state).toBe('offered');
    expect((await entryOf(second, accounts.parentA))?.position).toBe(1);
    expect(await seatsLeft(t, sessionId)).toBe(0);
    expect(await heldSeats(sessionId)).toBe(2);
  });

  it('checks the player against the session ages when joining, as a registration does', async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 0, ages: [6, 9] });
    const startYear = Number((await rowOf(t, 'camp_sessions', sessionId)).start_date.slice(0, 4));
    const tooOld = await join(sessionId, accounts.parentB, { playerBirthdate: `${startYear - 12}-01-01` });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().errors).toHaveProperty('playerBirthdate');
    const parentReason = await join(sessionId, accounts.parentB, {
      playerBirthdate: `${startYear - 12}-01-01`,
      eligibilityOverrideReason: 'Older sibling',
    });
    expect(parentReason.statusCode).toBe(403);
    expect(
      (await join(sessionId, accounts.parentB, { playerBirthdate: `${startYear - 8}-01-01` })).statusCode,
    ).toBe(200);
    const byStaff = await join(sessionId, accounts.staff, {
      playerBirthdate: `${startYear - 12}-01-01`,
      eligibilityOverrideReason: 'Plays with his twin',
    });
    expect(byStaff.statusCode).toBe(200);
    expect(
      await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity'])
        .where('action', '=', 'eligibilityOverride')
        .execute(),
    ).toEqual([{ action: 'eligibilityOverride', entity: 'waitlistEntry' }]);
  });

  it('offers a freed seat to the first entry with a mail; accepting makes a registration priced by the server', async () => {
    t = await createTestApp();
    const { sessionId, holds } = await fullSession();
    const a = (await join(sessionId, accounts.parentB, { playerFirstName: 'Ada', promoCode: '' })).json().id;
    const b = (await join(sessionId, accounts.parentA, { playerFirstName: 'Bo' })).json().id;
    expect((await act(a, 'accept')).statusCode).toBe(409);
    // The camp's facility keeps Eastern time: the mail's deadline is in its clock, named.
    await t.database.db.updateTable('facilities').set({ time_zone: 'America/New_York' }).execute();

    expect((await release(holds[0]!)).statusCode).toBe(200);
    const offered = await entryOf(a);
    expect(offered).toMatchObject({ state: 'offered', position: null });
    const deadline = Date.parse(offered!.offerExpiresAt!);
    expect(deadline - t.clock.now.getTime()).toBe(24 * 3_600_000);
    expect((await entryOf(b, accounts.parentA))?.state).toBe('waiting');
    expect((await mailKeys(t)).filter((k) => k.startsWith('waitlist-offer:'))).toEqual([
      expect.stringMatching(new RegExp(`^waitlist-offer:${a}:`)),
    ]);
    const mail = await mailByKey(t, `waitlist-offer:${a}:%`);
    expect(mail.subject).toBe('A seat is free for you: Test Camp');
    expect(mail.text_body).toContain('Ada Parker');
    const until = formatInstant(offered!.offerExpiresAt!, 'America/New_York');
    expect(until).toMatch(/ E[SD]T$/);
    expect(mail.text_body).toContain(`It is held for you until ${until}.`);

    // Only the owner can answer it.
    expect((await act(a, 'accept', accounts.parentA)).statusCode).toBe(404);
    const accepted = await act(a, 'accept');
    expect(accepted.statusCode).toBe(200);
    const registrationId = accepted.json().registrationId;
    const registration = await rowOf(t, 'camp_registrations', registrationId);
    expect(registration).toMatchObject({
      owner_account_id: accounts.parentB.id,
      camp_session_id: sessionId,
      status: 'registered',
      amount_cents: 18_000,
      player_first_name: 'Ada',
    });
    expect(await entryRow(a)).toMatchObject({ state: 'accepted', registration_id: registrationId });
    expect((await act(a, 'accept')).statusCode).toBe(409);
    expect(await heldSeats(sessionId)).toBe(1);
    expect((await entryOf(b, accounts.parentA))?.position).toBe(1);
  });

  it('a declined or lapsed offer passes to the next entry; leaving takes an entry out of the line', async () => {
    const { sessionId, holds, a, b, c } = await threeWaiting();
    await release(holds[0]!);
    expect((await entryRow(a)).state).toBe('offered');

    expect((await act(a, 'decline')).statusCode).toBe(200);
    expect((await entryRow(a)).state).toBe('declined');
    expect((await entryRow(b)).state).toBe('offered');
    expect((await act(a, 'decline')).statusCode).toBe(409);

    // b lets the offer lapse: a day later it passes to c.
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000 + 1000);
    expect(await t.app.waitlists.offerFreedSeats()).toBe(1);
    expect((await entryRow(b)).state).toBe('lapsed');
    expect((await entryRow(c)).state).toBe('offered');
    const late = await act(b, 'accept', accounts.parentA);
    expect(late.statusCode).toBe(409);
    expect((await entryOf(b, accounts.parentA))?.state).toBe('lapsed');

    // c leaves while holding the offer: nobody is left, so the seat is free for walk-ins again.
    expect((await act(c, 'leave')).statusCode).toBe(200);
    expect((await entryRow(c)).state).toBe('left');
    expect(await seatsLeft(t, sessionId)).toBe(1);
    expect((await join(sessionId)).statusCode).toBe(409);
    expect((await act(c, 'leave')).statusCode).toBe(409);
  });

  it('finds no waitlist work while nobody waits, and still lapses the last open offer', async () => {
    t = await createTestApp();
    const at = () => t.clock.now.toISOString();
    expect(await t.app.ledger.waitlist.itemsToOffer(at())).toEqual([]);
    const { sessionId, holds } = await fullSession();
    const a = (await join(sessionId, accounts.parentB)).json().id;
    expect(await t.app.ledger.waitlist.itemsToOffer(at())).toEqual([]);
    await release(holds[0]!);
    expect((await entryRow(a)).state).toBe('offered');
    // Nobody waits behind the offer: it has no work until its deadline passes.
    expect(await t.app.ledger.waitlist.itemsToOffer(at())).toEqual([]);
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000 + 1000);
    expect(await t.app.ledger.waitlist.itemsToOffer(at())).toEqual([{ kind: 'camp', id: sessionId }]);
    expect(await t.app.waitlists.offerFreedSeats()).toBe(0);
    expect((await entryRow(a)).state).toBe('lapsed');
    expect(await t.app.ledger.waitlist.itemsToOffer(at())).toEqual([]);
    expect(await seatsLeft(t, sessionId)).toBe(1);
  });

  it('staff offer out of order, skip and remove, each in the audit log; parents cannot', async () => {
    const { sessionId, holds, a, b, c } = await threeWaiting();
    expect(
      (await t.as(accounts.parentA, { method: 'POST', url: `/api/Admin/Waitlist/${b}/offer` })).statusCode,
    ).toBe(403);

    expect((await staff(c, 'offer')).statusCode).toBe(200);
    expect((await staffList(sessionId)).map((e) => [e.id, e.position])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await staff(c, 'skip')).statusCode).toBe(200);
    expect((await staffList(sessionId)).map((e) => e.id)).toEqual([a, b, c]);

    expect((await release(holds[0]!)).statusCode).toBe(200);
    expect((await entryRow(a)).state).toBe('offered');
    // Skipping an open offer withdraws it: the seat goes to the next, the entry waits at the back.
    expect((await staff(a, 'skip')).statusCode).toBe(200);
    expect((await entryRow(b)).state).toBe('offered');
    expect((await staffList(sessionId)).map((e) => [e.id, e.state, e.position])).toEqual([
      [b, 'offered', null],
      [c, 'waiting', 1],
      [a, 'waiting', 2],
    ]);

    const noReason = await staff(b, 'remove', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    expect((await staff(b, 'remove', { reason: 'Asked by phone to be taken off' })).statusCode).toBe(200);
    expect(await entryRow(b)).toMatchObject({ state: 'removed', reason: 'Asked by phone to be taken off' });
    expect((await entryRow(c)).state).toBe('offered');
    expect((await entryOf(b, accounts.parentA))?.state).toBe('removed');

    const actions = await auditEntries(t, 'waitlistEntry', ['action', 'entity_id']);
    expect(actions).toEqual([
      { action: 'waitlistOfferNext', entity_id: String(c) },
      { action: 'waitlistSkip', entity_id: String(c) },
      { action: 'waitlistSkip', entity_id: String(a) },
      { action: 'waitlistRemove', entity_id: String(b) },
    ]);
    expect((await staff(b, 'remove', { reason: 'again' })).statusCode).toBe(409);
    expect((await staff(999_999, 'skip')).statusCode).toBe(404);
  });

  it('never gives a freed seat to a walk-in or to two entries: concurrent frees, registrations, joins and accepts', async () => {
    t = await createTestApp(raceEnv);
    for (let round = 0; round < 8; round++) {
      const capacity = 3;
      const { sessionId, holds } = await fullSession(capacity);
      const entries: number[] = [];
      for (let i = 0; i < 4; i++)
        entries.push((await join(sessionId, accounts.parentB, { playerFirstName: `W${i}` })).json().id);
      const answers = await Promise.all([
        ...holds.map((h) => release(h)),
        ...Array.from({ length: 6 }, (_, i) =>
          submitCampRegistration(t, sessionId, { playerFirstName: `Walk${i}` }, accounts.parentA),
        ),
        ...entries.map((e) => act(e, 'accept')),
        t.app.waitlists.offerFreedSeats(),
      ]);
      const walkIns = answers.slice(holds.length, holds.length + 6) as { statusCode: number }[];
      expect(walkIns.map((w) => w.statusCode)).toEqual(Array(6).fill(409));
      // Whatever the order, the freed seats went to the first entries, one each.
      const states = await Promise.all(entries.map(async (e) => (await entryRow(e)).state));
      expect(states.filter((s) => s === 'offered' || s === 'accepted')).toHaveLength(capacity);
      expect(states.slice(0, capacity).every((s) => s === 'offered' || s === 'accepted')).toBe(true);
      expect(states[capacity]).toBe('waiting');
      expect(await heldSeats(sessionId)).toBe(capacity);
      // Accepting what is still open fills the session exactly.
      for (const e of entries) await act(e, 'accept');
      expect(await heldSeats(sessionId)).toBe(capacity);
      expect(
        (
          await t.database.db
            .selectFrom('camp_registrations')
            .select('id')
            .where('camp_session_id', '=', sessionId)
            .where('status', '=', 'registered')
            .execute()
        ).length,
      ).toBe(capacity);
    }
  });
});

describe(`waitlist to payment (${testEngine})`, () => {
  it('a parent cancels, the first family on the waitlist accepts the offer and pays', async () => {
    const t = await createPaymentTestApp({ deliverWebhooks: false });
    try {
      const sessionId = await createCampSession(t.database.db, t.clock.now, {
        capacity: 1,
        costCents: 16_500,
      });
      const paidRes = await submitCampRegistration(t, sessionId, {}, accounts.parentA);
      const paidId = paidRes.json().id;
      const url = (await startCheckout(t, 'camp', paidId)).body;
      await t.pay(url);
      await syncPayment(t, 'camp', checkoutIdOf(url));
      const entry = (
        await t.as(accounts.parentB, {
          method: 'POST',
          url: '/api/Waitlist/JoinCamp',
          payload: campRegistrationBody(sessionId, { playerFirstName: 'Ada' }),
        })
      ).json().id;

      const quote = (
        await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${paidId}` })
      ).json();
      const cancel = await t.as(accounts.parentA, {
        method: 'POST',
        url: `/api/Registration/CancelRegistration/${paidId}`,
        payload: { expectedRefund: quote.refund },
      });
      expect(cancel.statusCode).toBe(200);
      const accepted = await t.as(accounts.parentB, { method: 'POST', url: `/api/Waitlist/${entry}/accept` });
      expect(accepted.statusCode).toBe(200);
      const registrationId = accepted.json().registrationId;
      const checkout = await startCheckout(t, 'camp', registrationId, accounts.parentB);
      expect(checkout.statusCode).toBe(200);
      await t.pay(checkout.body);
      const status = await syncPayment(t, 'camp', checkoutIdOf(checkout.body), accounts.parentB);
      expect(status.statusCode).toBe(200);
      const row = await t.database.db
        .selectFrom('camp_registrations')
        .select(['status', 'amount_cents'])
        .where('id', '=', registrationId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'paid', amount_cents: 16_500 });
      expect(await seatsLeft(t, sessionId)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
