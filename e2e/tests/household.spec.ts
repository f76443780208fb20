import type { Page } from '@playwright/test';
import { demo, expectWholeNameInHeader, signIn, signInAsNewAccount, signOut } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import {
  fillCampRegistration,
  followMenuLink,
  openCampFromCamps,
  playerFor,
  submitRegistration,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, openTournamentAgeRange, registerTeam } from '../support/staff.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

const field = (page: Page, legend: string, name: string) =>
  page.getByRole('group', { name: legend, exact: true }).getByRole('textbox', { name, exact: true });

test('a parent saves a registered player to the household and registers them again by picking them', async ({
  page,
  project,
}) => {
  // A new family: its household starts empty, so the first registration offers to save.
  await signInAsNewAccount(page, 'Hana Household', `household-${project}`);
  // The name is shown whole beside the menu's links, Household among them, and the header stays
  // accessible.
  await expectWholeNameInHeader(page, 'Hana Household');
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'header', 'household', { viewport: true });
  // Seven years old: the Foundations Skills Camps take ages 6-9 in Nashville and in Dallas.
  const player = { ...playerFor('Hazel', project), birthdate: bornYearsAgo(7) };
  const name = `${player.first} ${player.last}`;

  await openCampFromCamps(page, 'Foundations Skills Camp', 'Nashville');
  await fillCampRegistration(page, player);
  await submitRegistration(page);
  const offer = page.getByTestId('save-to-household');
  await expect(offer).toBeVisible();
  await snap(page, project, 'save-offer', 'household');
  await offer.getByRole('button', { name: `Save ${name} to your household` }).click();
  await expect(offer).toContainText(`${name} is saved to your household.`);

  await followMenuLink(page, 'Household');
  await page.waitForURL((url) => url.pathname === '/Household');
  await expect(page.getByTestId('household-player').filter({ hasText: name })).toBeVisible();
  await expect(field(page, 'Emergency contact', 'Relationship to player')).toHaveValue('Grandparent');
  await snap(page, project, 'page', 'household');

  // Another session: pick the saved player and everything is filled in.
  await openCampFromCamps(page, 'Foundations Skills Camp', 'Dallas');
  const picker = page.getByLabel('Who is coming?');
  await expect(picker).toBeVisible();
  await expect(field(page, 'Emergency contact', 'Phone')).toHaveValue('6155550199');
  await picker.selectOption((await picker.locator('option', { hasText: name }).getAttribute('value'))!);
  await expect(field(page, 'Player', 'First name')).toHaveValue(player.first);
  await expect(field(page, 'Player', 'Last name')).toHaveValue(player.last);
  await expect(page.getByRole('group', { name: 'Player', exact: true }).getByLabel('Birth date')).toHaveValue(
    player.birthdate,
  );
  await expect(field(page, 'Player address', 'City')).toHaveValue('Nashville');
  await expect(field(page, 'Parent or guardian', 'Phone')).toHaveValue('6155550100');
  await snap(page, project, 'form-filled', 'household');
  const id = await submitRegistration(page);
  expect(id).toBeGreaterThan(0);
  // A saved player: nothing more to offer.
  await expect(page.getByRole('button', { name: 'Purchase Camp Session' })).toBeVisible();
  await expect(page.getByTestId('save-to-household')).toHaveCount(0);

  await page.goto('/MyRegistrations');
  await expect(page.getByTestId('camp-registration').filter({ hasText: name })).toHaveCount(2);
});

/**
 * The page scrolls only down: nothing is wider than the window. On failure, names the widest
 * elements (the ones that stick out past the right edge) so the culprit is plain.
 */
async function expectNoSideScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const root = document.documentElement;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`;
    const sticking = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    // The outermost one that sticks out, and its parent (the box it escapes).
    const outermost = sticking.find((el) => !sticking.includes(el.parentElement as Element));
    const wide = [outermost, outermost?.parentElement]
      .filter((el) => el)
      .map((el) => describe(el as Element));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(
    scrollWidth,
    `${new URL(page.url()).pathname} is wider than the window: ${wide.join(' | ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

test('35-character names wrap: no page scrolls sideways (household, checkout, My Registrations, staff reports)', async ({
  page,
  project,
}) => {
  test.setTimeout(240_000);
  // One word each, 35 letters: nothing to break at but inside the word.
  const player = {
    first: 'Maximilianalexandercharlesfrederick',
    last: project === 'phone' ? 'Worthingtonsmythebrightwaterfieldsp' : 'Worthingtonsmythebrightwaterfieldsd',
    birthdate: bornYearsAgo(7),
  };
  const teamName = `Thunderboltsofthenorthernhighlands${project === 'phone' ? 'p' : 'd'}`;
  await signInAsNewAccount(page, 'Lena Longname', `long-${project}`);

  await openCampFromCamps(page, 'Foundations Skills Camp', 'Nashville');
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  await fillCampRegistration(page, player);
  await submitRegistration(page);
  await expect(page.getByRole('button', { name: 'Purchase Camp Session' })).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, project, 'checkout', 'long-names');
  const offer = page.getByTestId('save-to-household');
  await offer.getByRole('button', { name: /^Save .* to your household$/ }).click();
  await expect(offer).toContainText('is saved to your household.');

  await followMenuLink(page, 'Household');
  await page.waitForURL((url) => url.pathname === '/Household');
  await expect(page.getByTestId('household-player').filter({ hasText: player.first })).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, project, 'household', 'long-names');
  // A second child starts with the family's last name and address.
  await page.getByRole('button', { name: 'Add a player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a player' });
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue(player.last);
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Nashville');
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const card = await openTournamentAgeRange(page.request);
  await registerTeam(page.request, await accessTokenOf(page), card.ageRange.tournamentAgeRangeId, {
    teamName,
    contactPhone: '6155550123',
  });
  await page.goto('/MyRegistrations');
  await expect(page.getByText(teamName).first()).toBeVisible();
  await expect(page.getByText(player.first).first()).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, project, 'my-registrations', 'long-names');

  await signOut(page);
  await signIn(page, demo.staff.email);
  await page.goto(`/SessionRegistrationReport/${sessionId}`);
  await expect(page.getByText(player.first).first()).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, project, 'session-report', 'long-names');
  await page.goto(`/TournamentRegistrationReport/${card.id}/${card.ageRange.tournamentAgeRangeId}`);
  await expect(page.getByText(teamName).first()).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, project, 'tournament-report', 'long-names');
});
