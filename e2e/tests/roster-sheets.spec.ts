import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { demo, signIn, signOut } from '../support/auth.js';
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
import { accessTokenOf, campSessionByStaff } from '../support/staff.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

async function pdfText(path: string) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

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
  const sessionId = await campSessionByStaff(page, {
    campName,
    startOffset: 5,
    days: 2,
    cost: '150',
    capacity: '10',
  });

  await signIn(page, demo.parent.email);
  await page.goto(`/Register/${sessionId}`);
  const player = playerFor('Iris', project);
  await fillCampRegistration(page, player);
  await page
    .getByRole('textbox', { name: 'Medical conditions, allergies or medications (optional)' })
    .fill('Bee sting allergy');
  await submitRegistration(page);
  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await signOut(page);

  // The admin assigns the coach (the screens for it have their own spec).
  await signIn(page, demo.admin.email);
  const assigned = await page.request.post('/api/Admin/CoachAssignments', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { email: demo.coach.email, kind: 'session', itemId: sessionId, group: '' },
  });
  expect(assigned.status()).toBe(201);
  await signOut(page);

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
