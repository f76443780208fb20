import { readFile } from 'node:fs/promises';
import { demo, signIn, signInAsNewAccount, signOut } from '../support/auth.js';
import { playerFor, registerAndPay } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test('a parent downloads the childcare statement from My Registrations, and staff produce it by email', async ({
  page,
  project,
}) => {
  const email = await signInAsNewAccount(page, 'Stella Tement', `statements-${project}`);
  const player = playerFor('Sunny', project);
  const child = `${player.first} ${player.last}`;
  await registerAndPay(page, 'Foundations Skills Camp', 'Dallas', player);

  await page.goto('/MyRegistrations');
  const section = page.getByRole('region', { name: 'Childcare statements' });
  const statement = section.getByTestId('statement').filter({ hasText: child });
  await expect(statement).toHaveCount(1);
  await expect(statement).toContainText(/\d+ days? of camp/);
  await expect(statement).toContainText(/\$\d+\.\d{2}/);
  const year = /\b(20\d\d)\b/.exec((await statement.textContent()) ?? '')?.[1];
  expect(year).toBeTruthy();
  await section.scrollIntoViewIfNeeded();
  await snap(page, project, 'my-registrations', 'statements');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: new RegExp(`^PDF ${child} ${year}`) }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^childcare-statement-${year}-[a-z0-9-]+\\.pdf$`));
  expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

  const page2 = page.waitForEvent('download');
  await statement.getByRole('button', { name: new RegExp(`^Web page ${child} ${year}`) }).click();
  const html = await readFile((await (await page2).path()) ?? '', 'utf8');
  expect(html).toContain(`Childcare statement ${year}`);
  expect(html).toContain(`Child: ${child}`);
  expect(html).toContain('Tax ID:');
  expect(html).toContain('tournaments are not childcare');

  // Staff produce the same statement for the family, found by its email.
  await signOut(page);
  await signIn(page, demo.staff.email);
  await page.goto('/manage');
  const lookup = page.getByRole('region', { name: 'Childcare statements' });
  await lookup.getByRole('textbox', { name: "Family's email" }).fill(email);
  await lookup.getByRole('button', { name: 'Find' }).click();
  const found = lookup.getByTestId('found-statements');
  await expect(found).toContainText(email);
  await expect(found).toContainText(`${child}, ${year}`);
  await found.scrollIntoViewIfNeeded();
  await snap(page, project, 'staff-find', 'statements');
  const staffDownload = page.waitForEvent('download');
  await found.getByRole('button', { name: new RegExp(`^Download PDF ${child} ${year}`) }).click();
  expect((await readFile((await (await staffDownload).path()) ?? '')).subarray(0, 5).toString()).toBe(
    '%PDF-',
  );
});
