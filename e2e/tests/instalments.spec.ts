import type { APIRequestContext } from '@playwright/test';
import { demo, signInAsNewAccount, signInFromHome, signOut } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  payWithCard,
  playerFor,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { paymentsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, campSessionThroughApi, day } from '../support/staff.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** A $245 camp session in 30 days offering 3 payments: today, in 10 and in 20 days (the catalogue's API). */
const sessionWithPlan = (request: APIRequestContext, token: string, campName: string) =>
  campSessionThroughApi(request, token, {
    campName,
    description: 'Three payments.',
    startOffset: 30,
    endOffset: 34,
    ageRange: 'Ages 6-12',
    cost: 245,
    extra: { instalmentPlan: { laterDates: [day(10), day(20)] } },
  });

test('a parent picks the instalment plan, pays the first payment, sees the schedule and pays the rest early', async ({
  page,
  request,
  project,
}) => {
  test.setTimeout(300_000);
  const campName = `E2E Plan Camp ${project} ${Date.now().toString(36)}`;
  await signInFromHome(page, demo.staff.email);
  const sessionId = await sessionWithPlan(request, await accessTokenOf(page), campName);
  await signOut(page);

  await signInAsNewAccount(page, 'Ina Stalment', `instalments-${project}`);
  const player = playerFor('Iris', project);
  await page.goto(`/Register/${sessionId}`);
  await expect(page.getByRole('complementary').getByTestId('instalment-offer')).toHaveText(
    /^Or pay in 3 payments: \$81\.67 today, \$81\.67 on \d{1,2}\/\d{1,2}\/\d{4}, \$81\.66 on \d{1,2}\/\d{1,2}\/\d{4}\.$/,
  );
  await fillCampRegistration(page, player);
  await submitRegistration(page);
  await expect(page.getByTestId('instalment-offer')).toContainText('Or pay in 3 payments: $81.67 today');
  await snap(page, project, 'checkout', 'instalments');
  await page.getByRole('button', { name: 'Pay in 3 payments: $81.67 today' }).click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
  await expect(page.getByText('$81.67').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  await page.goto('/MyRegistrations');
  const mine = campRegistrationOf(page, player);
  const payments = mine.getByTestId('instalments');
  await expect(payments.getByRole('listitem')).toHaveCount(3);
  await expect(payments.getByRole('listitem').nth(0)).toContainText('Payment 1: $81.67');
  await expect(payments.getByRole('listitem').nth(0)).toContainText('paid');
  await expect(payments.getByRole('listitem').nth(2)).toContainText('charged to your saved card on its date');
  await payments.scrollIntoViewIfNeeded();
  await snap(page, project, 'my-registrations', 'instalments');
  await expectNoSeriousA11yViolations(page);

  await mine.getByRole('button', { name: /^Pay the rest \(\$163\.33\)/ }).click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await page.goto('/MyRegistrations');
  await expect(campRegistrationOf(page, player)).toContainText('Paid in full: $245.00.');
  await expect(campRegistrationOf(page, player).getByRole('button', { name: /Pay the rest/ })).toHaveCount(0);
  await snap(page, project, 'paid-in-full', 'instalments');
});
