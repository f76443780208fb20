import {
  apiPaths,
  ledgerMessages,
  messages,
  rosterMessages,
  teamMemberCount,
  todayIsoDate,
  tournamentRegistrationLimits,
  waitlistMessages,
  waiverMessages,
} from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import {
  makeAcceptance,
  makeAgeRange,
  makeConsentDocument,
  makeWaitlistEntry,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import {
  loneStarTournament as tournament,
  loneStarTeam as tournamentRegistration,
} from '../../../testing/fixtures';
import { expectLoadError } from '../../../testing/load-errors';
import { deferred, fieldErrors, type Handler, json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { enter, expectLink, inputNamed as field, type User } from '../../../testing/user-input';

setUpPageTests('registerTournament', 'tournamentCheckout');

const session = fakeSession({ id: 'user-1', name: 'Casey Coach', email: 'coach@example.com' });
const getTournament = `GET ${apiPaths.tournamentByAgeRange(12)}`;
const getRegistration = `GET ${apiPaths.tournamentRegistrationById(77)}`;
const register = `POST ${apiPaths.registerTournament}`;

/** The tournament (id 3) has no waivers or consents unless a test gives some. */
const getDocuments = `GET ${apiPaths.tournamentDocuments(3)}`;
const noDocuments = { [getDocuments]: () => json([]) };

/** The tournament's age group answers with the default tournament; `routes` answer the rest. */
const answerTournament = (routes: Record<string, Handler>) =>
  mockApi({ ...noDocuments, [getTournament]: () => json(tournament()), ...routes });

function renderRegister(route = '/RegisterTournament/12', signedIn = session) {
  return renderApp(undefined, { route, session: signedIn });
}

/** The team form for `tournament(overrides)`, once its first player shows; answers the user. */
async function openTeamForm(overrides?: Parameters<typeof tournament>[0], signedIn = session) {
  const user = userEvent.setup();
  mockApi({ ...noDocuments, [getTournament]: () => json(tournament(overrides)) });
  renderRegister('/RegisterTournament/12', signedIn);
  await screen.findByRole('group', { name: 'Player 1' });
  return user;
}

const player = (n: number) => screen.getByRole('group', { name: `Player ${n}` });
const addAfter = (n: number) => screen.getByRole('button', { name: `Add player after player ${n}` });
const addButtons = () => screen.queryAllByRole('button', { name: /^Add player after/ });
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove player/ });

async function fillCoach(user: User) {
  await enter(user, field('contactPhone'), '6155550123');
  await enter(user, field('teamName'), 'Rockets');
}

async function fillMember(
  user: User,
  index: number,
  name: string,
  options: { tshirt?: string; born?: string; gender?: string } = {},
) {
  await enter(user, field(`teamMembers.${index}.playerFullName`), name);
  await user.type(field(`teamMembers.${index}.playerDateOfBirth`), options.born ?? '2015-04-12');
  await user.selectOptions(field(`teamMembers.${index}.playerGender`), options.gender ?? 'F');
  if (options.tshirt) await user.selectOptions(field(`teamMembers.${index}.tshirtSize`), options.tshirt);
  await enter(user, field(`teamMembers.${index}.parentFullName`), `Parent of ${name}`);
  await enter(user, field(`teamMembers.${index}.parentPhone`), '6155550100');
}

async function fillTwoPlayerTeam(user: User) {
  await screen.findByRole('group', { name: 'Player 1' });
  await fillCoach(user);
  await fillMember(user, 0, 'Sam Striker');
  await user.click(addAfter(1));
  await fillMember(user, 1, 'Jo Keeper');
}

// Generous: these tests click and type through whole forms, and CI machines are shared.
describe('/RegisterTournament/{tournamentAgeRangeId}', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in under a Register heading', async () => {
    mockApi({ ...noDocuments, [getTournament]: () => json(tournament()) });
    renderApp(undefined, { route: '/RegisterTournament/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(document.title).toMatch(/^Register Your Team for Tournament \| /);
    expect(screen.queryByRole('form', { name: 'Team registration' })).not.toBeInTheDocument();
  });

  it('shows the tournament summary beside the form and prefills the coach from the account', async () => {
    mockApi({ ...noDocuments, [getTournament]: () => json(tournament()) });
    renderRegister();
    const summary = await screen.findByRole('complementary', { name: 'Tournament' });
    expect(
      await within(summary).findByRole('heading', { name: 'Lone Star Winter Classic' }),
    ).toBeInTheDocument();
    for (const text of [
      '7v7 small-sided tournament',
      '3/14/2030 – 3/15/2030',
      'U11 Coed',
      'Fretz Park Fields',
    ]) {
      expect(within(summary).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 1, name: 'Register Your Team for Tournament' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Coach Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members' })).toBeInTheDocument();
    expect(field('contactName')).toHaveValue('Casey Coach');
    expect(field('contactEmail')).toHaveValue('coach@example.com');
  });

  it('caps every text input at the contracts limit', async () => {
    mockApi({ ...noDocuments, [getTournament]: () => json(tournament({ hasPromoCode: true })) });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    const limits = tournamentRegistrationLimits;
    for (const name of ['promoCode', 'contactName', 'contactEmail', 'contactPhone', 'teamName'] as const) {
      expect(field(name)).toHaveAttribute('maxLength', String(limits[name]));
    }
    for (const name of ['playerFullName', 'playerEmail', 'parentFullName', 'parentPhone'] as const) {
      expect(field(`teamMembers.0.${name}`)).toHaveAttribute('maxLength', String(limits[name]));
    }
    const dob = field('teamMembers.0.playerDateOfBirth');
    expect(dob).toHaveAttribute('type', 'date');
    expect(dob).toHaveAttribute('min', '2000-01-01');
    expect(dob).toHaveAttribute('max', new Date().toISOString().slice(0, 10));
  });

  it('shows the promo code and t-shirt inputs only when the tournament has them', async () => {
    mockApi({ ...noDocuments, [getTournament]: () => json(tournament()) });
    const plain = renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    expect(screen.queryByLabelText(/Promo code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/T-shirt size/)).not.toBeInTheDocument();
    plain.unmount();

    mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ hasPromoCode: true, supportsTshirtOffering: true })),
    });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    expect(screen.getByLabelText(/Promo code/)).toBeInTheDocument();
    const shirt = within(player(1)).getByLabelText(/T-shirt size/);
    expect([...(shirt as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'xs',
      's',
      'm',
      'l',
      'xl',
    ]);
  });

  it('removes a player only while more than one exists', async () => {
    const user = await openTeamForm();
    expect(removeButtons()).toHaveLength(0);

    await user.click(addAfter(1));
    expect(removeButtons()).toHaveLength(2);
    await user.type(field('teamMembers.1.playerFullName'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove player 1' }));

    expect(screen.getAllByRole('group', { name: /^Player \d$/ })).toHaveLength(1);
    expect(field('teamMembers.0.playerFullName')).toHaveValue('Second');
    expect(removeButtons()).toHaveLength(0);
  });

  it('adds a player after any player, only while fewer than 8', async () => {
    const user = await openTeamForm({ maxNumberOfPlayers: 8 });
    expect(addButtons()).toHaveLength(1);

    await user.click(addAfter(1));
    await user.type(field('teamMembers.0.playerFullName'), 'First');
    await user.type(field('teamMembers.1.playerFullName'), 'Last');
    // 'Add player' after player 1 puts the new, empty player between the two.
    await user.click(addAfter(1));
    expect(field('teamMembers.0.playerFullName')).toHaveValue('First');
    expect(field('teamMembers.1.playerFullName')).toHaveValue('');
    expect(field('teamMembers.2.playerFullName')).toHaveValue('Last');
    expect(field('teamMembers.1.playerFullName')).toHaveFocus();
    expect(addButtons()).toHaveLength(3);

    while (addButtons().length > 0) await user.click(addButtons().at(-1)!);
    expect(screen.getAllByRole('group', { name: /^Player \d$/ })).toHaveLength(teamMemberCount.max);
    expect(screen.getByText(`A team can have at most ${teamMemberCount.max} players.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove player 8' }));
    expect(addButtons()).toHaveLength(7);
  });

  it('never offers more players than the tournament takes', async () => {
    const user = await openTeamForm({ maxNumberOfPlayers: 5 });
    while (addButtons().length > 0) await user.click(addButtons()[0]!);
    expect(screen.getAllByRole('group', { name: /^Player \d$/ })).toHaveLength(5);
    expect(screen.getByText('A team can have at most 5 players.')).toBeInTheDocument();
  });

  it('checks the form with the contracts schema before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ supportsTshirtOffering: true })),
    });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    expect(await within(player(1)).findByText('Player name is required.')).toBeInTheDocument();
    expect(within(player(1)).getByText('Choose a valid t-shirt size.')).toBeInTheDocument();
    expect(screen.getByText('Team name is required.')).toBeInTheDocument();
    expect(screen.getByText(messages.correctErrors)).toBeInTheDocument();
    expect(field('contactPhone')).toHaveFocus();
    expect(api.callsTo(register)).toHaveLength(0);
  });

  it("shows the server's member error beside the second player's field", async () => {
    const user = userEvent.setup();
    const api = answerTournament({
      [register]: () =>
        fieldErrors({
          'teamMembers[1].playerFullName': ['Player name must be at most 100 characters.', 'Second message'],
        }),
    });
    renderRegister();
    await fillTwoPlayerTeam(user);
    await user.click(screen.getByRole('button', { name: 'Register team' }));

    const name2 = within(player(2)).getByLabelText(/Player full name/);
    expect(
      await within(player(2)).findByText('Player name must be at most 100 characters.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    expect(name2).toHaveAttribute('aria-invalid', 'true');
    expect(name2).toHaveAccessibleDescription('Player name must be at most 100 characters.');
    expect(name2).toHaveFocus();
    expect(within(player(1)).getByLabelText(/Player full name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(messages.correctErrors)).toBeInTheDocument();
    expect(api.callsTo(register)).toHaveLength(1);
  });

  it("shows the server's team-wide and unclaimed errors in the form", async () => {
    const user = userEvent.setup();
    answerTournament({
      [register]: () =>
        fieldErrors({
          teamMembers: ['A team can have at most 5 members.'],
          ageRangeID: ['This age group is not open for registration.'],
        }),
    });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    await fillCoach(user);
    await fillMember(user, 0, 'Sam Striker');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    const members = screen.getByRole('region', { name: 'Team Members' });
    expect(await within(members).findByText('A team can have at most 5 members.')).toBeInTheDocument();
    const alert = screen.getByText(messages.correctErrors).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('This age group is not open for registration.');
  });

  it('registers a team with players invited by name and a parent’s e-mail only, counted within the maximum', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ maxNumberOfPlayers: 3 })),
      [register]: () => json({ id: 77 }),
      [getRegistration]: () => json(tournamentRegistration()),
    });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    await fillCoach(user);
    const invited = screen.getByRole('region', { name: 'Players invited by e-mail' });
    await user.click(within(invited).getByRole('button', { name: 'Invite a player by e-mail' }));
    await user.click(within(invited).getByRole('button', { name: 'Invite a player by e-mail' }));
    // One player in full and two invited: the tournament's three; no more can be added.
    expect(screen.getByText('3 of up to 3 players')).toBeInTheDocument();
    expect(within(invited).queryByRole('button', { name: 'Invite a player by e-mail' })).toBeNull();
    expect(addButtons()).toEqual([]);
    // The player entered in full may go: the invited ones are the team.
    await user.click(screen.getByRole('button', { name: 'Remove player 1' }));
    // A player in full may come back.
    const members = screen.getByRole('region', { name: 'Team Members' });
    await user.click(within(members).getByRole('button', { name: 'Add player' }));
    expect(await screen.findByRole('group', { name: 'Player 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove player 1' }));
    expect(within(members).getByRole('button', { name: 'Add player' })).toBeInTheDocument();
    await enter(user, field('invitedPlayers.0.playerFullName'), 'Ann Lee');
    await enter(user, field('invitedPlayers.0.guardianEmail'), 'not an address');
    await enter(user, field('invitedPlayers.1.playerFullName'), 'Bo Kim');
    await enter(user, field('invitedPlayers.1.guardianEmail'), 'Bo.Parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    expect(await within(invited).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.callsTo(register)).toEqual([]);

    await user.clear(field('invitedPlayers.0.guardianEmail'));
    await enter(user, field('invitedPlayers.0.guardianEmail'), 'ann.parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    await waitFor(() => expect(api.callsTo(register)).toHaveLength(1));
    expect(api.callsTo(register)[0]?.body).toMatchObject({
      teamMembers: [],
      invitedPlayers: [
        { playerFullName: 'Ann Lee', guardianEmail: 'ann.parent@example.com' },
        { playerFullName: 'Bo Kim', guardianEmail: 'bo.parent@example.com' },
      ],
    });
  });

  it('blocks the page with an overlay while sending, then says so and goes to checkout', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    const api = mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ supportsTshirtOffering: true, hasPromoCode: true })),
      [register]: () => pending.promise,
      [getRegistration]: () => json(tournamentRegistration()),
    });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    await fillCoach(user);
    await user.type(field('promoCode'), ' shootout10 ');
    await fillMember(user, 0, '  Sam Striker ', { tshirt: 'm' });
    await user.click(screen.getByRole('button', { name: 'Register team' }));

    expect(await screen.findByTestId('submitting-overlay')).toHaveTextContent(
      'Submitting your team registration…',
    );
    expect(screen.getByRole('button', { name: 'Register team' })).toBeDisabled();
    expect(api.callsTo(register)[0]?.body).toEqual({
      id: 0,
      ageRangeID: 12,
      tournamentID: 3,
      contactName: 'Casey Coach',
      contactEmail: 'coach@example.com',
      contactPhone: '6155550123',
      teamName: 'Rockets',
      promoCode: 'shootout10',
      couponCode: '',
      // A coach gives no reason: only staff may register players outside the age group's rules.
      eligibilityOverrideReason: '',
      // This tournament has no waivers or consents.
      waivers: [],
      // Nobody invited by e-mail: every player is entered in full.
      invitedPlayers: [],
      teamMembers: [
        {
          id: 0,
          playerFullName: 'Sam Striker',
          playerEmail: '',
          playerDateOfBirth: '2015-04-12',
          tshirtSize: 'm',
          playerGender: 'F',
          parentFullName: 'Parent of   Sam Striker',
          parentPhone: '6155550100',
        },
      ],
    });

    pending.resolve(json({ id: 77 }));
    expect(await screen.findByText(messages.registrationSuccessful)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('submitting-overlay')).not.toBeInTheDocument();
  });

  it.each([
    [409, 'Registration for this tournament has closed.'],
    [409, ledgerMessages.tooManyHolds(3)],
    [429, ledgerMessages.tooManyRegistrations],
  ])("toasts 'Error: ' and the server's text on a %i", async (status, detail) => {
    const user = userEvent.setup();
    answerTournament({
      [register]: () => problem(status, detail),
    });
    renderRegister();
    await screen.findByRole('group', { name: 'Player 1' });
    await fillCoach(user);
    await fillMember(user, 0, 'Sam Striker');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    expect(await screen.findByText(messages.tournamentRegistrationError(detail))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register team' })).toBeEnabled();
    expect(screen.queryByTestId('submitting-overlay')).not.toBeInTheDocument();
  });

  it('shows a closed tournament without a form, and the way back to the tournaments', async () => {
    const api = mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ lastDateToRegister: '2020-01-10' })),
    });
    renderRegister();
    expect(
      await screen.findByText('Registration for this tournament closed on 1/10/2020.'),
    ).toBeInTheDocument();
    expectLink('See other tournaments', '/Tournaments');
    expect(screen.queryByRole('form', { name: 'Team registration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coach Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register team|Save team/ })).not.toBeInTheDocument();
    // The summary still says what the tournament was.
    expect(screen.getByText('Lone Star Winter Classic')).toBeInTheDocument();
    expect(api.callsTo(register)).toHaveLength(0);
  });

  it('keeps the form open on the last day to register', async () => {
    mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ lastDateToRegister: todayIsoDate() })),
    });
    renderRegister();
    expect(await screen.findByRole('button', { name: 'Register team' })).toBeEnabled();
    expect(screen.queryByText(/Registration for this tournament closed/)).not.toBeInTheDocument();
  });

  it('says the tournament could not be loaded and why', async () => {
    await expectLoadError(
      getTournament,
      'Tournament not found',
      renderRegister,
      messages.errorFetchingTournamentSession,
    );
    expect(screen.getByText(messages.tournamentInfoUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coach Information' })).toBeInTheDocument();
  });
});

describe('/RegisterTournament/{tournamentAgeRangeId}/{tournamentRegistrationId}', { timeout: 20_000 }, () => {
  it("loads the owner's registration and saves the edit under its id", async () => {
    const user = userEvent.setup();
    const api = answerTournament({
      [getRegistration]: () => json(tournamentRegistration()),
      [register]: () => json({ id: 77 }),
    });
    renderRegister('/RegisterTournament/12/77');
    await screen.findByRole('group', { name: 'Player 2' });
    expect(field('teamName')).toHaveValue('Rockets');
    expect(field('teamMembers.1.playerFullName')).toHaveValue('Jo Keeper');
    await user.clear(field('teamName'));
    await user.type(field('teamName'), 'Rockets FC');
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' }, { timeout: 5000 });
    const body = api.callsTo(register)[0]?.body as {
      id: number;
      teamName: string;
      teamMembers: { id: number }[];
    };
    expect(body.id).toBe(77);
    expect(body.teamName).toBe('Rockets FC');
    expect(body.teamMembers.map((m) => m.id)).toEqual([501, 502]);
  });

  it('makes My Registrations and the staff reports read again after a save', async () => {
    const user = userEvent.setup();
    answerTournament({
      [getRegistration]: () => json(tournamentRegistration()),
      [register]: () => json({ id: 77 }),
    });
    const { queryClient } = renderRegister('/RegisterTournament/12/77');
    const keys = [queryKeys.tournamentRegistrations.mine('user-1'), queryKeys.tournaments.summary];
    for (const key of keys) queryClient.setQueryData(key, []);
    await screen.findByRole('group', { name: 'Player 2' });
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' }, { timeout: 5000 });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });

  it('lets the coach change a paid team’s players until the roster deadline, at the price paid', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...noDocuments,
      // Registration has closed; the roster stays open until its own deadline.
      [getTournament]: () =>
        json(
          tournament({ lastDateToRegister: '2020-01-10', rosterDeadline: '2999-12-31', hasPromoCode: true }),
        ),
      [getRegistration]: () =>
        json(tournamentRegistration({ registrationStatus: 'paid', promoCode: 'CUP10' })),
      [register]: () => json({ id: 77 }),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    });
    renderRegister('/RegisterTournament/12/77');
    expect(
      await screen.findByRole('heading', { level: 1, name: rosterMessages.editHeading }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('roster-note')).toHaveTextContent(rosterMessages.openNote('2999-12-31'));
    expect(document.title).toMatch(/^Update Your Team Roster \| /);
    expect(screen.queryByText(/Registration for this tournament closed/)).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Update Your Team Roster \| /);
    expect(screen.queryByLabelText(/Promo code/)).not.toBeInTheDocument();
    expect(field('teamMembers.1.playerFullName')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: /^Remove player 2/ }));
    await user.click(addAfter(1));
    await fillMember(user, 1, 'Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Save roster' }));

    expect(await screen.findByText(rosterMessages.saved)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'My Registrations' }, { timeout: 5000 });
    const body = api.callsTo(register)[0]?.body as {
      id: number;
      promoCode: string;
      teamMembers: { id?: number; playerFullName: string }[];
    };
    expect(body.id).toBe(77);
    expect(body.promoCode).toBe('CUP10');
    expect(body.teamMembers.map((m) => [m.id, m.playerFullName])).toEqual([
      [501, 'Sam Striker'],
      [0, 'Ann Lee'],
    ]);
  });

  it('shows a paid team’s roster to read, under its own heading, once the roster deadline has passed', async () => {
    answerTournament({
      [getTournament]: () => json(tournament({ rosterDeadline: '2020-01-10' })),
      [getRegistration]: () => json(tournamentRegistration({ registrationStatus: 'paid' })),
    });
    renderRegister('/RegisterTournament/12/77');
    expect(
      await screen.findByRole('heading', { level: 1, name: rosterMessages.readOnlyHeading }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Register Your Team for Tournament' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText(rosterMessages.closedNote('2020-01-10'))).toBeInTheDocument();
    expect(document.title).toMatch(/^Team Roster \| /);
    const players = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(players.map((p) => p.textContent)).toEqual([
      expect.stringContaining('Sam Striker'),
      expect.stringContaining('Jo Keeper'),
    ]);
    expect(screen.queryByRole('form', { name: 'Team registration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Register team/ })).not.toBeInTheDocument();
    expectLink('Go to My Registrations', '/MyRegistrations');
  });

  it('shows a cancelled registration read-only with a note', async () => {
    answerTournament({
      [getRegistration]: () => json(tournamentRegistration({ registrationStatus: 'cancelled' })),
    });
    renderRegister('/RegisterTournament/12/77');
    expect(await screen.findByText('A cancelled registration can no longer be changed.')).toBeInTheDocument();
    expect(field('teamName')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Register team|Save/ })).not.toBeInTheDocument();
    expect(addButtons()).toHaveLength(0);
    expect(removeButtons()).toHaveLength(0);
  });

  it('shows an unpaid registration read-only once registration has closed', async () => {
    mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament({ lastDateToRegister: '2020-01-10' })),
      [getRegistration]: () => json(tournamentRegistration({ registrationStatus: 'registered' })),
    });
    renderRegister('/RegisterTournament/12/77');
    expect(
      await screen.findByText('Registration for this tournament closed on 1/10/2020.'),
    ).toBeInTheDocument();
    expect(field('teamName')).toHaveValue('Rockets');
    expect(field('teamName')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Register team|Save team/ })).not.toBeInTheDocument();
    expect(addButtons()).toHaveLength(0);
  });

  it("says so when the registration is someone else's or missing", async () => {
    answerTournament({
      [getRegistration]: () => problem(404, messages.tournamentRegistrationNotFound),
    });
    renderRegister('/RegisterTournament/12/77');
    expect(await screen.findByText(messages.tournamentRegistrationNotFound)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Coach Information' })).not.toBeInTheDocument(),
    );
  });
});

describe('the age group’s rules (eligibility)', { timeout: 20_000 }, () => {
  // U10 Girls: born 8/1/2016 to 7/31/2018, girls only.
  const u10Girls = {
    ageRange: {
      ...tournament().ageRange,
      ageRangeDescription: 'U10 Girls',
      birthDateFrom: '2016-08-01',
      birthDateTo: '2018-07-31',
      gender: 'girls' as const,
    },
  };
  const bornOutside = 'This age group is for players born 8/1/2016 to 7/31/2018.';

  it('says beside a player’s birth date and gender, as soon as they are entered, what the age group refuses, and never sends', async () => {
    const user = await openTeamForm(u10Girls);
    const summary = screen.getByRole('complementary', { name: 'Tournament' });
    expect(within(summary).getByTestId('age-group-rule')).toHaveTextContent(
      'Girls only; Born 8/1/2016 to 7/31/2018',
    );
    const born = field('teamMembers.0.playerDateOfBirth');
    await user.type(born, '2016-07-31');
    await waitFor(() => expect(born).toHaveAccessibleDescription(bornOutside));
    const gender = field('teamMembers.0.playerGender');
    await user.selectOptions(gender, 'M');
    await waitFor(() => expect(gender).toHaveAccessibleDescription('This age group is for girls only.'));
    expect(screen.queryByLabelText(/Reason for an exception/)).not.toBeInTheDocument();

    await fillCoach(user);
    await enter(user, field('teamMembers.0.playerFullName'), 'Sam Striker');
    await enter(user, field('teamMembers.0.parentFullName'), 'Alex Striker');
    await enter(user, field('teamMembers.0.parentPhone'), '6155550100');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(born).toHaveAttribute('aria-invalid', 'true');
    expect(gender).toHaveAttribute('aria-invalid', 'true');

    // The first day of the range and a girl: both errors go.
    await user.clear(born);
    await user.type(born, '2016-08-01');
    await user.selectOptions(gender, 'F');
    await waitFor(() => expect(born).not.toHaveAttribute('aria-invalid'));
    expect(gender).not.toHaveAttribute('aria-invalid');
  });

  it('takes the team form onto the waitlist of a full age group, then goes to My Registrations', async () => {
    const user = userEvent.setup();
    const join = `POST ${apiPaths.joinTournamentWaitlist}`;
    const api = mockApi({
      ...noDocuments,
      [getTournament]: () =>
        json(
          tournament({
            ageRange: makeAgeRange(12, 'U11 Coed', { maxTeams: 4, teamsLeft: 0, waitlisted: 1 }),
          }),
        ),
      [join]: () => json({ id: 5 }),
      [`GET ${apiPaths.myWaitlist}`]: () =>
        json([
          makeWaitlistEntry({ id: 5, kind: 'tournament', itemId: 12, playerName: 'Rockets', position: 2 }),
        ]),
      [`GET ${apiPaths.myRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    });
    renderRegister();
    expect(await screen.findByTestId('waitlist-notice')).toHaveTextContent(waitlistMessages.ageGroupFull);
    expect(screen.queryByRole('button', { name: 'Register team' })).not.toBeInTheDocument();
    await fillTwoPlayerTeam(user);
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    await waitFor(() => expect(api.callsTo(join)).toHaveLength(1));
    expect(api.callsTo(join)[0]?.body).toMatchObject({ id: 0, ageRangeID: 12, teamName: 'Rockets' });
    expect(api.callsTo(register)).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Registrations' })).toBeInTheDocument();
    expect(await screen.findByText(waitlistMessages.joined)).toBeInTheDocument();
    expect(await screen.findByText('#2 on the waitlist')).toBeInTheDocument();
  });

  it('says under the form when the age group filled up meanwhile', async () => {
    // The page showed a free place; the server found the group full when the team was sent.
    answerTournament({
      [register]: () => problem(409, waitlistMessages.ageGroupFull),
    });
    const user = userEvent.setup();
    renderRegister();
    await fillTwoPlayerTeam(user);
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    const form = screen.getByRole('form', { name: 'Team registration' });
    expect(await within(form).findByText(waitlistMessages.ageGroupFull)).toBeInTheDocument();
    expect(
      await screen.findByText(messages.tournamentRegistrationError(waitlistMessages.ageGroupFull)),
    ).toBeInTheDocument();
  });

  it('lets staff register a player outside the rules with a reason, sent with the team', async () => {
    const user = await openTeamForm(u10Girls, fakeSession({ roles: ['staff'], name: 'Sam Staff' }));
    const api = mockApi({
      ...noDocuments,
      [getTournament]: () => json(tournament(u10Girls)),
      [register]: () => json({ id: 77 }),
      [getRegistration]: () => json(tournamentRegistration()),
    });
    await fillCoach(user);
    await fillMember(user, 0, 'Sam Striker', { born: '2015-01-01' });
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(api.callsTo(register)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Reason for an exception to the age rules/), 'Plays up a year');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    await waitFor(() => expect(api.callsTo(register)).toHaveLength(1));
    expect(api.callsTo(register)[0]?.body).toMatchObject({
      eligibilityOverrideReason: 'Plays up a year',
      teamMembers: [{ playerDateOfBirth: '2015-01-01', playerGender: 'F' }],
    });
  });
});

describe('the tournament’s waivers and consents', { timeout: 20_000 }, () => {
  const consent = makeConsentDocument({
    id: 41,
    kind: 'medical_consent',
    title: 'Medical consent',
    version: 3,
  });
  const acceptConsent = `${waiverMessages.acceptLabel}: Medical consent`;
  const withConsent = (routes: Record<string, Handler>) =>
    answerTournament({ [getDocuments]: () => json([consent]), ...routes });

  it('a new team accepts each document: refused before sending until ticked and signed, then sent with its version', async () => {
    const user = userEvent.setup();
    const api = withConsent({
      [register]: () => json({ id: 77 }),
      [getRegistration]: () => json(tournamentRegistration()),
    });
    renderRegister();
    await fillTwoPlayerTeam(user);
    expect(screen.getByRole('region', { name: 'Medical consent' })).toHaveTextContent(
      'Players may be injured.',
    );
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    expect(await screen.findByRole('checkbox', { name: acceptConsent })).toHaveAccessibleDescription(
      waiverMessages.mustAccept,
    );
    expect(api.callsTo(register)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: acceptConsent }));
    await enter(user, field('waivers.0.fullName'), 'Casey Coach');
    await user.click(screen.getByRole('button', { name: 'Register team' }));
    await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' }, { timeout: 5000 });
    expect(api.bodiesTo(register)[0]?.waivers).toEqual([
      { documentId: 41, version: 3, accepted: true, fullName: 'Casey Coach', locale: 'en' },
    ]);
  });

  it('an edit asks only for a document the team has not accepted at its current version', async () => {
    withConsent({
      [getRegistration]: () =>
        json(tournamentRegistration({ acceptances: [makeAcceptance({ documentId: 41, version: 2 })] })),
    });
    renderRegister('/RegisterTournament/12/77');
    expect(await screen.findByRole('checkbox', { name: acceptConsent })).toBeInTheDocument();
  });

  it('an edit of a team that accepted the current version shows no document', async () => {
    withConsent({
      [getRegistration]: () =>
        json(tournamentRegistration({ acceptances: [makeAcceptance({ documentId: 41, version: 3 })] })),
    });
    renderRegister('/RegisterTournament/12/77');
    await screen.findByRole('group', { name: 'Player 2' });
    expect(screen.queryByRole('checkbox', { name: acceptConsent })).not.toBeInTheDocument();
  });
});
