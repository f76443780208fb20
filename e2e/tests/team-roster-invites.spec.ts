import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { bornYearsAgo } from '../support/birth-dates.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { fillCoach, openTournamentAgeGroup, snap, submitTeamButton } from '../support/tournament.js';

// Both projects (phone, desktop) share one database: each registers its own team and guardians.
const tagOf = (project: string) => (project === 'phone' ? 'phone' : 'desk');

/** Ticks every waiver the form shows and signs it with `name` (none: nothing to do). */
async function acceptWaivers(page: import('@playwright/test').Page, name: string) {
  const waivers = page.getByTestId('waiver');
  for (let i = 0; i < (await waivers.count()); i++) {
    const waiver = waivers.nth(i);
    await waiver.getByRole('checkbox').check();
    await waiver.getByRole('textbox').fill(name);
  }
}

test('a coach registers a team of two players by e-mail, a guardian completes one from the mailed link, the coach sees one missing', async ({
  page,
  project,
}) => {
  test.slow();
  const tag = tagOf(project);
  const teamName = `${tag === 'phone' ? 'Phoneton' : 'Deskman'} Invitees`;
  const ann = { name: `Ann ${tag} Lee`, email: `ann.${tag}.parent@example.com` };
  const bo = { name: `Bo ${tag} Kim`, email: `bo.${tag}.parent@example.com` };

  await signInFromHome(page, demo.coach.email);
  await openTournamentAgeGroup(page, 'Music City 3v3 Shootout', 'U10 Girls');
  await fillCoach(page, teamName);
  const invited = page.getByRole('region', { name: 'Players invited by e-mail' });
  await invited.getByRole('button', { name: 'Invite a player by e-mail' }).click();
  await invited.getByRole('button', { name: 'Invite a player by e-mail' }).click();
  // The players are the two invited: the empty one entered in full goes.
  await page.getByRole('button', { name: 'Remove player 1' }).click();
  await expect(page.getByRole('group', { name: /^Player \d$/ })).toHaveCount(0);
  const rows = invited.getByTestId('invited-player');
  await rows.nth(0).getByRole('textbox', { name: 'Player name' }).fill(ann.name);
  await rows.nth(0).getByRole('textbox', { name: 'Guardian email' }).fill(ann.email);
  await rows.nth(1).getByRole('textbox', { name: 'Player name' }).fill(bo.name);
  await rows.nth(1).getByRole('textbox', { name: 'Guardian email' }).fill(bo.email);
  await acceptWaivers(page, demo.coach.name);
  await snap(page, project, 'team-invites-form');
  await submitTeamButton(page).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await page.waitForURL(/\/TournamentCheckout\/\d+$/);
  const registrationId = Number(new URL(page.url()).pathname.split('/').pop());

  // Each guardian gets a mail with a personal link.
  const mail = await waitForMail((m) => m.to.some((t) => t.address === ann.email));
  expect(mail.subject).toBe(`Please complete ${ann.name}'s details for ${teamName}`);
  await waitForMail((m) => m.to.some((t) => t.address === bo.email));
  const link = new URL(/https?:\/\/\S+\/RosterInvite\?token=\S+/.exec(mail.text ?? '')![0]);

  // The guardian needs no account.
  await signOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('invite-summary')).toContainText(`${ann.name} is on the team ${teamName}`);
  await page.getByLabel('Date of birth').fill(bornYearsAgo(9));
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('F');
  const shirt = page.getByRole('combobox', { name: 'T-shirt size' });
  if (await shirt.count()) await shirt.selectOption('s');
  await page.getByRole('textbox', { name: 'Parent full name', exact: true }).fill('Lee Parent');
  await page.getByRole('textbox', { name: 'Parent phone', exact: true }).fill('6155550177');
  await acceptWaivers(page, 'Lee Parent');
  await snap(page, project, 'team-invite-guardian');
  await page.getByRole('button', { name: 'Send details' }).click();
  await expect(page.getByTestId('invite-done')).toContainText(`Thank you! ${ann.name}'s details`);
  await snap(page, project, 'team-invite-done');

  // The coach sees one complete and one missing, and may not remind the same day.
  await signIn(page, demo.coach.email);
  await page.goto(`/TeamRoster/${registrationId}`);
  await expect(page.getByTestId('roster-counts')).toHaveText('1 complete, 1 missing');
  const players = page.getByTestId('roster-player');
  await expect(players.filter({ hasText: ann.name })).toContainText('Complete');
  await expect(players.filter({ hasText: bo.name })).toContainText('Missing');
  await expect(players.filter({ hasText: bo.name }).getByRole('button', { name: /^Remind/ })).toBeDisabled();
  await snap(page, project, 'team-roster');
});
