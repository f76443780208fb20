import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { turnsOn } from '../support/birth-dates.js';
import { campRegistrationOf, payWithCard, playerFor, registerAndPay, testCards } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForPlayerMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { paidRegistrationOnStaffReport, refundOnReport } from '../support/staff.js';

test('a parent moves a paid registration to a dearer session and pays the difference', async ({
  page,
  project,
}) => {
  // A family moves only to sessions the player's age fits: Stratham's Foundations camp (day 49 of
  // the demo catalogue) takes ages 7-10, Dallas's Advanced camp (day 56) ages 11-15, so Sasha turns
  // 11 between their first days.
  const player = { ...playerFor('Sasha', project), birthdate: turnsOn(11, 52) };
  await signInFromHome(page, demo.parent.email);

  // Foundations Skills Camp in Stratham ($165.00; no other test holds seats there), paid by card.
  await registerAndPay(page, 'Foundations Skills Camp', 'Stratham', player);

  await page.goto('/MyRegistrations');
  await campRegistrationOf(page, player)
    .getByRole('button', { name: /^Change session/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change session' });
  const target = dialog.getByRole('radio', { name: /Advanced Player Camp.*Dallas/ });
  await expect(target).toBeVisible();
  await expect(dialog.getByText(/Advanced Player Camp/).first()).toBeVisible();
  await target.check();
  await expect(dialog.getByTestId('switch-outcome')).toContainText(
    'You pay the $130.00 difference by card next.',
  );
  await snap(page, project, 'switch-choose', undefined, { viewport: true });
  await dialog.getByRole('button', { name: 'Pay $130.00 and move' }).click();

  // The hosted checkout asks for the difference only.
  await expect(page.getByText('$130.00').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('payment-completed')).toHaveText('Yes');
  await expect(page.getByTestId('switch-note')).toContainText(
    /^Moved from Foundations Skills Camp, .* to Advanced Player Camp, .*\. Paid \$130\.00 more\.$/,
  );
  await snap(page, project, 'switch-paid');

  await page.goto('/MyRegistrations');
  const row = campRegistrationOf(page, player);
  await expect(row).toContainText('Advanced Player Camp');
  await expect(row.getByTestId('status-note')).toContainText('Moved from Foundations Skills Camp');
  await snap(page, project, 'switch-history');

  const mail = await waitForPlayerMail('Moved to another session: Advanced Player Camp', player);
  expect(mail.text).toContain('You paid $130.00 more for the new session.');
});

test("staff move a paid registration to a cheaper session the player's age does not fit: a reason for the exception, and the refund chosen", async ({
  page,
  project,
}) => {
  const player = playerFor('Tatum', project);
  // Advanced Player Camp in Nashville ($295.00, ages 10-14); Nashville's Foundations camp takes ages 6-9.
  await paidRegistrationOnStaffReport(page, 'Advanced Player Camp', 'Nashville', player);
  await page.getByRole('button', { name: `Move ${player.first} ${player.last} to another session` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to another session' });
  const target = dialog
    .getByRole('option')
    .filter({ hasText: 'Foundations Skills Camp' })
    .filter({ hasText: 'Nashville' });
  await expect(target).toContainText('Not for this player');
  await dialog.getByLabel(/Session/).selectOption((await target.getAttribute('value'))!);
  await expect(dialog.getByTestId('move-eligibility')).toContainText(
    /^This session is for ages 6-9 on its first day/,
  );
  await snap(page, project, 'staff-move-warning', undefined, { viewport: true });
  // Nothing is decided about the difference until staff choose.
  await expect(dialog.getByLabel('Refund the $120.00 difference')).not.toBeChecked();
  await expect(dialog.getByLabel('Keep the $120.00 difference (no refund)')).not.toBeChecked();
  await dialog.getByLabel(/^Reason( \*)?$/).fill('Too advanced for now');
  await dialog.getByRole('button', { name: 'Move' }).click();
  // Refused with both reasons: no choice about the difference, and no reason for the exception.
  await expect(
    dialog.getByText('This session costs less: choose whether the difference is refunded or kept.'),
  ).toBeVisible();
  await expect(dialog.getByText(/^This session is for ages 6-9 on its first day/)).toBeVisible();
  await dialog.getByLabel('Refund the $120.00 difference').check();
  await dialog.getByLabel(/Reason for an exception/).fill('Coach placed him with his younger brother');
  await snap(page, project, 'staff-move', undefined, { viewport: true });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.getByText(/^Moved .* to Foundations Skills Camp, .*; a refund of \$120\.00 is requested\.$/),
  ).toBeVisible();
  // The registration left this session's report.
  await expect(page.getByText(`${player.first} ${player.last}`)).toHaveCount(0);
  const mail = await waitForPlayerMail('Moved to another session: Foundations Skills Camp', player);
  expect(mail.text).toContain('We have asked for a refund of $120.00 to the card you paid with.');
});

test('staff move a paid registration to a dearer session and charge the difference: the family pays from the mailed link', async ({
  page,
  project,
}) => {
  // Goalkeeper Academy in Dallas ($195.00, ages 10-16, day 35) to Advanced Player Camp in Dallas
  // ($295.00, ages 11-15, day 56): a player who is 12 on both first days.
  const player = { ...playerFor('Quinn', project), birthdate: turnsOn(12, 20) };
  await paidRegistrationOnStaffReport(page, 'Goalkeeper Academy', 'Dallas', player);
  await page.getByRole('button', { name: `Move ${player.first} ${player.last} to another session` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to another session' });
  const target = dialog
    .getByRole('option')
    .filter({ hasText: 'Advanced Player Camp' })
    .filter({ hasText: 'Dallas' });
  await expect(target).not.toContainText('Not for this player');
  await dialog.getByLabel(/Session/).selectOption((await target.getAttribute('value'))!);
  await expect(dialog.getByTestId('move-eligibility')).toHaveCount(0);
  await dialog
    .getByLabel('The family pays the $100.00 difference (they are e-mailed a payment link)')
    .check();
  await dialog.getByLabel(/^Reason( \*)?$/).fill('Ready for the advanced group');
  await snap(page, project, 'staff-move-charge', undefined, { viewport: true });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.getByText(
      /^The family of .* has been e-mailed a link to pay the \$100\.00 difference; the move to Advanced Player Camp, .* happens once it is paid\.$/,
    ),
  ).toBeVisible();

  const mail = await waitForPlayerMail('Pay the difference to move sessions: Goalkeeper Academy', player);
  expect(mail.text).toContain('The new session costs $100.00 more.');
  const link = /(https?:\/\/\S+\/pay\/\S+)/.exec(mail.text ?? '')?.[1];
  expect(link).toBeTruthy();
  // The family opens it, signed in as themselves.
  await signOut(page);
  await signIn(page, demo.parent.email);
  await page.goto(link!);
  await expect(page.getByText('$100.00').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('switch-note')).toContainText(
    /^Moved from Goalkeeper Academy, .* to Advanced Player Camp, .* by staff\. Paid \$100\.00 more\.$/,
  );
  await snap(page, project, 'staff-move-paid');
});

test('after a partial refund, a parent moving to a cheaper session is quoted and mailed only what is left to refund', async ({
  page,
  project,
}) => {
  // Advanced Player Camp in Nashville ($295.00, ages 10-14, day 21) to Goalkeeper Academy in Dallas
  // ($195.00, ages 10-16, day 35): $100.00 cheaper, for a player who is 12 on both first days.
  const player = { ...playerFor('Reese', project), birthdate: turnsOn(12, 10) };
  await paidRegistrationOnStaffReport(page, 'Advanced Player Camp', 'Nashville', player);
  // Staff gave $250.00 back already: $45.00 is left of what the family paid.
  await refundOnReport(page, player, '250', 'Injured for most of the week');
  await expect(page.getByText(`Refunding $250.00 to ${player.first} ${player.last}.`)).toBeVisible();
  await signOut(page);
  await signIn(page, demo.parent.email);

  await page.goto('/MyRegistrations');
  await campRegistrationOf(page, player)
    .getByRole('button', { name: /^Change session/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change session' });
  const target = dialog.getByRole('radio', { name: /Goalkeeper Academy.*Dallas/ });
  await expect(target).toBeVisible();
  await expect(
    dialog.locator('.switch-option').filter({ hasText: 'Goalkeeper Academy' }).filter({ hasText: 'Dallas' }),
  ).toContainText('$45.00 back');
  await target.check();
  await expect(dialog.getByTestId('switch-outcome')).toHaveText(
    'It costs $100.00 less. Your place moves at once and we refund $45.00 to your card, which is what is left of what you paid after earlier refunds.',
  );
  await snap(page, project, 'switch-partly-refunded', undefined, { viewport: true });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.getByText(
      /^Moved to Goalkeeper Academy, .*\. A refund of \$45\.00 to your card has been requested\.$/,
    ),
  ).toBeVisible();

  const mail = await waitForPlayerMail('Moved to another session: Goalkeeper Academy', player);
  expect(mail.text).toContain(
    'The new session costs $100.00 less; $45.00 of what you paid was left to refund (the rest had already been refunded).',
  );
  expect(mail.text).toContain('We have asked for a refund of $45.00 to the card you paid with.');
  expect(mail.text).not.toContain('$100.00 to');
});
