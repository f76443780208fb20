import { expect, type Page, test } from '@playwright/test';
import { openMenu } from '../support/auth.js';
import { publicPages } from '../support/visitor.js';

/** The main content each public page must show from its HTML alone. */
async function expectContent(page: Page, path: string, heading: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (path === '/Camps') {
    // Both layouts are in the HTML until the width is known; CSS shows the one that fits.
    await expect(main.getByRole('link', { name: /^Details about / }).first()).toBeVisible();
    await expect(
      main
        .getByText(/\d+ seats? left|Full/)
        .locator('visible=true')
        .first(),
    ).toBeVisible();
  }
  if (path === '/Tournaments') await expect(main.getByRole('listitem').first()).toBeVisible();
  if (path === '/Contact' || path === '/eventrentals')
    await expect(main.getByRole('textbox', { name: /^Email/ })).toBeVisible();
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of publicPages) {
    test(`${path} shows its content from the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectContent(page, path, heading);
      await expect(page.getByText('Initializing....')).toHaveCount(0);
      // Nothing on the page is a script the CSP would have to allow (data blocks never run).
      expect(
        await page
          .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
          .count(),
      ).toBe(0);
      // A form says plainly that it needs JavaScript, instead of a bot check spinning for ever.
      if (path === '/Contact' || path === '/eventrentals') {
        await expect(page.getByText(/This form needs JavaScript for its bot check/)).toBeVisible();
        await expect(page.getByText('Loading the bot check…')).toBeHidden();
      }
    });
  }
});

test.describe('public forms typed in before the site has started', () => {
  for (const path of ['/Contact', '/eventrentals']) {
    test(`${path} keeps what was typed, with no hydration error and no refused error report`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const reports: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/ClientErrors')) reports.push(response.status());
      });
      // A slow phone: the site's scripts arrive well after the page.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const message = page.locator('textarea');
      await message.fill('Which ball size for a seven-year-old?');
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Characters remaining: 1963')).toBeVisible({ timeout: 15_000 });
      await expect(message).toHaveValue('Which ball size for a seven-year-old?');
      expect(problems).toEqual([]);
      expect(reports).toEqual([]);
    });
  }
});

test.describe('public pages hydrate', () => {
  for (const { path, heading } of publicPages) {
    test(`${path} is taken over by React in place, with no console error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      await page.goto(path, { waitUntil: 'commit' });
      // The server's heading element, before the scripts start.
      await page.waitForSelector('h1');
      await page.evaluate(() => {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
      });
      await page.waitForLoadState('networkidle');
      await expectContent(page, path, heading);

      // React took over the server's markup rather than painting it again: the same element.
      expect(
        await page.evaluate(
          () => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'),
        ),
      ).toBe(true);
      // And the page is live: the menu opens (on phones) and its links navigate without a reload.
      await openMenu(page);
      await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
      // Still the same document (a reload would have dropped what the test left on `window`).
      expect(
        await page.evaluate(() => (window as { serverHeading?: Element | null }).serverHeading !== undefined),
      ).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});
