import { erasedText, rosterInviteMessages, validationMessages, waiverMessages } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { createTournament, teamBody, teamMember } from './support/factories.js';
import { auditEntries } from './support/reads.js';
import { submitTeamRegistration } from './support/registrations.js';
import { accounts, createTestApp, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const day = (at: Date, offset: number) =>
  new Date(at.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe(`team rosters completed by guardians (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp());
  const db = () => t.database.db;

  const invited = [
    { playerFullName: 'Ann Lee', guardianEmail: 'Ann.Parent@Example.com' },
    { playerFullName: 'Bo Kim', guardianEmail: 'bo.parent@example.com' },
  ];

  /** A tournament with a waiver, and a new team of one player in full and two invited by e-mail. */
  async function teamWithInvites(options: Parameters<typeof createTournament>[2] = {}) {
    const { tournamentId, ageRangeIds } = await createTournament(db(), t.clock.now, options);
    const ageRangeId = ageRangeIds[0]!;
    const doc = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Documents',
      payload: {
        owner: 'tournament',
        itemId: tournamentId,
        kind: 'liability_waiver',
        title: 'Liability waiver',
        body: 'Soccer has risks.',
      },
    });
    expect(doc.statusCode).toBe(200);
    const documentId = doc.json().id as number;
    const waivers = [{ documentId, version: 1, accepted: true, fullName: 'Casey Coach' }];
    const res = await submitTeamRegistration(
      t,
      teamBody(ageRangeId, { teamMembers: [teamMember()], invitedPlayers: invited, waivers }),
    );
    expect(res.statusCode).toBe(200);
    return { tournamentId, ageRangeId, id: res.json().id as number, documentId };
  }

  const inviteMails = () =>
    db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', 'roster-invite:%')
      .orderBy('id')
      .execute();
  const tokenIn = (text: string) => decodeURIComponent(/token=([^\s&]+)/.exec(text)![1]!);
  const statusOf = async (id: number, account = accounts.parentA) =>
    t.as(account, { url: `/api/TeamRoster/${id}` });
  const complete = (token: string, overrides: object = {}, waivers: object[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/api/RosterInvite',
      payload: {
        token,
        playerDateOfBirth: '2015-03-04',
        playerGender: 'F',
        tshirtSize: 'm',
        parentFullName: 'Lee Parent',
        parentPhone: '2145550177',
        waivers,
        ...overrides,
      },
    });

  it('mails each invited guardian a personal link; the guardian completes the player and accepts the waivers without an account', async () => {
    const { id, documentId } = await teamWithInvites();
    const mails = await inviteMails();
    expect(mails.map((m) => m.to_address)).toEqual(['ann.parent@example.com', 'bo.parent@example.com']);
    expect(mails[0]!.subject).toBe("Please complete Ann Lee's details for Rockets");
    expect(mails[0]!.text_body).toContain(
      'Casey Coach has put Ann Lee on the team Rockets for Test Cup (U10 Boys)',
    );
    expect(mails[0]!.text_body).toContain('(UTC)');

    const before = (await statusOf(id)).json();
    expect(
      before.players.map((p: { playerFullName: string; complete: boolean }) => [
        p.playerFullName,
        p.complete,
      ]),
    ).toEqual([
      ['Sam Striker', true],
      ['Ann Lee', false],
      ['Bo Kim', false],
    ]);

    const token = tokenIn(mails[0]!.text_body);
    const page = await t.app.inject({ url: `/api/RosterInvite?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({
      playerFullName: 'Ann Lee',
      teamName: 'Rockets',
      ageGroup: 'U10 Boys',
      open: true,
      complete: false,
      documents: [expect.objectContaining({ id: documentId, version: 1 })],
    });

    const refused = await complete(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ waivers: [waiverMessages.missing('Liability waiver')] });
    const bad = await complete(token, { playerDateOfBirth: 'soon', parentPhone: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['parentPhone', 'playerDateOfBirth']);

    const ok = await complete(token, {}, [
      { documentId, version: 1, accepted: true, fullName: 'Lee Parent' },
    ]);
    expect(ok.statusCode).toBe(200);
    const after = (await statusOf(id)).json();
    expect(
      after.players
        .filter((p: { complete: boolean }) => !p.complete)
        .map((p: { playerFullName: string }) => p.playerFullName),
    ).toEqual(['Bo Kim']);
    const member = await db()
      .selectFrom('team_members')
      .selectAll()
      .where('player_full_name', '=', 'Ann Lee')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      tournament_registration_id: id,
      player_date_of_birth: '2015-03-04',
      parent_phone: '2145550177',
      position: 1,
    });
    const acceptance = await db()
      .selectFrom('consent_acceptances')
      .selectAll()
      .where('registration_kind', '=', 'rosterInvite')
      .execute();
    expect(acceptance).toEqual([
      expect.objectContaining({ document_id: documentId, full_name: 'Lee Parent', account_id: '' }),
    ]);

    // The coach's own read of the team lists her as a player now.
    const team = (
      await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` })
    ).json();
    expect(team.teamMembers.map((m: { playerFullName: string }) => m.playerFullName)).toEqual([
      'Sam Striker',
      'Ann Lee',
    ]);

    // Completing again before the deadline changes her details; no second player, no second acceptance.
    expect((await complete(token, { parentPhone: '2145550199' })).statusCode).toBe(200);
    const members = await db()
      .selectFrom('team_members')
      .select(['player_full_name', 'parent_phone'])
      .where('tournament_registration_id', '=', id)
      .orderBy('position')
      .execute();
    expect(members).toEqual([
      { player_full_name: 'Sam Striker', parent_phone: '2145550100' },
      { player_full_name: 'Ann Lee', parent_phone: '2145550199' },
    ]);
  });

  it("the invitations go with the coach's data: in the download, and erased with the team", async () => {
    const { id, documentId } = await teamWithInvites();
    const [annMail] = await inviteMails();
    const done = await complete(tokenIn(annMail!.text_body), {}, [
      { documentId, version: 1, accepted: true, fullName: 'Lee Parent' },
    ]);
    expect(done.statusCode).toBe(200);
    // A mail to the same guardian about something else is not the team's to erase.
    await db()
      .insertInto('mail_outbox')
      .values({
        dedupe_key: 'other-business',
        to_address: 'ann.parent@example.com',
        subject: 'Your own registration',
        text_body: 'Hello',
        html_body: '<p>Hello</p>',
        status: 'pending',
        attempts: 0,
        next_attempt_at: t.clock.now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: t.clock.now.toISOString(),
        sent_at: null,
      })
      .execute();

    const data = (await t.as(accounts.parentA, { url: '/api/Account/MyData' })).json();
    const [team] = data.teamRegistrations;
    expect(team.id).toBe(id);
    expect(
      team.invitedPlayers.map((i: { player_full_name: string; guardian_email: string; status: string }) => [
        i.player_full_name,
        i.guardian_email,
        i.status,
      ]),
    ).toEqual([
      ['Ann Lee', 'ann.parent@example.com', 'complete'],
      ['Bo Kim', 'bo.parent@example.com', 'invited'],
    ]);

    const erased = await t.as(accounts.parentA, { method: 'POST', url: '/api/Account/EraseMyData' });
    expect(erased.statusCode).toBe(200);
    const invites = await db()
      .selectFrom('team_roster_invites')
      .select(['player_full_name', 'guardian_email'])
      .where('tournament_registration_id', '=', id)
      .execute();
    expect(invites).toEqual([
      { player_full_name: erasedText, guardian_email: '' },
      { player_full_name: erasedText, guardian_email: '' },
    ]);
    const acceptances = await db()
      .selectFrom('consent_acceptances')
      .select('full_name')
      .where('registration_kind', '=', 'rosterInvite')
      .execute();
    expect(acceptances).toEqual([{ full_name: erasedText }]);
    expect(await inviteMails()).toEqual([]);
    const left = await db()
      .selectFrom('mail_outbox')
      .select('dedupe_key')
      .where('to_address', '=', 'ann.parent@example.com')
      .execute();
    expect(left).toEqual([{ dedupe_key: 'other-business' }]);
  });

  it('refuses a tampered, foreign or made-up token, and shows another team to no one', async () => {
    const { id } = await teamWithInvites();
    const [first, second] = await inviteMails();
    const token = tokenIn(first!.text_body);
    const other = tokenIn(second!.text_body);
    const [inviteId, signature] = token.split('.') as [string, string];
    const flipped = `${inviteId}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const swapped = `${other.split('.')[0]}.${signature}`;
    for (const bad of [flipped, swapped, `${inviteId}.`, 'x', `${Number(inviteId) + 100}.${signature}`]) {
      const page = await t.app.inject({ url: `/api/RosterInvite?token=${encodeURIComponent(bad)}` });
      expect(page.statusCode).toBe(404);
      expect(page.json().detail).toBe(rosterInviteMessages.invalidLink);
      expect((await complete(bad)).statusCode).toBe(404);
    }
    expect(
      (
        await db()
          .selectFrom('team_members')
          .selectAll()
          .where('tournament_registration_id', '=', id)
          .execute()
      ).length,
    ).toBe(1);
    // Another account sees neither the roster nor may invite or remind for it.
    expect((await statusOf(id, accounts.parentB)).statusCode).toBe(404);
    expect((await t.as(null, { url: `/api/TeamRoster/${id}` })).statusCode).toBe(401);
  });

  it('locks the roster at the deadline: no completion, no invitation, no reminder after it', async () => {
    const { id } = await teamWithInvites({ deadlineOffset: 2 });
    const token = tokenIn((await inviteMails())[0]!.text_body);
    t.clock.now = new Date(t.clock.now.getTime() + 3 * 86_400_000);
    const page = (await t.app.inject({ url: `/api/RosterInvite?token=${encodeURIComponent(token)}` })).json();
    expect(page.open).toBe(false);
    const late = await complete(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(rosterInviteMessages.closed);
    const more = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/TeamRoster/${id}/Invites`,
      payload: { invitedPlayers: [{ playerFullName: 'Cy Ray', guardianEmail: 'cy@example.com' }] },
    });
    expect(more.statusCode).toBe(409);
    expect((await statusOf(id)).json().open).toBe(false);
    const [, bo] = (await statusOf(id)).json().players;
    const remind = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/TeamRoster/${id}/Invites/${bo.inviteId}/Remind`,
    });
    expect(remind.statusCode).toBe(409);
  });

  it('lets the coach remind a missing guardian once a day per player', async () => {
    const { id } = await teamWithInvites();
    const ann = (await statusOf(id)).json().players[1];
    const remind = () =>
      t.as(accounts.parentA, { method: 'POST', url: `/api/TeamRoster/${id}/Invites/${ann.inviteId}/Remind` });
    // The invitation itself went out just now.
    const early = await remind();
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toBe(rosterInviteMessages.remindTooSoon(24));
    expect(ann.remindFrom).toBe(new Date(t.clock.now.getTime() + 86_400_000).toISOString());

    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3_600_000);
    const [ok, twice] = await Promise.all([remind(), remind()]);
    expect([ok.statusCode, twice.statusCode].sort()).toEqual([200, 429]);
    const mails = await inviteMails();
    expect(mails.filter((m) => m.to_address === 'ann.parent@example.com').map((m) => m.subject)).toEqual([
      "Please complete Ann Lee's details for Rockets",
      "Reminder: please complete Ann Lee's details for Rockets",
    ]);
    // The reminder's link is the same personal link.
    expect(tokenIn(mails.at(-1)!.text_body)).toBe(tokenIn(mails[0]!.text_body));
    expect(
      (
        await t.as(accounts.parentB, {
          method: 'POST',
          url: `/api/TeamRoster/${id}/Invites/${ann.inviteId}/Remind`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('counts invited players within the tournament maximum, and asks for one player at least', async () => {
    const { ageRangeIds } = await createTournament(db(), t.clock.now, { maxPlayers: 2 });
    const tooMany = await submitTeamRegistration(
      t,
      teamBody(ageRangeIds[0]!, { teamMembers: [teamMember()], invitedPlayers: invited }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.teamMembers).toEqual([validationMessages.tooManyMembers(2)]);
    const none = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { teamMembers: [] }));
    expect(none.json().errors.teamMembers).toEqual([validationMessages.tooFewMembers]);
    // Invited players only: a team may start with names and e-mails alone.
    const byMail = await submitTeamRegistration(
      t,
      teamBody(ageRangeIds[0]!, { teamMembers: [], invitedPlayers: invited }),
    );
    expect(byMail.statusCode).toBe(200);
    const id = byMail.json().id;
    const more = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/TeamRoster/${id}/Invites`,
      payload: { invitedPlayers: [{ playerFullName: 'Cy Ray', guardianEmail: 'cy@example.com' }] },
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ invitedPlayers: [validationMessages.tooManyMembers(2)] });
    const badMail = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/TeamRoster/${id}/Invites`,
      payload: { invitedPlayers: [{ playerFullName: '', guardianEmail: 'nope' }] },
    });
    expect(badMail.statusCode).toBe(400);
    expect(Object.keys(badMail.json().errors).sort()).toEqual([
      'invitedPlayers[0].guardianEmail',
      'invitedPlayers[0].playerFullName',
    ]);
  });

  it('asks an edited team, and a team joining a full age group’s waitlist, for players in full', async () => {
    const { ageRangeId, id } = await teamWithInvites();
    const edit = await submitTeamRegistration(t, teamBody(ageRangeId, { id, invitedPlayers: invited }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toMatchObject({
      invitedPlayers: [rosterInviteMessages.editInvitesOnRosterPage],
    });
    const full = (await createTournament(db(), t.clock.now, { ageRules: [{ max_teams: 0 }] }))
      .ageRangeIds[0]!;
    const join = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Waitlist/JoinTournament',
      payload: teamBody(full, { invitedPlayers: invited }),
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().errors).toEqual({ invitedPlayers: [rosterInviteMessages.waitlistInFull] });
  });

  it('lets staff and the age group’s coach check a paid team in on the day, once, audited; others may not', async () => {
    const { id, ageRangeId } = await teamWithInvites({ startOffset: 0 });
    await db().updateTable('tournament_registrations').set({ status: 'paid' }).where('id', '=', id).execute();
    const today = day(t.clock.now, 0);

    const list = await t.as(accounts.staff, { url: `/api/TeamCheckIn?day=${today}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().teams).toEqual([
      expect.objectContaining({
        registrationId: id,
        teamName: 'Rockets',
        players: 3,
        complete: 1,
        missing: ['Ann Lee', 'Bo Kim'],
        checkedInAt: null,
      }),
    ]);
    // A family, and a coach of another age group, are refused.
    expect((await t.as(accounts.parentB, { url: `/api/TeamCheckIn?day=${today}` })).statusCode).toBe(403);
    expect(
      (await t.as(accounts.parentB, { method: 'POST', url: `/api/TeamCheckIn/${id}?day=${today}` }))
        .statusCode,
    ).toBe(403);

    await t.as(accounts.admin, {
      method: 'POST',
      url: '/api/Admin/CoachAssignments',
      payload: { email: accounts.coach.email, kind: 'ageGroup', itemId: ageRangeId },
    });
    const coach = { ...accounts.coach, id: 'coach-2', email: 'other.coach@example.com' };
    await t.as(accounts.admin, {
      method: 'POST',
      url: '/api/Admin/CoachAssignments',
      payload: { email: coach.email, kind: 'ageGroup', itemId: ageRangeId + 1 },
    });
    expect(
      (await t.as(coach, { method: 'POST', url: `/api/TeamCheckIn/${id}?day=${today}` })).statusCode,
    ).toBe(403);
    expect((await t.as(coach, { url: `/api/TeamCheckIn?day=${today}` })).json().teams).toEqual([]);

    const [first, again] = await Promise.all([
      t.as(accounts.coach, { method: 'POST', url: `/api/TeamCheckIn/${id}?day=${today}` }),
      t.as(accounts.coach, { method: 'POST', url: `/api/TeamCheckIn/${id}?day=${today}` }),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      registrationId: id,
      checkedInBy: accounts.coach.email,
      checkedInAt: t.clock.now.toISOString(),
    });
    const audits = await auditEntries(t, 'tournamentRegistration', ['action', 'actor_email', 'details']);
    expect(audits.filter((a) => a.action === 'teamCheckIn')).toEqual([
      { action: 'teamCheckIn', actor_email: accounts.coach.email, details: JSON.stringify({ day: today }) },
    ]);
    // Not on a day of the tournament, and not an unpaid team.
    const late = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/TeamCheckIn/${id}?day=${day(t.clock.now, 5)}`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(rosterInviteMessages.notOnDay);
    // A day of a tournament that is still ten days away is not today.
    const later = await teamWithInvites({ startOffset: 10 });
    await db()
      .updateTable('tournament_registrations')
      .set({ status: 'paid' })
      .where('id', '=', later.id)
      .execute();
    const early = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/TeamCheckIn/${later.id}?day=${day(t.clock.now, 10)}`,
    });
    expect(early.statusCode).toBe(409);
    await db()
      .updateTable('tournament_registrations')
      .set({ status: 'registered' })
      .where('id', '=', id)
      .execute();
    expect(
      (await t.as(accounts.staff, { method: 'POST', url: `/api/TeamCheckIn/${id}?day=${today}` })).statusCode,
    ).toBe(409);
  });
});
