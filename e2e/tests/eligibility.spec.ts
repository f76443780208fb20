import { demo, signInFromHome } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import { fillCampRegistration, openCampFromCamps, playerFor } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

// Nothing here is registered: the form refuses before sending, so no seat is held.
test('the camp form refuses a birth date outside the session’s ages before sending, and the picker marks the sessions', async ({
  page,
  project,
}) => {
  await signInFromHome(page, demo.parent.email);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/Registration/submitRegistration'))
      sent += 1;
  });

  // Foundations Skills Camp in Nashville is for ages 6-9 on its first day; this player is 11.
  await openCampFromCamps(page, 'Foundations Skills Camp', 'Nashville');
  await fillCampRegistration(page, playerFor('Riley', project));
  const birthdate = page.getByRole('group', { name: 'Player', exact: true }).getByLabel('Birth date');
  await birthdate.fill(bornYearsAgo(11));
  const refusal = /^This session is for ages 6-9 on its first day \(.+\); this player will be 11 then\.$/;
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthdate).toHaveAccessibleDescription(refusal);
  await snap(page, project, 'refused-at-once', 'eligibility');

  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Correct errors and resubmit')).toBeVisible();
  await expect(birthdate).toBeFocused();
  expect(sent).toBe(0);
  await expect(page).toHaveURL(/\/Register\/\d+$/);

  // The sessions this player can attend: the birth date goes along and the picker marks the rest.
  await page.getByRole('link', { name: 'See the sessions this player can attend' }).click();
  await page.waitForURL((url) => url.pathname === '/Register');
  await expect(page.getByLabel("Player's birth date")).toHaveValue(bornYearsAgo(11));
  const card = (camp: string, city: string) =>
    page.getByRole('article').filter({ hasText: camp }).filter({ hasText: city });
  const foundations = card('Foundations Skills Camp', 'Nashville');
  await expect(foundations.getByText('Not for this player')).toBeVisible();
  await expect(foundations.getByRole('button', { name: /is not for this player$/ })).toBeDisabled();
  const advanced = card('Advanced Player Camp', 'Nashville');
  await expect(advanced.getByText('Not for this player')).toHaveCount(0);
  await snap(page, project, 'picker-marked', 'eligibility');

  // Ages 10-14 takes this player: the form opens with the birth date and no error.
  await advanced.getByRole('link', { name: /^Register for Advanced Player Camp/ }).click();
  await page.waitForURL(/\/Register\/\d+$/);
  const carried = page.getByRole('group', { name: 'Player', exact: true }).getByLabel('Birth date');
  await expect(carried).toHaveValue(bornYearsAgo(11));
  await expect(page.getByRole('complementary')).toContainText('Ages 10-14');
  await expect(carried).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});
