import { signInAsNewAccount } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  openCampFromCamps,
  payWithCard,
  playerFor,
  registerAndPay,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { paymentsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';

test('a parent takes credit instead of a card refund at cancel, then pays a new registration with it', async ({
  page,
  project,
}) => {
  const player = playerFor('Remy', project);
  // An account of its own: credit left by a failed run never pays another test's checkout.
  await signInAsNewAccount(page, 'Carla Credit', `credit-${project}`);
  // Goalkeeper Academy in Dallas starts in 35 days: the default policy refunds everything ($195).
  await registerAndPay(page, 'Goalkeeper Academy', 'Dallas', player);

  await page.goto('/MyRegistrations');
  await campRegistrationOf(page, player)
    .getByRole('button', { name: /^Cancel registration/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel registration' });
  await expect(dialog.getByTestId('refund-quote')).toHaveText('Cancelling now refunds $195.00.');
  // Both choices, before confirming: the card, or credit with the business's 10% bonus.
  await expect(dialog.getByRole('radio', { name: '$195.00 back to your card' })).toBeChecked();
  await dialog.getByRole('radio', { name: '$214.50 as account credit (10% more)' }).check();
  await snap(page, project, 'cancel-credit-choice', undefined, { viewport: true });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('Cancelled. $214.50 is now account credit.')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('Your credit: $214.50');
  await snap(page, project, 'credit-balance');

  // A dearer camp: the credit pays first and the card the rest, so the balance ends at zero.
  const next = playerFor('Sol', project);
  await openCampFromCamps(page, 'Advanced Player Camp', 'Dallas');
  await fillCampRegistration(page, next);
  await submitRegistration(page);
  await expect(page.getByTestId('credit-split')).toHaveText('Credit pays $214.50; your card pays $80.50.');
  await snap(page, project, 'checkout-with-credit');
  await page.getByRole('button', { name: 'Purchase Camp Session' }).click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
  await expect(page.getByText('$80.50').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  await page.goto('/MyRegistrations');
  await expect(campRegistrationOf(page, next)).toContainText('paid');
  await expect(page.getByTestId('credit-balance')).toHaveText('Your credit: $0.00');
  await expect(page.getByTestId('credit-entry').first()).toContainText('Credit used at checkout');
  await snap(page, project, 'credit-used');
});
