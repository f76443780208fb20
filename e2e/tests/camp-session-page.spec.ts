import { expect, type Page, test } from '@playwright/test';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

/** The demo catalogue's first session: Foundations Skills Camp in Nashville (promo code EARLYBIRD). */
const sessionPath = '/Camps/Session/1';

/** The page's Schema.org data, as a crawler reads it from the HTML. */
async function eventData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown> };
}

test.describe('a camp session’s public page', () => {
  test('opens from the camp list and shows what a family needs, with Register', async ({ page }, info) => {
    await page.goto('/Camps');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Camp page for Foundations Skills Camp, Nashville, TN/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Camps\/Session\/\d+$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Foundations Skills Camp' })).toBeVisible();
    await expect(main.getByText(/^9:00 AM - 12:00 PM \(Central Time\)$/)).toBeVisible();
    await expect(main.getByText('Ages 6-9')).toBeVisible();
    await expect(main.getByText('$175.00')).toBeVisible();
    await expect(main.getByText('Have a promo code? Enter it when you register.')).toBeVisible();
    await expect(main.getByText(/^\d+ seats? left$/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
    await expect(main.getByText(/^Full refund until \d+ days? before the start/)).toBeVisible();
    const map = main.getByRole('link', { name: /^Open in a map: .+ \(new tab\)$/ });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await snap(page, info.project.name, 'session', 'camp-page');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/Register\/\d+$/);
  });

  test('the flyer links to it', async ({ page }) => {
    await page.goto('/CampFlyer/1/1');
    await page.getByRole('link', { name: 'Dates, times, address and price' }).click();
    await expect(page).toHaveURL(/\/Camps\/Session\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foundations Skills Camp' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is complete from the HTML: facts, Schema.org Event, Open Graph card, canonical and alternates', async ({
      page,
    }, info) => {
      const response = await page.goto(sessionPath);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Foundations Skills Camp' })).toBeVisible();
      await expect(main.getByText('$175.00')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
        'href',
        '/Register/1',
      );
      const data = await eventData(page);
      expect(data).toMatchObject({ '@type': 'Event', name: 'Foundations Skills Camp' });
      // The facility's offset in the dates (Nashville: Central time).
      expect(String(data.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00-0[56]:00$/);
      expect(data.offers).toMatchObject({ price: '175.00', priceCurrency: 'USD' });
      expect(String(data.url)).toMatch(/^http:\/\/[^/]+\/Camps\/Session\/1$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Foundations Skills Camp, Nashville, TN | Touchline Soccer Academy',
      );
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        /^Foundations Skills Camp at .+, Nashville, TN: .+, Ages 6-9, \$175\.00\.$/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
      await expect(page).toHaveTitle('Foundations Skills Camp, Nashville, TN | Touchline Soccer Academy');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/Camps\/Session\/1\?lang=en$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
        'href',
        /\/Camps\/Session\/1\?lang=es$/,
      );
      await snap(page, info.project.name, 'session-no-js', 'camp-page');
    });

    test('reads in Spanish', async ({ page }, info) => {
      const response = await page.goto(`${sessionPath}?lang=es`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Política de cancelación' })).toBeVisible();
      await expect(main.getByText(/^Reembolso completo hasta \d+ días? antes del inicio/)).toBeVisible();
      await expect(main.getByText(/^9:00 AM - 12:00 PM \(hora central\)$/)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Inscribirse', exact: true })).toBeVisible();
      expect(await eventData(page)).toMatchObject({ inLanguage: 'es' });
      await snap(page, info.project.name, 'session-es', 'camp-page');
    });

    test('an unknown session is a 404 page that leads to the open camps', async ({ page }, info) => {
      const response = await page.goto('/Camps/Session/999999');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This camp session is not open' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'See all camps' })).toHaveAttribute(
        'href',
        '/Camps',
      );
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      await snap(page, info.project.name, 'not-found', 'camp-page');
    });
  });
});

test.describe('/Register signed out', () => {
  test('shows the chosen session and opens the sign-up form in one tap', async ({ page }, info) => {
    await page.goto('/Register/1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(main.getByText('Sign in or create an account to register')).toBeVisible();
    const summary = main.getByRole('complementary');
    await expect(summary.getByRole('heading', { name: 'Foundations Skills Camp' })).toBeVisible();
    await expect(summary.getByText('Ages 6-9')).toBeVisible();
    await expect(summary.getByText('$175.00')).toBeVisible();
    await snap(page, info.project.name, 'register-signed-out', 'camp-page');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Create an account' }).click();
    // The identity provider's own sign-up form.
    await expect(page).toHaveURL(/\/interaction\/[\w-]+\/signup$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });
});
