import { describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from '../support/factories.js';
import { until } from '../support/reads.js';
import { twoServersSharingPostgres } from '../support/server-process.js';
import { accounts } from '../support/test-app.js';

const rounds = Math.min(Number(process.env.RACE_ROUNDS ?? 20), 20);

/**
 * Two app servers sharing one PostgreSQL database, each offering freed camp seats and team places
 * from its sweeper (every 20 ms) and after every write it answers: a freed place is offered to
 * exactly one entry, the first in line, with exactly one mail, and never to a walk-in registering
 * at the same time.
 */
describe('waitlist offers across two app server processes (postgres)', () => {
  const shared = twoServersSharingPostgres({ HOLD_SWEEP_MS: '20' });

  /** POSTs as parent A or B (by `i`) to one of the two servers (by `i`); the answer's status. */
  async function poster() {
    const tokens = [await shared.jwks.sign(accounts.parentA), await shared.jwks.sign(accounts.parentB)];
    return async (i: number, path: string, body: unknown) => {
      const res = await fetch(`${shared.servers[i % 2]!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return res.status;
    };
  }

  /** What differs between a camp session's seats and an age group's team places. */
  const kinds = {
    camp: {
      create: async () => createCampSession(shared.database.db, new Date(), { capacity: 4 }),
      register: '/api/Registration/submitRegistration',
      join: '/api/Waitlist/JoinCamp',
      body: (id: number, name: string) => campRegistrationBody(id, { playerFirstName: name }),
      table: 'camp_registrations' as const,
      item: 'camp_session_id' as const,
    },
    tournament: {
      create: async () =>
        (await createTournament(shared.database.db, new Date(), { ageRules: [{ max_teams: 4 }] }))
          .ageRangeIds[0]!,
      register: '/api/Tournament/RegisterTournament',
      join: '/api/Waitlist/JoinTournament',
      body: (id: number, name: string) => teamBody(id, { teamName: name }),
      table: 'tournament_registrations' as const,
      item: 'age_range_id' as const,
    },
  };

  /** The registrations of one camp session or age group: id and status. */
  const holding = ({ table, item }: (typeof kinds)[keyof typeof kinds], id: number) =>
    shared.database.db.selectFrom(table).select(['id', 'status']).where(item, '=', id).execute();

  /** One round: 4 places taken, 6 waiting, 3 freed outside any request while 10 walk-ins try. */
  async function round(kind: keyof typeof kinds, post: Awaited<ReturnType<typeof poster>>) {
    const k = kinds[kind];
    const db = shared.database.db;
    const capacity = 4;
    const freed = 3;
    const id = await k.create();
    for (let i = 0; i < capacity; i++) expect(await post(i, k.register, k.body(id, `P${i}`))).toBe(200);
    for (let i = 0; i < 6; i++) expect(await post(i, k.join, k.body(id, `W${i}`))).toBe(200);
    const taken = await holding(k, id);
    await db
      .updateTable(k.table)
      .set({ status: 'cancelled' })
      .where(
        'id',
        'in',
        taken.slice(0, freed).map((r) => r.id),
      )
      .execute();
    const walkIns = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i, k.register, k.body(id, `Walk${i}`))),
    );
    expect(walkIns.every((s) => s === 409)).toBe(true);

    const entries = () =>
      db
        .selectFrom('waitlist_entries')
        .select(['id', 'state', 'offered_at'])
        .where('kind', '=', kind)
        .where('item_id', '=', id)
        .orderBy('id')
        .execute();
    const offeredOf = async () => (await entries()).filter((e) => e.state === 'offered');
    await until(async () => (await offeredOf()).length >= freed);
    // Both sweepers keep running: nothing more is offered.
    await new Promise((r) => setTimeout(r, 200));
    const line = await entries();
    const offers = line.filter((e) => e.state === 'offered');
    // The first three in line, in the order they joined, one mail each.
    expect(offers.map((o) => o.id)).toEqual(line.slice(0, freed).map((e) => e.id));
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
    const held = (await holding(k, id)).filter((r) => r.status !== 'cancelled');
    expect(held.length + offers.length).toBe(capacity);
  }

  it(`offers each freed camp seat once, ${rounds} rounds`, async () => {
    const post = await poster();
    for (let r = 0; r < rounds; r++) await round('camp', post);
  }, 600_000);

  it(`offers each freed team place once, ${Math.ceil(rounds / 2)} rounds`, async () => {
    const post = await poster();
    for (let r = 0; r < Math.ceil(rounds / 2); r++) await round('tournament', post);
  }, 600_000);
});
