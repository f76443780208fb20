import { demo, signIn } from '../support/auth.js';
import { assignDemoCoach, coachedSession, paidChildWithMedicalNote, pdfText } from '../support/coaching.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/**
 * Paper backup (decision 0095): the assigned coach downloads the day's roster and sign-in sheet
 * from the roster page; both are PDFs with the child and the medical flag.
 */
test('the coach downloads the printed roster and the sign-in sheet from the roster page', async ({
  page,
  project,
}) => {
  test.setTimeout(240_000);
  const campName = `Paper Camp ${project}`;
  const sessionId = await coachedSession(page, campName);
  const player = await paidChildWithMedicalNote(page, sessionId, 'Iris', project, 'Bee sting allergy');
  await assignDemoCoach(page, sessionId);

  await signIn(page, demo.coach.email);
  await page.goto(`/coach/sessions/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: campName })).toBeVisible();
  const printRoster = page.getByRole('button', { name: 'Print roster' });
  const signInSheet = page.getByRole('button', { name: 'Sign-in sheet' });
  await expect(printRoster).toBeVisible();
  await expect(signInSheet).toBeVisible();
  await snap(page, project, 'roster-links', 'paper');

  const [rosterFile] = await Promise.all([page.waitForEvent('download'), printRoster.click()]);
  expect(rosterFile.suggestedFilename()).toMatch(
    new RegExp(`^roster-${sessionId}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const rosterText = await pdfText(await rosterFile.path());
  expect(rosterText).toContain(`Roster: ${campName}`);
  expect(rosterText).toContain(`MEDICAL: ${player.first} ${player.last}`);
  expect(rosterText).toContain('Bee sting allergy');
  expect(rosterText).toContain("Times are in the facility's time zone");

  const [sheetFile] = await Promise.all([page.waitForEvent('download'), signInSheet.click()]);
  expect(sheetFile.suggestedFilename()).toMatch(new RegExp(`^sign-in-${sessionId}-`));
  const sheetText = await pdfText(await sheetFile.path());
  expect(sheetText).toContain(`Sign-in and sign-out sheet: ${campName}`);
  for (const column of ['Time in', 'Time out', 'Picked up by']) expect(sheetText).toContain(column);
  expect(sheetText).toContain(`MEDICAL: ${player.first} ${player.last}`);
  await snap(page, project, 'roster-after-downloads', 'paper');
});
