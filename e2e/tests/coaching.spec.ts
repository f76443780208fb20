import { demo, signIn, signOut } from '../support/auth.js';
import { coachedSession, paidChildWithMedicalNote } from '../support/coaching.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, clickStaffMenu } from '../support/staff.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/**
 * Coaches (decisions 0089, 0090): an admin assigns the demo coach (no role, an assignment by
 * e-mail) to a session a family has paid for with an allergy on the form; the coach signs in,
 * opens the roster and finds the allergy first, with the guardian and emergency contact to call.
 */
test('an admin assigns a coach, and the coach opens the roster with the medical flag', async ({
  page,
  project,
}) => {
  test.setTimeout(240_000);
  const campName = `Coaches Camp ${project}`;
  const sessionId = await coachedSession(page, campName);
  // A family registers a child with an allergy and pays.
  const player = await paidChildWithMedicalNote(page, sessionId, 'Ada', project, 'Peanut allergy');

  // The admin assigns the coach by e-mail.
  await signIn(page, demo.admin.email);
  await clickStaffMenu(page, 'Coaches');
  await page.waitForURL((url) => url.pathname === '/manage/coaches');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
  await page.getByLabel("Coach's e-mail").fill(demo.coach.email);
  const sessionSelect = page.locator('#coach-item');
  await expect(sessionSelect.locator('option', { hasText: campName })).toHaveCount(1);
  const value = await sessionSelect.locator('option', { hasText: campName }).getAttribute('value');
  await sessionSelect.selectOption(value!);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.locator('.toast-area')).toContainText(`${demo.coach.email} is assigned.`);
  const assignments = page.getByTestId('coach-assignments');
  await expect(assignments.getByText(campName).first()).toBeVisible();
  await snap(page, project, 'assign', 'coaching');
  await signOut(page);

  // The coach signs in and opens the roster.
  await signIn(page, demo.coach.email);
  await page.goto('/coach');
  await expect(page.getByRole('heading', { level: 1, name: 'My rosters' })).toBeVisible();
  await expect(page.getByRole('link', { name: campName }).first()).toBeVisible();
  await snap(page, project, 'rosters', 'coaching');
  await page.getByRole('link', { name: campName }).first().click();
  await page.waitForURL((url) => url.pathname === `/coach/sessions/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: campName })).toBeVisible();
  const child = page.getByTestId('roster-child').filter({ hasText: `${player.first} ${player.last}` });
  const flag = child.getByTestId('medical-flag');
  await expect(flag).toContainText('Peanut allergy');
  await expect(flag).toBeInViewport();
  await expect(page.getByRole('note')).toContainText(`${player.first} ${player.last}`);
  await expect(child.getByRole('link', { name: /^Call .*Parent or guardian$/ })).toHaveAttribute(
    'href',
    'tel:6155550100',
  );
  await expect(child.getByRole('link', { name: /Emergency contact \(Grandparent\)/ })).toHaveAttribute(
    'href',
    'tel:6155550199',
  );
  await expect(child).toContainText('T-shirt M');
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'roster', 'coaching');

  // In Spanish.
  await page.goto(`/coach/sessions/${sessionId}?lang=es`);
  await expect(page.getByText('Salud').first()).toBeVisible();
  await snap(page, project, 'roster-es', 'coaching');
  await page.goto(`/coach?lang=en`);

  // The staff report and the export of this very session stay closed to the coach.
  const token = await accessTokenOf(page);
  for (const path of [
    `/api/Registration/GetSessionRegistrations/${sessionId}`,
    `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
  ]) {
    const refused = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'Staff', exact: true })).toHaveCount(0);
});
