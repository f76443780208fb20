import type { StatusChange } from '@soccer/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerHistory } from '../src/db/migrations/0016-ledger-history.js';
import { withId } from '../src/db/migrations/columns.js';
import { createCampSession, createTournament, teamBody } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { until } from './support/reads.js';
import {
  campCheckout,
  checkoutIdOf,
  startCheckout,
  submitCampRegistration,
  submitTeamRegistration,
  syncPayment,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { createTestDatabase, testEngine } from './support/test-database.js';

/** What the history says, without the instants (checked apart). */
const steps = (history: StatusChange[] | undefined) =>
  (history ?? []).map(({ from, to, by, why }) => ({ from, to, by, why }));

describe(`a registration's history on the staff report (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const campRow = async (sessionId: number, id: number) => {
    const report = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrations/${sessionId}`,
    });
    expect(report.statusCode).toBe(200);
    return (report.json().registrations as { id: number; history?: StatusChange[] }[]).find(
      (r) => r.id === id,
    )!;
  };

  it('records every change of a camp registration: registered and checkout by the family, paid by the provider, cancelled by staff', async () => {
    t = await createPaymentTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 5 });
    const { id, url } = await campCheckout(t, sessionId);
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    await until(async () => (await campRow(sessionId, id)).history?.length === 3);
    const cancel = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/cancel`,
      payload: { reason: 'Injury', refund: 'none' },
    });
    expect(cancel.statusCode).toBe(200);

    const history = (await campRow(sessionId, id)).history!;
    expect(steps(history)).toEqual([
      { from: null, to: 'registered', by: 'family', why: 'Registered' },
      { from: 'registered', to: 'paymentinprocess', by: 'family', why: 'Checkout opened' },
      { from: 'paymentinprocess', to: 'paid', by: 'provider', why: 'Payment received' },
      { from: 'paid', to: 'cancelled', by: 'staff', why: 'Injury' },
    ]);
    // Oldest first, each at the clock's time of the change.
    expect(history.map((h) => h.at)).toEqual([...history.map((h) => h.at)].sort());
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    // A second delivery of the same payment adds nothing.
    await syncPayment(t, 'camp', checkoutIdOf(url));
    expect((await campRow(sessionId, id)).history).toHaveLength(4);
  });

  it('a hold the sweeper expires leaves a trace, and a move to another session is recorded by who asked', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 5 });
    const other = await createCampSession(t.database.db, t.clock.now, { capacity: 5 });
    const lapsing = (await submitCampRegistration(t, sessionId)).json().id as number;
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
    expect(steps((await campRow(sessionId, lapsing)).history)).toEqual([
      { from: null, to: 'registered', by: 'family', why: 'Registered' },
      { from: 'registered', to: 'expired', by: 'sweeper', why: 'The seat hold lapsed unpaid' },
    ]);

    const { id, url } = await campCheckout(t, sessionId, { account: accounts.parentB });
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url), accounts.parentB);
    const moved = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/switch`,
      payload: { campSessionId: other, reason: 'Carpool' },
    });
    expect(moved.statusCode).toBe(200);
    expect(steps((await campRow(other, id)).history).at(-1)).toEqual({
      from: 'paid',
      to: 'paid',
      by: 'staff',
      why: 'Moved to another session: Carpool',
    });
  });

  it('records a team from registration to payment on the tournament report', async () => {
    t = await createPaymentTestApp();
    const { tournamentId, ageRangeIds } = (await createTournament(t.database.db, t.clock.now)) as {
      tournamentId: number;
      ageRangeIds: [number];
    };
    const team = (await submitTeamRegistration(t, teamBody(ageRangeIds[0]))).json().id as number;
    const url = (await startCheckout(t, 'team', team)).body;
    await t.pay(url);
    await syncPayment(t, 'team', checkoutIdOf(url));
    const rowOf = async () => {
      const res = await t.as(accounts.staff, {
        url: `/api/TournamentRegistration/GetTournamentRegistrations/${tournamentId}/${ageRangeIds[0]}`,
      });
      return (res.json() as { id: number; history?: StatusChange[] }[]).find((r) => r.id === team)!;
    };
    await until(async () => (await rowOf()).history?.length === 3);
    expect(steps((await rowOf()).history)).toEqual([
      { from: null, to: 'registered', by: 'family', why: 'Registered' },
      { from: 'registered', to: 'paymentinprocess', by: 'family', why: 'Checkout opened' },
      { from: 'paymentinprocess', to: 'paid', by: 'provider', why: 'Payment received' },
    ]);
  });
});

describe(`migration 0016 names what earlier checkouts pay (${testEngine})`, () => {
  it('a move’s checkout, an order’s (a line per player) and one registration’s', async () => {
    const database = await createTestDatabase();
    try {
      const { db, engine } = database;
      const migration = ledgerHistory({ engine, withId: withId(engine) });
      await migration.down(db as never);
      const attempt = (session: string, id: number, switchId: number | null, kind = 'camp') =>
        sql`insert into payment_attempts (registration_kind, registration_id, provider_session_id, amount_cents,
              currency, priced_item_id, state, created_at, updated_at, switch_id)
            values (${kind}, ${id}, ${session}, 1000, 'usd', 1, 'paid', 'x', 'x', ${switchId})`.execute(db);
      await attempt('cs_single', 1, null);
      await attempt('cs_team', 2, null, 'tournament');
      await attempt('cs_order', 3, null);
      await attempt('cs_order', 4, null);
      await attempt('cs_move', 1, 7);
      await migration.up(db as never);
      const rows = await db
        .selectFrom('payment_attempts')
        .select(['provider_session_id', 'registration_id', 'payable'])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.provider_session_id, r.registration_id, r.payable])).toEqual([
        ['cs_single', 1, 'camp'],
        ['cs_team', 2, 'tournament'],
        ['cs_order', 3, 'order'],
        ['cs_order', 4, 'order'],
        ['cs_move', 1, 'move'],
      ]);
    } finally {
      await database.close();
    }
  });
});
