import { erasedText, validationMessages, waitlistMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogInput, createTournament, teamBody, teamMember } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp } from './support/payments.js';
import { auditEntries, mailByKey, mailKeys, rowOf } from './support/reads.js';
import { checkoutIdOf, startCheckout, submitTeamRegistration, syncPayment } from './support/registrations.js';
import { setRetention } from './support/settings.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

type Caller = Pick<TestApp, 'as' | 'database' | 'app' | 'clock'>;

/** Team waitlists of full tournament age groups: the same rules as camp sessions' (waitlists.test.ts). */
const helpers = (t: () => Caller) => {
  const join = (ageRangeId: number, account: TestAccount = accounts.parentB, overrides = {}) =>
    t().as(account, {
      method: 'POST',
      url: '/api/Waitlist/JoinTournament',
      payload: teamBody(ageRangeId, overrides),
    });
  const act = (id: number, action: 'accept' | 'decline' | 'leave', account: TestAccount = accounts.parentB) =>
    t().as(account, { method: 'POST', url: `/api/Waitlist/${id}/${action}` });
  const staff = (id: number, action: 'offer' | 'skip' | 'remove', payload?: object) =>
    t().as(accounts.staff, { method: 'POST', url: `/api/Admin/Waitlist/${id}/${action}`, payload });
  const staffList = async (ageRangeId: number) =>
    (
      await t().as(accounts.staff, { url: `/api/Admin/TournamentAgeRanges/${ageRangeId}/waitlist` })
    ).json() as {
      id: number;
      kind: string;
      state: string;
      position: number | null;
      playerName: string;
      session: string;
    }[];
  const cancel = (registrationId: number) =>
    t().as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/TournamentRegistrations/${registrationId}/cancel`,
      payload: { reason: 'Team withdrew' },
    });
  const entryRow = (id: number) => rowOf(t(), 'waitlist_entries', id);
  /** Places held: teams in a holding status and open offers. */
  const heldPlaces = async (ageRangeId: number) => {
    const teams = await t()
      .database.db.selectFrom('tournament_registrations')
      .select('id')
      .where('age_range_id', '=', ageRangeId)
      .where('status', 'in', ['registered', 'paymentinprocess', 'paymentrejected', 'paid'])
      .execute();
    const offers = await t()
      .database.db.selectFrom('waitlist_entries')
      .select('id')
      .where('kind', '=', 'tournament')
      .where('item_id', '=', ageRangeId)
      .where('state', '=', 'offered')
      .execute();
    return teams.length + offers.length;
  };
  /** The age group as the public list shows it. */
  const publicGroup = async (ageRangeId: number) =>
    (
      (await t().app.inject({ url: '/api/Tournament/GetAllTournaments' })).json() as {
        ageRange: { tournamentAgeRangeId: number; teamsLeft: number | null; waitlisted: number };
      }[]
    ).find((x) => x.ageRange.tournamentAgeRangeId === ageRangeId)?.ageRange;
  /** A tournament whose first age group takes `maxTeams` teams, all registered (unpaid) by parent A. */
  const fullGroup = async (maxTeams = 1) => {
    const { tournamentId, ageRangeIds } = await createTournament(t().database.db, t().clock.now, {
      costCents: 20_000,
      ageRules: [{ max_teams: maxTeams }],
    });
    const teams: number[] = [];
    for (let i = 0; i < maxTeams; i++) {
      const res = await submitTeamRegistration(t(), teamBody(ageRangeIds[0]!, { teamName: `Seat ${i}` }));
      expect(res.statusCode).toBe(200);
      teams.push(res.json().id);
    }
    return { tournamentId, ageRangeId: ageRangeIds[0]!, otherGroup: ageRangeIds[1]!, teams };
  };
  return { join, act, staff, staffList, cancel, entryRow, heldPlaces, publicGroup, fullGroup };
};

describe(`team waitlists (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());
  const h = helpers(() => t);

  it('a full age group refuses a new team and an edit moving into it; teams join only when it is full', async () => {
    t = await createTestApp();
    const { ageRangeId, otherGroup } = await h.fullGroup(1);
    expect(await h.publicGroup(ageRangeId)).toMatchObject({ teamsLeft: 0, waitlisted: 0 });
    expect(await h.publicGroup(otherGroup)).toMatchObject({ teamsLeft: null, waitlisted: 0 });

    const walkIn = await submitTeamRegistration(t, teamBody(ageRangeId), accounts.parentB);
    expect(walkIn.statusCode).toBe(409);
    expect(walkIn.json().detail).toBe(waitlistMessages.ageGroupFull);

    // A team in the other group (no limit) may not move into the full one; edits in place still work.
    const other = (await submitTeamRegistration(t, teamBody(otherGroup), accounts.parentB)).json().id;
    const move = await submitTeamRegistration(t, teamBody(ageRangeId, { id: other }), accounts.parentB);
    expect(move.statusCode).toBe(409);
    expect(move.json().detail).toBe(waitlistMessages.ageGroupFull);
    const rename = await submitTeamRegistration(
      t,
      teamBody(otherGroup, { id: other, teamName: 'Comets' }),
      accounts.parentB,
    );
    expect(rename.statusCode).toBe(200);

    // Joining a group with places left is refused: register instead.
    const early = await h.join(otherGroup);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(waitlistMessages.teamPlacesFree);

    // The waitlist checks the form as the team form does.
    const tooMany = await h.join(ageRangeId, accounts.parentB, {
      teamMembers: Array.from({ length: 9 }, () => teamMember()),
    });
    expect(tooMany.statusCode).toBe(400);
    const joined = await h.join(ageRangeId);
    expect(joined.statusCode).toBe(200);
    expect(await h.publicGroup(ageRangeId)).toMatchObject({ teamsLeft: 0, waitlisted: 1 });
    const mine = (await t.as(accounts.parentB, { url: '/api/Waitlist/Mine' })).json();
    expect(mine).toEqual([
      expect.objectContaining({
        id: joined.json().id,
        kind: 'tournament',
        itemId: ageRangeId,
        playerName: 'Rockets',
        session: expect.stringMatching(/^Test Cup, .*, U10 Boys$/),
        position: 1,
        state: 'waiting',
      }),
    ]);
  });

  it('offers a freed place (staff cancel) to the first team with a mail; accepting makes the team with its members', async () => {
    t = await createTestApp();
    const { ageRangeId, teams } = await h.fullGroup(1);
    const a = (await h.join(ageRangeId, accounts.parentB, { teamName: 'Ants' })).json().id;
    const b = (await h.join(ageRangeId, accounts.parentA, { teamName: 'Bees' })).json().id;
    expect((await h.staffList(ageRangeId)).map((e) => [e.playerName, e.position])).toEqual([
      ['Ants', 1],
      ['Bees', 2],
    ]);

    expect((await h.cancel(teams[0]!)).statusCode).toBe(200);
    expect(await h.entryRow(a)).toMatchObject({ state: 'offered' });
    expect((await h.entryRow(b)).state).toBe('waiting');
    expect(await mailKeys(t)).toContain(`waitlist-offer:${a}:${(await h.entryRow(a)).offered_at}`);
    const mail = await mailByKey(t, `waitlist-offer:${a}:%`);
    expect(mail.to_address).toBe('coach@example.com');
    expect(mail.subject).toBe('A place is free for your team: Test Cup');
    // The offer holds the place: no walk-in takes it.
    expect((await submitTeamRegistration(t, teamBody(ageRangeId))).statusCode).toBe(409);

    expect((await h.act(a, 'accept', accounts.parentA)).statusCode).toBe(404);
    const accepted = await h.act(a, 'accept');
    expect(accepted.statusCode).toBe(200);
    const registrationId = accepted.json().registrationId;
    const team = await rowOf(t, 'tournament_registrations', registrationId);
    expect(team).toMatchObject({
      owner_account_id: accounts.parentB.id,
      age_range_id: ageRangeId,
      team_name: 'Ants',
      status: 'registered',
      amount_cents: 20_000,
    });
    const members = await t.database.db
      .selectFrom('team_members')
      .select('player_full_name')
      .where('tournament_registration_id', '=', registrationId)
      .orderBy('position')
      .execute();
    expect(members.map((m) => m.player_full_name)).toEqual(['Sam Striker', 'Jo Keeper']);
    expect(await h.entryRow(a)).toMatchObject({ state: 'accepted', registration_id: registrationId });
    expect((await h.act(a, 'accept')).statusCode).toBe(409);
    expect(await h.heldPlaces(ageRangeId)).toBe(1);
    expect((await h.staffList(ageRangeId)).find((e) => e.id === b)?.position).toBe(1);
  });

  it('staff offer out of order, skip and remove team entries, in the audit log; a raised maximum offers the line', async () => {
    t = await createTestApp();
    const { tournamentId, ageRangeId, teams } = await h.fullGroup(1);
    const a = (await h.join(ageRangeId, accounts.parentB, { teamName: 'Ants' })).json().id;
    const b = (await h.join(ageRangeId, accounts.parentA, { teamName: 'Bees' })).json().id;
    const c = (await h.join(ageRangeId, accounts.parentB, { teamName: 'Cats' })).json().id;
    expect((await h.staff(c, 'offer')).statusCode).toBe(200);
    expect((await h.staffList(ageRangeId)).map((e) => e.id)).toEqual([c, a, b]);
    expect((await h.staff(c, 'skip')).statusCode).toBe(200);
    expect((await h.staff(b, 'remove', { reason: 'Duplicate team' })).statusCode).toBe(200);
    expect((await h.staffList(ageRangeId)).map((e) => [e.id, e.state])).toEqual([
      [a, 'waiting'],
      [c, 'waiting'],
      [b, 'removed'],
    ]);
    const audit = await auditEntries(t, 'waitlistEntry', ['action', 'details']);
    expect(audit.map((x) => x.action)).toEqual(['waitlistOfferNext', 'waitlistSkip', 'waitlistRemove']);
    expect(JSON.parse(audit[2]!.details)).toMatchObject({
      ageRangeId,
      team: 'Bees',
      reason: 'Duplicate team',
    });

    // The catalogue: the maximum cannot fall below the teams holding places; raising it offers the line.
    const tournament = async (maxTeams: number | string) => {
      const body = catalogInput.tournament((await rowOf(t, 'tournaments', tournamentId)).facility_id);
      return t.as(accounts.staff, {
        method: 'PUT',
        url: `/api/Admin/Tournaments/${tournamentId}`,
        payload: { ...body, ageRanges: [{ id: ageRangeId, ageRangeDescription: 'U10 Boys', maxTeams }] },
      });
    };
    expect((await tournament('')).statusCode).toBe(200);
    expect(await h.entryRow(a)).toMatchObject({ state: 'offered' });
    expect(await h.entryRow(c)).toMatchObject({ state: 'offered' });
    const lower = await tournament(1);
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors['ageRanges[0].maxTeams']).toEqual([validationMessages.teamsAlreadyHeld(3)]);
    expect((await tournament(2.5)).statusCode).toBe(400);
    expect((await tournament(3)).statusCode).toBe(200);
    expect(teams).toHaveLength(1);
  });

  it('the retention job erases team entries of tournaments that ended longer ago', async () => {
    t = await createTestApp();
    const { ageRangeId } = await h.fullGroup(1);
    const entry = (await h.join(ageRangeId)).json().id;
    const retention = await setRetention(t, 12);
    expect(retention.statusCode).toBe(200);
    expect(await t.app.accountData.eraseExpired()).toBe(0);
    // 400 days on: the tournament (30 days ahead) ended more than 12 months ago.
    t.clock.now = new Date(t.clock.now.getTime() + 400 * 86_400_000);
    expect(await t.app.accountData.eraseExpired()).toBe(2);
    expect(await h.entryRow(entry)).toMatchObject({
      player_name: erasedText,
      form_json: '{}',
      owner_email: '',
    });
  });

  it('never exceeds the maximum: concurrent cancels, new teams, joins and accepts', async () => {
    t = await createTestApp(raceEnv);
    for (let round = 0; round < 6; round++) {
      const max = 3;
      const { ageRangeId, teams } = await h.fullGroup(max);
      const entries: number[] = [];
      for (let i = 0; i < 4; i++)
        entries.push((await h.join(ageRangeId, accounts.parentB, { teamName: `W${i}` })).json().id);
      const answers = await Promise.all([
        ...teams.map((id) => h.cancel(id)),
        ...Array.from({ length: 6 }, (_, i) =>
          submitTeamRegistration(t, teamBody(ageRangeId, { teamName: `Walk ${i}` }), accounts.parentA),
        ),
        ...entries.map((e) => h.act(e, 'accept')),
        t.app.waitlists.offerFreedSeats(),
      ]);
      const walkIns = answers.slice(teams.length, teams.length + 6) as { statusCode: number }[];
      expect(walkIns.map((w) => w.statusCode)).toEqual(Array(6).fill(409));
      const states = await Promise.all(entries.map(async (e) => (await h.entryRow(e)).state));
      expect(states.slice(0, max).every((s) => s === 'offered' || s === 'accepted')).toBe(true);
      expect(states[max]).toBe('waiting');
      expect(await h.heldPlaces(ageRangeId)).toBe(max);
      for (const e of entries) await h.act(e, 'accept');
      expect(await h.heldPlaces(ageRangeId)).toBe(max);
      const registered = await t.database.db
        .selectFrom('tournament_registrations')
        .select('id')
        .where('age_range_id', '=', ageRangeId)
        .where('status', '=', 'registered')
        .execute();
      expect(registered).toHaveLength(max);
    }
  });
});

describe(`team waitlist to payment (${testEngine})`, () => {
  it('staff cancel a team, the first team on the waitlist accepts the offer and pays', async () => {
    const t = await createPaymentTestApp({ deliverWebhooks: false });
    try {
      const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
        costCents: 25_000,
        ageRules: [{ max_teams: 1 }],
      });
      const ageRangeId = ageRangeIds[0]!;
      const first = (await submitTeamRegistration(t, teamBody(ageRangeId))).json().id;
      const entry = (
        await t.as(accounts.parentB, {
          method: 'POST',
          url: '/api/Waitlist/JoinTournament',
          payload: teamBody(ageRangeId, { teamName: 'Ants' }),
        })
      ).json().id;
      const cancel = await t.as(accounts.staff, {
        method: 'POST',
        url: `/api/Admin/TournamentRegistrations/${first}/cancel`,
        payload: { reason: 'Team withdrew' },
      });
      expect(cancel.statusCode).toBe(200);
      const accepted = await t.as(accounts.parentB, { method: 'POST', url: `/api/Waitlist/${entry}/accept` });
      expect(accepted.statusCode).toBe(200);
      const registrationId = accepted.json().registrationId;
      const checkout = await startCheckout(t, 'team', registrationId, accounts.parentB);
      expect(checkout.statusCode).toBe(200);
      await t.pay(checkout.body);
      expect((await syncPayment(t, 'team', checkoutIdOf(checkout.body), accounts.parentB)).statusCode).toBe(
        200,
      );
      const row = await t.database.db
        .selectFrom('tournament_registrations')
        .select(['status', 'amount_cents'])
        .where('id', '=', registrationId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'paid', amount_cents: 25_000 });
    } finally {
      await t.close();
    }
  });
});
