import { expect, test } from '@playwright/test';
import {
  clickInMenu,
  demo,
  expectSignedInAs,
  openMenu,
  signedInClaims,
  signIn,
  submitSignInForm,
} from '../support/auth.js';
import { waitForMail } from '../support/mailbox.js';

test('a new visitor signs up, confirms the address from the mailbox, signs out, and a demo parent stays signed in across reloads', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Camps' }).first()).toBeAttached();

  // Sign up through the local identity provider.
  await clickInMenu(page, 'Sign In');
  await page.waitForURL(/\/interaction\//);
  await page.getByRole('link', { name: 'Create an account' }).click();
  const email = `new-${Date.now()}@example.com`;
  const password = 'Kickoff-2025!';
  await page.locator('input[name="name"]').fill('Robin Newcomer');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail to confirm your address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();

  // The confirmation link arrives in the local mailbox; following it confirms the address.
  const mail = await waitForMail(
    (m) => m.subject === 'Confirm your e-mail address' && m.to.some((to) => to.address === email),
  );
  const link = /http:\/\/localhost:\d+\/email\/verify\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();

  // Back to the same sign-in, which ends on the site with a verified address.
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await submitSignInForm(page, email, password);
  await expectSignedInAs(page, 'Robin Newcomer');
  expect(await signedInClaims(page)).toMatchObject({ email, email_verified: true });

  // Sign out goes back home, signed out.
  await clickInMenu(page, 'Sign Out');
  await page.waitForURL((url) => url.pathname === '/');
  await openMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The demo parent signs in and is still signed in after a reload and in a new tab.
  await signIn(page, demo.parent.email);
  await expectSignedInAs(page, demo.parent.name);
  expect(await signedInClaims(page)).toMatchObject({ email: demo.parent.email, email_verified: true });
  await page.reload();
  await expectSignedInAs(page, demo.parent.name);
  const tab = await page.context().newPage();
  await tab.goto('/MyRegistrations');
  await expectSignedInAs(tab, demo.parent.name);
});
