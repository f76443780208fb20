import { describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from '../support/factories.js';
import { raceEnv } from '../support/load-env.js';
import { twoServersSharingPostgres } from '../support/server-process.js';
import { accounts, createTestApp } from '../support/test-app.js';

const rounds = Number(process.env.RACE_ROUNDS ?? 100);

/** The way the product scales out: several app servers sharing one PostgreSQL database. */
describe('last-seat race across two app server processes (postgres)', () => {
  const shared = twoServersSharingPostgres();

  it(`exactly 10 of 200 concurrent requests split over two servers get the 10 seats, ${rounds} rounds`, async () => {
    const tokens = [await shared.jwks.sign(accounts.parentA), await shared.jwks.sign(accounts.parentB)];
    const outcomes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const sessionId = await createCampSession(shared.database.db, new Date(), { capacity: 10 });
      const statuses = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const res = await fetch(`${shared.servers[i % 2]!.url}/api/Registration/submitRegistration`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
            body: JSON.stringify(campRegistrationBody(sessionId, { playerFirstName: `R${round}P${i}` })),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      const stored = await shared.database.db
        .selectFrom('camp_registrations')
        .select('id')
        .where('camp_session_id', '=', sessionId)
        .execute();
      expect(stored).toHaveLength(statuses.filter((s) => s === 200).length);
      outcomes.push(stored.length);
    }
    expect(outcomes).toEqual(Array(rounds).fill(10));
  }, 1_200_000);
});

describe('orders of two players racing across two app server processes (postgres)', () => {
  const shared = twoServersSharingPostgres();
  const orderRounds = Math.max(1, Math.round(rounds / 5));

  it(`takes both seats of an order or neither, never deadlocks, and fills both sessions exactly, ${orderRounds} rounds`, async () => {
    const tokens = [await shared.jwks.sign(accounts.parentA), await shared.jwks.sign(accounts.parentB)];
    for (let round = 0; round < orderRounds; round++) {
      const first = await createCampSession(shared.database.db, new Date(), { capacity: 5 });
      const second = await createCampSession(shared.database.db, new Date(), { capacity: 5 });
      // Half the orders name the sessions one way round, half the other: the locks must still not deadlock.
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const [a, b] = i % 4 < 2 ? [first, second] : [second, first];
          const res = await fetch(`${shared.servers[i % 2]!.url}/api/Registration/SubmitCampOrder`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
            body: JSON.stringify({
              registrations: [
                campRegistrationBody(a, { playerFirstName: `O${round}P${i}a` }),
                campRegistrationBody(b, { playerFirstName: `O${round}P${i}b` }),
              ],
            }),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      const stored = await shared.database.db
        .selectFrom('camp_registrations')
        .select(['order_id', 'camp_session_id'])
        .where('camp_session_id', 'in', [first, second])
        .execute();
      expect(stored.filter((r) => r.camp_session_id === first)).toHaveLength(5);
      expect(stored.filter((r) => r.camp_session_id === second)).toHaveLength(5);
      const byOrder = new Map<number | null, number[]>();
      for (const r of stored)
        byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r.camp_session_id]);
      expect([...byOrder.values()].map((sessions) => sessions.sort((x, y) => x - y))).toEqual(
        Array(5).fill([first, second].sort((x, y) => x - y)),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    }
  }, 600_000);
});

describe('control: the same race with the seat lock switched off (postgres)', () => {
  it('oversells, which shows the race the lock prevents is real', async () => {
    const t = await createTestApp({ ...raceEnv, UNSAFE_DISABLE_SEAT_LOCK: 'true' });
    try {
      let worst = 0;
      for (let round = 0; round < 5 && worst <= 10; round++) {
        const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 10 });
        const responses = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            t.as(accounts.parentA, {
              method: 'POST',
              url: '/api/Registration/submitRegistration',
              payload: campRegistrationBody(sessionId, { playerFirstName: `C${i}` }),
            }),
          ),
        );
        worst = Math.max(worst, responses.filter((r) => r.statusCode === 200).length);
      }
      expect(worst).toBeGreaterThan(10);
    } finally {
      await t.close();
    }
  }, 120_000);
});
