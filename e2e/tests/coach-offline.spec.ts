import { demo, signIn, signOut } from '../support/auth.js';
import {
  assignDemoCoach,
  coachedSession,
  paidChildWithMedicalNote,
  startsToday,
} from '../support/coaching.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** What the device keeps (decision 0107): the coach's rosters in IndexedDB, read in the page. */
const keptRosterCount = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        const open = indexedDB.open('soccer-device');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => done(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) {
            db.close();
            return done(0);
          }
          const count = db.transaction('kept').objectStore('kept').count();
          count.onsuccess = () => {
            db.close();
            done(count.result);
          };
        };
      }),
  );

/**
 * Issue 28 item 5 (decisions 0107, 0108): the coach opens today's roster with signal; the phone
 * loses it; the reloaded page still shows the roster with its medical flag and says it is offline
 * and as of when; back online, sign-out deletes the roster from the phone.
 */
test('the roster opens without signal once read today, and sign-out deletes it', async ({
  page,
  context,
  project,
}) => {
  test.setTimeout(300_000);
  const campName = `Offline Camp ${project}`;
  const sessionId = await coachedSession(page, campName);
  const player = await paidChildWithMedicalNote(page, sessionId, 'Olive', project, 'Bee sting allergy');
  await assignDemoCoach(page, sessionId);
  await startsToday(page, sessionId);

  // The roster's page as the server sends it to anyone (decision 0122): the session's facts drawn,
  // nothing of a child.
  const sent = await (await page.request.get(`/coach/sessions/${sessionId}`)).text();
  expect(sent).toContain(campName);
  expect(sent).not.toContain(player.first);
  expect(sent).not.toContain('Bee sting');

  await signIn(page, demo.coach.email);
  await page.goto('/coach');
  await page.getByRole('link', { name: campName }).first().click();
  await page.waitForURL((url) => url.pathname === `/coach/sessions/${sessionId}`);
  const child = page.getByTestId('roster-child').filter({ hasText: `${player.first} ${player.last}` });
  await expect(child.getByTestId('medical-flag')).toContainText('Bee sting allergy');
  await expect.poll(() => keptRosterCount(page)).toBeGreaterThan(0);
  // The worker has the app's files before the signal goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toContainText(/Offline: roster as of \d{1,2}:\d{2} [AP]M/);
  await expect(child.getByTestId('medical-flag')).toContainText('Bee sting allergy');
  await expect(child.getByTestId('medical-flag')).toBeInViewport();
  await snap(page, project, 'roster-offline', 'coaching');

  await context.setOffline(false);
  // Opened afresh with signal: the session's heading from the first paint to the roster, never a
  // spinner or another heading in between (the page drawn by the server, then the site's).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      const text = document.querySelector('#root h1')?.textContent ?? '';
      // From the first heading parsed on: any change after it is recorded, its absence too.
      if ((text || seen.length > 0) && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(child.getByTestId('medical-flag')).toContainText('Bee sting allergy');
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([
    campName,
  ]);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await signOut(page);
  expect(await keptRosterCount(page)).toBe(0);
});
