import { expect, test } from '@playwright/test';
import { clickInMenu, demo, expectSignedInAs, openMenu, signIn } from '../support/auth.js';

test('a new visitor signs up, signs out, and a demo parent stays signed in across reloads', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Camps' }).first()).toBeAttached();

  // Sign up through the local identity provider.
  await clickInMenu(page, 'Sign In');
  await page.waitForURL(/\/interaction\//);
  await page.getByRole('link', { name: 'Create an account' }).click();
  const email = `new-${Date.now()}@example.com`;
  await page.locator('input[name="name"]').fill('Robin Newcomer');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Kickoff-2025!');
  await page.locator('input[name="confirmPassword"]').fill('Kickoff-2025!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.port === new URL(page.url()).port && !url.pathname.startsWith('/auth/'));
  await expectSignedInAs(page, 'Robin Newcomer');

  // Sign out goes back home, signed out.
  await clickInMenu(page, 'Sign Out');
  await page.waitForURL((url) => url.pathname === '/');
  await openMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The demo parent signs in and is still signed in after a reload and in a new tab.
  await signIn(page, demo.parent.email);
  await expectSignedInAs(page, demo.parent.name);
  await page.reload();
  await expectSignedInAs(page, demo.parent.name);
  const tab = await page.context().newPage();
  await tab.goto('/MyRegistrations');
  await expectSignedInAs(tab, demo.parent.name);
});
