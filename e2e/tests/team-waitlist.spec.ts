import { clickInMenu, demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { accessTokenOf, registerTeam, tournamentThroughApi } from '../support/staff.js';
import {
  fillCoach,
  fillPlayer,
  payWithPrefilledCard,
  startTournamentPayment,
} from '../support/tournament.js';

test('a coach joins the waitlist of a full age group, gets the place staff freed, accepts and pays', async ({
  page,
  project,
}) => {
  const tournamentName = `Waitlist Cup ${project} ${Date.now().toString(36)}`;
  const ageGroup = 'U12 Coed';

  // Staff add a tournament whose only age group takes one team; the demo coach takes it.
  await signInFromHome(page, demo.staff.email);
  const { ageRangeId } = await tournamentThroughApi(page.request, await accessTokenOf(page), {
    tournamentName,
    ageGroup,
    startOffset: 40,
    maxTeams: 1,
  });
  await signOut(page);
  await signIn(page, demo.coach.email);
  const seated = await registerTeam(page.request, await accessTokenOf(page), ageRangeId, {
    teamName: `Seated ${project}`,
    contactPhone: '6155550123',
  });
  await signOut(page);

  // Another coach finds the age group full and joins its waitlist with the team form.
  const waitingTeam = `Waiting ${project}`;
  await signIn(page, demo.parent2.email);
  await clickInMenu(page, 'Tournaments', 'link');
  const card = page.getByRole('article').filter({ hasText: tournamentName }).first();
  await expect(card).toContainText('Full');
  await expect(card).toContainText('Join waitlist');
  await snap(page, project, 'tournaments-full', 'tournament');
  await card.getByRole('link', { name: new RegExp(`^${tournamentName}`) }).click();
  await page.waitForURL(/\/RegisterTournament\/\d+$/);
  const { ageRange } = (await (
    await page.request.get(`/api/Tournament/GetTournamentByTournamentAgeRangeId/${ageRangeId}`)
  ).json()) as { ageRange: { birthDateTo: string | null } };
  const born = ageRange.birthDateTo ?? `${new Date().getFullYear() - 11}-03-01`;
  await fillCoach(page, waitingTeam);
  await fillPlayer(page, 1, {
    name: 'Ari Waiting',
    dateOfBirth: born,
    gender: 'F',
    parent: 'Lee Waiting',
    parentPhone: '6155550177',
  });
  await page.getByRole('button', { name: 'Add player after player 1' }).click();
  await fillPlayer(page, 2, {
    name: 'Bo Waiting',
    dateOfBirth: born,
    gender: 'M',
    parent: 'Kim Waiting',
    parentPhone: '6155550178',
  });
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await page.waitForURL(/\/MyRegistrations$/);
  const entry = page.getByTestId('waitlist-entry').filter({ hasText: waitingTeam });
  await expect(entry).toContainText('#1 on the waitlist');
  await signOut(page);

  // Staff cancel the seated team: its place is offered to the waiting team, with a mail.
  await signIn(page, demo.staff.email);
  const cancel = await page.request.post(`/api/Admin/TournamentRegistrations/${seated.id}/cancel`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { reason: 'Withdrew by phone' },
  });
  expect(cancel.status()).toBe(200);
  await signOut(page);
  const offer = await waitForMail(
    (m) => (m.subject ?? '').includes(tournamentName) && (m.text ?? '').includes(waitingTeam),
  );
  expect(offer.text).toContain('It is held for you until');

  await signIn(page, demo.parent2.email);
  await page.goto('/MyRegistrations');
  await expect(entry).toContainText('Offer: accept by');
  await snap(page, project, 'team-offer', 'tournament');
  await entry.getByRole('button', { name: /^Accept and pay/ }).click();
  await page.waitForURL(/\/TournamentCheckout\/\d+$/);
  await startTournamentPayment(page);
  await payWithPrefilledCard(page);
  await page.waitForURL(/\/TournamentCheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');
});
