import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { fillCampRegistration, playerFor, submitRegistration } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { addCampDocument, clickStaffMenu, createCampAndSession } from '../support/staff.js';

test('staff add a waiver to a camp; a parent must accept it to register; the staff report shows the acceptance', async ({
  page,
  project,
}) => {
  const campName = `Waiver Camp ${project} ${Date.now().toString(36)}`;
  const title = `Liability waiver ${project}`;

  // Staff add a camp with a session, then its liability waiver, in the catalogue.
  await signInFromHome(page, demo.staff.email);
  await clickStaffMenu(page, 'Catalogue');
  const sessionId = await createCampAndSession(page, {
    campName,
    startOffset: 30,
    days: 3,
    cost: '140',
    capacity: '10',
  });
  await addCampDocument(page, campName, {
    kind: 'Liability waiver',
    title,
    text: 'Soccer is a contact sport and players may be injured.\nI accept the risks of taking part.',
  });
  await expect(page.getByRole('tabpanel')).toContainText(title);
  await snap(page, project, 'catalogue-documents', 'waivers');
  await signOut(page);

  // The parent reads it on the form: registering without accepting is refused beside the checkbox.
  const player = playerFor('Wren', project);
  await signIn(page, demo.parent.email);
  await page.goto(`/Register/${sessionId}`);
  const waivers = page.getByRole('group', { name: 'Waivers and consents' });
  await expect(waivers.getByRole('region', { name: title })).toContainText('I accept the risks');
  await fillCampRegistration(page, player);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const accept = waivers.getByRole('checkbox', { name: `I have read and accept: ${title}` });
  await expect(accept).toHaveAccessibleDescription('Read and accept this document to register.');
  await expect(page).toHaveURL(new RegExp(`/Register/${sessionId}$`));
  await waivers.scrollIntoViewIfNeeded();
  await snap(page, project, 'form-refused', 'waivers');

  await accept.check();
  await waivers.getByRole('textbox', { name: 'Type your full name' }).fill('Pat Parker');
  const registrationId = await submitRegistration(page);
  await signOut(page);

  // Staff see who accepted which version on the session report.
  await signIn(page, demo.staff.email);
  await page.goto(`/SessionRegistrationReport/${sessionId}`);
  const registration = page
    .locator('tr, .staff-card')
    .filter({ hasText: `${player.first} ${player.last}` })
    .first();
  await expect(registration.getByRole('list', { name: 'Waivers and consents accepted' })).toContainText(
    `${title} v1, accepted by Pat Parker`,
  );
  await snap(page, project, 'session-report', 'waivers');
  expect(registrationId).toBeGreaterThan(0);
});
