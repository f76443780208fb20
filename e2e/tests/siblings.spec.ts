import type { Locator } from '@playwright/test';
import { demo, signInAsNewAccount, signInFromHome, signOut } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  followMenuLink,
  openCampFromCamps,
  type Player,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { mailsMatching, waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';

test('a parent saves a player, then registers two saved players for one session and pays once, with the sibling discount', async ({
  page,
  project,
}) => {
  // Staff set 10% off each additional player in the catalogue.
  await signInFromHome(page, demo.staff.email);
  await page.goto('/manage/catalog?tab=sibling-discount');
  await page.getByLabel(/^Discount/).selectOption('percent');
  await page.getByLabel(/Percentage \(%\)/).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByText(
        '10% off each additional player registered in the same order, while another player of the order stays registered.',
      )
      .first(),
  ).toBeVisible();
  await signOut(page);

  // A new family registers Kai for one camp and saves him when the checkout offers it.
  await signInAsNewAccount(page, 'Sasha Sibling', `siblings-${project}`);
  const first = { ...playerFor('Kai', project), birthdate: bornYearsAgo(12) };
  const second = { ...playerFor('Noa', project), birthdate: bornYearsAgo(10) };
  await openCampFromCamps(page, 'Advanced Player Camp', 'Dallas');
  await fillCampRegistration(page, first);
  await submitRegistration(page);
  await page
    .getByTestId('save-to-household')
    .getByRole('button', { name: `Save ${first.first} ${first.last} to your household` })
    .click();
  await expect(page.getByTestId('save-to-household')).toContainText('is saved to your household.');

  // Noa is added once on the household page.
  await followMenuLink(page, 'Household');
  await page.getByRole('button', { name: 'Add a player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a player' });
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(second.first);
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(second.last);
  await dialog.getByLabel('Birth date').fill(second.birthdate);
  await dialog.getByLabel(/T-shirt size/).selectOption('s');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Main St');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Nashville');
  await dialog.getByRole('textbox', { name: 'State', exact: true }).fill('TN');
  await dialog.getByRole('textbox', { name: 'Zip code', exact: true }).fill('37206');
  await dialog.getByRole('button', { name: 'Save player' }).click();
  await expect(page.getByTestId('household-player').filter({ hasText: second.first })).toBeVisible();

  // Goalkeeper Academy in Stratham ($185.00, ages 9-14; no other test registers there): both
  // saved players picked, nothing typed.
  await openCampFromCamps(page, 'Goalkeeper Academy', 'Stratham');
  const pick = async (picker: Locator, player: Player) =>
    picker.selectOption((await picker.locator('option', { hasText: player.first }).getAttribute('value'))!);
  // The first 'Who is coming?' is the first player's; each other player has its own.
  await pick(page.getByLabel('Who is coming?').first(), first);
  await expect(page.getByTestId('sibling-discount')).toContainText(
    '10% off each additional player registered in the same order, while another player of the order stays registered.',
  );
  await page.getByRole('button', { name: 'Add another player' }).click();
  const extra = page.getByRole('listitem', { name: 'Player 2' });
  await pick(extra.getByLabel('Who is coming?'), second);
  await expect(extra.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(second.first);
  await snap(page, project, 'siblings-form', undefined, { viewport: true });
  await page.getByRole('button', { name: 'Register 2 players' }).click();

  // One checkout page for both: each player's line, the discount on the second, one total.
  await page.waitForURL(/\/Checkout\/\d+$/);
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`${first.first} ${first.last}`);
  await expect(lines.nth(0)).toContainText('$185.00');
  // Each line names its session's dates (both players go to the same session here).
  const when = lines.nth(0).getByText(/^\d{1,2}\/\d{1,2}\/\d{4}/);
  await expect(when).toBeVisible();
  await expect(lines.nth(1).getByText((await when.textContent())!, { exact: true })).toBeVisible();
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

  // One mail for the payment: both players, the discount, the total and the order number.
  const mail = await waitForMail(
    (m) =>
      m.subject.startsWith('Payment received: order O-') &&
      (m.text ?? '').includes(`${second.first} ${second.last}`),
  );
  expect(mail.subject).toMatch(/, \$351\.50$/);
  expect(mail.text).toContain(`${first.first} ${first.last}: Goalkeeper Academy`);
  expect(mail.text).toContain('Price $185.00, sibling discount -$18.50: $166.50');
  expect(mail.text).toContain('Total paid: $351.50');
  expect(
    await mailsMatching(
      (m) =>
        m.subject.startsWith('Payment received') && (m.text ?? '').includes(`${first.first} ${first.last}`),
    ),
  ).toHaveLength(1);
  await page.setContent(mail.html ?? '');
  await snap(page, project, 'siblings-payment-mail');
  await page.goto('/MyRegistrations');

  // Kai, the full-price player, is cancelled in the full-refund window: Noa stays alone and loses
  // the sibling discount, which the dialog shows and keeps from Kai's refund.
  // (Kai also holds his first registration, at Advanced Player Camp.)
  const kaiHere = campRegistrationOf(page, first).filter({ hasText: 'Goalkeeper Academy' });
  await kaiHere.getByRole('button', { name: /^Cancel registration/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel registration' });
  await expect(cancel.getByTestId('sibling-discount-lost')).toHaveText(
    'Sibling discount the other players of this order lose (it holds only while another player stays): −$18.50, kept from this refund.',
  );
  await expect(cancel.getByTestId('refund-quote')).toHaveText('Cancelling now refunds $166.50.');
  await snap(page, project, 'siblings-cancel-quote', undefined, { viewport: true });
  await cancel.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(
    page.getByText('Registration cancelled. $166.50 is on its way back to your card.'),
  ).toBeVisible();
  await expect(kaiHere).toContainText('cancelled');
  // Noa now counts at the full price.
  await expect(campRegistrationOf(page, second)).toContainText('$185.00');
  await snap(page, project, 'siblings-after-cancel');
});
