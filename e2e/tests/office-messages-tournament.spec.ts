import { demo, signInFromHome } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, openTournamentAgeRange, registerTeam } from '../support/staff.js';
import { payWithPrefilledCard, startTournamentPayment } from '../support/tournament.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** A time tomorrow as a datetime-local field takes it (the browser's own clock). */
function tomorrowAtNine() {
  const d = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
}

/**
 * Messages from the office to a tournament age group: a coach pays for a team; staff see the
 * reach, send to the age group and watch each team's mail go out in the tournament's history;
 * then schedule a second message and cancel it before its time.
 */
test('staff write to a tournament age group, see reach and delivery, and cancel a scheduled message', async ({
  page,
  browser,
  request,
  project,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const tournament = await openTournamentAgeRange(request);
  const ageRangeId = tournament.ageRange.tournamentAgeRangeId;
  const teamName = `E2E ${project} Comets ${stamp}`;

  // A coach registers a team and pays for it.
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await signInFromHome(coach, demo.coach.email);
  const team = await registerTeam(request, await accessTokenOf(coach), ageRangeId, {
    teamName,
    contactPhone: '6155550124',
  });
  await coach.goto(`/TournamentCheckout/${team.id}`);
  await startTournamentPayment(coach);
  await payWithPrefilledCard(coach);
  await coach.waitForURL(/\/TournamentCheckoutComplete\/true\//);
  await coachContext.close();

  // Staff open the age group's report; the message panel writes to its teams.
  await signInFromHome(page, demo.staff.email);
  await page.goto(`/TournamentRegistrationReport/${tournament.id}/${ageRangeId}`);
  const panel = page.getByRole('region', { name: 'Messages to families' });
  const group = panel.getByRole('combobox', { name: 'To the teams of the age group' });
  await expect(group).toHaveValue(String(ageRangeId));
  await panel.getByRole('button', { name: 'How many does it reach?' }).click();
  await expect(panel.getByTestId('message-reach')).toContainText(/^Reaches \d+ famil(y|ies) by mail\./);
  const subject = `Schedule ${project} ${stamp}`;
  await panel.getByRole('textbox', { name: /^Subject(?! in)/ }).fill(subject);
  await panel
    .getByRole('textbox', { name: /^Message(?! in)/ })
    .fill('Hi {firstName}, the first games of {camp} start {start}.');
  await snap(page, project, 'tournament-compose', 'messages');
  await panel.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('The message is on its way.')).toBeVisible();

  // The tournament's history: to whom, and each team's mail as the outbox sends it.
  const item = panel.getByTestId('office-message').filter({ hasText: subject });
  await expect(item).toContainText(`To the teams of ${tournament.ageRange.ageRangeDescription}`);
  await expect(async () => {
    await page.reload();
    await expect(item.getByTestId('mail-states')).toContainText('sent', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await item.getByRole('button', { name: 'Show each family' }).click();
  await expect(item.getByRole('list', { name: "Each family's mail and text" })).toContainText(
    'coach@example.com',
  );
  await item.scrollIntoViewIfNeeded();
  await snap(page, project, 'tournament-delivery', 'messages');

  // A message for tomorrow, cancelled before it goes.
  const later = `Reminder ${project} ${stamp}`;
  await panel.getByRole('textbox', { name: /^Subject(?! in)/ }).fill(later);
  await panel.getByRole('textbox', { name: /^Message(?! in)/ }).fill('Bring water.');
  await panel.getByLabel(/^Send at/).fill(tomorrowAtNine());
  await expect(panel.getByText(/^In your time zone: /)).toBeVisible();
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('The message is scheduled.')).toBeVisible();
  const waiting = panel.getByTestId('office-message').filter({ hasText: later });
  await expect(waiting).toContainText('Scheduled');
  await waiting.getByRole('button', { name: 'Cancel this message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this message?' });
  await expect(dialog).toContainText(`“${later}” is to go`);
  await snap(page, project, 'tournament-cancel-dialog', 'messages', { viewport: true });
  await dialog.getByRole('button', { name: 'Cancel the message' }).click();
  await expect(page.getByText('The message is cancelled.')).toBeVisible();
  await expect(waiting).toContainText('Cancelled');
  await expect(waiting).toContainText('cancelled, sent to no one');
  await expect(waiting.getByRole('button', { name: 'Cancel this message' })).toHaveCount(0);
  await waiting.scrollIntoViewIfNeeded();
  await snap(page, project, 'tournament-cancelled', 'messages');

  // It stays cancelled: the server says so to a second try.
  const again = await page.request.post(
    `/api/Admin/OfficeMessages/${await waiting.getAttribute('data-message-id')}/cancel`,
    { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } },
  );
  expect(again.status()).toBe(409);
  expect((await again.json()).detail).toBe('This message was already cancelled.');
});
