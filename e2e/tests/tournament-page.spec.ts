import { expect, type Page, test } from '@playwright/test';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

/** The demo catalogue's first tournament: Music City 3v3 Shootout in Nashville, with its details. */
const tournamentPath = '/Tournaments/1';

/** The page's Schema.org data, as a crawler reads it from the HTML. */
async function eventData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown>[] };
}

test.describe('a tournament’s public page', () => {
  test('opens from the tournament list and shows its details, with Register for each age group', async ({
    page,
  }, info) => {
    await page.goto('/Tournaments');
    await snap(page, info.project.name, 'list', 'tournament-page');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Tournament page for Music City 3v3 Shootout, Nashville, TN/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Tournaments\/1$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Music City 3v3 Shootout' })).toBeVisible();
    await expect(main.getByText('$225.00 per team')).toBeVisible();
    await expect(main.getByText('At least 4 games per team')).toBeVisible();
    await expect(main.getByText(/^Two jerseys \(a light and a dark one\)/)).toBeVisible();
    await expect(main.getByText(/^Park in the east lot off Davidson St\./)).toBeVisible();
    const map = main.getByRole('link', { name: 'Open in a map: Shelby Bottoms Sports Complex (new tab)' });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    const photo = main.getByRole('img', { name: 'The 3v3 fields past the main building' });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    // A question opens on a tap.
    await main.getByText('How long is each game?').click();
    await expect(main.getByText('Two halves of 12 minutes, with a short break between them.')).toBeVisible();
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, info.project.name, 'tournament', 'tournament-page');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Register team: U10 Boys' }).click();
    await expect(page).toHaveURL(/\/RegisterTournament\/\d+$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is complete from the HTML: details, questions that open, Schema.org Event, Open Graph card', async ({
      page,
    }, info) => {
      const response = await page.goto(tournamentPath);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Music City 3v3 Shootout' })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'What to bring' })).toBeVisible();
      await expect(main.getByText(/^Park in the east lot off Davidson St\./)).toBeVisible();
      await main.getByText('How long is each game?').click();
      await expect(
        main.getByText('Two halves of 12 minutes, with a short break between them.'),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Register team: U10 Boys' })).toHaveAttribute(
        'href',
        /^\/RegisterTournament\/\d+$/,
      );
      const data = await eventData(page);
      expect(data).toMatchObject({ '@type': 'Event', name: 'Music City 3v3 Shootout' });
      expect(String(data.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.offers).toHaveLength(5);
      expect(data.offers[0]).toMatchObject({ price: '225.00', priceCurrency: 'USD' });
      expect(String(data.url)).toMatch(/^http:\/\/[^/]+\/Tournaments\/1$/);
      expect(String((data.image as { url: string }[])[0]?.url)).toMatch(
        /^http:\/\/[^/]+\/api\/Images\/[0-9a-f]{32}$/,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Music City 3v3 Shootout, Nashville, TN | Touchline Soccer Academy',
      );
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
        'href',
        /\/Tournaments\/1\?lang=es$/,
      );
      await snap(page, info.project.name, 'tournament-no-js', 'tournament-page');
    });

    test('reads in Spanish: the Spanish what to bring, the English venue notes where none was written', async ({
      page,
    }, info) => {
      const response = await page.goto(`${tournamentPath}?lang=es`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: 'Torneo 3 contra 3 de Music City' }),
      ).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Qué traer' })).toBeVisible();
      await expect(main.getByText(/^Dos camisetas \(una clara y una oscura\)/)).toBeVisible();
      await expect(main.getByText(/^Park in the east lot off Davidson St\./)).toBeVisible();
      await expect(main.getByText('¿Cuánto dura cada partido?')).toBeVisible();
      await expect(
        main.getByRole('img', { name: 'Las canchas de 3 contra 3, pasando el edificio principal' }),
      ).toBeAttached();
      expect(await eventData(page)).toMatchObject({ inLanguage: 'es' });
      await snap(page, info.project.name, 'tournament-es', 'tournament-page');
    });

    test('an unknown tournament is a 404 page that leads to the open ones', async ({ page }) => {
      const response = await page.goto('/Tournaments/999999');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This tournament is not open' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'See all tournaments' })).toHaveAttribute(
        'href',
        '/Tournaments',
      );
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    });
  });
});
