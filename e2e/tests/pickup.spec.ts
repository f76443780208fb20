import { demo, signIn, signInAsNewAccount, signOut } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import {
  fillCampRegistration,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from '../support/camp.js';
import { assignDemoCoach, coachedSession } from '../support/coaching.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf } from '../support/staff.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/**
 * Authorized pickup (decision 0094): a family registers and pays, names a pickup adult and a
 * one-day pickup on the Household page, sees each camp day's code in My Registrations; the coach
 * sees the adults on the roster, the one-day pickup on its day only, and no code.
 */
test('a parent names who may pick up, sees the day’s code, and the coach sees the adults', async ({
  page,
  project,
}) => {
  test.setTimeout(300_000);
  const campName = `Pickup Camp ${project}`;
  const sessionId = await coachedSession(page, campName);

  await signInAsNewAccount(page, 'Paula Pickup', `pickup-${project}`);
  await page.goto(`/Register/${sessionId}`);
  const player = { ...playerFor('Pia', project), birthdate: bornYearsAgo(8) };
  const name = `${player.first} ${player.last}`;
  await fillCampRegistration(page, player);
  await submitRegistration(page);
  const offer = page.getByTestId('save-to-household');
  await offer.getByRole('button', { name: `Save ${name} to your household` }).click();
  await expect(offer).toContainText(`${name} is saved to your household.`);
  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);

  const token = await accessTokenOf(page);
  const codes = (await (
    await page.request.get('/api/Household/PickupCodes', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { day: string; code: string }[];
  expect(codes.length).toBeGreaterThanOrEqual(2);
  const [first, second] = codes as [{ day: string; code: string }, { day: string; code: string }];

  // The Household page: an every-day adult and a one-day pickup on the second day.
  await page.goto('/Household');
  const section = page.getByTestId('pickup-player').filter({ hasText: name });
  await section.getByRole('button', { name: `Add a pickup adult for ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: `Add a pickup adult for ${name}` });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ana Abuela');
  await dialog.getByRole('textbox', { name: 'Relation' }).fill('Grandmother');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('615-555-0177');
  await dialog.getByRole('button', { name: 'Save pickup adult' }).click();
  await expect(page.locator('.toast-area')).toContainText('Ana Abuela may pick up.');
  await section.getByRole('button', { name: `Add a pickup adult for ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Add a pickup adult for ${name}` });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Nico Neighbor');
  await dialog.getByRole('textbox', { name: 'Relation' }).fill('Neighbor');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('6155550188');
  await dialog.getByLabel('Pickup day (optional)').fill(second.day);
  await dialog.getByRole('button', { name: 'Save pickup adult' }).click();
  await expect(section.getByTestId('pickup-adult')).toHaveCount(2);
  await expect(section.getByTestId('pickup-adult').filter({ hasText: 'Nico Neighbor' })).toContainText(
    'Only on',
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'household', 'pickup');

  // My Registrations: the day's code.
  await page.goto('/MyRegistrations');
  const list = page.getByTestId('pickup-codes');
  await expect(list).toContainText(name);
  await expect(list.getByTestId('pickup-code').first()).toContainText(first.code);
  await expect(list.getByTestId('pickup-code').nth(1)).toContainText(second.code);
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'codes', 'pickup');
  await signOut(page);

  // The admin assigns the coach (the screens have their own spec); the coach opens each day's roster.
  await assignDemoCoach(page, sessionId);

  await signIn(page, demo.coach.email);
  await page.goto(`/coach/sessions/${sessionId}?day=${first.day}`);
  let child = page.getByTestId('roster-child').filter({ hasText: name });
  await expect(child.getByRole('link', { name: 'Call Ana Abuela, Pickup: Grandmother' })).toHaveAttribute(
    'href',
    'tel:6155550177',
  );
  await expect(child).not.toContainText('Nico Neighbor');
  await page.goto(`/coach/sessions/${sessionId}?day=${second.day}`);
  child = page.getByTestId('roster-child').filter({ hasText: name });
  await expect(child.getByRole('link', { name: 'Call Nico Neighbor, Today only: Neighbor' })).toBeVisible();
  await expect(child.getByRole('link', { name: /Call Ana Abuela/ })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(second.code);
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'roster', 'pickup');
});
