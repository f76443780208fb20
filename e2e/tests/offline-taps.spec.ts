import { clickInMenu, demo, signIn, signOut } from '../support/auth.js';
import {
  assignDemoCoach,
  coachedSession,
  paidChildWithMedicalNote,
  startsToday,
} from '../support/coaching.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf } from '../support/staff.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/**
 * Issue 28 item 5 (decisions 0098, 0108): a coach's morning. Two children are checked in with
 * signal; the signal drops; both are handed over with a photo ID seen (the code cannot be checked
 * offline); the page says 2 changes are not yet sent; back online, both check-outs are recorded once.
 */
test('check-outs made without signal are sent once when it returns', async ({ page, context, project }) => {
  test.setTimeout(400_000);
  const campName = `Offline Taps Camp ${project}`;
  const sessionId = await coachedSession(page, campName);
  const olive = await paidChildWithMedicalNote(page, sessionId, 'Otto', project, 'Asthma inhaler');
  const pia = await paidChildWithMedicalNote(page, sessionId, 'Pia', project, 'Lactose intolerant');
  await assignDemoCoach(page, sessionId);
  await startsToday(page, sessionId);
  const names = [olive, pia].map((p) => `${p.first} ${p.last}`);

  await signIn(page, demo.coach.email);
  await page.goto(`/coach/sessions/${sessionId}`);
  const card = (name: string) => page.getByTestId('roster-child').filter({ hasText: name });
  for (const name of names) {
    await card(name)
      .getByRole('button', { name: `Check in ${name}` })
      .click();
    await expect(card(name).getByTestId('attendance')).toContainText('Checked in ·');
    await expect(card(name).getByTestId('unsent')).toHaveCount(0);
  }

  await context.setOffline(true);
  for (const name of names) {
    const child = card(name);
    await child.getByRole('button', { name: `Check out ${name}` }).click();
    const form = child.getByRole('form', { name: `Check out ${name}` });
    await expect(form.getByRole('radio', { name: 'Pickup code' })).toBeDisabled();
    await expect(form.getByRole('radio', { name: 'Photo ID seen' })).toBeChecked();
    await expect(form.getByTestId('code-offline')).toContainText('Offline, a pickup code cannot be checked');
    if (name === names[0]) await snap(page, project, 'check-out-offline', 'offline-taps');
    await form
      .getByRole('radio', { name: /\(Parent or guardian\)$/ })
      .first()
      .check();
    await form.getByRole('button', { name: 'Hand over' }).click();
    await expect(child.getByTestId('attendance')).toContainText('Picked up by');
    await expect(child.getByTestId('unsent')).toHaveText('Not yet sent');
  }
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText('2 changes not yet sent');
  await snap(page, project, 'not-yet-sent', 'offline-taps');
  // Signing out now would delete them: the site asks first, and staying keeps them.
  await clickInMenu(page, 'Sign Out');
  const unsent = page.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(unsent).toContainText('2 check-ins and check-outs made on this device without a connection');
  await snap(page, project, 'sign-out-unsent', 'offline-taps');
  await unsent.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(unsent).toHaveCount(0);
  await expect(notice).toContainText('2 changes not yet sent');

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  for (const name of names) await expect(card(name).getByTestId('unsent')).toHaveCount(0);
  await page.reload();
  for (const name of names) await expect(card(name).getByTestId('attendance')).toContainText('Picked up by');
  await signOut(page);

  // Staff read the day: both picked up, with a photo ID, each once.
  await signIn(page, demo.staff.email);
  const answer = await page.request.get(`/api/Admin/CampSessions/${sessionId}/attendance`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  const report = (await answer.json()) as {
    children: { firstName: string; lastName: string; state: string; confirmation: string }[];
  };
  for (const p of [olive, pia]) {
    const row = report.children.find((c) => c.firstName === p.first && c.lastName === p.last);
    expect(row).toMatchObject({ state: 'out', confirmation: 'photoId', checkedOutBy: demo.coach.email });
  }
});
