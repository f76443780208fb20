import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Soccer-demo-1';
export const demo = {
  parent: { email: 'parent@example.com', name: 'Pat Parker' },
  parent2: { email: 'parent2@example.com', name: 'Jordan Lee' },
  coach: { email: 'coach@example.com', name: 'Casey Coach' },
  staff: { email: 'staff@example.com', name: 'Sam Staff' },
  admin: { email: 'admin@example.com', name: 'Alex Admin' },
} as const;

/** Opens the site's menu when it is collapsed (phones). */
export async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: /toggle navigation|menu/i });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** Signs in through the identity provider's page and waits to be back on the site. */
export async function signIn(page: Page, email: string, password = demoPassword) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.waitForURL(/\/interaction\//);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/interaction') && !url.pathname.startsWith('/auth/'));
}

export async function expectSignedInAs(page: Page, name: string) {
  await openMenu(page);
  await expect(page.getByTestId('signed-in-user')).toHaveText(name);
}
