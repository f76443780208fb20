import { priceWindowMessages, timeZoneMessages, validationMessages } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { type Answer, type ApiCall, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { adminCatalog, adminSession, staffSession } from '../testing/staff-fixtures';

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;
const capacityMessage = '3 seats are already taken; capacity cannot be lower.';

/** The catalogue page (at `route`) for staff (or `session`); the server sends the staff catalogue and answers the rest with `answer`. */
function renderCatalog(answer: Answer, route = '/manage/catalog', session = staffSession()) {
  const api = mockApi((call) => (call.path === '/api/Admin/Catalog' ? json(adminCatalog()) : answer(call)));
  renderApp(undefined, { route, session });
  return api;
}

/** Opens the new camp session dialog; `set` types into its fields by label. */
async function openNewSession() {
  fireEvent.click(await screen.findByRole('button', { name: 'New camp session' }));
  const dialog = await screen.findByRole('dialog', { name: 'New camp session' });
  const set = (label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return { dialog, set };
}

/** Fills in every field a new camp session needs. */
function fillSession(set: (label: RegExp, value: string) => void) {
  set(/^Camp/, '2');
  set(/^Facility/, '3');
  set(/^Start date/, '2030-08-01');
  set(/^End date/, '2030-08-05');
  set(/^Time/, '9-12');
  set(/^Age range/, 'Ages 6-9');
  set(/^Cost/, '150');
  set(/^Capacity/, '16');
}

/** The PUTs the page sent. */
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

/** A setting at `path` as the server keeps it: each GET answers the last PUT's body, at first `initial`. */
function storedSetting(path: string, initial: unknown): Answer {
  let saved = initial;
  return ({ path: asked, method, body }) => {
    if (asked !== path) return undefined;
    if (method === 'PUT') saved = body;
    return json(saved);
  };
}

/** Enters `value` in `field` and presses Save (the page's, or the dialog's given as `scope`). */
function saveWith(field: HTMLElement, value: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  fireEvent.change(field, { target: { value } });
  fireEvent.click(scope.getByRole('button', { name: 'Save' }));
}

/**
 * A field of an open dialog: its help says `help`; Save with `refused` shows `because` and sends
 * nothing; then Save with `sent`.
 */
async function refusedThenSent(
  field: HTMLElement,
  dialog: HTMLElement,
  calls: ApiCall[],
  { help, refused, because, sent }: { help: string; refused: string; because: string; sent: string },
) {
  expect(field).toHaveAccessibleDescription(expect.stringContaining(help));
  saveWith(field, refused, within(dialog));
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(because)));
  expect(puts(calls)).toHaveLength(0);
  saveWith(field, sent, within(dialog));
}

/** A setting's field on the page: Save with `refused` shows `because` and sends nothing; Save with `sent` toasts `saved`. */
async function settingRefusedThenSaved(
  field: HTMLElement,
  calls: ApiCall[],
  { refused, because, sent, saved }: { refused: string; because: string; sent: string; saved: string },
) {
  saveWith(field, refused);
  expect(await screen.findByText(because)).toBeInTheDocument();
  expect(puts(calls)).toHaveLength(0);
  saveWith(field, sent);
  await waitFor(() => expect(toastArea()).toHaveTextContent(saved));
}

/**
 * The catalogue's tournaments tab with the tournament's edit dialog open; saving it answers
 * `saved()` (by default its id).
 */
async function editTournament(saved: () => Response = () => json({ id: 4 })) {
  const { calls } = renderCatalog(
    ({ path, method }) => (method === 'PUT' && path === '/api/Admin/Tournaments/4' ? saved() : undefined),
    '/manage/catalog?tab=tournaments',
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Music City 3v3 Shootout' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Edit Music City 3v3 Shootout' }) };
}

const createdSession = ({ path, method }: ApiCall) =>
  method === 'POST' && path === '/api/Admin/CampSessions' ? json({ id: 12 }) : undefined;

describe('/manage/catalog', () => {
  it('shows a server error on a camp session beside its field', async () => {
    const { calls } = renderCatalog(({ path, method }) =>
      method === 'PUT' && path === '/api/Admin/CampSessions/11'
        ? json({ errors: { attendeeCapacity: [capacityMessage] } }, { status: 400 })
        : undefined,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit Striker School, 6/10/2030 – 6/14/2030' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit session of Striker School' });
    const capacity = within(dialog).getByLabelText(/Capacity/);
    expect(capacity).toHaveValue(20);
    saveWith(capacity, '2', within(dialog));

    const message = await within(dialog).findByText(capacityMessage);
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(capacity.getAttribute('aria-describedby')).toContain(message.id);
    expect(message.closest('.mb-3')).toContainElement(capacity);
    expect(within(dialog).getByText('Correct errors and resubmit')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({
      campSpecId: 2,
      facilityId: 3,
      attendeeCapacity: 2,
      campStartDate: '2030-06-10',
      archived: false,
    });
  });

  it("edits a facility's time zone, refusing a name that is no IANA zone before sending", async () => {
    const { calls } = renderCatalog(
      ({ path, method }) =>
        method === 'PUT' && path === '/api/Admin/Facilities/3' ? json({ id: 3 }) : undefined,
      '/manage/catalog?tab=facilities',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Riverside Fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Riverside Fields' });
    const zone = within(dialog).getByLabelText(/^Time zone/);
    expect(zone).toHaveValue('America/Chicago');

    saveWith(zone, 'Eastern', within(dialog));
    expect(await within(dialog).findByText(timeZoneMessages.invalid)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    saveWith(zone, 'America/New_York', within(dialog));
    await waitFor(() => expect(puts(calls)[0]?.body).toMatchObject({ timeZone: 'America/New_York' }));
  });

  it('creates a camp session with the schema checked first in the browser', async () => {
    const { calls } = renderCatalog(createdSession);
    const { dialog, set } = await openNewSession();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a camp.')).toBeInTheDocument();
    // A blank cost is not read as a free camp.
    expect(within(dialog).getByText('Cost must be a number.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fillSession(set);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp session saved.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      campSpecId: 2,
      facilityId: 3,
      campStartDate: '2030-08-01',
      campEndDate: '2030-08-05',
      timeBlock: '9-12',
      ageRange: 'Ages 6-9',
      minAge: null,
      maxAge: null,
      campCost: 150,
      priceWindows: [],
      attendeeCapacity: 16,
      promoCode: '',
      promoDiscount: 0,
      cancellationPolicy: null,
      depositPlan: null,
      instalmentPlan: null,
      reminderDays: null,
      archived: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("chooses a camp's reminder days: whole days from 1 to 60, checked in the browser, blank for the default", async () => {
    const api = renderCatalog(
      ({ path, method }) =>
        method === 'PUT' && path === '/api/Admin/CampSpecs/2' ? json({ id: 2 }) : undefined,
      '/manage/catalog?tab=camps',
    );
    const camps = await screen.findByRole('region', { name: 'Camps' });
    fireEvent.click(within(camps).getAllByRole('button', { name: 'Edit Striker School' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Striker School' });
    const days = within(dialog).getByLabelText(/^Reminder days before the start/);
    expect(days).toHaveValue('');
    expect(days).toHaveAttribute('placeholder', '7, 1');
    expect(within(dialog).getByText(/Blank: 7 and 1\./)).toBeInTheDocument();

    saveWith(days, '7, 0', within(dialog));
    expect(
      await within(dialog).findByText('Use up to 4 whole numbers of days from 1 to 60, separated by commas.'),
    ).toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(0);

    saveWith(days, '1, 14 3', within(dialog));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp saved.'));
    expect(puts(api.calls)[0]?.body).toMatchObject({ reminderDays: [14, 3, 1] });
  });

  it("gives a camp session its own reminder days, the camp's when blank; the rule's message in Spanish", async () => {
    showTestsIn('es');
    const { calls } = renderCatalog(createdSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva sesión de campamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva sesión de campamento' });
    const days = within(dialog).getByLabelText(/^Días de aviso antes del inicio/);
    expect(within(dialog).getByText(/En blanco: los días del campamento/)).toBeInTheDocument();
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'Use hasta 4 números enteros de días, del 1 al 60, separados por comas.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('gives a camp session early-bird and late prices, days in order checked in the browser, the server’s refusal beside its field', async () => {
    let refuse = true;
    const { calls } = renderCatalog((call) => {
      if (call.method !== 'POST' || call.path !== '/api/Admin/CampSessions') return createdSession(call);
      if (!refuse) return createdSession(call);
      refuse = false;
      return json(
        { errors: { 'priceWindows[1].until': [priceWindowMessages.beforeStart] } },
        { status: 400 },
      );
    });
    const { dialog, set } = await openNewSession();
    fillSession(set);
    for (let i = 0; i < 2; i++) fireEvent.click(within(dialog).getByRole('button', { name: 'Add a price' }));
    set(/^Price 1: last day/, '2030-03-01');
    set(/^Price 1 \(USD\)/, '120');
    set(/^Price 2: last day/, '2030-02-01');
    set(/^Price 2 \(USD\)/, '135');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const order = await within(dialog).findByText(priceWindowMessages.order);
    expect(within(dialog).getByLabelText(/^Price 2: last day/)).toHaveAttribute('aria-invalid', 'true');
    expect(order).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    set(/^Price 2: last day/, '2030-07-20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(priceWindowMessages.beforeStart)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Price 2: last day/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove price 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp session saved.'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      campCost: 150,
      priceWindows: [{ until: '2030-03-01', cost: 120 }],
    });
  });

  it('says a price window’s rule in Spanish to staff who read Spanish', async () => {
    showTestsIn('es');
    renderCatalog(createdSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva sesión de campamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva sesión de campamento' });
    expect(within(dialog).getByText('Precios anticipados y con recargo')).toBeInTheDocument();
    for (let i = 0; i < 2; i++)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Añadir un precio' }));
    fireEvent.change(within(dialog).getByLabelText(/^Precio 1: último día/), {
      target: { value: '2030-03-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Precio 2: último día/), {
      target: { value: '2030-02-01' },
    });
    for (const label of [/^Precio 1 \(USD\)/, /^Precio 2 \(USD\)/])
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Cada periodo de precio debe terminar después del anterior.'),
    ).toBeInTheDocument();
  });

  it('gives a camp session its own cancellation policy, checked in the browser like the server checks it', async () => {
    const { calls } = renderCatalog(createdSession);
    const { dialog, set } = await openNewSession();
    fillSession(set);
    fireEvent.click(within(dialog).getByLabelText(/Own cancellation policy/));
    expect(within(dialog).getByLabelText(/^Full refund until/)).toHaveValue(14);
    set(/^Full refund until/, '30');
    set(/^Refund less the fee until/, '40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The fee period must end no earlier than the full-refund period.'),
    ).toBeInTheDocument();
    set(/^Refund less the fee until/, '10');
    set(/^Fee$/, 'amount');
    set(/^Fee \(USD\)/, '25.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp session saved.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      cancellationPolicy: { fullRefundDays: 30, feeDays: 10, feeKind: 'amount', feeValue: 25.5 },
    });
  });

  it('maps nested age group errors onto the age group field and adds age groups', async () => {
    const { calls, dialog } = await editTournament(() =>
      json({ errors: { 'ageRanges[1].ageRangeDescription': ['Age group is taken.'] } }, { status: 400 }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add age group' }));
    fireEvent.change(within(dialog).getByLabelText(/Age group 2/), { target: { value: 'U10 Girls' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByLabelText(/Age group 2/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Age group is taken.')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({
      ageRanges: [
        { id: 7, ageRangeDescription: 'U8 Boys & Girls', archived: false },
        { id: 0, ageRangeDescription: 'U10 Girls', archived: false },
      ],
    });
  });

  it("gives an age group a maximum of teams: a whole number or blank, and the server's floor beside it", async () => {
    const { calls, dialog } = await editTournament(() =>
      json(
        { errors: { 'ageRanges[0].maxTeams': [validationMessages.teamsAlreadyHeld(3)] } },
        { status: 400 },
      ),
    );
    const maximum = within(dialog).getByLabelText(/^Maximum teams/);
    expect(maximum).toHaveValue(null);
    await refusedThenSent(maximum, dialog, calls, {
      help: 'Blank: no limit.',
      refused: '0',
      because: 'Maximum teams must be at least 1.',
      sent: '2',
    });
    await waitFor(() =>
      expect(maximum).toHaveAccessibleDescription(
        expect.stringContaining(validationMessages.teamsAlreadyHeld(3)),
      ),
    );
    expect(puts(calls)[0]?.body).toMatchObject({
      ageRanges: [{ id: 7, ageRangeDescription: 'U8 Boys & Girls', maxTeams: 2 }],
    });
  });

  it('sets a roster deadline, blank by default, never before the registration deadline', async () => {
    const { calls, dialog } = await editTournament();
    const roster = within(dialog).getByLabelText(/^Roster deadline/);
    expect(roster).toHaveValue('');
    await refusedThenSent(roster, dialog, calls, {
      help: 'Blank: the registration deadline.',
      refused: '2030-06-10',
      because: 'The roster deadline cannot be before the registration deadline.',
      sent: '2030-06-27',
    });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({
      lastDateToRegister: '2030-06-20',
      rosterDeadline: '2030-06-27',
    });
  });

  it('gives a camp session its ages, checked in the browser like the server checks them', async () => {
    const { calls } = renderCatalog(createdSession);
    const { dialog, set } = await openNewSession();
    fillSession(set);
    set(/^Minimum age/, '10');
    set(/^Maximum age/, '6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const maximum = within(dialog).getByLabelText(/^Maximum age/);
    await waitFor(() =>
      expect(maximum).toHaveAccessibleDescription(
        expect.stringContaining('The maximum age cannot be below the minimum age.'),
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    set(/^Maximum age/, '14');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp session saved.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ minAge: 10, maxAge: 14 });
  });

  it('gives an age group its birth dates and gender, refusing reversed dates before sending', async () => {
    const { calls, dialog } = await editTournament();
    const rules = within(dialog).getByRole('group', { name: 'Rules of age group 1' });
    // Saved before age groups had rules: coed, no birth dates.
    expect(within(rules).getByLabelText('Gender')).toHaveDisplayValue('Coed');
    const set = (label: string, value: string) =>
      fireEvent.change(within(rules).getByLabelText(label), { target: { value } });
    set('Born from', '2018-08-01');
    set('Born to', '2016-07-31');
    set('Gender', 'girls');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(rules).findByText('The latest birth date cannot be before the earliest.'),
    ).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    set('Born from', '2016-08-01');
    set('Born to', '2018-07-31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({
      ageRanges: [
        {
          id: 7,
          ageRangeDescription: 'U8 Boys & Girls',
          birthDateFrom: '2016-08-01',
          birthDateTo: '2018-07-31',
          gender: 'girls',
        },
      ],
    });
  });
});

describe('/manage/catalog, texts in Spanish', () => {
  it('marks a camp without its Spanish texts, and saves the Spanish texts staff write beside the English ones', async () => {
    const api = renderCatalog(
      ({ path, method }) =>
        method === 'PUT' && path === '/api/Admin/CampSpecs/2' ? json({ id: 2 }) : undefined,
      '/manage/catalog?tab=camps',
    );
    const camps = await screen.findByRole('region', { name: 'Camps' });
    expect(within(camps).getAllByText('Spanish missing')[0]).toBeInTheDocument();
    expect(camps).toHaveTextContent('1 camp · 1 without Spanish');

    fireEvent.click(within(camps).getAllByRole('button', { name: 'Edit Striker School' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Striker School' });
    const spanish = within(dialog).getByRole('group', { name: 'In Spanish' });
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(spanish).getByLabelText(label), { target: { value } });
    set(/^Spanish camp name/, 'Escuela de delanteros');
    set(/^Spanish description/, 'Definición, definición y más definición.');
    saveWith(within(spanish).getByLabelText(/^Spanish attendee notes/), 'x'.repeat(2001), within(dialog));
    // The English cap, checked in the browser before sending.
    expect(
      await within(dialog).findByText('Spanish attendee notes must be at most 2000 characters.'),
    ).toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(0);

    saveWith(within(spanish).getByLabelText(/^Spanish attendee notes/), '', within(dialog));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp saved.'));
    expect(puts(api.calls)[0]?.body).toMatchObject({
      campName: 'Striker School',
      catalogDescription: 'Finishing.',
      es: {
        campName: 'Escuela de delanteros',
        catalogDescription: 'Definición, definición y más definición.',
        attendeeNotes: '',
      },
    });
  });

  it('shows no mark once every English text has its Spanish one', async () => {
    const catalog = adminCatalog();
    catalog.campSpecs[0]!.es = {
      campName: 'Escuela de delanteros',
      catalogDescription: 'Definición.',
      attendeeNotes: '',
    };
    mockApi((call) => (call.path === '/api/Admin/Catalog' ? json(catalog) : undefined));
    renderApp(undefined, { route: '/manage/catalog?tab=camps', session: staffSession() });
    const camps = await screen.findByRole('region', { name: 'Camps' });
    expect(within(camps).getAllByText('Striker School').length).toBeGreaterThan(0);
    expect(within(camps).queryByText('Spanish missing')).not.toBeInTheDocument();
    expect(camps).not.toHaveTextContent('without Spanish');
  });

  it('a staff member who reads Spanish gets the camp dialog in Spanish', async () => {
    showTestsIn('es');
    renderCatalog(() => undefined, '/manage/catalog?tab=camps');
    const camps = await screen.findByRole('region', { name: 'Campamentos' });
    expect(within(camps).getAllByText('Falta el español')[0]).toBeInTheDocument();
    fireEvent.click(within(camps).getAllByRole('button', { name: 'Editar Striker School' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Striker School' });
    expect(within(dialog).getByLabelText(/^Nombre del campamento$|^Nombre del campamento \*/)).toHaveValue(
      'Striker School',
    );
    const spanish = within(dialog).getByRole('group', { name: 'En español' });
    expect(within(spanish).getByLabelText(/^Descripción en español/)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    // The contracts' messages name the fields as the Spanish screen does.
    fireEvent.change(within(dialog).getByLabelText(/^Nombre del campamento( \*)?$/), {
      target: { value: '' },
    });
    fireEvent.change(within(spanish).getByLabelText(/^Nombre del campamento en español/), {
      target: { value: 'x'.repeat(101) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'Nombre del campamento en español: escriba como máximo 100 caracteres.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nombre del campamento: este dato es obligatorio.')).toBeInTheDocument();
  });

  it('shows the catalogue in Spanish: tabs, counts, columns, ages, dates, money and empty states', async () => {
    showTestsIn('es');
    const catalog = adminCatalog();
    const [session] = catalog.campSessions;
    const [tournament] = catalog.tournaments;
    catalog.campSessions = [{ ...session!, minAge: 8, maxAge: 12, promoCode: 'EARLY', promoDiscount: 20 }];
    const [group] = tournament!.ageRanges;
    tournament!.ageRanges = [group!, { ...group!, id: 8, ageRangeDescription: 'U10 Girls', archived: true }];
    mockApi((call) => (call.path === '/api/Admin/Catalog' ? json(catalog) : undefined));
    renderApp(undefined, { route: '/manage/catalog', session: staffSession() });

    expect(await screen.findByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();
    const sessions = await screen.findByRole('region', { name: 'Sesiones de campamento' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Sesiones de campamento',
      'Campamentos',
      'Torneos',
      'Exenciones y autorizaciones',
      'Instalaciones',
      'Descuento por hermanos',
      'Conservación de datos',
    ]);
    expect(sessions).toHaveTextContent('1 sesión de campamento');
    expect(within(sessions).getByRole('button', { name: 'Nueva sesión de campamento' })).toBeInTheDocument();
    const table = within(sessions).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Campamento',
      'Fechas',
      'Horario · edades',
      'Instalación',
      'Precio',
      'Lugares',
      'Promoción',
      'Acciones',
    ]);
    // The ages made from the numbers in Spanish; the staff-written time as written.
    expect(within(table).getByRole('cell', { name: '9-12 · De 8 a 12 años' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'EARLY (−$20.00)' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Editar Striker School, 10/6/2030 – 14/6/2030' }),
    ).toHaveTextContent('Editar');

    fireEvent.click(screen.getByRole('tab', { name: 'Torneos' }));
    const tournaments = await screen.findByRole('region', { name: 'Torneos' });
    expect(
      within(tournaments)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Grupos de edad');
    expect(tournaments).not.toHaveTextContent('U10 Girls');
    fireEvent.click(screen.getByLabelText('Mostrar los elementos archivados'));
    expect(tournaments).toHaveTextContent('U8 Boys & Girls, U10 Girls (archivado)');

    fireEvent.click(screen.getByRole('tab', { name: 'Exenciones y autorizaciones' }));
    const documents = await screen.findByRole('region', { name: 'Exenciones y autorizaciones' });
    expect(documents).toHaveTextContent('0 documentos');
    expect(within(documents).getByText('Todavía no hay nada aquí.')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Nuevo documento' })).toBeInTheDocument();
  });

  it('edits a tournament’s Spanish name and description', async () => {
    const { calls, dialog } = await editTournament();
    const spanish = within(dialog).getByRole('group', { name: 'In Spanish' });
    fireEvent.change(within(spanish).getByLabelText(/^Spanish tournament name/), {
      target: { value: 'Torneo 3 contra 3 de Music City' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Tournament saved.'));
    expect(puts(calls)[0]?.body).toMatchObject({
      es: { tournamentName: 'Torneo 3 contra 3 de Music City', tournamentDescription: '' },
    });
  });
});

describe('/manage/catalog?tab=retention', () => {
  it('shows an admin the retention period, checks it in the browser, and saves a number or a blank', async () => {
    const api = renderCatalog(
      storedSetting('/api/Admin/DataRetention', { retentionMonths: 36 }),
      '/manage/catalog?tab=retention',
      adminSession(),
    );
    const field = await screen.findByLabelText(/Keep personal details for/);
    expect(field).toHaveValue(36);

    await settingRefusedThenSaved(field, api.calls, {
      refused: '0',
      because: 'Keep data at least 1 month.',
      sent: '24',
      saved: 'Personal details are erased 24 months after a camp or tournament ends.',
    });
    saveWith(field, '');
    await waitFor(() => expect(toastArea()).toHaveTextContent('Personal details are kept.'));
    expect(puts(api.calls).map((c) => c.body)).toEqual([{ retentionMonths: 24 }, { retentionMonths: null }]);
  });

  it('shows staff the retention period without a way to change it', async () => {
    const api = renderCatalog(
      ({ path }) => (path === '/api/Admin/DataRetention' ? json({ retentionMonths: 36 }) : undefined),
      '/manage/catalog?tab=retention',
    );
    const section = await screen.findByRole('region', { name: 'Data retention' });
    expect(
      await within(section).findByText(
        'Personal details are erased 36 months after a camp or tournament ends.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Only an administrator can change the retention period.'),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText(/Keep personal details for/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(puts(api.calls)).toHaveLength(0);
  });

  describe('waivers and consents', () => {
    const waiver = {
      id: 31,
      owner: 'camp' as const,
      itemId: 2,
      kind: 'liability_waiver' as const,
      version: 1,
      title: 'Liability waiver',
      body: 'Soccer is a contact sport.',
      es: { title: '', body: '' },
      retired: false,
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const retired = {
      ...waiver,
      id: 32,
      title: 'Old photo release',
      kind: 'photo_release' as const,
      retired: true,
    };
    function renderDocuments(answer: Answer) {
      const api = mockApi((call) =>
        call.path === '/api/Admin/Catalog'
          ? json({ ...adminCatalog(), documents: [waiver, retired] })
          : answer(call),
      );
      renderApp(undefined, { route: '/manage/catalog?tab=documents', session: staffSession() });
      return api;
    }

    it('lists each document with its kind, camp or tournament and version; retired ones only on request', async () => {
      renderDocuments(() => undefined);
      const table = await screen.findByRole('table', { name: 'Waivers and consents' });
      const [row] = within(table).getAllByRole('row').slice(1);
      expect([...(row as HTMLTableRowElement).cells].slice(0, 4).map((c) => c.textContent)).toEqual([
        'Liability waiverSpanish missing',
        'Liability waiver',
        'Camp: Striker School',
        'v1',
      ]);
      expect(within(table).queryByText('Old photo release')).not.toBeInTheDocument();
      fireEvent.click(screen.getByLabelText('Show archived items'));
      const old = (await within(table).findByText('Old photo release')).closest('tr')!;
      expect(within(old).getByText('Retired')).toBeInTheDocument();
      expect(within(old).queryByRole('button', { name: /Edit|Retire/ })).not.toBeInTheDocument();
    });

    it('adds a document to a camp, checked in the browser first', async () => {
      const api = renderDocuments(({ method, path }) =>
        method === 'POST' && path === '/api/Admin/Documents' ? json({ id: 33, version: 1 }) : undefined,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'New document' }));
      const dialog = await screen.findByRole('dialog', { name: 'New waiver or consent' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      const set = (label: RegExp, value: string) =>
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
      set(/^Camp/, '2');
      set(/^Kind/, 'medical_consent');
      set(/^Title/, 'Medical consent');
      set(/^Text/, 'Staff may seek treatment.\nCall the guardian first.');
      set(/^Spanish title/, 'Consentimiento médico');
      set(/^Spanish text/, 'El personal puede buscar atención médica.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(toastArea()).toHaveTextContent('Document saved.'));
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        owner: 'camp',
        itemId: 2,
        kind: 'medical_consent',
        title: 'Medical consent',
        body: 'Staff may seek treatment.\nCall the guardian first.',
        es: { title: 'Consentimiento médico', body: 'El personal puede buscar atención médica.' },
      });
    });

    it('saves an edit as a new version, and retires a document after asking', async () => {
      const api = renderDocuments(({ method, path }) => {
        if (method === 'PUT' && path === '/api/Admin/Documents/31') return json({ id: 31, version: 2 });
        if (method === 'POST' && path === '/api/Admin/Documents/31/retire') return json({ id: 31 });
        return undefined;
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Liability waiver' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Liability waiver' });
      expect(dialog).toHaveTextContent(
        'For Striker School · version 1. Saving a changed title or text makes version 2',
      );
      fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'New text.' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(toastArea()).toHaveTextContent('Document saved.'));
      expect(puts(api.calls)[0]?.body).toEqual({
        kind: 'liability_waiver',
        title: 'Liability waiver',
        body: 'New text.',
        es: { title: '', body: '' },
      });

      fireEvent.click(screen.getByRole('button', { name: 'Retire Liability waiver' }));
      const confirm = await screen.findByRole('dialog', { name: 'Retire document' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Retire' }));
      await waitFor(() => expect(toastArea()).toHaveTextContent('Liability waiver retired.'));
      expect(api.calls.filter((c) => c.path === '/api/Admin/Documents/31/retire')).toHaveLength(1);
    });
  });
});

describe('/manage/catalog?tab=sibling-discount', () => {
  it('shows the sibling discount, checks it in the browser, and saves a percentage, an amount or none', async () => {
    const api = renderCatalog(
      storedSetting('/api/Admin/SiblingDiscount', { kind: 'amount', value: 15 }),
      '/manage/catalog?tab=sibling-discount',
    );
    const kind = await screen.findByLabelText(/^Discount/);
    expect(kind).toHaveValue('amount');
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue(15);

    fireEvent.change(kind, { target: { value: 'percent' } });
    const percent = await screen.findByLabelText(/Percentage \(%\)/);
    await settingRefusedThenSaved(percent, api.calls, {
      refused: '150',
      because: 'Enter a whole percentage from 0 to 50.',
      sent: '10',
      saved:
        '10% off each additional player registered in the same order, while another player of the order stays registered.',
    });
    fireEvent.change(kind, { target: { value: 'none' } });
    expect(screen.queryByLabelText(/Percentage/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('No sibling discount.'));
    expect(puts(api.calls).map((c) => c.body)).toEqual([
      { kind: 'percent', value: 10 },
      { kind: 'none', value: 10 },
    ]);
  });
});
