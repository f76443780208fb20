import { demo, signInFromHome } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** The staff pages as a Spanish-reading staff member sees them: each page's heading, then a screenshot. */
const staffPages = [
  { path: '/manage', heading: 'Inscripciones a las sesiones de campamento', name: 'sessions' },
  { path: '/manageTournaments', heading: 'Inscripciones a torneos', name: 'tournaments' },
  { path: '/contacts', heading: 'Mensajes', name: 'messages' },
  { path: '/manage/rentals', heading: 'Consultas de alquiler', name: 'rentals' },
] as const;

test('the staff pages read in Spanish once the staff member chooses Español', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInFromHome(page, demo.admin.email);

  for (const { path, heading, name } of staffPages) {
    await page.goto(`${path}?lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/manage')
      await expect(page.getByRole('heading', { name: 'Ingresos de un período' })).toBeVisible();
    await snap(page, info.project.name, name, 'staff-es');
  }

  // A session's report, opened from the summary: its facts, its registrations and its waitlist.
  await page.goto('/manage?lang=es');
  await page.locator('main a[href^="/SessionRegistrationReport/"]').first().click();
  await expect(page.getByText('Informe de inscripciones de la sesión')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lista de espera' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todas las sesiones' })).toBeVisible();
  await snap(page, info.project.name, 'session-report', 'staff-es');

  // The catalogue: its tabs, a section's count and columns; a session's ages made from its numbers.
  await page.goto('/manage/catalog?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exenciones y autorizaciones' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Sesiones de campamento' });
  await expect(sessions.getByText(/^\d+ sesi(ón|ones) de campamento/)).toBeVisible();
  await expect(sessions.getByRole('button', { name: 'Nueva sesión de campamento' })).toBeVisible();
  await expect(sessions.getByText(/ · (De \d+ a \d+|Desde \d+|Hasta \d+) años$/).first()).toBeVisible();
  await snap(page, info.project.name, 'catalogue', 'staff-es');

  // The public camp list shows the same ages in Spanish.
  await page.goto('/Camps?lang=es');
  await expect(page.getByText(/^(De \d+ a \d+|Desde \d+|Hasta \d+) años$/).first()).toBeVisible();

  await page.goto('/manage/audit?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeVisible();
  await expect(page.getByText(/^Página 1 de \d+$|^Todavía no hay entradas\.$/).first()).toBeVisible();
  await snap(page, info.project.name, 'audit', 'staff-es');
});
