import { readFile } from 'node:fs/promises';
import { demo, openMenu, signInFromHome } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  openCampFromCamps,
  submitRegistration,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import {
  accessTokenOf,
  clickStaffMenu,
  contactMessageCount,
  createCampAndSession,
  openTournamentAgeRange,
  registerTeam,
  sendContactMessages,
} from '../support/staff.js';

// Fail a step in reasonable time instead of waiting for the whole (long) test timeout.
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

test('staff read and export a tournament report, page through messages and publish a camp session', async ({
  page,
  browser,
  request,
  project,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);

  // A coach registers a team (the demo data has no tournament registrations), through the API
  // with the coach's own token, as the registration form would.
  const tournament = await openTournamentAgeRange(request);
  const teamName = `E2E ${project} Rockets ${stamp}`;
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await signInFromHome(coach, demo.coach.email);
  await registerTeam(request, await accessTokenOf(coach), tournament.ageRange.tournamentAgeRangeId, {
    teamName,
    contactPhone: '6155550123',
  });
  await coachContext.close();

  // Staff sign in; the Staff menu leads to the tournament summary.
  await signInFromHome(page, demo.staff.email);
  const staffToken = await accessTokenOf(page);

  // More than one page of contact messages, sent through the public endpoint with solved
  // captchas; started now and awaited before the messages page (the proof of work takes a while).
  const missing = Math.max(0, 11 - (await contactMessageCount(request, staffToken)));
  const seeding = sendContactMessages(request, missing, `${project}-${stamp}`);
  seeding.catch(() => {});

  await clickStaffMenu(page, 'Tournaments');
  await expect(page).toHaveURL(/\/manageTournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Registrations' })).toBeVisible();
  const reportLink = page.getByRole('link', {
    name: `${tournament.tournamentName}, ${tournament.ageRange.ageRangeDescription}`,
    exact: true,
  });
  await reportLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/TournamentRegistrationReport/${tournament.id}/${tournament.ageRange.tournamentAgeRangeId}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: tournament.tournamentName })).toBeVisible();

  // The team: a table on wide screens, cards on phones; the phone number formatted.
  const team =
    project === 'phone'
      ? page.getByTestId('team-card').filter({ hasText: teamName })
      : page.getByTestId('teams-table').getByRole('row').filter({ hasText: teamName });
  await expect(team).toBeVisible();
  await expect(team).toContainText('(615) 555-0123');
  await expect(team).toContainText('Jo Keeper');
  // An unpaid team says what it still has to do (a team holds its place without a hold's end).
  await expect(team).toContainText('Not paid');
  if (project === 'phone') await expect(page.getByTestId('teams-table')).toHaveCount(0);
  else await expect(page.getByTestId('team-card')).toHaveCount(0);

  // Both exports download under the server's file names.
  const fileStem = /^TOURNAMENT_REGISTRATIONS_[A-Za-z0-9_.-]+_\d{4}-\d{2}-\d{2}/;
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'EXPORT XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`${fileStem.source}\\.xlsx$`));
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`${fileStem.source}\\.csv$`));
  const csvText = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csvText.split(/\r?\n/)[0]).toMatch(
    /^Team,Contact Name,Contact Phone,Contact Email,Status,Player Name/,
  );
  expect(csvText).toContain(teamName);

  // Messages: page forward and back, change the page size; the URL follows.
  await seeding;
  await clickStaffMenu(page, 'Messages');
  await expect(page).toHaveURL(/\/contacts$/);
  const controls = page.getByRole('navigation', { name: 'Pages of messages', exact: true });
  await expect(controls.getByTestId('page-status')).toHaveText(/^Page 1 of [2-9]\d*$/);
  const pages = Number((await controls.getByTestId('page-status').textContent())?.match(/of (\d+)/)?.[1]);
  await expect(page.getByTestId('message')).toHaveCount(10);
  await controls.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/contacts\/2\/10$/);
  await expect(controls.getByTestId('page-status')).toHaveText(`Page 2 of ${pages}`);
  await controls.getByRole('button', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/contacts\/1\/10$/);
  await controls.getByLabel('Per page').selectOption('25');
  await expect(page).toHaveURL(/\/contacts\/1\/25$/);
  await expect(page.getByTestId('message').first()).toBeVisible();

  // Catalogue: a new camp and a session of it, which then shows on the public camp list.
  await clickStaffMenu(page, 'Catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  const campName = `E2E Camp ${project} ${stamp}`;
  await createCampAndSession(page, { campName, startOffset: 40, days: 4, cost: '175', capacity: '18' });
  await expect(page.getByText(campName).first()).toBeVisible();

  const sessions = (await (await request.get('/api/Camps/GetCampSessions/_allStates')).json()) as {
    campSpec: { campName: string };
  }[];
  expect(sessions.some((s) => s.campSpec.campName === campName)).toBe(true);
  await openMenu(page);
  await page.getByRole('banner').getByRole('link', { name: 'Camps', exact: true }).click();
  await expect(page).toHaveURL(/\/Camps$/);
  await expect(page.getByText(campName).first()).toBeVisible();
});

test('a parent opening /manage sees the not-allowed page and no Staff menu', async ({ page }) => {
  await signInFromHome(page, demo.parent.email);
  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('This page is for staff only.')).toBeVisible();
  await openMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Staff' })).toHaveCount(0);
});

test("staff release a parent's unpaid hold; the parent may register again", async ({
  page,
  browser,
  project,
}) => {
  const player = { first: 'Eli', last: project === 'phone' ? 'Phoneton' : 'Deskman' };

  // A parent registers and leaves without paying: the seat is held.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signInFromHome(parent, demo.parent.email);
  await openCampFromCamps(parent, 'Advanced Player Camp', 'Dallas');
  const sessionId = Number(new URL(parent.url()).pathname.split('/').pop());
  await fillCampRegistration(parent, player);
  await submitRegistration(parent);

  // Staff see until when it is held and release it.
  await signInFromHome(page, demo.staff.email);
  await page.goto(`/SessionRegistrationReport/${sessionId}`);
  const name = `${player.first} ${player.last}`;
  const registration = (project === 'phone' ? page.locator('li.staff-card') : page.getByRole('row')).filter({
    hasText: name,
  });
  // The browser's zone, named (the test browser runs on UTC).
  await expect(registration.getByTestId('hold-line')).toHaveText(
    /^Held until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}$/,
  );
  await snap(page, project, 'session-report-hold', 'staff');
  await registration.getByRole('button', { name: `Release hold of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Release hold' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(page.locator('.toast-area')).toContainText(`Seat hold of ${name} released.`);
  await expect(dialog).toBeHidden();
  await expect(registration).toContainText('expired');
  await expect(registration.getByRole('button', { name: `Release hold of ${name}` })).toHaveCount(0);

  // The parent sees why the seat is gone and the way back to the same session.
  await parent.goto('/MyRegistrations');
  const row = campRegistrationOf(parent, player);
  await expect(row.getByTestId('status-note')).toHaveText(
    'The seat hold lapsed before a payment arrived, so the seat was released.',
  );
  await expect(row.getByRole('link', { name: /^Register again/ })).toHaveAttribute(
    'href',
    `/Register/${sessionId}`,
  );
  await parentContext.close();
});
