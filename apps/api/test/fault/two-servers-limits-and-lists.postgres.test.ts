import { apiPaths } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession } from '../support/factories.js';
import { submitCampRegistration } from '../support/registrations.js';
import { accounts, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Two servers with their own pools on one PostgreSQL (decision 0073): a per-minute limit counts a
 * client once across both, and a change made through one refreshes the public list on the other
 * within a second, long before the cache's own life (a minute here) would.
 */
describe('two servers share limits and lists (postgres)', () => {
  let a: TestApp;
  let b: AnotherServer;

  beforeAll(async () => {
    a = await createTestApp({
      RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '3',
      RATE_LIMIT_REGISTRATIONS_PER_CLIENT_PER_MINUTE: '1000',
      PUBLIC_CACHE_MS: '60000',
    });
    b = await anotherServer(a, { poolSize: 5 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a route's per-minute limit counts a client's requests on both servers once", async () => {
    const report = { message: 'x', stack: null };
    const post = (server: { inject: TestApp['app']['inject'] }) =>
      server.inject({ method: 'POST', url: apiPaths.clientErrors, payload: report });
    // The route allows 30 a minute per client: 15 through each server, then none through either.
    for (let i = 0; i < 15; i++) {
      expect((await post(a.app)).statusCode).toBe(204);
      expect((await post(b.app)).statusCode).toBe(204);
    }
    expect((await post(a.app)).statusCode).toBe(429);
    expect((await post(b.app)).statusCode).toBe(429);
  });

  it("an account's registrations per minute are counted once across both servers", async () => {
    const sessions = await Promise.all(
      [0, 1, 2, 3].map(() => createCampSession(a.database.db, a.clock.now, { capacity: 10 })),
    );
    const first = await submitCampRegistration(a, sessions[0]!, {}, accounts.parentB);
    const second = await submitCampRegistration(b, sessions[1]!, {}, accounts.parentB);
    const third = await submitCampRegistration(a, sessions[2]!, {}, accounts.parentB);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const fourth = await submitCampRegistration(b, sessions[3]!, {}, accounts.parentB);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not counted with it.
    expect((await submitCampRegistration(b, sessions[3]!, {}, accounts.parentA)).statusCode).toBe(200);
  });

  it('a seat taken through one server shows on the other within a second', async () => {
    const sessionId = await createCampSession(a.database.db, a.clock.now, { capacity: 10 });
    const seatsOn = async (server: { inject: TestApp['app']['inject'] }) => {
      const list = await server.inject({ url: apiPaths.campSessions('_allStates') });
      return (list.json() as { id: number; seatsLeft: number }[]).find((s) => s.id === sessionId)?.seatsLeft;
    };
    // Both servers now hold the list in their caches.
    expect(await seatsOn(a.app)).toBe(10);
    expect(await seatsOn(b.app)).toBe(10);
    expect((await submitCampRegistration(a, sessionId, {}, accounts.parentA)).statusCode).toBe(200);
    const start = Date.now();
    let seen = await seatsOn(b.app);
    while (seen !== 9 && Date.now() - start < 1000) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await seatsOn(b.app);
    }
    expect(seen).toBe(9);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
