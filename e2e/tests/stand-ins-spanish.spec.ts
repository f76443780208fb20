import { expect, type Page } from '@playwright/test';
import { demo, signInAsNewAccount, untilHeaderIsLive } from '../support/auth.js';
import {
  fillCampRegistration,
  openCampFromCamps,
  playerFor,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { test } from '../support/fixtures.js';
import { identityUrl, paymentsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';

/** No English words of the stand-in's own on the page (names, addresses and card numbers aside). */
async function expectNoEnglish(page: Page, words: string[]) {
  const text = await page.locator('main').innerText();
  for (const word of words) expect(text, `"${word}" on ${page.url()}`).not.toContain(word);
}

test('the sign-in stand-in in Spanish: sign-in, create an account and its errors, forgotten password', async ({
  page,
  project,
}) => {
  await page.goto('/?lang=es');
  await untilHeaderIsLive(page);
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Menú', exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.locator('.navbar-collapse')).toHaveClass(/\bshow\b/);
  }
  await header.getByRole('button', { name: 'Iniciar sesión', exact: true }).first().click();
  await page.waitForURL((url) => url.origin === identityUrl && url.pathname.startsWith('/interaction/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await snap(page, project, 'identity-sign-in', 'es');

  await page.getByRole('link', { name: 'Crear una cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Corrija los campos marcados, por favor.');
  await expect(page.getByText('Escriba su nombre.')).toBeVisible();
  await expect(page.getByText('Use al menos 10 caracteres.')).toBeVisible();
  await expectNoEnglish(page, ['Full name', 'Password', 'Create account', 'Enter your']);
  await snap(page, project, 'identity-sign-up-errors', 'es');

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambie su contraseña' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByText('Escriba su dirección de correo electrónico.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(demo.parent2.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('status')).toContainText('Si existe una cuenta con esa dirección');
  await expectNoEnglish(page, ['Check your email', 'Back to sign in', 'reset link']);
  await snap(page, project, 'identity-reset-sent', 'es');
});

test('the payment stand-in in Spanish: a declined card is said in Spanish, then Cancelar y volver', async ({
  page,
  project,
}) => {
  const player = playerFor('Declinado', project);
  // A family of its own: the declined registration keeps its seat hold, which must not count
  // against the demo parent's holds in a session other tests register for.
  await signInAsNewAccount(page, 'Dolores Declinado', `declined-${project}`);
  await openCampFromCamps(page, 'Goalkeeper Academy', 'Dallas');
  await fillCampRegistration(page, player);
  const registrationId = await submitRegistration(page);

  // The family reads the site in Spanish from here: the checkout opens in Spanish.
  await page.goto(`/Checkout/${registrationId}?lang=es`);
  await page.getByRole('button', { name: 'Pagar la sesión de campamento' }).click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Número de tarjeta').fill(testCards.declined);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Su tarjeta fue rechazada.');
  await snap(page, project, 'payments-declined', 'es');

  await page.getByRole('button', { name: 'Cancelar y volver' }).click();
  await page.waitForURL(new RegExp(`/CheckoutComplete/false/camp-${registrationId}$`));
});
