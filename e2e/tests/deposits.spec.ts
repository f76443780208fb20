import type { APIRequestContext } from '@playwright/test';
import { demo, signIn, signInAsNewAccount, signInFromHome, signOut } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { paymentsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, campSessionThroughApi, day } from '../support/staff.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** A $200 camp session in 30 days taking a 50% deposit, the balance due in 20 days (the catalogue's API). */
const sessionWithDeposit = (request: APIRequestContext, token: string, campName: string) =>
  campSessionThroughApi(request, token, {
    campName,
    description: 'Half now, half later.',
    startOffset: 30,
    endOffset: 34,
    ageRange: 'Ages 6-12',
    cost: 200,
    extra: { depositPlan: { depositKind: 'percent', depositValue: 50, balanceDueDate: day(20) } },
  });

test('a parent pays a deposit, sees the balance due in My Registrations and pays it; staff see who owes what', async ({
  page,
  request,
  project,
}) => {
  test.setTimeout(300_000);
  const campName = `E2E Deposit Camp ${project} ${Date.now().toString(36)}`;
  await signInFromHome(page, demo.staff.email);
  const sessionId = await sessionWithDeposit(request, await accessTokenOf(page), campName);
  await signOut(page);

  const email = await signInAsNewAccount(page, 'Dana Posit', `deposits-${project}`);
  const player = playerFor('Della', project);
  await page.goto(`/Register/${sessionId}`);
  await expect(page.getByRole('complementary').getByTestId('deposit-offer')).toHaveText(
    /^Pay \$100\.00 deposit today, \$100\.00 due by \d{1,2}\/\d{1,2}\/\d{4}\.$/,
  );
  await fillCampRegistration(page, player);
  await submitRegistration(page);
  await expect(page.getByTestId('deposit-offer')).toContainText('Pay $100.00 deposit today');
  await snap(page, project, 'checkout', 'deposits');
  await startPayment(page);
  await expect(page.getByText('$100.00').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  await page.goto('/MyRegistrations');
  const mine = campRegistrationOf(page, player);
  const balance = mine.getByTestId('balance-due');
  await expect(balance).toContainText('Paid $100.00.');
  await expect(balance).toContainText(/Balance \$100\.00 due by \d{1,2}\/\d{1,2}\/\d{4}\./);
  await balance.scrollIntoViewIfNeeded();
  await snap(page, project, 'my-registrations', 'deposits');
  await expectNoSeriousA11yViolations(page);

  // Staff see the balance in the summaries (and may export it).
  await signOut(page);
  await signIn(page, demo.staff.email);
  await page.goto('/manage');
  const report = page.getByTestId('balances-due');
  const owed = report.getByTestId('balance-due-row').filter({ hasText: `${player.first} ${player.last}` });
  await expect(owed).toContainText(campName);
  await expect(owed).toContainText('$100.00');
  await owed.scrollIntoViewIfNeeded();
  await snap(page, project, 'staff-report', 'deposits');
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export balances' }).click();
  expect((await download).suggestedFilename()).toMatch(/^BALANCES_DUE_.*\.xlsx$/);
  await signOut(page);

  // The parent pays the balance from My Registrations.
  await signIn(page, email, 'Kickoff-2025!');
  await page.goto('/MyRegistrations');
  await campRegistrationOf(page, player)
    .getByRole('button', { name: /^Pay balance \(\$100\.00\)/ })
    .click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await page.goto('/MyRegistrations');
  await expect(campRegistrationOf(page, player)).toContainText('Paid in full: $200.00.');
  await expect(campRegistrationOf(page, player).getByRole('button', { name: /Pay balance/ })).toHaveCount(0);
  await snap(page, project, 'paid-in-full', 'deposits');
});
