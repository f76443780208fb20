import { signInAsNewAccount } from '../support/auth.js';
import {
  fillCampRegistration,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { campSessionByStaff, day } from '../support/staff.js';

/** A calendar day as the site writes it in English (M/D/YYYY). */
const shown = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;

test('a session with an early-bird price shows it and until when; the family is charged it', async ({
  page,
  project,
}) => {
  // Its own camp per run (the phone and desktop runs share one database): $245 for ten days, then $300.
  const campName = `Early Bird Camp ${project}`;
  const id = await campSessionByStaff(page, {
    campName,
    startOffset: 45,
    days: 4,
    cost: '300',
    capacity: '12',
    priceWindows: [{ untilOffset: 10, cost: '245' }],
  });
  const until = `until ${shown(day(10))}, then $300.00`;

  await page.goto(`/Camps/Session/${id}`);
  const facts = page.locator('.session-facts');
  await expect(facts.getByText('$245.00')).toBeVisible();
  await expect(facts.getByText(until)).toBeVisible();
  await expect(facts.getByText('$300.00', { exact: true })).toHaveCount(0);
  await snap(page, project, 'price-windows-session');

  await page.goto('/Camps');
  const listed = page.locator('tr, li').filter({ hasText: campName }).first();
  await expect(listed).toContainText('$245.00');
  await expect(listed).toContainText(until);
  await snap(page, project, 'price-windows-camps');

  await signInAsNewAccount(page, 'Erin Early', `early-${project}`);
  await page.goto(`/Register/${id}`);
  const panel = page.getByRole('complementary');
  await expect(panel).toContainText('$245.00');
  await expect(panel).toContainText(until);
  await snap(page, project, 'price-windows-register');
  await fillCampRegistration(page, playerFor('Ezra', project));
  await submitRegistration(page);
  await expect(page.getByTestId('total')).toHaveText('$245.00');
  await snap(page, project, 'price-windows-checkout');

  await startPayment(page);
  await expect(page.getByText('$245.00').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('receipt-total')).toHaveText('$245.00');
  await snap(page, project, 'price-windows-paid');
});
