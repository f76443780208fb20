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
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, campSessionByStaff, clickStaffMenu } from '../support/staff.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/**
 * Check-in and check-out (decision 0098): the coach taps a paid child in on the roster, then
 * hands the child to the parent with the day's pickup code (a wrong code first, refused); staff
 * read the day on the attendance page.
 */
test('the coach checks a child in, and out to the parent with the day’s code', async ({ page, project }) => {
  test.setTimeout(300_000);
  const campName = `Check-in Camp ${project}`;
  const sessionId = await campSessionByStaff(page, {
    campName,
    startOffset: 3,
    days: 2,
    cost: '150',
    capacity: '10',
  });

  await signInAsNewAccount(page, 'Carla Checkin', `checkin-${project}`);
  await page.goto(`/Register/${sessionId}`);
  const player = { ...playerFor('Cleo', project), birthdate: bornYearsAgo(8) };
  const name = `${player.first} ${player.last}`;
  await fillCampRegistration(page, player);
  await submitRegistration(page);
  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  const token = await accessTokenOf(page);
  const [first] = (await (
    await page.request.get('/api/Household/PickupCodes', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { day: string; code: string }[];
  expect(first).toBeDefined();
  const wrong = String((Number(first!.code) + 1) % 10_000).padStart(4, '0');
  await signOut(page);

  await signIn(page, demo.admin.email);
  await clickStaffMenu(page, 'Coaches');
  await page.waitForURL((url) => url.pathname === '/manage/coaches');
  await page.getByLabel("Coach's e-mail").fill(demo.coach.email);
  const sessionSelect = page.locator('#coach-item');
  const value = await sessionSelect.locator('option', { hasText: campName }).getAttribute('value');
  await sessionSelect.selectOption(value!);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.locator('.toast-area')).toContainText(`${demo.coach.email} is assigned.`);
  await signOut(page);

  await signIn(page, demo.coach.email);
  await page.goto(`/coach/sessions/${sessionId}?day=${first!.day}`);
  const child = page.getByTestId('roster-child').filter({ hasText: name });
  await expect(child.getByTestId('attendance')).toContainText('Not checked in');
  await child.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(child.getByTestId('attendance')).toContainText('Checked in ·');
  await snap(page, project, 'checked-in', 'checkin');

  await child.getByRole('button', { name: `Check out ${name}` }).click();
  const form = child.getByRole('form', { name: `Check out ${name}` });
  const parent = form.getByRole('radio', { name: /\(Parent or guardian\)$/ }).first();
  await parent.check();
  const code = form.getByLabel("The family's pickup code for today");
  await code.fill(wrong);
  await form.getByRole('button', { name: 'Hand over' }).click();
  await expect(child.getByRole('alert')).toContainText(
    'Check-out not recorded. That is not the pickup code for this child today.',
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'check-out', 'checkin');
  // The refused tap closed the form: the coach opens it again with the right code.
  await child.getByRole('button', { name: `Check out ${name}` }).click();
  await parent.check();
  await code.fill(first!.code);
  await form.getByRole('button', { name: 'Hand over' }).click();
  await expect(child.getByTestId('attendance')).toContainText('Picked up by');
  await expect(child.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'picked-up', 'checkin');
  await signOut(page);

  await signIn(page, demo.admin.email);
  await page.goto(`/manage/attendance/${sessionId}?day=${first!.day}`);
  const row = page.getByTestId('attendance-row').filter({ hasText: name });
  await expect(row).toContainText('Picked up');
  await expect(row).toContainText('Pickup code');
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'report', 'checkin');
});
