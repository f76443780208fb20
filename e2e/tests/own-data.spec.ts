import { readFile } from 'node:fs/promises';
import { signInAsNewAccount } from '../support/auth.js';
import { fillCampRegistration, openCampFromCamps, playerFor, submitRegistration } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

test('a new parent downloads everything the site holds on them, then erases it', async ({
  page,
  project,
}) => {
  // A fresh account, so erasing touches no other test's data.
  const email = await signInAsNewAccount(page, 'Dana Datafield', `data-${project}`);

  const player = playerFor('Dakota', project);
  await openCampFromCamps(page, 'Little Kickers Morning Camp', 'Nashville');
  await fillCampRegistration(page, player);
  await submitRegistration(page);

  await page.goto('/MyRegistrations');
  const section = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.campRegistrations).toEqual([
    expect.objectContaining({
      player_first_name: player.first,
      player_last_name: player.last,
      status: 'registered',
    }),
  ]);

  await section.getByRole('button', { name: 'Erase my personal data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase my personal data' });
  await expect(dialog).toContainText('This cannot be undone.');
  await snap(page, project, 'erase-my-data', 'account', { viewport: true });
  await dialog.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByText('Your personal data has been erased.')).toBeVisible();
  const row = page.getByTestId('camp-registration');
  await expect(row).toContainText('(erased)');
  await expect(row).toContainText('cancelled');
  await expect(page.getByText(`${player.first} ${player.last}`)).toHaveCount(0);
});
