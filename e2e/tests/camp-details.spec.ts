import { demo, signInFromHome } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { pitchPng } from '../support/png.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** The demo camp staff describe here (the Foundations camp's demo details stay as they are). */
const camp = 'Goalkeeper Academy';

/**
 * Staff describe a camp: daily times, a venue note, a photo, a coach with a photo and a question;
 * its session's public page shows them, at both widths and without JavaScript.
 */
test("staff add a camp's times, venue note, photo, coach and question; its public page shows them", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  await signInFromHome(page, demo.staff.email);
  await page.goto('/manage/catalog?tab=camps');
  await page
    .getByRole('region', { name: 'Camps' })
    .getByRole('button', { name: `Details of ${camp}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Details of ${camp}` });
  await dialog.getByLabel(/^Drop-off time/).fill('15:45');
  await dialog.getByLabel(/^Pick-up time/).fill('19:00');
  await dialog.getByLabel(/^Venue notes$/).fill('Park behind the recreation center; we use the north field.');
  await dialog
    .getByLabel(/^Venue notes in Spanish/)
    .fill('Estacione detrás del centro recreativo; usamos la cancha norte.');

  // Earlier runs may have left photos: the new one is the one after them, once uploaded.
  const alts = dialog.getByLabel(/^What photo \d+ shows(?!, in Spanish)/);
  const before = await alts.count();
  await dialog
    .getByLabel(/^Add a photo/)
    .setInputFiles({ name: 'north-field.png', mimeType: 'image/png', buffer: pitchPng(900, 600) });
  await expect(alts).toHaveCount(before + 1);
  await alts.nth(before).fill('The north field and its goal');
  await dialog
    .getByLabel(/^What photo \d+ shows, in Spanish/)
    .nth(before)
    .fill('La cancha norte y su portería');

  await dialog.getByRole('button', { name: 'Add a coach' }).click();
  await dialog
    .getByLabel(/^Coach \d+: name/)
    .last()
    .fill('Sam Okafor');
  await dialog
    .getByLabel(/^Short bio$/)
    .last()
    .fill('Played in goal for ten years; coaches keepers of every age.');
  await dialog
    .getByLabel(/^Photo of the coach/)
    .last()
    .setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: pitchPng(400, 400, [40, 80, 160]) });
  await expect(dialog.getByLabel(/^Photo of the coach/)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await dialog
    .getByLabel(/^Question \d+(?! in Spanish)/)
    .last()
    .fill('Do keepers need their own gloves?');
  await dialog
    .getByLabel(/^Answer \d+(?! in Spanish)/)
    .last()
    .fill('Yes, please bring gloves that fit.');
  await snap(page, info.project.name, 'details-dialog', 'camp-details', { viewport: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Camp details saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The public page of one of its sessions.
  await page.goto('/Camps');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^Camp page for ${camp}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Camps\/Session\/\d+$/);
  const sessionUrl = new URL(page.url()).pathname;
  const main = page.getByRole('main');
  await expect(main.getByText('3:45 PM (Central Time)', { exact: true })).toBeVisible();
  await expect(main.getByText('7:00 PM (Central Time)', { exact: true })).toBeVisible();
  await expect(main.getByText('Park behind the recreation center; we use the north field.')).toBeVisible();
  const photo = main.getByRole('img', { name: 'The north field and its goal' }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(main.getByRole('heading', { name: 'Sam Okafor' }).first()).toBeVisible();
  await main.getByText('Do keepers need their own gloves?').first().click();
  await expect(main.getByText('Yes, please bring gloves that fit.').first()).toBeVisible();
  await snap(page, info.project.name, 'session', 'camp-details');
  await expectNoSeriousA11yViolations(page);

  // Without JavaScript: all of it is in the HTML, and the question opens by itself.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const plain = await context.newPage();
  const response = await plain.goto(new URL(sessionUrl, page.url()).toString());
  expect(response?.status()).toBe(200);
  const html = plain.getByRole('main');
  await expect(html.getByText('3:45 PM (Central Time)', { exact: true })).toBeVisible();
  await expect(html.getByRole('img', { name: 'The north field and its goal' }).first()).toHaveAttribute(
    'width',
    /\d+/,
  );
  await html.getByText('Do keepers need their own gloves?').first().click();
  await expect(html.getByText('Yes, please bring gloves that fit.').first()).toBeVisible();
  const data = JSON.parse((await plain.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(String(data.doorTime)).toMatch(/T15:45:00-0[56]:00$/);
  expect(String(data.image[0].url)).toMatch(/^http:\/\/[^/]+\/api\/Images\/[0-9a-f]{32}$/);
  await snap(plain, info.project.name, 'session-no-js', 'camp-details');
  await context.close();
});
