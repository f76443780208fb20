import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from '../support/factories.js';
import { startJwksServer } from '../support/jwks-server.js';
import { raceEnv } from '../support/load-env.js';
import { until } from '../support/reads.js';
import { startServerProcess } from '../support/server-process.js';
import { accounts } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

const rounds = Math.min(Number(process.env.RACE_ROUNDS ?? 20), 20);

/**
 * Two app servers sharing one PostgreSQL database, each offering freed seats (and team places) from its sweeper
 * (every 20 ms) and after every write it answers: a freed seat is offered to exactly one entry,
 * with exactly one mail, and never while a walk-in registers at the same time.
 */
describe('waitlist offers across two app server processes (postgres)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    jwks = await startJwksServer();
    const env = {
      DATABASE_URL: database.url!,
      OIDC_AUTHORITY: jwks.issuer,
      OIDC_JWKS_URI: jwks.jwksUri,
      OIDC_AUDIENCE: jwks.audience,
      ...raceEnv,
      HOLD_SWEEP_MS: '20',
    };
    servers = [await startServerProcess(env), await startServerProcess(env)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await jwks.close();
    await database.close();
  });

  it(`offers each freed seat once, ${rounds} rounds`, async () => {
    const tokens = [await jwks.sign(accounts.parentA), await jwks.sign(accounts.parentB)];
    const post = async (i: number, path: string, body: unknown) => {
      const res = await fetch(`${servers[i % 2]!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const db = database.db;
    for (let round = 0; round < rounds; round++) {
      const capacity = 4;
      const sessionId = await createCampSession(db, new Date(), { capacity });
      const seats: number[] = [];
      for (let i = 0; i < capacity; i++) {
        expect(await post(i, '/api/Registration/submitRegistration', campRegistrationBody(sessionId))).toBe(
          200,
        );
      }
      for (const r of await db
        .selectFrom('camp_registrations')
        .select('id')
        .where('camp_session_id', '=', sessionId)
        .execute())
        seats.push(r.id);
      for (let i = 0; i < 6; i++)
        expect(
          await post(
            i,
            '/api/Waitlist/JoinCamp',
            campRegistrationBody(sessionId, { playerFirstName: `W${i}` }),
          ),
        ).toBe(200);

      // Three seats free at once, outside any request, while walk-ins try both servers.
      const freed = 3;
      await db
        .updateTable('camp_registrations')
        .set({ status: 'cancelled' })
        .where('id', 'in', seats.slice(0, freed))
        .execute();
      const walkIns = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(
            i,
            '/api/Registration/submitRegistration',
            campRegistrationBody(sessionId, { playerFirstName: `Walk${i}` }),
          ),
        ),
      );
      expect(walkIns.every((s) => s === 409)).toBe(true);

      const offered = () =>
        db
          .selectFrom('waitlist_entries')
          .select(['id', 'offered_at'])
          .where('kind', '=', 'camp')
          .where('item_id', '=', sessionId)
          .where('state', '=', 'offered')
          .execute();
      await until(async () => (await offered()).length >= freed);
      // Both sweepers keep running: nothing more is offered.
      await new Promise((r) => setTimeout(r, 200));
      const offers = await offered();
      expect(offers).toHaveLength(freed);
      // The first three in line, in the order they joined.
      const line = await db
        .selectFrom('waitlist_entries')
        .select('id')
        .where('kind', '=', 'camp')
        .where('item_id', '=', sessionId)
        .orderBy('id')
        .execute();
      expect(offers.map((o) => o.id).sort((a, b) => a - b)).toEqual(line.slice(0, freed).map((e) => e.id));
      const mails = await db
        .selectFrom('mail_outbox')
        .select('dedupe_key')
        .where(
          'dedupe_key',
          'in',
          offers.map((o) => `waitlist-offer:${o.id}:${o.offered_at}`),
        )
        .execute();
      expect(mails).toHaveLength(freed);
      const registered = await db
        .selectFrom('camp_registrations')
        .select('id')
        .where('camp_session_id', '=', sessionId)
        .where('status', '!=', 'cancelled')
        .execute();
      expect(registered.length + offers.length).toBe(capacity);
    }
  }, 600_000);

  it(`offers each freed team place once, ${Math.ceil(rounds / 2)} rounds`, async () => {
    const tokens = [await jwks.sign(accounts.parentA), await jwks.sign(accounts.parentB)];
    const post = async (i: number, path: string, body: unknown) => {
      const res = await fetch(`${servers[i % 2]!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const db = database.db;
    for (let round = 0; round < Math.ceil(rounds / 2); round++) {
      const maxTeams = 4;
      const { ageRangeIds } = await createTournament(db, new Date(), { ageRules: [{ max_teams: maxTeams }] });
      const ageRangeId = ageRangeIds[0]!;
      for (let i = 0; i < maxTeams; i++)
        expect(
          await post(i, '/api/Tournament/RegisterTournament', teamBody(ageRangeId, { teamName: `T${i}` })),
        ).toBe(200);
      for (let i = 0; i < 6; i++)
        expect(
          await post(i, '/api/Waitlist/JoinTournament', teamBody(ageRangeId, { teamName: `W${i}` })),
        ).toBe(200);

      // Three places free at once, outside any request, while new teams try both servers.
      const freed = 3;
      const teams = await db
        .selectFrom('tournament_registrations')
        .select('id')
        .where('age_range_id', '=', ageRangeId)
        .execute();
      await db
        .updateTable('tournament_registrations')
        .set({ status: 'cancelled' })
        .where(
          'id',
          'in',
          teams.slice(0, freed).map((r) => r.id),
        )
        .execute();
      const walkIns = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(i, '/api/Tournament/RegisterTournament', teamBody(ageRangeId, { teamName: `Walk${i}` })),
        ),
      );
      expect(walkIns.every((s) => s === 409)).toBe(true);

      const offered = () =>
        db
          .selectFrom('waitlist_entries')
          .select(['id', 'offered_at'])
          .where('kind', '=', 'tournament')
          .where('item_id', '=', ageRangeId)
          .where('state', '=', 'offered')
          .execute();
      await until(async () => (await offered()).length >= freed);
      await new Promise((r) => setTimeout(r, 200));
      const offers = await offered();
      expect(offers).toHaveLength(freed);
      const line = await db
        .selectFrom('waitlist_entries')
        .select('id')
        .where('kind', '=', 'tournament')
        .where('item_id', '=', ageRangeId)
        .orderBy('id')
        .execute();
      expect(offers.map((o) => o.id).sort((a, b) => a - b)).toEqual(line.slice(0, freed).map((e) => e.id));
      const mails = await db
        .selectFrom('mail_outbox')
        .select('dedupe_key')
        .where(
          'dedupe_key',
          'in',
          offers.map((o) => `waitlist-offer:${o.id}:${o.offered_at}`),
        )
        .execute();
      expect(mails).toHaveLength(freed);
      const held = await db
        .selectFrom('tournament_registrations')
        .select('id')
        .where('age_range_id', '=', ageRangeId)
        .where('status', '!=', 'cancelled')
        .execute();
      expect(held.length + offers.length).toBe(maxTeams);
    }
  }, 600_000);
});
