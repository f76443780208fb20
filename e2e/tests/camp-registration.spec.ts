import type { Page } from '@playwright/test';
import { demo, signInFromHome } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  followMenuLink,
  openCampFromCamps,
  payByBankTransfer,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';

/** 'Pay Now' / 'Retry Payment' in the page's main area. */
const payLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /Retry Payment|Pay Now/ });

async function goToMyRegistrations(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'My Registrations', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/MyRegistrations');
}

test('a parent registers a player with a promo code, pays, and gets the confirmation e-mail', async ({
  page,
  project,
}) => {
  const player = playerFor('Avery', project);
  await signInFromHome(page, demo.parent.email);

  await openCampFromCamps(page, 'Foundations Skills Camp', 'Nashville');
  await expect(
    page.getByRole('group', { name: 'Parent or guardian' }).getByRole('textbox', { name: 'Email' }),
  ).toHaveValue(demo.parent.email);
  await fillCampRegistration(page, player, 'EARLYBIRD');
  await snap(page, project, 'register-filled');
  const registrationId = await submitRegistration(page);

  // Checkout: $175 less the $25 early-bird discount.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${player.first} ${player.last}`);
  await expect(page.getByTestId('discount')).toHaveText('−$25.00');
  await expect(page.getByTestId('total')).toHaveText('$150.00');
  await snap(page, project, 'checkout');

  await startPayment(page);
  await expect(page.getByText('$150.00').first()).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue(testCards.pays);
  await payWithCard(page, testCards.pays);

  await page.waitForURL(/\/CheckoutComplete\/true\/cs_[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-session-id')).toHaveText(
    new URL(page.url()).pathname.split('/').pop()!,
  );
  await expect(page.getByTestId('payment-completed')).toHaveText('Yes');
  await expect(page.getByTestId('registration-status')).toHaveText('paid');
  await expect(payLinks(page)).toHaveCount(0);
  // The receipt: who and what, when and where, what was paid, and what happens next.
  const orderNumber = `C-${String(registrationId).padStart(5, '0')}`;
  await expect(page.getByText(`Order ${orderNumber}`)).toBeVisible();
  const line = page.getByTestId('order-line');
  await expect(line).toContainText(`${player.first} ${player.last} · Foundations Skills Camp`);
  await expect(line).toContainText('Nashville');
  await expect(line).toContainText('promo code EARLYBIRD −$25.00');
  await expect(page.getByTestId('receipt-total')).toHaveText('$150.00');
  await expect(page.getByTestId('next-steps')).toContainText(`on its way to ${demo.parent.email}`);
  await snap(page, project, 'checkout-complete-paid');

  await goToMyRegistrations(page);
  const row = campRegistrationOf(page, player);
  await expect(row).toContainText('paid');
  await expect(row).toContainText('Foundations Skills Camp');
  await expect(row.getByRole('link')).toHaveCount(0);
  await snap(page, project, 'my-registrations');

  const mail = await waitForMail((m) => m.subject === `Payment received: order ${orderNumber}, $150.00`);
  expect(mail.to.map((t) => t.address)).toEqual([demo.parent.email]);
  expect(mail.text).toContain(`${player.first} ${player.last}: Foundations Skills Camp`);
  expect(mail.text).toContain('promo code EARLYBIRD -$25.00');
  expect(mail.text).toContain('Total paid: $150.00');
  // Its links are absolute and lead to the site's pages.
  const link = /href="([^"]+\/MyRegistrations)"/.exec(mail.html ?? '')?.[1];
  expect(link).toBe(new URL('/MyRegistrations', page.url()).href);

  // The paid registration cannot be bought again.
  await page.goto(`/Checkout/${registrationId}`);
  await expect(page.getByText('This registration is already paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase Camp Session' })).toHaveCount(0);

  // The mail as a phone or a desktop mail program shows it.
  await page.setContent(mail.html ?? '');
  await snap(page, project, 'payment-mail');
  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === '/MyRegistrations');
});

test('a declined card, then Cancel and return, then Retry Payment pays', async ({ page, project }) => {
  const player = playerFor('Blair', project);
  await signInFromHome(page, demo.parent.email);

  await openCampFromCamps(page, 'Goalkeeper Academy', 'Dallas');
  await expect(page.getByRole('textbox', { name: /Promo code/ })).toHaveCount(0);
  await fillCampRegistration(page, player);
  const registrationId = await submitRegistration(page);
  await expect(page.getByTestId('total')).toHaveText('$195.00');
  await expect(page.getByTestId('discount')).toHaveCount(0);

  await startPayment(page);
  await payWithCard(page, testCards.declined);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await page.waitForURL(new RegExp(`/CheckoutComplete/false/camp-${registrationId}$`));
  await expect(page.getByRole('heading', { name: 'Payment was not completed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
  await expect(page.getByTestId('payment-session-id')).toHaveText(`camp-${registrationId}`);
  await expect(page.getByTestId('payment-completed')).toHaveText('No');
  // The checkout stays open after a decline, so the seat stays held for a retry.
  await expect(page.getByTestId('registration-status')).toHaveText('payment failed');
  await expect(page.getByTestId('status-note')).toContainText(
    'Checkout was started, but no payment has been received. Your seat is held until ',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Retry Payment' })).toHaveAttribute(
    'href',
    `/Checkout/${registrationId}`,
  );
  await snap(page, project, 'checkout-complete-not-completed');

  await goToMyRegistrations(page);
  const row = campRegistrationOf(page, player);
  await expect(row.locator('[data-status]')).toHaveText('payment failed');
  await expect(row.getByTestId('status-note')).toContainText('Your seat is held until ');
  await snap(page, project, 'my-registrations-retry');
  await row.getByRole('link', { name: /^Retry Payment/ }).click();
  await page.waitForURL(new RegExp(`/Checkout/${registrationId}$`));

  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\/cs_[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  await followMenuLink(page, 'My Registrations');
  await page.waitForURL((url) => url.pathname === '/MyRegistrations');
  await expect(campRegistrationOf(page, player)).toContainText('paid');
  await expect(campRegistrationOf(page, player).getByRole('link')).toHaveCount(0);
});

test('without a session id the parent picks one; form and server errors show beside the fields', async ({
  page,
  project,
}) => {
  const player = playerFor('Casey', project);
  await signInFromHome(page, demo.parent.email);

  await page.goto('/Register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await snap(page, project, 'register-picker');
  await page.getByRole('link', { name: /^Register for Foundations Skills Camp, Dallas/ }).click();
  await page.waitForURL(/\/Register\/\d+$/);
  await expect(page.getByRole('complementary')).toContainText('Fretz Park Fields');

  // Checked in the browser first.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Player first name is required.')).toBeVisible();
  await expect(page.getByText('Correct errors and resubmit')).toBeVisible();
  await snap(page, project, 'register-client-errors');

  // A wrong promo code is refused by the server, beside the promo input.
  await fillCampRegistration(page, player, 'WRONG');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const promo = page.getByRole('textbox', { name: 'Promo code (optional)' });
  await expect(promo).toHaveAccessibleDescription('This promo code is not valid for this session.');
  await expect(page.getByText('Correct errors and resubmit')).toBeVisible();
  await expect(page).toHaveURL(/\/Register\/\d+$/);
  await snap(page, project, 'register-server-errors');

  await promo.fill('dallas20');
  await submitRegistration(page);
  await expect(page.getByTestId('discount')).toHaveText('−$20.00');
  await expect(page.getByTestId('total')).toHaveText('$155.00');
});

test('a delayed bank transfer shows as pending, offers no second payment, then clears to paid', async ({
  page,
  project,
}) => {
  // The transfer clears PAYMENTS_ASYNC_DELAY_MS (20 s) after the payer returns.
  test.slow();
  const player = playerFor('Dana', project);
  await signInFromHome(page, demo.parent.email);

  await openCampFromCamps(page, 'Little Kickers Morning Camp', 'Nashville');
  await fillCampRegistration(page, player);
  const registrationId = await submitRegistration(page);
  await startPayment(page);
  await payByBankTransfer(page);

  // The provider sends the payer to the success address, but the money has not arrived.
  await page.waitForURL(/\/CheckoutComplete\/true\/cs_[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
  await expect(page.getByTestId('payment-completed')).toHaveText('No');
  await expect(payLinks(page)).toHaveCount(0);
  await snap(page, project, 'checkout-complete-pending');

  await goToMyRegistrations(page);
  const row = campRegistrationOf(page, player);
  await expect(row.getByTestId('status-note')).toHaveText(
    'Your bank payment is on its way. We will e-mail you when it clears; your seat stays held until then.',
  );
  await expect(row.getByRole('link')).toHaveCount(0);
  await snap(page, project, 'my-registrations-pending');

  await page.goto(`/Checkout/${registrationId}`);
  await expect(page.getByTestId('status-note')).toContainText('Your bank payment is on its way.');
  await expect(page.getByRole('button', { name: 'Purchase Camp Session' })).toHaveCount(0);

  // Once the transfer clears, My Registrations reads it as paid.
  await page.goto('/MyRegistrations');
  await expect(async () => {
    await page.reload();
    await expect(campRegistrationOf(page, player).locator('[data-status]')).toHaveText('paid', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(campRegistrationOf(page, player).getByRole('link')).toHaveCount(0);
});

test('a result address with a checkout the server does not know never says paid', async ({ page }) => {
  await signInFromHome(page, demo.parent.email);

  await page.goto('/CheckoutComplete/true/cs_test_typed_by_hand');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Complete' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
  await expect(
    page.getByText(
      'Failed to update Payment Status on Registration for Payment Session Id=cs_test_typed_by_hand',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
  await expect(page.getByTestId('payment-completed')).toHaveText('No');
  await expect(payLinks(page)).toHaveCount(0);

  await page.goto('/TournamentCheckoutComplete/true/tournament-999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Checkout Complete' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
  await expect(
    page.getByText(
      'Failed to update Payment Status on Tournament Registration for Payment Session Id=tournament-999999',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
});
