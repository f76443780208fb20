import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import { expect, test } from '../support/fixtures.js';
import {
  fillCoach,
  fillPlayer,
  openTournamentAgeGroup,
  payWithPrefilledCard,
  playerGroup,
  snap,
  startTournamentPayment,
  submitTeamButton,
  type TeamPlayer,
} from '../support/tournament.js';

// Both projects (phone, desktop) run against the same database, so each registers its own team.
// U10 Girls takes girls 8 or 9 on the tournament's first day.
const teamFor = (project: string) => (project === 'phone' ? 'Phoneton Rockets' : 'Deskman Rockets');

const players: TeamPlayer[] = [
  {
    name: 'Sam Striker',
    dateOfBirth: bornYearsAgo(9),
    gender: 'F',
    tshirt: 's',
    parent: 'Jamie Striker',
    parentPhone: '6155550101',
  },
  {
    name: 'Jo Keeper',
    dateOfBirth: bornYearsAgo(9),
    gender: 'F',
    tshirt: 'm',
    parent: 'Alex Keeper',
    parentPhone: '6155550102',
  },
  {
    name: 'Riley Wing',
    dateOfBirth: bornYearsAgo(8),
    gender: 'F',
    tshirt: 'xs',
    parent: 'Morgan Wing',
    parentPhone: '6155550103',
  },
];

test('a coach registers a team, fixes a field the server refused, pays, then swaps players until the roster deadline', async ({
  page,
  project,
}) => {
  // Sign-in, two submissions and the hosted payment page: slow on a busy machine.
  test.slow();
  const teamName = teamFor(project);
  await signInFromHome(page, demo.coach.email);

  // Music City 3v3 Shootout offers t-shirts and takes up to 5 players.
  await openTournamentAgeGroup(page, 'Music City 3v3 Shootout', 'U10 Girls');
  const ageRangeId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register Your Team for Tournament' }),
  ).toBeVisible();
  await snap(page, project, 'register-new');
  await fillCoach(page, teamName);
  await fillPlayer(page, 1, players[0]!);

  // One player can't be removed; add three (after player 1, then after the last), remove one.
  await expect(playerGroup(page, 1).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add player after player 1' }).click();
  await page.getByRole('button', { name: 'Add player after player 2' }).click();
  await page.getByRole('button', { name: 'Add player after player 3' }).click();
  await expect(page.getByRole('group', { name: /^Player \d$/ })).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove player 4' }).click();
  await expect(page.getByRole('group', { name: /^Player \d$/ })).toHaveCount(3);
  await fillPlayer(page, 2, players[1]!);
  await fillPlayer(page, 3, players[2]!);
  await expect(playerGroup(page, 2).getByRole('textbox', { name: 'Player full name' })).toHaveAttribute(
    'maxlength',
    '100',
  );

  // A real refusal from the server on player 2. The page cannot produce one: its inputs stop at
  // the contracts' maxLength and it checks the same zod schema the server does. A client that
  // skips those checks (an outdated page, a script) can, so this request alone is rewritten in
  // flight with a 101-character name for player 2, and the unchanged server answers 400
  // `teamMembers[1].playerFullName`. What is asserted is how the page shows the server's answer.
  let tampered = 0;
  await page.route('**/api/Tournament/RegisterTournament', async (route) => {
    const body = route.request().postDataJSON() as { teamMembers: { playerFullName: string }[] };
    body.teamMembers[1]!.playerFullName = 'x'.repeat(101);
    tampered += 1;
    await snap(page, project, 'register-submitting');
    await route.continue({ postData: JSON.stringify(body) });
  });
  await submitTeamButton(page).click();
  const name2 = playerGroup(page, 2).getByRole('textbox', { name: 'Player full name' });
  await expect(playerGroup(page, 2).getByText('Player name must be at most 100 characters.')).toBeVisible();
  await expect(name2).toHaveAttribute('aria-invalid', 'true');
  await expect(name2).toBeFocused();
  await expect(playerGroup(page, 1).getByText('Player name must be at most 100 characters.')).toHaveCount(0);
  await expect(page.getByText('Correct errors and resubmit')).toBeVisible();
  await snap(page, project, 'register-server-error');
  await page.unroute('**/api/Tournament/RegisterTournament');
  expect(tampered).toBe(1);

  // Fix the field and register for real.
  await name2.fill('Jo Keeper-Smith');
  await expect(name2).not.toHaveAttribute('aria-invalid', 'true');
  await submitTeamButton(page).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await page.waitForURL(/\/TournamentCheckout\/\d+$/);
  const registrationId = Number(new URL(page.url()).pathname.split('/').pop());

  // Checkout: the tournament's price, three players.
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: teamName });
  await expect(summary).toContainText('Music City 3v3 Shootout');
  await expect(summary).toContainText('U10 Girls');
  await expect(
    summary.getByText('Players', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('3');
  await expect(page.getByTestId('checkout-total')).toHaveText('$225.00');
  await snap(page, project, 'checkout');

  await startTournamentPayment(page);
  await expect(page.getByText('$225.00').first()).toBeVisible();
  await payWithPrefilledCard(page);

  await page.waitForURL(/\/TournamentCheckoutComplete\/true\/cs_[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('payment-session-id')).toHaveText(sessionId);
  await expect(page.getByTestId('payment-completed')).toHaveText('Yes');
  await expect(page.getByTestId('registration-status')).toHaveText('paid');
  await snap(page, project, 'checkout-complete');

  await page.getByRole('main').getByRole('link', { name: 'My Registrations', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/MyRegistrations');
  const row = page.getByTestId('tournament-registration').filter({ hasText: teamName });
  await expect(row).toContainText('Music City 3v3 Shootout');
  await expect(row).toContainText('paid');
  await snap(page, project, 'my-registrations');

  // Paid: the checkout says so.
  await page.goto(`/TournamentCheckout/${registrationId}`);
  await expect(page.getByText('This registration is already paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase Tournament Registration' })).toHaveCount(0);

  // Until the roster deadline (the Shootout's is a week after registration closes) the coach
  // swaps players of the paid team: Riley Wing's place goes to Casey Cross, and Drew Dash joins.
  await page.goto('/MyRegistrations');
  await row.getByRole('link', { name: /^Change roster/ }).click();
  await page.waitForURL(`**/RegisterTournament/${ageRangeId}/${registrationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Your Team Roster' })).toBeVisible();
  await expect(page.getByTestId('roster-note')).toContainText('no new payment is needed');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await fillPlayer(page, 3, { ...players[2]!, name: 'Casey Cross', parent: 'Robin Cross' });
  await page.getByRole('button', { name: 'Add player after player 3' }).click();
  await fillPlayer(page, 4, { ...players[0]!, name: 'Drew Dash', parent: 'Lee Dash' });
  await snap(page, project, 'roster-open');
  await page.getByRole('button', { name: 'Save roster', exact: true }).click();
  await expect(page.getByText('Roster saved.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/MyRegistrations');
  await expect(row).toContainText('paid');

  // After the deadline the page is the roster to read. The server closes it by the same date
  // (API tests); here the browser is shown a deadline that has passed.
  await page.route('**/api/Tournament/GetTournamentByTournamentAgeRangeId/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), rosterDeadline: '2020-01-10' } });
  });
  await page.goto(`/RegisterTournament/${ageRangeId}/${registrationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team Roster' })).toBeVisible();
  await expect(page.getByText('The roster closed at the end of 1/10/2020 (UTC).')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveText([
    /Sam Striker/,
    /Jo Keeper-Smith/,
    /Casey Cross/,
    /Drew Dash/,
  ]);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await snap(page, project, 'roster-closed');
  await page.unroute('**/api/Tournament/GetTournamentByTournamentAgeRangeId/*');

  // Staff see on the report when the roster changed, by whom, and how.
  const { id: tournamentId } = (await (
    await page.request.get(`/api/Tournament/GetTournamentByTournamentAgeRangeId/${ageRangeId}`)
  ).json()) as { id: number };
  await signOut(page);
  await signIn(page, demo.staff.email);
  await page.goto(`/TournamentRegistrationReport/${tournamentId}/${ageRangeId}`);
  const team =
    project === 'phone'
      ? page.getByTestId('team-card').filter({ hasText: teamName })
      : page.getByTestId('teams-table').getByRole('row').filter({ hasText: teamName });
  await expect(team.getByTestId('roster-changes')).toContainText(
    `by ${demo.coach.email}: added Drew Dash; replaced Riley Wing with Casey Cross`,
  );
  await snap(page, project, 'report-roster-changed');
});

test('a tournament past its deadline says registration has closed and shows no form', async ({
  page,
  project,
}) => {
  await signInFromHome(page, demo.coach.email);

  await openTournamentAgeGroup(page, 'Seacoast Fall Festival 4v4', 'U8 Coed');
  await expect(page.getByText(/^Registration for this tournament closed on /)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Team registration' })).toHaveCount(0);
  await expect(submitTeamButton(page)).toHaveCount(0);
  await snap(page, project, 'register-closed');

  await page.getByRole('main').getByRole('link', { name: 'See other tournaments' }).click();
  await page.waitForURL((url) => url.pathname === '/Tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
});

test('the tournament list shows age groups still taking registrations above closed ones', async ({
  page,
  project,
}) => {
  await page.goto('/Tournaments');
  const footers = page.getByRole('article').locator('.card-footer');
  await expect(footers.first()).toBeVisible();
  const states = (await footers.allTextContents()).map((text) =>
    text.includes('Registration closed') ? 'closed' : 'open',
  );
  // The demo's Seacoast festival starts soonest but has closed: it comes last.
  expect(states).toContain('closed');
  expect(states.indexOf('closed')).toBe(states.lastIndexOf('open') + 1);
  expect(states.slice(states.indexOf('closed'))).not.toContain('open');
  await snap(page, project, 'list-open-first');
});
