import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  openCampFromCamps,
  playerFor,
  submitRegistration,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

// The browser keeps Mountain time: the site writes deadlines in the reader's zone and names it,
// whatever the server's clock (UTC) or the facility's (Central) is.
test.use({ timezoneId: 'America/Denver', actionTimeout: 30_000, navigationTimeout: 30_000 });

/** 'Nov 26, 2026, 10:40 AM MST': an instant in Mountain time, named. */
const mountain = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T`;

test('an unpaid seat says what to do and by when, readable on My Registrations and the staff report', async ({
  page,
  project,
}) => {
  const player = playerFor('Unpaid', project);
  const name = `${player.first} ${player.last}`;

  // A parent registers and leaves without paying: the seat is held.
  await signInFromHome(page, demo.parent.email);
  await openCampFromCamps(page, 'Foundations Skills Camp', 'Nashville');
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  await fillCampRegistration(page, player);
  await submitRegistration(page);

  await page.goto('/MyRegistrations');
  const row = campRegistrationOf(page, player);
  await expect(row.locator('[data-status]')).toHaveText(new RegExp(`^Not paid: pay by ${mountain}$`));
  await expect(row.getByTestId('status-note')).toHaveText(new RegExp(`held until ${mountain}\\.`));
  await expect(row.getByRole('link', { name: /^Pay Now/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'my-registrations-unpaid', 'status');
  await signOut(page);

  // Staff read the same words on the session report, and the hold's end in their own zone.
  await signIn(page, demo.staff.email);
  await page.goto(`/SessionRegistrationReport/${sessionId}`);
  const registration = (project === 'phone' ? page.locator('li.staff-card') : page.getByRole('row')).filter({
    hasText: name,
  });
  await expect(registration.locator('[data-status]')).toHaveText(
    new RegExp(`^Not paid: pay by ${mountain}$`),
  );
  await expect(registration.getByTestId('hold-line')).toHaveText(new RegExp(`^Held until ${mountain}$`));
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'session-report-unpaid', 'status');

  // The hold goes back so later runs of the demo parent stay under the holds cap.
  await registration.getByRole('button', { name: `Release hold of ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Release hold' })
    .getByRole('button', { name: 'Release hold' })
    .click();
  await expect(registration.locator('[data-status]')).toHaveText('expired');

  // Its history says who did what, when (in the reader's zone) and why.
  const history = registration.getByTestId('registration-history');
  await history.getByText('History (2)').click();
  const changes = history.getByRole('listitem');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(1)).toBeVisible();
  await expect(changes.nth(0)).toHaveText(
    new RegExp(`^${mountain} · The family\\s*Created → Not paid · Registered$`),
  );
  await expect(changes.nth(1)).toHaveText(
    new RegExp(`^${mountain} · Staff\\s*Not paid → expired · Seat hold released by staff$`),
  );
  await expect(changes.nth(1)).toBeVisible();
  await snap(page, project, 'session-report-history', 'status');
});
