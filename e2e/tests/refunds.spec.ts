import { demo, signIn, signInFromHome } from '../support/auth.js';
import { campRegistrationOf, playerFor, registerAndPay, registerHereAndPay } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail, waitForPlayerMail } from '../support/mailbox.js';
import { paymentsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';
import { campSessionByStaff, paidRegistrationOnStaffReport, refundOnReport } from '../support/staff.js';

test('a parent cancels a paid registration, sees the refund before confirming, and gets it back', async ({
  page,
  project,
}) => {
  const player = playerFor('Quinn', project);
  await signInFromHome(page, demo.parent.email);
  // Goalkeeper Academy in Dallas starts in 35 days: the default policy refunds everything.
  await registerAndPay(page, 'Goalkeeper Academy', 'Dallas', player);

  await page.goto('/MyRegistrations');
  const row = campRegistrationOf(page, player);
  await row.getByRole('button', { name: /^Cancel registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel registration' });
  await expect(dialog.getByTestId('refund-quote')).toHaveText('Cancelling now refunds $195.00.');
  await expect(dialog).toContainText('You paid $195.00.');
  await expect(dialog).toContainText('Cancellation policy: Full refund until 14 days before the start');
  // The dialog is open: a full-page capture would resize the window and close it.
  await snap(page, project, 'cancel-quote', undefined, { viewport: true });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(
    page.getByText('Registration cancelled. $195.00 is on its way back to your card.'),
  ).toBeVisible();

  await expect(row).toContainText('cancelled');
  // The refund settles at the checkout stand-in; its webhook moves the registration on.
  await expect(async () => {
    await page.reload();
    await expect(campRegistrationOf(page, player)).toContainText('Refunded $195.00', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await snap(page, project, 'cancelled-refunded');

  const cancelled = await waitForPlayerMail(
    'Registration cancelled: Goalkeeper Academy (Dallas, TX)',
    player,
  );
  // At the cancel the refund is only requested; the next mail says when it was sent.
  expect(cancelled.text).toContain('We have asked our card processor to refund $195.00');
  expect(cancelled.text).not.toContain('We are refunding');
  await waitForMail((m) => m.subject === 'Refund sent: $195.00' && (m.text ?? '').includes(player.last));

  // The checkout's own records show the refund.
  const records = await page.request.get(`${paymentsUrl}/refunds`);
  expect(await records.text()).toContain('$195.00');
});

test('staff refund part of a payment from the session report', async ({ page, project }) => {
  const player = playerFor('Rowan', project);
  await paidRegistrationOnStaffReport(page, 'Advanced Player Camp', 'Dallas', player);

  const dialog = await refundOnReport(page, player, '1000', 'Missed the first day');
  await expect(dialog.getByText('At most $295.00 is left to refund on this payment.')).toBeVisible();
  await dialog.getByLabel(/Amount/).fill('45.50');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`Refunding $45.50 to ${player.first} ${player.last}.`)).toBeVisible();

  const item = page
    .locator('tr, li')
    .filter({ hasText: `${player.first} ${player.last}` })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(item.getByRole('list', { name: 'Refunds' })).toContainText('refunded', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(item.getByRole('list', { name: 'Refunds' })).toContainText('$45.50 · Missed the first day');
  await expect(item).toContainText('paid');
  await snap(page, project, 'staff-partial-refund');
});

test("a session's own policy, set in the catalogue, decides what a parent gets back", async ({
  page,
  project,
}) => {
  const campName = `Policy Camp ${project} ${Date.now().toString(36)}`;
  // Starts in 40 days: full refund only until 60 days before, then $20 is kept until 30 days before.
  const sessionId = await campSessionByStaff(page, {
    campName,
    startOffset: 40,
    days: 2,
    cost: '100',
    capacity: '5',
    policy: { fullRefundDays: '60', feeDays: '30', feeDollars: '20' },
  });

  const player = playerFor('Sage', project);
  await signIn(page, demo.parent.email);
  await page.goto(`/Register/${sessionId}`);
  await registerHereAndPay(page, player);

  await page.goto('/MyRegistrations');
  await campRegistrationOf(page, player)
    .getByRole('button', { name: /^Cancel registration/ })
    .click();
  const quote = page.getByRole('dialog', { name: 'Cancel registration' });
  await expect(quote.getByTestId('refund-quote')).toHaveText(
    'Cancelling now refunds $80.00 (a $20.00 fee is kept).',
  );
  await expect(quote).toContainText(
    'Full refund until 60 days before the start; refund less a $20.00 fee until 30 days before',
  );
});
