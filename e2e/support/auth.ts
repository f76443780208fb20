import { expect, type Page } from '@playwright/test';
import { identityUrl } from './ports.js';

export const demoPassword = 'Soccer-demo-1';
export const demo = {
  parent: { email: 'parent@example.com', name: 'Pat Parker' },
  parent2: { email: 'parent2@example.com', name: 'Jordan Lee' },
  coach: { email: 'coach@example.com', name: 'Casey Coach' },
  staff: { email: 'staff@example.com', name: 'Sam Staff' },
  admin: { email: 'admin@example.com', name: 'Alex Admin' },
} as const;

/**
 * Waits until React has taken the header over: a public page's header is the server's markup
 * until then, and a click on it does nothing (React marks the elements it owns).
 */
export async function untilHeaderIsLive(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Touchline Soccer Academy' }).first().waitFor();
  await page.waitForFunction(() => {
    const brand = document.querySelector('header .navbar-brand');
    return brand !== null && Object.keys(brand).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Opens the site's menu when it is collapsed (phones) and waits for its opening to finish. */
export async function openMenu(page: Page) {
  await untilHeaderIsLive(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: /^(toggle navigation|menu)$/i });
  if (!(await toggle.isVisible())) return;
  const menu = page.locator('.navbar-collapse');
  // A tap lost while a busy phone is still starting the page is tapped again, as a person would.
  await expect(async () => {
    const opening = await menu.evaluate(
      (el) => el.classList.contains('show') || el.classList.contains('collapsing'),
    );
    if (!opening) await toggle.click();
    await expect(menu).toHaveClass(/\bshow\b/, { timeout: 2_000 });
  }).toPass();
  await expect(menu).not.toHaveClass(/collapsing/);
}

/** Clicks a control of the site's menu, opening the menu first on phones. */
export async function clickInMenu(page: Page, name: string, role: 'button' | 'link' = 'button') {
  await openMenu(page);
  await page.getByRole('banner').getByRole(role, { name, exact: true }).first().click();
}

/**
 * Signs out from the site's menu and waits until the site shows Sign In again. The site shows
 * Sign In as soon as it forgets the account, a moment before it hands over to the identity
 * provider's logout; a test that navigated then would cancel the logout and find the provider
 * still signed in. So this waits for the provider's logout page and the way back first.
 */
export async function signOut(page: Page) {
  const atProvider = page.waitForURL((url) => url.origin === identityUrl, { waitUntil: 'commit' });
  await clickInMenu(page, 'Sign Out');
  await atProvider;
  await page.waitForURL((url) => url.origin !== identityUrl);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign In', includeHidden: true }).first(),
  ).toBeAttached();
}

/** Signs in through the identity provider's page and waits to be back on the site. */
export async function signIn(page: Page, email: string, password = demoPassword) {
  await clickInMenu(page, 'Sign In');
  await page.waitForURL(/\/interaction\//);
  await submitSignInForm(page, email, password);
}

/** Opens the home page and signs in from there. */
export async function signInFromHome(page: Page, email: string, password = demoPassword) {
  await page.goto('/');
  await signIn(page, email, password);
}

/** Fills the identity provider's sign-in page (already open) and waits to be back on the site. */
export async function submitSignInForm(page: Page, email: string, password = demoPassword) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/interaction') && !url.pathname.startsWith('/auth/'),
  );
}

/** The ID token claims the site keeps for the signed-in user (oidc-client-ts, localStorage). */
export async function signedInClaims(page: Page): Promise<Record<string, unknown>> {
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('oidc.user:'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );
  expect(stored).toHaveLength(1);
  return (JSON.parse(stored[0] ?? '{}') as { profile: Record<string, unknown> }).profile;
}

export async function expectSignedInAs(page: Page, name: string) {
  await openMenu(page);
  await expect(page.getByTestId('signed-in-user')).toHaveText(name);
}

/**
 * The header shows the signed-in name whole (nothing of it clipped) and everything in the bar
 * fits inside the page's container: at 1280 px beside all the menu's links, on phones in the
 * opened menu.
 */
export async function expectWholeNameInHeader(page: Page, name: string) {
  await expectSignedInAs(page, name);
  const shown = page.locator('.site-username');
  await expect(shown).toBeVisible();
  const fit = await shown.evaluate((el) => {
    const bar = el.closest('.container')!;
    const style = getComputedStyle(bar);
    const inner = bar.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
    const edges = [...bar.querySelectorAll('.navbar-brand, .navbar-nav, .site-auth, .navbar-toggler')].map(
      (part) => part.getBoundingClientRect().right,
    );
    return {
      clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
      overflowsBar: Math.max(...edges) > inner + 0.5,
      overflowsPage: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  expect(fit).toEqual({ clipped: false, overflowsBar: false, overflowsPage: false });
}

/**
 * Creates a new account on the identity provider's page and signs in with it: a family of its
 * own, so what the test changes touches no other test's data. Answers the e-mail address.
 */
export async function signInAsNewAccount(page: Page, name: string, emailPrefix: string): Promise<string> {
  await page.goto('/');
  await clickInMenu(page, 'Sign In');
  await page.waitForURL(/\/interaction\//);
  await page.getByRole('link', { name: 'Create an account' }).click();
  const email = `${emailPrefix}-${Date.now()}@example.com`;
  const password = 'Kickoff-2025!';
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail to confirm your address.')).toBeVisible();
  await page.goto('/');
  await signIn(page, email, password);
  return email;
}
