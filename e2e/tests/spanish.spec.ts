import { expect, type Page, test } from '@playwright/test';
import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { turnsOn } from '../support/birth-dates.js';
import {
  birthDateForSessionShown,
  campRegistrationOf,
  payWithCard,
  playerFor,
  registerAndPay,
  testCards,
} from '../support/camp.js';
import { snap } from '../support/screenshots.js';
import { clickStaffMenu, createCampAndSession } from '../support/staff.js';
import { field } from '../support/visitor.js';

/** The public pages in Spanish: each page's heading (level 1) as a Spanish-speaking parent reads it. */
const spanishPages = [
  { path: '/', heading: 'Touchline Soccer Academy', name: 'home' },
  { path: '/Camps', heading: 'Campamentos', name: 'camps' },
  { path: '/CampFlyer/1/1', heading: 'Folleto del campamento', name: 'flyer' },
  { path: '/Tournaments', heading: 'Torneos', name: 'tournaments' },
  { path: '/eventrentals', heading: 'Alquiler de canchas', name: 'rentals' },
  { path: '/About', heading: 'Quiénes somos', name: 'about' },
  { path: '/Partner', heading: 'Nuestro socio', name: 'partner' },
  { path: '/Contact', heading: 'Contacto', name: 'contact' },
  { path: '/no-such-page', heading: 'Página no encontrada', name: 'not-found' },
] as const;

/** The page's language and its alternates: the same route in each language, the spec's route the default. */
async function expectLanguage(page: Page, lang: 'en' | 'es', path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const alternates = page.locator('head link[rel="alternate"]');
  const href = (hreflang: string) => alternates.and(page.locator(`[hreflang="${hreflang}"]`));
  await expect(href('en')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}\\?lang=en$`));
  await expect(href('es')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}\\?lang=es$`));
  await expect(href('x-default')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

test('a family switches to Español in the header, it is remembered, and every public page reads in Spanish', async ({
  page,
}, info) => {
  await page.goto('/');
  await expectLanguage(page, 'en', '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();

  // The switch sits in the header's top bar, on a phone too (outside the collapsed menu).
  const header = page.getByRole('banner');
  await header.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: 'Formas de jugar' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Remembered: the server renders the next page in Spanish.
  await page.reload();
  await expectLanguage(page, 'es', '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Formas de jugar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached();

  for (const { path, heading, name } of spanishPages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    if (path === '/Camps') await expect(page.getByText(/Quedan? \d+ cupos?|Lleno/).first()).toBeVisible();
    if (path === '/Tournaments') await expect(page.getByText(/por equipo/).first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces rápidos' }),
    ).toBeVisible();
    await snap(page, info.project.name, name, 'es');
  }

  // The contact form checks in Spanish.
  await page.goto('/Contact');
  await expectLanguage(page, 'es', '/Contact');
  // The page is served drawn; leaving a field checks it once the page's code has started, so
  // the leave is tried again until it has (a loaded phone may tap before).
  await expect(async () => {
    await field(page, 'Nombre').click();
    await field(page, 'Apellido').click();
    await expect(page.getByText('Nombre: este dato es obligatorio.')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await snap(page, info.project.name, 'contact-errors', 'es');

  // And back to English from the footer.
  await page
    .getByRole('contentinfo')
    .getByRole('list', { name: 'Idioma' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.reload();
  await expectLanguage(page, 'en', '/Contact');
});

test('a first visit follows the browser’s language; ?lang= gives each language its own address', async ({
  browser,
}, info) => {
  const context = await browser.newContext({
    locale: 'es-MX',
    viewport: info.project.use.viewport ?? undefined,
  });
  const page = await context.newPage();
  await page.goto('/About');
  await expectLanguage(page, 'es', '/About');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  await page.goto('/About?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('staff write a camp’s Spanish name and description; the Spanish pages show them, the English pages the English ones', async ({
  page,
}, info) => {
  const project = info.project.name;
  const stamp = `${project} ${Date.now().toString(36)}`;
  const camp = {
    campName: `Striker School ${stamp}`,
    description: 'Finishing drills and small-sided games in front of goal.',
    spanish: {
      campName: `Escuela de delanteros ${stamp}`,
      description: 'Ejercicios de definición y partidos en espacios reducidos frente a la portería.',
    },
  };

  // Staff: a camp without Spanish texts is marked; this one is written in both languages.
  await signInFromHome(page, demo.staff.email);
  await clickStaffMenu(page, 'Catalogue');
  const sessionId = await createCampAndSession(page, {
    ...camp,
    startOffset: 40,
    days: 4,
    cost: '160',
    capacity: '12',
  });
  await page.getByRole('tab', { name: 'Camps' }).click();
  const camps = page.getByRole('region', { name: 'Camps' });
  const row = camps.locator('tr, .staff-card').filter({ hasText: camp.campName }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Spanish missing')).toHaveCount(0);
  await snap(page, project, 'catalogue-camps', 'content');
  await row.getByRole('button', { name: `Edit ${camp.campName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${camp.campName}` });
  const spanish = dialog.getByRole('group', { name: 'In Spanish' });
  await expect(spanish.getByLabel(/^Spanish description/)).toHaveValue(camp.spanish.description);
  // Waits for the dialog to settle (scrolling needs a stable element) and shows its Spanish fields.
  await spanish.scrollIntoViewIfNeeded();
  await snap(page, project, 'catalogue-camp-dialog', 'content', { viewport: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await signOut(page);

  // The public list, rendered by the server in the visitor's language.
  await page.goto('/Camps?lang=es');
  await expect(page.getByRole('link', { name: camp.spanish.campName, exact: true }).first()).toBeVisible();
  await page.goto('/Camps?lang=en');
  await expect(page.getByRole('link', { name: camp.campName, exact: true }).first()).toBeVisible();
  await expect(page.getByText(camp.spanish.campName)).toHaveCount(0);

  // The camp's page (the registration form's camp panel): its description in each language.
  await signIn(page, demo.parent.email);
  await page.goto(`/Register/${sessionId}?lang=es`);
  const panel = page.locator('aside.camp-info');
  await expect(panel).toContainText(camp.spanish.description);
  await expect(panel.getByRole('heading', { name: camp.spanish.campName })).toBeVisible();
  await snap(page, project, 'register-camp', 'content-es');
  await page.goto(`/Register/${sessionId}?lang=en`);
  await expect(panel).toContainText(camp.description);
  await expect(panel).not.toContainText(camp.spanish.description);
  await snap(page, project, 'register-camp', 'content-en');
});

/**
 * The site's own words a Spanish page must not show in English: its headings, legends, labels,
 * table headers, list terms and buttons (staff-written content, such as a camp's name and
 * description, is in the language staff wrote, and is not among them).
 */
const englishWords = new Set([
  'Register',
  'Player',
  'Player address',
  'Parent or guardian',
  'Emergency contact',
  'Health',
  'First name',
  'Last name',
  'Birth date',
  'T-shirt size',
  'Address',
  'City',
  'State',
  'Zip code',
  'Email',
  'Phone',
  'Relationship to player',
  'Checkout',
  'Checkout Complete',
  'Dates',
  'Location',
  'Status',
  'Camp fee',
  'Purchase Camp Session',
  'Payment successful',
  'Payment reference',
  'Payment completed',
  'Registration status',
  'My Registrations',
  'Camp',
  'Price',
  'Camps',
  'Paid',
  'Amount',
  'What happens next',
]);

async function expectNoEnglishInMain(page: Page) {
  const texts = await page
    .getByRole('main')
    .locator('h1, h2, h3, legend, label, dt, th, button, a.btn')
    .allInnerTexts();
  const english = texts.map((t) => t.replace(/\s*\*$/, '').trim()).filter((t) => englishWords.has(t));
  expect(english).toEqual([]);
}

test('a Spanish-speaking parent registers a player for a camp, pays and finds it in My Registrations, all in Spanish', async ({
  page,
}, info) => {
  const project = info.project.name;
  const player = playerFor('Valentina', project);
  await signInFromHome(page, demo.parent.email);

  // The camps page in Spanish, then the camp's registration form.
  await page.goto('/Camps?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Campamentos' })).toBeVisible();
  const session = page
    .locator('tr, li')
    // Staff wrote this demo camp's name in Spanish too.
    .filter({ hasText: 'Campamento de habilidades básicas' })
    .filter({ hasText: 'Nashville' })
    .first();
  await session.getByRole('link', { name: 'Campamento de habilidades básicas', exact: true }).click();
  await page.waitForURL(/\/Register\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscripción' })).toBeVisible();
  const panel = page.getByRole('complementary');
  await expect(panel).toContainText('Datos del campamento');
  await expect(panel).toContainText('Cupos libres');
  await expect(panel).toContainText(/\$\d+\.\d{2}/);

  const group = (name: string) => page.getByRole('group', { name, exact: true });
  const box = (name: string, scope: string) => group(scope).getByRole('textbox', { name, exact: true });
  await box('Nombre', 'Jugador').fill(player.first);
  await box('Apellido', 'Jugador').fill(player.last);
  await group('Jugador')
    .getByLabel('Fecha de nacimiento')
    .fill(await birthDateForSessionShown(page));
  await group('Jugador').getByLabel('Talla de camiseta').selectOption('m');
  await box('Dirección', 'Dirección del jugador').fill('12 Main St');
  await box('Ciudad', 'Dirección del jugador').fill('Nashville');
  await box('Estado', 'Dirección del jugador').fill('TN');
  await box('Código postal', 'Dirección del jugador').fill('37206');
  await expect(box('Correo electrónico', 'Padre, madre o tutor')).toHaveValue(demo.parent.email);
  await box('Teléfono', 'Padre, madre o tutor').fill('6155550100');
  await box('Nombre', 'Contacto de emergencia').fill('Rosa');
  await box('Apellido', 'Contacto de emergencia').fill(player.last);
  await box('Teléfono', 'Contacto de emergencia').fill('6155550199');
  await box('Relación con el jugador', 'Contacto de emergencia').fill('Abuela');
  await expectNoEnglishInMain(page);
  await snap(page, project, 'register-filled', 'es');

  // A missing field is said in Spanish beside it.
  await box('Ciudad', 'Dirección del jugador').fill('');
  await page.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(page.getByText('Ciudad: este dato es obligatorio.')).toBeVisible();
  await snap(page, project, 'register-error', 'es');
  await box('Ciudad', 'Dirección del jugador').fill('Nashville');

  await page.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await page.waitForURL(/\/Checkout\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${player.first} ${player.last}`);
  await expect(page.getByRole('main')).toContainText('Costo del campamento');
  await expect(page.getByTestId('total')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByText('Pagará en la página segura de nuestro proveedor de pagos')).toBeVisible();
  await expectNoEnglishInMain(page);
  await snap(page, project, 'checkout', 'es');

  // The payment provider's stand-in (its own page, in its own words): pay with the test card.
  await page.getByRole('button', { name: 'Pagar la sesión de campamento' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
  await page.locator('#card-number').fill(testCards.pays);
  await page.locator('button[name="action"][value="card"]').click();

  await page.waitForURL(/\/CheckoutComplete\/true\/cs_[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pago terminado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible();
  await expect(page.getByTestId('payment-completed')).toHaveText('Sí');
  await expect(page.getByTestId('registration-status')).toHaveText('pagado');
  await expect(page.getByTestId('next-steps')).toContainText(`Le enviamos un correo de confirmación`);
  await expect(page.getByTestId('paid-at')).toHaveText(/\d{4}/);
  await expectNoEnglishInMain(page);
  await snap(page, project, 'checkout-complete', 'es');

  await page.getByRole('main').getByRole('link', { name: 'Mis inscripciones', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/MyRegistrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis inscripciones' })).toBeVisible();
  const row = campRegistrationOf(page, player);
  await expect(row).toContainText('pagado');
  await expect(row).toContainText('Campamento de habilidades básicas');
  await expect(row.getByRole('button', { name: /^Cancelar la inscripción/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  await expectNoEnglishInMain(page);
  await snap(page, project, 'my-registrations', 'es');

  // The cancel dialog quotes the refund in Spanish; the family keeps the registration.
  await row.getByRole('button', { name: /^Cancelar la inscripción/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar la inscripción' });
  await expect(dialog.getByTestId('refund-quote')).toContainText('Si cancela ahora');
  await snap(page, project, 'cancel-dialog', 'es', { viewport: true });
  await dialog.getByRole('button', { name: 'Mantener la inscripción' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a Spanish-speaking parent moves a paid registration and pays the difference; the move and its history read in Spanish, for staff too', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const project = info.project.name;
  // As in switch-session.spec: Stratham's Foundations camp (ages 7-10) to Dallas's Advanced camp
  // (ages 11-15); the player turns 11 between their first days.
  const player = { ...playerFor('Sofía', project), birthdate: turnsOn(11, 52) };
  await signInFromHome(page, demo.parent.email);
  const paid = await registerAndPay(page, 'Foundations Skills Camp', 'Stratham', player);

  await page.goto('/MyRegistrations?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await campRegistrationOf(page, player)
    .getByRole('button', { name: /^Cambiar de sesión/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar de sesión' });
  // The sessions by their Spanish names (staff wrote them for the demo camps) and ages in Spanish.
  const target = dialog.getByRole('radio', { name: /Campamento para jugadores avanzados.*Dallas/ });
  await expect(target).toHaveAccessibleName(/De 11 a 15 años/);
  // Other tests' sessions carry an age range staff typed in English ('Ages 7-10'): that is theirs.
  await expect(dialog).not.toContainText('Advanced Player Camp');
  await expect(dialog.getByRole('radio', { name: /Campamento para jugadores avanzados/ })).not.toHaveCount(0);
  for (const option of await dialog.getByRole('radio', { name: /Campamento para jugadores avanzados/ }).all())
    await expect(option).toHaveAccessibleName(/De \d+ a \d+ años/);
  await snap(page, project, 'switch-choose', 'es', { viewport: true });
  await target.check();
  await dialog.getByRole('button', { name: /^Pagar \$130\.00 y cambiar$/ }).click();
  await expect(page.getByText('$130.00').first()).toBeVisible();
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);

  // The move's note, with the sessions' Spanish names where staff wrote one and es-US days.
  await expect(page.getByTestId('switch-note')).toHaveText(
    /^Se cambió de Campamento de habilidades básicas, del \d{1,2}\/\d{1,2}\/\d{4} al \d{1,2}\/\d{1,2}\/\d{4} a .+, del \d{1,2}\/\d{1,2}\/\d{4} al \d{1,2}\/\d{1,2}\/\d{4}\. Pagó \$130\.00 más\.$/,
  );
  await expectNoEnglishInMain(page);
  await snap(page, project, 'switch-paid', 'es');

  await page.getByRole('main').getByRole('link', { name: 'Mis inscripciones', exact: true }).click();
  const note = campRegistrationOf(page, player).getByTestId('status-note');
  await expect(note).toContainText('Se cambió de Campamento de habilidades básicas, del ');
  await expect(note).not.toContainText(/Moved| to /);
  await snap(page, project, 'switch-history', 'es');

  // Staff read the registration's history, written by the server, in Spanish.
  await page.goto('/?lang=en');
  await signOut(page);
  await signIn(page, demo.staff.email);
  // The registration moved away from its first session; its new session's report has it, with every change.
  const sessions = (await (await page.request.get('/api/Camps/GetCampSessions/_allStates')).json()) as {
    id: number;
    campSpec: { campName: string };
    campFacility: { city: string };
  }[];
  const movedTo = sessions.find(
    (x) =>
      x.id !== paid.sessionId &&
      x.campSpec.campName === 'Advanced Player Camp' &&
      x.campFacility.city === 'Dallas',
  );
  const history = async () => {
    const item = page
      .locator('tr, li')
      .filter({ hasText: `${player.first} ${player.last}` })
      .first();
    await item.getByText(/^Historial \(\d+\)$/).click();
    return item.getByRole('list', { name: 'Historial' });
  };
  await page.goto(`/SessionRegistrationReport/${movedTo?.id}?lang=es`);
  await expect(page.getByText('Informe de inscripciones de la sesión')).toBeVisible();
  const changes = await history();
  await expect(changes).toContainText('Se abrió el pago');
  await expect(changes).toContainText('Pago recibido');
  await expect(changes).toContainText('Se pagó la diferencia: cambiado a otra sesión');
  await expect(changes).not.toContainText(/Checkout opened|Payment received|difference was paid/);
  await snap(page, project, 'staff-history', 'staff-es');
});
