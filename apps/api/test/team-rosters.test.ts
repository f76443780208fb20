import { rosterMessages } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { rosterDiff } from '../src/modules/tournament-registrations/roster-diff.js';
import { createTournament, teamBody, teamMember } from './support/factories.js';
import { rowOf } from './support/reads.js';
import { submitTeamRegistration } from './support/registrations.js';
import { accounts, createTestApp, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

type Member = ReturnType<typeof teamMember> & { id: number };

describe(`paid team rosters (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp());
  const db = () => t.database.db;

  /** A team of Sam Striker and Jo Keeper, registered and marked paid; its age range and id. */
  async function paidTeam(options: Parameters<typeof createTournament>[2] = {}, promoCode = '') {
    const { ageRangeIds, tournamentId } = await createTournament(db(), t.clock.now, options);
    const ageRangeId = ageRangeIds[0]!;
    const res = await submitTeamRegistration(t, teamBody(ageRangeId, { promoCode }));
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    await db().updateTable('tournament_registrations').set({ status: 'paid' }).where('id', '=', id).execute();
    return { ageRangeId, tournamentId, id };
  }

  const read = async (id: number) =>
    (await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` })).json() as {
      registrationStatus: string;
      teamName: string;
      teamMembers: Member[];
    };
  const names = (members: { playerFullName: string }[]) => members.map((m) => m.playerFullName);
  const save = (ageRangeId: number, id: number, teamMembers: object[], overrides: object = {}) =>
    submitTeamRegistration(t, teamBody(ageRangeId, { id, teamMembers, ...overrides }));
  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'rosterChange')
      .where('entity_id', '=', String(id))
      .execute();

  it('lets the coach add, remove and replace players of a paid team at the price paid, audited and shown to staff', async () => {
    const { ageRangeId, tournamentId, id } = await paidTeam(
      { costCents: 30000, promoCode: 'CUP10' },
      'cup10',
    );
    const before = await rowOf(t, 'tournament_registrations', id);
    const [sam] = (await read(id)).teamMembers;

    const res = await save(
      ageRangeId,
      id,
      [
        { ...sam, parentPhone: '2145550123' },
        teamMember({ playerFullName: 'Ann Lee', playerGender: 'F' }),
        teamMember({ playerFullName: 'Bo Kim' }),
      ],
      { promoCode: 'CUP10', contactPhone: '2145550999' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });

    const after = await read(id);
    expect(after.registrationStatus).toBe('paid');
    expect(names(after.teamMembers)).toEqual(['Sam Striker', 'Ann Lee', 'Bo Kim']);
    const row = await rowOf(t, 'tournament_registrations', id);
    expect(row).toMatchObject({
      status: 'paid',
      amount_cents: before.amount_cents,
      promo_code: 'CUP10',
      promo_discount_cents: 5000,
      age_range_id: ageRangeId,
      stripe_session_id: before.stripe_session_id,
      contact_phone: '2145550999',
    });
    expect(await db().selectFrom('payment_attempts').selectAll().execute()).toEqual([]);

    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_email: accounts.parentA.email, entity: 'tournamentRegistration' });
    expect(JSON.parse(entry!.details)).toEqual({
      added: ['Bo Kim'],
      removed: [],
      replaced: [{ from: 'Jo Keeper', to: 'Ann Lee' }],
      updated: ['Sam Striker'],
      teamFields: ['contactPhone'],
    });
    // Names only: nothing else about the children goes into the audit log.
    expect(entry!.details).not.toContain('2015-06-01');
    expect(entry!.details).not.toContain('2145550123');

    const report = (
      await t.as(accounts.staff, {
        url: `/api/TournamentRegistration/GetTournamentRegistrations/${tournamentId}/${ageRangeId}`,
      })
    ).json();
    expect(report[0].rosterChanges).toEqual([
      {
        at: t.clock.now.toISOString(),
        by: accounts.parentA.email,
        added: ['Bo Kim'],
        removed: [],
        replaced: [{ from: 'Jo Keeper', to: 'Ann Lee' }],
        updated: ['Sam Striker'],
        teamFields: ['contactPhone'],
      },
    ]);
  });

  it('keeps 1–8 players, the age rules, the age group and the promo code of a paid team', async () => {
    const { ageRangeId, id } = await paidTeam({
      maxPlayers: 6,
      ageRules: [{ birth_date_from: '2014-01-01', birth_date_to: '2016-12-31' }],
    });
    const other = await createTournament(db(), t.clock.now);
    const members = (await read(id)).teamMembers;

    expect((await save(ageRangeId, id, [])).json().errors).toHaveProperty('teamMembers');
    expect((await save(ageRangeId, id, Array(9).fill(teamMember()))).json().errors.teamMembers).toEqual([
      'A team can have at most 8 members.',
    ]);
    expect((await save(ageRangeId, id, Array(7).fill(teamMember()))).json().errors.teamMembers).toEqual([
      'A team can have at most 6 members.',
    ]);
    const old = await save(ageRangeId, id, [...members, teamMember({ playerDateOfBirth: '2010-01-01' })]);
    expect(old.statusCode).toBe(400);
    expect(Object.keys(old.json().errors)).toEqual(['teamMembers[2].playerDateOfBirth']);
    const moved = await save(ageRangeId, id, members, { ageRangeID: other.ageRangeIds[0] });
    expect(moved.json().errors).toEqual({ ageRangeID: [rosterMessages.ageGroupFixed] });
    const sibling = await save(ageRangeId, id, members, { ageRangeID: ageRangeId + 1 });
    expect(sibling.json().errors).toEqual({ ageRangeID: [rosterMessages.ageGroupFixed] });
    const promo = await save(ageRangeId, id, members, { promoCode: 'SAVE' });
    expect(promo.json().errors).toEqual({ promoCode: [rosterMessages.promoFixed] });

    expect(names((await read(id)).teamMembers)).toEqual(['Sam Striker', 'Jo Keeper']);
    expect(await auditOf(id)).toEqual([]);
  });

  it('closes the roster at the end of its deadline day in UTC; staff may set a later deadline', async () => {
    const { ageRangeId, id, tournamentId } = await paidTeam({ deadlineOffset: 0 });
    const deadline = t.clock.now.toISOString().slice(0, 10);
    const roster = async () => (await read(id)).teamMembers;

    t.clock.now = new Date(`${deadline}T23:59:59.999Z`);
    const last = await save(ageRangeId, id, [...(await roster()), teamMember({ playerFullName: 'Cy Ray' })]);
    expect(last.statusCode).toBe(200);

    t.clock.now = new Date(new Date(`${deadline}T00:00:00.000Z`).getTime() + 86_400_000);
    const late = await save(ageRangeId, id, [teamMember({ playerFullName: 'Di Fox' })]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(rosterMessages.closed);
    expect(names(await roster())).toEqual(['Sam Striker', 'Jo Keeper', 'Cy Ray']);

    // An unpaid team of the same tournament keeps the registration deadline.
    const unpaid = (await submitTeamRegistration(t, teamBody(ageRangeId))).json();
    expect(unpaid.detail).toBe('Registration for this tournament has closed.');

    const later = t.clock.now.toISOString().slice(0, 10);
    await db()
      .updateTable('tournaments')
      .set({ roster_deadline: later })
      .where('id', '=', tournamentId)
      .execute();
    const reopened = await save(ageRangeId, id, [teamMember({ playerFullName: 'Di Fox' })]);
    expect(reopened.statusCode).toBe(200);
    expect(names(await roster())).toEqual(['Di Fox']);
  });

  it('lets only the owner change a paid team, and not once cancelled', async () => {
    const { ageRangeId, id } = await paidTeam();
    const hijack = await submitTeamRegistration(
      t,
      teamBody(ageRangeId, { id, teamMembers: [teamMember({ playerFullName: 'Mine' })] }),
      accounts.parentB,
    );
    expect(hijack.statusCode).toBe(404);
    await db()
      .updateTable('tournament_registrations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    const cancelled = await save(ageRangeId, id, [teamMember({ playerFullName: 'Late' })]);
    expect(cancelled.statusCode).toBe(409);
    expect(names((await read(id)).teamMembers)).toEqual(['Sam Striker', 'Jo Keeper']);
  });

  it('two saves at once leave one whole roster of at most 8; a save from an old roster is refused', async () => {
    const { ageRangeId, id } = await paidTeam();
    const [sam, jo] = (await read(id)).teamMembers;
    const squad = (prefix: string) =>
      Array.from({ length: 7 }, (_, i) => teamMember({ playerFullName: `${prefix} ${i + 1}` }));

    // Both forms start from the same roster: one wins, the other is told to reload.
    const both = await Promise.all([
      save(ageRangeId, id, [sam!, ...squad('North')]),
      save(ageRangeId, id, [jo!, ...squad('South')]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409)!;
    expect(loser.json().detail).toBe(rosterMessages.changedMeanwhile);
    const winner = both[0]!.statusCode === 200 ? 'North' : 'South';
    const roster = names((await read(id)).teamMembers);
    expect(roster).toHaveLength(8);
    expect(roster.slice(1)).toEqual(names(squad(winner)));

    // Forms naming no current player (all new) both save, one after the other: never 16 players.
    const fresh = await Promise.all([
      save(ageRangeId, id, squad('East').concat(teamMember({ playerFullName: 'East 8' }))),
      save(ageRangeId, id, squad('West').concat(teamMember({ playerFullName: 'West 8' }))),
    ]);
    expect(fresh.map((r) => r.statusCode)).toEqual([200, 200]);
    const last = names((await read(id)).teamMembers);
    expect(last).toHaveLength(8);
    expect(new Set(last.map((n) => n.split(' ')[0])).size).toBe(1);
    expect(await auditOf(id)).toHaveLength(3);
  });
});

describe('rosterDiff', () => {
  const member = (name: string, overrides: Record<string, string> = {}) => ({
    player_full_name: name,
    player_email: '',
    player_date_of_birth: '2015-06-01',
    tshirt_size: 'm',
    player_gender: 'M',
    parent_full_name: 'Parent',
    parent_phone: '2145550100',
    ...overrides,
  });

  it('matches players by name, pairs departures with arrivals as replacements, and notes changed details', () => {
    expect(
      rosterDiff(
        [member('Ann Lee'), member('Bo Kim'), member('Cy Ray'), member('Di Fox')],
        [
          member('ann  lee '),
          member('Eve Oh'),
          member('Di Fox', { tshirt_size: 'l' }),
          member('Fay Ng'),
          member('Gus Up'),
        ],
      ),
    ).toEqual({
      replaced: [
        { from: 'Bo Kim', to: 'Eve Oh' },
        { from: 'Cy Ray', to: 'Fay Ng' },
      ],
      removed: [],
      added: ['Gus Up'],
      updated: ['Di Fox'],
    });
    expect(rosterDiff([member('Ann Lee'), member('Ann Lee')], [member('Ann Lee')])).toEqual({
      replaced: [],
      removed: ['Ann Lee'],
      added: [],
      updated: [],
    });
  });
});
