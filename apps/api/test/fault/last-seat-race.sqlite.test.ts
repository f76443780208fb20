import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from '../support/factories.js';
import { raceEnv } from '../support/load-env.js';
import { accounts, createTestApp, type TestApp } from '../support/test-app.js';
import { testEngine } from '../support/test-database.js';

const rounds = Number(process.env.RACE_ROUNDS ?? 100);

describe(`last-seat race (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(raceEnv);
  });
  afterAll(() => t.close());

  it(`200 concurrent registrations for 10 free seats: exactly 10 succeed, ${rounds} rounds in a row`, async () => {
    const outcomes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 10 });
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.as(i % 2 ? accounts.parentA : accounts.parentB, {
            method: 'POST',
            url: '/api/Registration/submitRegistration',
            payload: campRegistrationBody(sessionId, { playerFirstName: `R${round}P${i}` }),
          }),
        ),
      );
      const ok = responses.filter((r) => r.statusCode === 200).length;
      const full = responses.filter((r) => r.statusCode === 409).length;
      expect(ok + full, 'every request answered 200 or 409').toBe(200);
      const stored = await t.database.db
        .selectFrom('camp_registrations')
        .select('id')
        .where('camp_session_id', '=', sessionId)
        .execute();
      expect(stored).toHaveLength(ok);
      outcomes.push(ok);
    }
    expect(outcomes).toEqual(Array(rounds).fill(10));
  }, 900_000);
});
