import { demo, signInAsNewAccount, signInFromHome, signOut } from '../support/auth.js';
import {
  birthDateForSessionShown,
  campRegistrationOf,
  fillCampRegistration,
  payWithCard,
  playerFor,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { paymentsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, campSessionThroughApi, day } from '../support/staff.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

test("a parent registers two players and pays the order by plan: one first payment, each player's schedule", async ({
  page,
  request,
  project,
}) => {
  test.setTimeout(300_000);
  const campName = `E2E Order Plan ${project} ${Date.now().toString(36)}`;
  await signInFromHome(page, demo.staff.email);
  const sessionId = await campSessionThroughApi(request, await accessTokenOf(page), {
    campName,
    description: 'Three payments, for each player.',
    startOffset: 30,
    endOffset: 34,
    ageRange: 'Ages 6-12',
    cost: 245,
    extra: { instalmentPlan: { laterDates: [day(10), day(20)] } },
  });
  await signOut(page);

  await signInAsNewAccount(page, 'Ora Derplan', `order-plan-${project}`);
  const [first, second] = [playerFor('Otto', project), playerFor('Olga', project)];
  await page.goto(`/Register/${sessionId}`);
  await fillCampRegistration(page, first);
  await page.getByRole('button', { name: 'Add another player' }).click();
  const extra = page.getByRole('listitem', { name: 'Player 2' });
  await extra.getByRole('textbox', { name: 'First name', exact: true }).fill(second.first);
  await extra.getByRole('textbox', { name: 'Last name', exact: true }).fill(second.last);
  await extra.getByLabel('Birth date').fill(await birthDateForSessionShown(page));
  await extra.getByLabel(/T-shirt size/).selectOption('s');
  await page.getByRole('button', { name: 'Register 2 players' }).click();

  // One checkout for both: the order's payments, the first of each player's together today.
  await page.waitForURL(/\/Checkout\/\d+$/);
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('instalment-offer')).toHaveText(
    /^Or pay in 3 payments: \$\d+\.\d\d today, \$\d+\.\d\d on \d{1,2}\/\d{1,2}\/\d{4}, \$\d+\.\d\d on \d{1,2}\/\d{1,2}\/\d{4}\.$/,
  );
  await expect(page.getByTestId('order-plan-note')).toContainText(
    "For 2 players, each by their own session's plan",
  );
  await snap(page, project, 'checkout', 'order-instalments');
  const byPlan = page.getByRole('button', { name: /^Pay in 3 payments: \$\d+\.\d\d today$/ });
  const today = /\$(\d+\.\d\d) today/.exec((await byPlan.textContent()) ?? '')![1]!;
  await byPlan.click();
  await page.waitForURL((url) => url.origin === paymentsUrl && url.pathname.startsWith('/pay/'));
  await expect(page.getByText(`$${today}`).first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  // Each player pays by its own schedule, its first payment paid.
  await page.goto('/MyRegistrations');
  for (const player of [first, second]) {
    const payments = campRegistrationOf(page, player).getByTestId('instalments');
    await expect(payments.getByRole('listitem')).toHaveCount(3);
    await expect(payments.getByRole('listitem').nth(0)).toContainText('paid');
    await expect(payments.getByRole('listitem').nth(2)).toContainText(
      'charged to your saved card on its date',
    );
  }
  await snap(page, project, 'my-registrations', 'order-instalments');
});
