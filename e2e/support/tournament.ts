import { expect, type Locator, type Page } from '@playwright/test';
import { clickInMenu } from './auth.js';
import { paymentsUrl } from './ports.js';
import { snap as snapPage } from './screenshots.js';

export interface TeamPlayer {
  name: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
  tshirt?: 'xs' | 's' | 'm' | 'l' | 'xl';
  parent: string;
  parentPhone: string;
}

/** Opens /Tournaments from the menu and the team registration of one tournament age group. */
export async function openTournamentAgeGroup(page: Page, tournamentName: string, ageGroup: string) {
  await clickInMenu(page, 'Tournaments', 'link');
  await page.waitForURL((url) => url.pathname === '/Tournaments');
  // One card per age group; its link is named after the tournament (perhaps with the age group).
  const card = page
    .getByRole('article')
    .filter({ hasText: tournamentName })
    .filter({ hasText: ageGroup })
    .first();
  await card.getByRole('link', { name: new RegExp(`^${escapeRegExp(tournamentName)}`) }).click();
  await page.waitForURL(/\/RegisterTournament\/\d+$/);
  const summary = page.getByRole('complementary', { name: 'Tournament' });
  await expect(summary.getByRole('heading', { name: tournamentName })).toBeVisible();
  await expect(summary).toContainText(ageGroup);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const playerGroup = (page: Page, n: number) =>
  page.getByRole('group', { name: `Player ${n}`, exact: true });

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Coach Information: the contact name and e-mail come prefilled from the signed-in account. */
export async function fillCoach(page: Page, teamName: string, phone = '6155550123') {
  const form = page.getByRole('form', { name: 'Team registration' });
  await expect(textbox(form, 'Contact e-mail')).not.toHaveValue('');
  await textbox(form, 'Contact phone').fill(phone);
  await textbox(form, 'Team name').fill(teamName);
}

export async function fillPlayer(page: Page, n: number, player: TeamPlayer) {
  const group = playerGroup(page, n);
  await textbox(group, 'Player full name').fill(player.name);
  await group.getByLabel('Date of birth').fill(player.dateOfBirth);
  await group.getByRole('combobox', { name: 'Gender' }).selectOption(player.gender);
  if (player.tshirt) await group.getByRole('combobox', { name: 'T-shirt size' }).selectOption(player.tshirt);
  await textbox(group, 'Parent full name').fill(player.parent);
  await textbox(group, 'Parent phone').fill(player.parentPhone);
}

export const submitTeamButton = (page: Page) =>
  page.getByRole('button', { name: 'Register team', exact: true });

/** On /TournamentCheckout: the purchase button, then the payment provider's hosted page. */
export async function startTournamentPayment(page: Page) {
  await page.getByRole('button', { name: 'Purchase Tournament Registration' }).click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
}

/** Pays on the hosted page with the card it comes prefilled with (4242…). */
export async function payWithPrefilledCard(page: Page) {
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** A screenshot of the tournament pages (see support/screenshots). */
export const snap = (page: Page, project: string, name: string) =>
  snapPage(page, project, name, 'tournament');
