import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import {
  accessTokenOf,
  registerTeam,
  tournamentStartsToday,
  tournamentThroughApi,
} from '../support/staff.js';
import { payWithPrefilledCard, startTournamentPayment } from '../support/tournament.js';

/**
 * Team check-in on the day (decision 0101): a coach pays for a team while the tournament is
 * upcoming; on its day tournament staff open /coach/check-in on a phone (or a desktop), find the
 * team, check it in, and see it recorded, still there after a reload.
 */
test('tournament staff check a paid team in on the day and see it recorded', async ({ page, project }) => {
  // Sign-ins, the hosted payment page and a catalogue change: slow on a busy machine.
  test.slow();
  const stamp = Date.now().toString(36);
  const tournamentName = `Check-in Cup ${project} ${stamp}`;
  const teamName = `Arrivals ${project} ${stamp}`;

  await signInFromHome(page, demo.staff.email);
  const tournament = await tournamentThroughApi(page.request, await accessTokenOf(page), {
    tournamentName,
    ageGroup: 'U11 Coed',
    startOffset: 20,
  });
  await signOut(page);

  // The demo coach registers the team and pays for it.
  await signIn(page, demo.coach.email);
  const team = await registerTeam(page.request, await accessTokenOf(page), tournament.ageRangeId, {
    teamName,
    contactPhone: '6155550131',
  });
  await page.goto(`/TournamentCheckout/${team.id}`);
  await startTournamentPayment(page);
  await payWithPrefilledCard(page);
  await page.waitForURL(/\/TournamentCheckoutComplete\/true\//);
  await signOut(page);

  // The tournament's day comes: staff check the team in from the page.
  await signIn(page, demo.staff.email);
  await tournamentStartsToday(page.request, await accessTokenOf(page), tournament.id);
  await page.goto('/coach/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Team check-in' })).toBeVisible();
  const card = page.getByTestId('check-in-team').filter({ hasText: teamName });
  await expect(card.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(card).toContainText(`${tournamentName} · U11 Coed`);
  await expect(card).toContainText('2 of 2 players complete');
  await expect(card.getByRole('link', { name: /615.*555.*0131/ })).toHaveAttribute('href', /^tel:/);
  await snap(page, project, 'before', 'team-check-in');

  await card.getByRole('button', { name: `Check in ${teamName}` }).click();
  const recorded = card.getByRole('status');
  await expect(recorded).toContainText(/^Checked in .+ by staff@example\.com$/);
  await expect(card.getByRole('button', { name: `Check in ${teamName}` })).toHaveCount(0);
  await snap(page, project, 'after', 'team-check-in');

  // Recorded on the server: a reload shows it, and the API has it.
  await page.reload();
  await expect(card.getByRole('status')).toContainText('by staff@example.com');
  const day = new Date().toISOString().slice(0, 10);
  const listed = (await (
    await page.request.get(`/api/TeamCheckIn?day=${day}`, {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    })
  ).json()) as {
    teams: { registrationId: number; checkedInAt: string | null; checkedInBy: string | null }[];
  };
  expect(listed.teams.find((t) => t.registrationId === team.id)).toMatchObject({
    checkedInAt: expect.any(String),
    checkedInBy: 'staff@example.com',
  });
});
