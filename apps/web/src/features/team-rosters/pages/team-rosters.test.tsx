import {
  apiPaths,
  type CheckInTeam,
  type RosterInvitePage,
  rosterInviteMessages,
  type TeamRosterStatus,
} from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeConsentDocument } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { enter, inputNamed as field } from '../../../testing/user-input';

setUpPageTests('rosterInvite', 'teamRoster', 'coachCheckIn');

const session = fakeSession({ id: 'user-1', name: 'Casey Coach', email: 'coach@example.com' });
const token = '7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const getInvite = `GET ${apiPaths.rosterInvite}`;
const complete = `POST ${apiPaths.rosterInvite}`;

const invitePage = (overrides: Partial<RosterInvitePage> = {}): RosterInvitePage => ({
  playerFullName: 'Ann Lee',
  teamName: 'Rockets',
  tournamentName: 'Music City 3v3 Shootout',
  tournamentNameEs: 'Torneo 3v3 de Music City',
  ageGroup: 'U10 Girls',
  startDate: '2030-06-14',
  endDate: '2030-06-15',
  rosterDeadline: '2030-06-07',
  open: true,
  complete: false,
  supportsTshirt: true,
  documents: [makeConsentDocument({ id: 31, version: 2 })],
  ...overrides,
});

describe('/RosterInvite: a guardian completes a player from the mailed link', () => {
  it('asks for the player’s details and the waivers without an account, then says thank you', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [getInvite]: () => json(invitePage()),
      [complete]: () => json({ complete: true }),
    });
    renderApp(undefined, { route: `/RosterInvite?token=${encodeURIComponent(token)}` });
    expect(await screen.findByTestId('invite-summary')).toHaveTextContent(
      'Ann Lee is on the team Rockets for Music City 3v3 Shootout (U10 Girls).',
    );
    expect(api.callsTo(getInvite)[0]?.headers.authorization).toBeUndefined();

    // Nothing goes before the form's own checks pass: the details and the waiver.
    await user.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByText('Correct errors and resubmit')).toBeInTheDocument();
    expect(api.callsTo(complete)).toEqual([]);

    await user.type(field('playerDateOfBirth'), '2015-03-04');
    await user.selectOptions(field('playerGender'), 'F');
    await user.selectOptions(field('tshirtSize'), 'm');
    await enter(user, field('parentFullName'), 'Lee Parent');
    await enter(user, field('parentPhone'), '6155550177');
    await user.click(screen.getByRole('checkbox', { name: /Liability waiver/ }));
    await enter(user, field('waivers.0.fullName'), 'Lee Parent');
    await user.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByTestId('invite-done')).toHaveTextContent(
      "Thank you! Ann Lee's details are on the team's roster.",
    );
    expect(api.bodiesTo(complete)[0]).toMatchObject({
      token,
      playerDateOfBirth: '2015-03-04',
      playerGender: 'F',
      tshirtSize: 'm',
      parentFullName: 'Lee Parent',
      parentPhone: '6155550177',
      waivers: [{ documentId: 31, version: 2, accepted: true, fullName: 'Lee Parent' }],
    });
  });

  it('shows the server’s field errors beside the fields (the age group’s rules)', async () => {
    const user = userEvent.setup();
    mockApi({
      [getInvite]: () => json(invitePage({ documents: [], supportsTshirt: false })),
      [complete]: () =>
        json(
          { errors: { playerDateOfBirth: ['Players in this age group must be born 2016 to 2017.'] } },
          400,
        ),
    });
    renderApp(undefined, { route: `/RosterInvite?token=${encodeURIComponent(token)}` });
    await screen.findByTestId('invite-summary');
    expect(screen.queryByRole('combobox', { name: /T-shirt/ })).toBeNull();
    await user.type(field('playerDateOfBirth'), '2015-03-04');
    await user.selectOptions(field('playerGender'), 'F');
    await enter(user, field('parentFullName'), 'Lee Parent');
    await enter(user, field('parentPhone'), '6155550177');
    await user.click(screen.getByRole('button', { name: 'Send details' }));
    expect(await screen.findByText(/must be born 2016 to 2017/)).toBeInTheDocument();
    expect(field('playerDateOfBirth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the roster is closed after the deadline, and that a bad link is not valid', async () => {
    mockApi({ [getInvite]: () => json(invitePage({ open: false })) });
    const closed = renderApp(undefined, { route: `/RosterInvite?token=${encodeURIComponent(token)}` });
    expect(await screen.findByText(/The roster closed at the end of/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send details' })).toBeNull();
    closed.unmount();

    mockApi({ [getInvite]: () => problem(404, rosterInviteMessages.invalidLink) });
    renderApp(undefined, { route: '/RosterInvite?token=1.x' });
    expect(await screen.findByTestId('invite-refused')).toHaveTextContent(
      'This link is not valid. Ask your coach to send it again.',
    );
  });

  it('speaks Spanish to a Spanish reader, with the tournament’s Spanish name', async () => {
    await showTestsIn('es');
    mockApi({ [getInvite]: () => json(invitePage()) });
    renderApp(undefined, { route: `/RosterInvite?token=${encodeURIComponent(token)}` });
    expect(await screen.findByTestId('invite-summary')).toHaveTextContent(
      'Ann Lee forma parte del equipo Rockets para Torneo 3v3 de Music City (U10 Girls).',
    );
    expect(screen.getByRole('button', { name: 'Enviar datos' })).toBeInTheDocument();
  });
});

const roster = (overrides: Partial<TeamRosterStatus> = {}): TeamRosterStatus => ({
  registrationId: 77,
  teamName: 'Rockets',
  tournamentName: 'Music City 3v3 Shootout',
  tournamentNameEs: '',
  ageGroup: 'U10 Girls',
  rosterDeadline: '2030-06-07',
  open: true,
  maxPlayers: 8,
  players: [
    {
      inviteId: 0,
      playerFullName: 'Sam Striker',
      guardianEmail: '',
      complete: true,
      lastSentAt: null,
      remindFrom: null,
    },
    {
      inviteId: 5,
      playerFullName: 'Ann Lee',
      guardianEmail: 'ann.parent@example.com',
      complete: false,
      lastSentAt: '2030-06-01T15:00:00.000Z',
      remindFrom: null,
    },
    {
      inviteId: 6,
      playerFullName: 'Bo Kim',
      guardianEmail: 'bo.parent@example.com',
      complete: false,
      lastSentAt: '2030-06-02T15:00:00.000Z',
      remindFrom: '2030-06-03T15:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('/TeamRoster/{id}: the coach sees who is complete and who is missing', () => {
  const getRoster = `GET ${apiPaths.teamRoster(77)}`;
  const remind = `POST ${apiPaths.teamRosterRemind(77, 5)}`;
  const invite = `POST ${apiPaths.teamRosterInvites(77)}`;

  it('lists each player as complete or missing, reminds a guardian once, and invites another', async () => {
    const user = userEvent.setup();
    const reminded = roster();
    reminded.players[1] = { ...reminded.players[1]!, remindFrom: '2030-06-04T15:00:00.000Z' };
    const api = mockApi({
      [getRoster]: () => json(roster()),
      [remind]: () => json(reminded),
      [invite]: () => json(roster()),
    });
    renderApp(undefined, { route: '/TeamRoster/77', session });
    expect(await screen.findByTestId('roster-counts')).toHaveTextContent('1 complete, 2 missing');
    const rows = screen.getAllByTestId('roster-player');
    expect(rows.map((r) => within(r).getByText(/Complete|Missing/).textContent)).toEqual([
      'Complete',
      'Missing',
      'Missing',
    ]);
    // Bo's parent had a mail within the day: no reminder yet.
    expect(within(rows[2]!).getByRole('button', { name: 'Remind the parent of Bo Kim' })).toBeDisabled();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Remind the parent of Ann Lee' }));
    expect(await screen.findByText('Reminder sent to ann.parent@example.com.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('roster-player')[1]!).getByRole('button', {
          name: 'Remind the parent of Ann Lee',
        }),
      ).toBeDisabled(),
    );
    expect(api.callsTo(remind)).toHaveLength(1);

    await enter(user, field('invitedPlayers.0.playerFullName'), 'Cy Ray');
    await enter(user, field('invitedPlayers.0.guardianEmail'), 'Cy.Parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo(invite)).toHaveLength(1));
    expect(api.bodiesTo(invite)[0]).toEqual({
      invitedPlayers: [{ playerFullName: 'Cy Ray', guardianEmail: 'cy.parent@example.com' }],
    });
  });

  it('shows a closed roster without reminders or invitations', async () => {
    mockApi({ [getRoster]: () => json(roster({ open: false })) });
    renderApp(undefined, { route: '/TeamRoster/77', session });
    expect(await screen.findByText(/The roster closed at the end of/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remind/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});

const team = (overrides: Partial<CheckInTeam> = {}): CheckInTeam => ({
  registrationId: 77,
  teamName: 'Rockets',
  tournamentName: 'Music City 3v3 Shootout',
  tournamentNameEs: '',
  ageGroup: 'U10 Girls',
  day: '2030-06-14',
  players: 3,
  complete: 1,
  missing: ['Ann Lee', 'Bo Kim'],
  contact: { name: 'Casey Coach', phone: '6155550111' },
  checkedInAt: null,
  checkedInBy: null,
  ...overrides,
});

describe('/coach/check-in: tournament staff check teams in on the day', () => {
  const getTeams = `GET ${apiPaths.teamCheckIns}`;
  const checkIn = `POST ${apiPaths.teamCheckIn(77)}`;

  it('lists the day’s teams with their roster’s completeness and checks one in', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [getTeams]: () => json({ day: '2030-06-14', teams: [team()] }),
      [checkIn]: () =>
        json(team({ checkedInAt: '2030-06-14T13:05:00.000Z', checkedInBy: 'staff@example.com' })),
    });
    renderApp(undefined, { route: '/coach/check-in?day=2030-06-14', session });
    const card = await screen.findByTestId('check-in-team');
    expect(card).toHaveTextContent('1 of 3 players complete');
    expect(card).toHaveTextContent('Missing details: Ann Lee, Bo Kim');
    await user.click(within(card).getByRole('button', { name: 'Check in Rockets' }));
    expect(await within(card).findByText(/Checked in .* by staff@example.com/)).toBeInTheDocument();
    expect(screen.getByText('1 of 1 teams checked in')).toBeInTheDocument();
    expect(api.callsTo(checkIn)[0]?.path).toBe('/api/TeamCheckIn/77');
  });

  it('tells a family it is for staff and the age group’s coach', async () => {
    mockApi({ [getTeams]: () => problem(403, rosterInviteMessages.notAssigned) });
    renderApp(undefined, { route: '/coach/check-in?day=2030-06-14', session });
    expect(
      await screen.findByText("Team check-in is for tournament staff and the age group's coach."),
    ).toBeInTheDocument();
  });
});
