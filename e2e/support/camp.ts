import { expect, type Locator, type Page } from '@playwright/test';
import { openMenu } from './auth.js';
import { agesShown, bornYearsAgo } from './birth-dates.js';
import { paymentsUrl } from './ports.js';

export const testCards = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export interface Player {
  first: string;
  last: string;
  /** Their birth date; by default one the session on the page takes (`birthDateForSessionShown`). */
  birthdate?: string;
}

/** Both projects (phone, desktop) share one database, so each registers its own player, named after the project. */
export const playerFor = (first: string, project: string): Player => ({
  first,
  last: project === 'phone' ? 'Phoneton' : 'Deskman',
});

/**
 * Follows a link of the site's menu. Waits for the header first: right after a sign-in redirect
 * the page may still be booting, and `openMenu` would then see no toggle and leave the phone
 * menu closed.
 */
export async function followMenuLink(page: Page, name: string) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(async () => {
    await openMenu(page);
    await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens /Camps from the menu and the registration form of `campName` in `city`. */
export async function openCampFromCamps(page: Page, campName: string, city: string) {
  await followMenuLink(page, 'Camps');
  await page.waitForURL((url) => url.pathname === '/Camps');
  // A table row on wide screens, a card on phones.
  const session = page.locator('tr, li').filter({ hasText: campName }).filter({ hasText: city }).first();
  await session.getByRole('link', { name: campName, exact: true }).click();
  await page.waitForURL(/\/Register\/\d+$/);
  await expect(page.getByRole('complementary')).toContainText(campName);
  await expect(page.getByRole('complementary')).toContainText(city);
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/**
 * A birth date the session on this page takes: a player one year above its youngest age (its
 * youngest when that is also its oldest), as the camp panel shows the ages; 10 when it names none.
 */
export async function birthDateForSessionShown(page: Page): Promise<string> {
  const ages = agesShown((await page.getByRole('complementary').textContent()) ?? '');
  if (!ages) return bornYearsAgo(10);
  const [youngest, oldest] = ages;
  return bornYearsAgo(Math.min(youngest + 1, oldest));
}

/** Fills the camp registration form for `player` (the guardian comes prefilled from the account). */
export async function fillCampRegistration(page: Page, player: Player, promoCode?: string) {
  const playerGroup = group(page, 'Player');
  await textbox(playerGroup, 'First name').fill(player.first);
  await textbox(playerGroup, 'Last name').fill(player.last);
  await playerGroup.getByLabel('Birth date').fill(player.birthdate ?? (await birthDateForSessionShown(page)));
  await playerGroup.getByLabel('T-shirt size').selectOption('m');

  const address = group(page, 'Player address');
  await textbox(address, 'Address').fill('12 Main St');
  await textbox(address, 'City').fill('Nashville');
  await textbox(address, 'State').fill('TN');
  await textbox(address, 'Zip code').fill('37206');

  const guardian = group(page, 'Parent or guardian');
  await expect(textbox(guardian, 'Email')).not.toHaveValue('');
  await textbox(guardian, 'Phone').fill('6155550100');

  const emergency = group(page, 'Emergency contact');
  await textbox(emergency, 'First name').fill('Robin');
  await textbox(emergency, 'Last name').fill(player.last);
  await textbox(emergency, 'Phone').fill('6155550199');
  await textbox(emergency, 'Relationship to player').fill('Grandparent');

  if (promoCode) await page.getByRole('textbox', { name: 'Promo code (optional)' }).fill(promoCode);
}

/** Submits the form and waits for /Checkout/{id}; returns the registration id. */
export async function submitRegistration(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(/\/Checkout\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** On /Checkout: 'Purchase Camp Session', then the payment provider's hosted page. */
export async function startPayment(page: Page) {
  await page.getByRole('button', { name: 'Purchase Camp Session' }).click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
}

/** Pays on the hosted page with `card`; returns once the page has answered. */
export async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/**
 * Pays on the hosted page by the stand-in's delayed bank transfer: the checkout completes unpaid
 * and the money clears after PAYMENTS_ASYNC_DELAY_MS.
 */
export async function payByBankTransfer(page: Page, accountNumber = '000123456789') {
  await page.getByLabel('Bank account number').fill(accountNumber);
  await page.getByRole('button', { name: 'Pay by bank transfer (delayed)' }).click();
}

/** The row (wide screens) or card (phones) of `player` on /MyRegistrations. */
export function campRegistrationOf(page: Page, player: Player): Locator {
  return page.getByTestId('camp-registration').filter({ hasText: `${player.first} ${player.last}` });
}

/** On a camp's registration page: registers `player`, pays by card and returns the registration id. */
export async function registerHereAndPay(page: Page, player: Player) {
  await fillCampRegistration(page, player);
  const id = await submitRegistration(page);
  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');
  return id;
}

/** Registers `player` for a camp (found on the Camps page) as the signed-in parent and pays by card. */
export async function registerAndPay(page: Page, camp: string, city: string, player: Player) {
  await openCampFromCamps(page, camp, city);
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  return { id: await registerHereAndPay(page, player), sessionId };
}
