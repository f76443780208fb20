import { expect, type Page, test } from '@playwright/test';
import { expectWholeNameInHeader, signInAsNewAccount } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import {
  fillCampRegistration,
  followMenuLink,
  openCampFromCamps,
  playerFor,
  submitRegistration,
} from '../support/camp.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

const field = (page: Page, legend: string, name: string) =>
  page.getByRole('group', { name: legend, exact: true }).getByRole('textbox', { name, exact: true });

test('a parent saves a registered player to the household and registers them again by picking them', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
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
