import { demo, signInFromHome } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** Staff choose the days before a camp's start that its families get a reminder, in either language. */
test("staff set a camp's reminder days, checked before saving, and read the field in Spanish", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signInFromHome(page, demo.staff.email);
  await page.goto('/manage/catalog?tab=camps');
  const camps = page.getByRole('region', { name: 'Camps' });
  const edit = camps.getByRole('button', { name: /^Edit / }).first();
  const name = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(/^Edit /, '');
  await edit.click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  const days = dialog.getByLabel(/^Reminder days before the start/);
  await expect(days).toHaveAttribute('placeholder', '7, 1');
  await days.fill('7, 0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const message = dialog.getByText('Use up to 4 whole numbers of days from 1 to 60, separated by commas.');
  await expect(message).toBeVisible();
  await message.scrollIntoViewIfNeeded();
  await snap(page, info.project.name, 'camp-dialog-error', 'reminders', { viewport: true });

  await days.fill('10, 2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Camp saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/manage/catalog?tab=camps&lang=es');
  await page
    .getByRole('region', { name: 'Campamentos' })
    .getByRole('button', { name: `Editar ${name}` })
    .click();
  const spanish = page.getByRole('dialog', { name: `Editar ${name}` });
  const dias = spanish.getByLabel(/^Días de aviso antes del inicio/);
  await expect(dias).toHaveValue('10, 2');
  await expect(spanish.getByText(/En blanco: 7 y 1\./)).toBeVisible();
  await dias.scrollIntoViewIfNeeded();
  await snap(page, info.project.name, 'camp-dialog', 'reminders-es', { viewport: true });
  // Back to the default, as the demo had it.
  await dias.fill('');
  await spanish.getByRole('button', { name: 'Guardar' }).click();
  await expect(spanish).toBeHidden();
});
