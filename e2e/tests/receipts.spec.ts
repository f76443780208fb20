import { readFile } from 'node:fs/promises';
import { demo, signIn, signInAsNewAccount, signOut } from '../support/auth.js';
import { playerFor, registerAndPay } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test('a parent pays, downloads the receipt from My Registrations, and staff find it by its number', async ({
  page,
  project,
}) => {
  const email = await signInAsNewAccount(page, 'Rhea Ceipt', `receipts-${project}`);
  const player = playerFor('Remy', project);
  await registerAndPay(page, 'Foundations Skills Camp', 'Dallas', player);
  // The result page names the receipt and offers its PDF.
  const onResult = page.getByTestId('official-receipt');
  await expect(onResult).toContainText(/Receipt R-\d{6}/);
  await snap(page, project, 'result-page', 'receipts');
  const fromResult = page.waitForEvent('download');
  await onResult.getByRole('button', { name: /Download the receipt \(PDF\)/ }).click();
  expect((await fromResult).suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);

  // The payment mail says where the receipt is.
  const mail = await waitForMail(
    (m) => m.subject.startsWith('Payment received') && m.to.some((t) => t.address === email),
  );
  const label = /Your receipt (R-\d{6}) is ready to download/.exec(mail.text ?? '')?.[1];
  expect(label).toBeTruthy();
  await expect(onResult).toContainText(label!);

  await page.goto('/MyRegistrations');
  const section = page.getByRole('region', { name: 'Receipts' });
  const receipt = section.getByTestId('receipt').filter({ hasText: label! });
  await expect(receipt).toContainText(`${player.first} ${player.last}`);
  await expect(receipt).toContainText('Payment');
  await expect(receipt).toContainText(/\$\d+\.\d{2}/);
  await receipt.scrollIntoViewIfNeeded();
  await snap(page, project, 'my-registrations', 'receipts');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await receipt.getByRole('button', { name: new RegExp(`^PDF ${label}`) }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe(`receipt-${label}.pdf`);
  expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

  const page2 = page.waitForEvent('download');
  await receipt.getByRole('button', { name: new RegExp(`^Web page ${label}`) }).click();
  const html = await readFile((await (await page2).path()) ?? '', 'utf8');
  expect(html).toContain(`Receipt number: ${label}`);
  expect(html).toContain(`${player.first} ${player.last}`);
  expect(html).toContain('Visa ending in 4242');

  // Staff look it up by the number the parent reads out.
  await signOut(page);
  await signIn(page, demo.staff.email);
  await page.goto('/manage');
  const lookup = page.getByRole('region', { name: 'Find a receipt' });
  await lookup.getByRole('textbox', { name: 'Receipt number' }).fill(label!);
  await lookup.getByRole('button', { name: 'Find' }).click();
  const found = lookup.getByTestId('found-receipt');
  await expect(found).toContainText(label!);
  await expect(found).toContainText(`Issued to`);
  await expect(found).toContainText(email);
  await found.scrollIntoViewIfNeeded();
  await snap(page, project, 'staff-find', 'receipts');
  await found.getByRole('button', { name: 'Mail it again' }).click();
  await expect(page.getByText(`The receipt is on its way to ${email}.`)).toBeVisible();
  const again = await waitForMail((m) => m.subject.startsWith(`Your receipt ${label}`));
  expect(again.to.map((t) => t.address)).toEqual([email]);
});
