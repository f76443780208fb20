import { expect, test } from '@playwright/test';
import { demo, signIn, signOut } from '../support/auth.js';
import {
  birthDateForSessionShown,
  campRegistrationOf,
  fillCampRegistration,
  openCampFromCamps,
  payWithCard,
  playerFor,
  startPayment,
  testCards,
} from '../support/camp.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';

test('a parent registers two children for one session and pays once, with the sibling discount', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;

  // Staff set 10% off each additional player in the catalogue.
  await page.goto('/');
  await signIn(page, demo.staff.email);
  await page.goto('/manage/catalog?tab=sibling-discount');
  await page.getByLabel(/^Discount/).selectOption('percent');
  await page.getByLabel(/Percentage \(%\)/).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('10% off each additional player registered in the same order.').first(),
  ).toBeVisible();
  await signOut(page);

  // Goalkeeper Academy in Stratham ($185.00, ages 9-14; no other test registers there).
  await signIn(page, demo.parent2.email);
  await openCampFromCamps(page, 'Goalkeeper Academy', 'Stratham');
  const first = playerFor('Kai', project);
  const second = playerFor('Noa', project);
  await fillCampRegistration(page, first);
  await expect(page.getByTestId('sibling-discount')).toContainText(
    '10% off each additional player registered in the same order.',
  );
  await page.getByRole('button', { name: 'Add another player' }).click();
  const extra = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Player 2' }) });
  await extra.getByRole('textbox', { name: 'First name', exact: true }).fill(second.first);
  await extra.getByRole('textbox', { name: 'Last name', exact: true }).fill(second.last);
  await extra.getByLabel('Birth date').fill(await birthDateForSessionShown(page));
  await extra.getByLabel('T-shirt size').selectOption('s');
  await snap(page, project, 'siblings-form', undefined, { viewport: true });
  await page.getByRole('button', { name: 'Register 2 players' }).click();

  // One checkout page for both: each player's line, the discount on the second, one total.
  await page.waitForURL(/\/Checkout\/\d+$/);
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`${first.first} ${first.last}`);
  await expect(lines.nth(0)).toContainText('$185.00');
  await expect(lines.nth(1)).toContainText(`${second.first} ${second.last}`);
  await expect(lines.nth(1)).toContainText('Sibling discount −$18.50');
  await expect(lines.nth(1)).toContainText('$166.50');
  await expect(page.getByTestId('total')).toHaveText('$351.50');
  await snap(page, project, 'siblings-checkout');

  // The hosted checkout lists both players and asks for the total once.
  await startPayment(page);
  await expect(page.getByText(`${first.first} ${first.last}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(`${second.first} ${second.last}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('$351.50').first()).toBeVisible();
  await snap(page, project, 'siblings-hosted-checkout');
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  await page.goto('/MyRegistrations');
  for (const player of [first, second])
    await expect(campRegistrationOf(page, player).getByText('paid', { exact: true })).toBeVisible();
  await expect(campRegistrationOf(page, second)).toContainText('$166.50');
  await snap(page, project, 'siblings-paid');

  const mail = await waitForMail(
    (m) =>
      m.subject === 'Payment received: Goalkeeper Academy' &&
      (m.text ?? '').includes(`${second.first} ${second.last}`),
  );
  expect(mail.text).toContain('Paid: $166.50, sibling discount $18.50 off');
});
