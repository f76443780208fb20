import { demo, signInAsNewAccount, signInFromHome, signOut } from '../support/auth.js';
import {
  fillCampRegistration,
  openCampFromCamps,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { todayAt } from '../support/staff.js';

test('staff create a coupon in the catalogue; a parent enters it at checkout and sees the discount after the promo code', async ({
  page,
  project,
}) => {
  // A code of each run's own (the phone and desktop runs share one database).
  const code = `FRIENDS${project.toUpperCase()}`;
  // The coupon's days are the facility's: the camp below is in Stratham, on New York's time.
  const today = todayAt('America/New_York');
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

  await signInFromHome(page, demo.staff.email);
  await page.goto('/manage/coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel(/^Code/).fill(code.toLowerCase());
  await form.getByLabel(/^Discount/).selectOption('percent');
  await form.getByLabel(/^Percentage off/).fill('20');
  await form.getByLabel(/^First day/).fill(today);
  await form.getByLabel(/^Last day/).fill(nextYear);
  await form.getByLabel(/^Total uses/).fill('5');
  await form.getByLabel(/^Uses per account/).fill('1');
  await snap(page, project, 'coupons-form');
  await form.getByRole('button', { name: 'Save coupon' }).click();
  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('0 of 5 used');
  await snap(page, project, 'coupons-list');
  await signOut(page);

  // A new family: Foundations Skills Camp in Stratham ($165.00, promo SEACOAST −$15.00).
  await signInAsNewAccount(page, 'Casey Coupon', `coupons-${project}`);
  const player = playerFor('Cora', project);
  await openCampFromCamps(page, 'Foundations Skills Camp', 'Stratham');
  await fillCampRegistration(page, player, 'SEACOAST');
  await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill(code.toLowerCase());
  await snap(page, project, 'coupons-register', undefined, { viewport: true });
  await submitRegistration(page);

  // Promo first ($165 − $15 = $150), then 20% of that: −$30.00; $120.00 to pay.
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveText('−$15.00');
  await expect(page.getByTestId('coupon-discount')).toHaveText('−$30.00');
  await expect(page.getByTestId('total')).toHaveText('$120.00');
  await snap(page, project, 'coupons-checkout');

  await startPayment(page);
  await expect(page.getByText('$120.00').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByText(`coupon ${code} −$30.00`, { exact: false })).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText('$120.00');
  await snap(page, project, 'coupons-paid');

  // The payment mail names the coupon too.
  const mail = await waitForMail(
    (m) => (m.text ?? '').includes(`${player.first} ${player.last}`) && (m.text ?? '').includes(code),
  );
  expect(mail.text).toContain(`coupon ${code} -$30.00`);

  // The same account cannot use it twice (one use per account).
  await openCampFromCamps(page, 'Foundations Skills Camp', 'Stratham');
  await fillCampRegistration(page, playerFor('Cato', project));
  await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill(code);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Coupon code (optional)' })).toHaveAccessibleDescription(
    'You have already used this coupon as many times as it allows.',
  );
  await snap(page, project, 'coupons-used-up', undefined, { viewport: true });
});
