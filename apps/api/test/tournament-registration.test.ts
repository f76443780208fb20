import { tournamentRegistrationLimits } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { createTournament, teamBody, teamMember } from './support/factories.js';
import { accounts, createTestApp, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`tournament registration (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp());

  const register = (account: typeof accounts.parentA | null, body: unknown) =>
    t.as(account, { method: 'POST', url: '/api/Tournament/RegisterTournament', payload: body as object });

  it('registers a team at the tournament price and returns its id', async () => {
    const { ageRangeIds, tournamentId } = await createTournament(t.database.db, t.clock.now, {
      costCents: 39500,
    });
    expect((await register(null, teamBody(ageRangeIds[0]!))).statusCode).toBe(401);
    const res = await register(accounts.parentA, teamBody(ageRangeIds[0]!, { registrationStatus: 'paid' }));
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const read = await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` });
    expect(read.json()).toMatchObject({
      id,
      tournamentID: tournamentId,
      ageRangeID: ageRangeIds[0],
      registrationStatus: 'registered',
      teamName: 'Rockets',
      tournament: { tournamentName: 'Test Cup', ageRange: { ageRangeDescription: 'U10 Boys' } },
    });
    expect(read.json().teamMembers.map((m: { playerFullName: string }) => m.playerFullName)).toEqual([
      'Sam Striker',
      'Jo Keeper',
    ]);
    const row = await t.database.db
      .selectFrom('tournament_registrations')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.amount_cents).toBe(39500);
  });

  it('takes 1 to 8 members and never more than the tournament allows', async () => {
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { maxPlayers: 6 });
    const zero = await register(accounts.parentA, teamBody(ageRangeIds[0]!, { teamMembers: [] }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toHaveProperty('teamMembers');
    const nine = await register(
      accounts.parentA,
      teamBody(ageRangeIds[0]!, { teamMembers: Array(9).fill(teamMember()) }),
    );
    expect(nine.json().errors.teamMembers).toEqual(['A team can have at most 8 members.']);
    const seven = await register(
      accounts.parentA,
      teamBody(ageRangeIds[0]!, { teamMembers: Array(7).fill(teamMember()) }),
    );
    expect(seven.json().errors.teamMembers).toEqual(['A team can have at most 6 members.']);
  });

  it('keys member errors as teamMembers[index].field', async () => {
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { tshirts: true });
    const res = await register(
      accounts.parentA,
      teamBody(ageRangeIds[0]!, {
        teamName: 'x'.repeat(tournamentRegistrationLimits.teamName + 1),
        teamMembers: [
          teamMember(),
          teamMember({
            playerFullName: 'p'.repeat(tournamentRegistrationLimits.playerFullName + 1),
            parentPhone: '1'.repeat(tournamentRegistrationLimits.parentPhone + 1),
          }),
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['teamMembers[1].parentPhone', 'teamMembers[1].playerFullName', 'teamName'].sort(),
    );
    const noShirt = await register(
      accounts.parentA,
      teamBody(ageRangeIds[0]!, { teamMembers: [teamMember({ tshirtSize: '' })] }),
    );
    expect(noShirt.json().errors).toEqual({ 'teamMembers[0].tshirtSize': ['Choose a valid t-shirt size.'] });
  });

  it('lists tournaments still taking registrations above closed ones, for families and for staff', async () => {
    const db = t.database.db;
    await createTournament(db, t.clock.now, { name: 'Closed Soon', startOffset: 5, deadlineOffset: -1 });
    await createTournament(db, t.clock.now, { name: 'Open Later', startOffset: 40, deadlineOffset: 20 });
    await createTournament(db, t.clock.now, { name: 'Open Sooner', startOffset: 20, deadlineOffset: 0 });
    const names = (list: { tournamentName: string }[]) => [...new Set(list.map((x) => x.tournamentName))];

    const cards = (await t.as(null, { url: '/api/Tournament/GetAllTournaments' })).json();
    expect(names(cards)).toEqual(['Open Sooner', 'Open Later', 'Closed Soon']);
    const summary = (
      await t.as(accounts.staff, { url: '/api/TournamentRegistration/GetTournamentRegistrationSummary' })
    ).json() as { tournament: { tournamentName: string } }[];
    // Staff: upcoming first, those still taking registrations above closed ones, soonest first.
    expect(names(summary.map((s) => s.tournament))).toEqual(['Open Sooner', 'Open Later', 'Closed Soon']);
  });

  it('refuses registration after the deadline', async () => {
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { deadlineOffset: -1 });
    const res = await register(accounts.parentA, teamBody(ageRangeIds[0]!));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Registration for this tournament has closed.');
  });

  it('checks the promo code and the age range', async () => {
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      promoCode: 'CUP10',
      costCents: 30000,
    });
    const good = await register(accounts.parentA, teamBody(ageRangeIds[0]!, { promoCode: 'cup10' }));
    expect(good.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('tournament_registrations')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_cents: 25000, promo_discount_cents: 5000 });
    const bad = await register(accounts.parentA, teamBody(ageRangeIds[0]!, { promoCode: 'nope' }));
    expect(bad.json().errors).toHaveProperty('promoCode');
    const other = await createTournament(t.database.db, t.clock.now);
    const mismatch = await register(
      accounts.parentA,
      teamBody(ageRangeIds[0]!, { tournamentID: other.tournamentId }),
    );
    expect(mismatch.json().errors).toHaveProperty('ageRangeID');
    expect((await register(accounts.parentA, teamBody(999999))).statusCode).toBe(400);
  });

  it('lets only the owner read and edit, and not once cancelled', async () => {
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now);
    const { id } = (await register(accounts.parentA, teamBody(ageRangeIds[0]!))).json();
    expect(
      (await t.as(accounts.parentB, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` }))
        .statusCode,
    ).toBe(404);
    const hijack = await register(accounts.parentB, teamBody(ageRangeIds[0]!, { id, teamName: 'Mine now' }));
    expect(hijack.statusCode).toBe(404);

    const edit = await register(
      accounts.parentA,
      teamBody(ageRangeIds[0]!, { id, teamName: 'Rockets FC', teamMembers: [teamMember()] }),
    );
    expect(edit.json()).toEqual({ id });
    const read = await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` });
    expect(read.json()).toMatchObject({ teamName: 'Rockets FC' });
    expect(read.json().teamMembers).toHaveLength(1);

    // A paid team's save changes its roster (team-rosters.test.ts); a cancelled team changes no more.
    await t.database.db
      .updateTable('tournament_registrations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    const late = await register(accounts.parentA, teamBody(ageRangeIds[0]!, { id, teamName: 'Changed' }));
    expect(late.statusCode).toBe(409);

    const mine = await t.as(accounts.parentA, { url: '/api/Tournament/GetMyTournamentRegistrations' });
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0].tournament.tournamentName).toBe('Test Cup');
    expect(
      (await t.as(accounts.parentB, { url: '/api/Tournament/GetMyTournamentRegistrations' })).json(),
    ).toEqual([]);
  });
});
