import 'fake-indexeddb/auto';
import { apiPaths, type CoachRoster, noAttendance, runtimeConfigElementId } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDeviceDb } from '../../../lib/offline/device-db';
import { forgetDeviceData } from '../../../lib/offline/forget-device-data';
import { seedPagePreview } from '../../../lib/page-preview';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { strikerSchoolRosterItem } from '../../../testing/fixtures';
import { deferred, json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { testConfig } from '../../../testing/test-config';
import { startRosterRead } from '../api/early-roster';

setUpPageTests('coach', 'coachSession', 'coachAgeGroup');

afterEach(async () => {
  await closeDeviceDb();
  await forgetDeviceData();
});

const session = fakeSession({ id: 'coach-1', name: 'Casey Coach', email: 'coach@example.com' });

const item = strikerSchoolRosterItem;

const roster = (day = '2030-06-10'): CoachRoster => ({
  session: item(),
  day,
  days: ['2030-06-10', '2030-06-11', '2030-06-12'],
  children: [
    {
      registrationId: 1,
      firstName: 'Leo',
      lastName: 'Lee',
      age: 8,
      group: 'Blue',
      medicalConditions: '',
      medicalTreatment: '',
      medicalFromHousehold: false,
      tshirtSize: 's',
      guardians: [{ id: 'guardian-1', name: 'Jordan Lee', phone: '615-555-0142' }],
      emergencyContact: { name: 'Kim Lee', phone: '6155550143', relationship: 'Grandmother' },
      pickupAdults: [],
      attendance: noAttendance,
    },
    {
      registrationId: 2,
      firstName: 'Maya',
      lastName: 'Parker',
      age: 9,
      group: 'Red',
      medicalConditions: 'Peanut allergy',
      medicalTreatment: 'EpiPen in her bag',
      medicalFromHousehold: true,
      tshirtSize: 'm',
      guardians: [
        { id: 'guardian-1', name: 'Pat Parker', phone: '6155550100' },
        { id: 'guardian-2', name: 'Sam Parker', phone: '6155550101' },
      ],
      emergencyContact: { name: 'Robin Parker', phone: '6155550199', relationship: 'Aunt' },
      attendance: { ...noAttendance, state: 'in', checkedInAt: '2030-06-10T14:00:00Z', lastEventId: 'e1' },
      pickupAdults: [
        { id: 'pickup-5', name: 'Ana Parker', relation: 'Grandmother', phone: '6155550177', oneDay: false },
        { id: 'pickup-6', name: 'Luis Ortiz', relation: 'Neighbor', phone: '6155550188', oneDay: true },
      ],
    },
  ],
});

const getRoster = `GET ${apiPaths.coachSessionRoster(11)}`;

/** Saved downloads: the name each `<a download>` click asked for. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:sheet');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const pdfFile = (name: string) => () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
  });

describe('/coach/sessions/{id}', () => {
  it('flags medical notes first, and makes guardians and the emergency contact tap-to-call', async () => {
    mockApi({ [getRoster]: () => json(roster()) });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Striker School' })).toBeInTheDocument();
    expect(screen.getByText('2 children')).toBeInTheDocument();
    // The summary at the top names the child with notes and links to the card.
    const summary = screen.getByRole('note');
    expect(within(summary).getByText('1 child has medical notes')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Maya Parker' })).toHaveAttribute('href', '#child-2');

    const [leo, maya] = screen.getAllByTestId('roster-child');
    expect(within(leo!).queryByTestId('medical-flag')).toBeNull();
    // The flag is the first thing in Maya's card, before her name.
    const flag = within(maya!).getByTestId('medical-flag');
    expect(maya!.firstElementChild).toBe(flag);
    expect(flag).toHaveTextContent('Conditions: Peanut allergy');
    expect(flag).toHaveTextContent('Treatment: EpiPen in her bag');
    expect(within(maya!).getByText(/Age 9 · T-shirt M · Group Red/)).toBeInTheDocument();
    expect(within(maya!).getByRole('link', { name: 'Call Pat Parker, Parent or guardian' })).toHaveAttribute(
      'href',
      'tel:6155550100',
    );
    expect(within(maya!).getByRole('link', { name: 'Call Sam Parker, Parent or guardian' })).toHaveAttribute(
      'href',
      'tel:6155550101',
    );
    expect(
      within(maya!).getByRole('link', { name: 'Call Robin Parker, Emergency contact (Aunt)' }),
    ).toHaveAttribute('href', 'tel:6155550199');
    expect(within(leo!).getByRole('link', { name: /Call Jordan Lee/ })).toHaveAttribute(
      'href',
      'tel:6155550142',
    );
  });

  it('takes the read the start-up code sent early as its one read of the roster (decision 0118)', async () => {
    const api = mockApi({ [getRoster]: () => json(roster()) });
    const doc = document.implementation.createHTMLDocument('roster');
    doc.head.innerHTML = `<script type="application/json" id="${runtimeConfigElementId}">${JSON.stringify(testConfig)}</script>`;
    const stored = JSON.stringify({ access_token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600 });
    startRosterRead(
      { pathname: '/coach/sessions/11', search: '' },
      { getItem: () => stored } as unknown as Storage,
      doc,
    );
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Striker School' })).toBeInTheDocument();
    expect(screen.getByText('2 children')).toBeInTheDocument();
    // One request: the early one, with the stored token; the page asked nothing more.
    expect(api.callsTo(getRoster)).toHaveLength(1);
    expect(api.callsTo(getRoster)[0]!.headers.Authorization).toBe('Bearer tok');
  });

  describe("the session's facts the server drew the page with (decision 0122)", () => {
    afterEach(() => seedPagePreview(undefined));
    const lead = '6/10/2030 – 6/12/2030 · 9:00 AM - 12:00 PM · Fretz Park';

    it('shows them while the roster is on its way, then the roster under the same header', async () => {
      seedPagePreview({ coachSession: item() });
      const answer = deferred<Response>();
      mockApi({ [getRoster]: () => answer.promise });
      renderApp(undefined, { route: '/coach/sessions/11', session });
      expect(await screen.findByRole('heading', { level: 1, name: 'Striker School' })).toBeInTheDocument();
      expect(screen.getByText(lead)).toBeInTheDocument();
      expect(screen.getByText('Loading rosters…')).toBeInTheDocument();
      expect(screen.queryByTestId('roster-child')).toBeNull();
      answer.resolve(json(roster()));
      expect(await screen.findAllByTestId('roster-child')).toHaveLength(2);
      expect(screen.getByRole('heading', { level: 1, name: 'Striker School' })).toBeInTheDocument();
      expect(screen.getByText(lead)).toBeInTheDocument();
    });

    it("never shows another session's facts, nor keeps them after a refusal", async () => {
      seedPagePreview({ coachSession: item({ id: 12, campName: 'Keeper Camp' }) });
      mockApi({ [getRoster]: () => deferred<Response>().promise });
      renderApp(undefined, { route: '/coach/sessions/11', session });
      expect(await screen.findByRole('heading', { level: 1, name: 'Roster' })).toBeInTheDocument();
      expect(screen.queryByText(/Keeper Camp/)).toBeNull();
    });

    it('gives way to the refusal when the roster is not the coach’s', async () => {
      seedPagePreview({ coachSession: item() });
      mockApi({ [getRoster]: () => problem(403, 'This roster is not assigned to you.') });
      renderApp(undefined, { route: '/coach/sessions/11', session });
      expect(await screen.findByText(/This roster is not assigned to you/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Roster' })).toBeInTheDocument();
      expect(screen.queryByText(lead)).toBeNull();
    });
  });

  it('lists the adults who may pick each child up as tap-to-call, one-day pickups marked, and no code', async () => {
    mockApi({ [getRoster]: () => json(roster()) });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    await screen.findByRole('heading', { level: 1, name: 'Striker School' });
    const [leo, maya] = screen.getAllByTestId('roster-child');
    expect(within(leo!).getByText('No pickup adults named: only the guardians.')).toBeInTheDocument();
    const adults = within(maya!).getByTestId('pickup-adults');
    expect(
      within(adults).getByRole('link', { name: 'Call Ana Parker, Pickup: Grandmother' }),
    ).toHaveAttribute('href', 'tel:6155550177');
    expect(
      within(adults).getByRole('link', { name: 'Call Luis Ortiz, Today only: Neighbor' }),
    ).toHaveAttribute('href', 'tel:6155550188');
    expect(
      within(maya!).getByText("Ask for the day's pickup code before handing the child over."),
    ).toBeInTheDocument();
  });

  it('asks for another day of the session', async () => {
    const api = mockApi({ [getRoster]: () => json(roster()) });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    const day = await screen.findByRole('combobox', { name: 'Day' });
    expect(within(day).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(day, '2030-06-11');
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`${apiPaths.coachSessionRoster(11)}?day=2030-06-11`),
      ),
    );
  });

  it("downloads the day's printed roster and sign-in sheet", async () => {
    const api = mockApi({
      [getRoster]: () => json(roster('2030-06-11')),
      [`GET ${apiPaths.coachSessionSheet(11, 'roster')}`]: pdfFile('roster-11-2030-06-11.pdf'),
      [`GET ${apiPaths.coachSessionSheet(11, 'sign-in')}`]: pdfFile('sign-in-11-2030-06-11.pdf'),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/coach/sessions/11?day=2030-06-11', session });
    await user.click(await screen.findByRole('button', { name: 'Print roster' }));
    await waitFor(() => expect(saved).toEqual(['roster-11-2030-06-11.pdf']));
    await user.click(screen.getByRole('button', { name: 'Sign-in sheet' }));
    await waitFor(() => expect(saved).toEqual(['roster-11-2030-06-11.pdf', 'sign-in-11-2030-06-11.pdf']));
    const asked = api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContainEqual(
      expect.stringContaining(`${apiPaths.coachSessionSheet(11, 'roster')}?day=2030-06-11`),
    );
    expect(asked).toContainEqual(
      expect.stringContaining(`${apiPaths.coachSessionSheet(11, 'sign-in')}?day=2030-06-11`),
    );
  });

  it('says so when a sheet cannot be downloaded', async () => {
    mockApi({
      [getRoster]: () => json(roster()),
      [`GET ${apiPaths.coachSessionSheet(11, 'roster')}`]: () =>
        problem(403, 'This roster is not assigned to you.'),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    await user.click(await screen.findByRole('button', { name: 'Print roster' }));
    expect(await screen.findByText(/The sheet could not be downloaded/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says so when the roster is not the coach’s', async () => {
    mockApi({ [getRoster]: () => problem(403, 'This roster is not assigned to you.') });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(await screen.findByText(/This roster is not assigned to you/)).toBeInTheDocument();
    expect(screen.queryByTestId('roster-child')).toBeNull();
  });

  it('reads in Spanish', async () => {
    showTestsIn('es');
    mockApi({ [getRoster]: () => json(roster()) });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escuela de delanteros' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 niños')).toBeInTheDocument();
    expect(screen.getByText('1 niño tiene notas médicas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir lista' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoja de entrada y salida' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Llamar a Robin Parker, Contacto de emergencia (Aunt)' }),
    ).toBeInTheDocument();
  });
});

describe('/coach', () => {
  it('lists the coach’s rosters and links each session to its roster', async () => {
    mockApi({
      [`GET ${apiPaths.myRosters}`]: () =>
        json([
          item(),
          item({ kind: 'ageGroup', id: 7, campName: 'Lone Star Cup', ageGroup: 'U10 Boys', group: '' }),
        ]),
    });
    renderApp(undefined, { route: '/coach', session });
    expect(await screen.findByRole('link', { name: 'Striker School' })).toHaveAttribute(
      'href',
      '/coach/sessions/11',
    );
    expect(screen.getByText('Lone Star Cup: U10 Boys')).toBeInTheDocument();
    expect(screen.getAllByTestId('coach-roster-item')).toHaveLength(2);
  });

  it('says when nothing is assigned, and when the account is no coach', async () => {
    mockApi({ [`GET ${apiPaths.myRosters}`]: () => json([]) });
    const { unmount } = renderApp(undefined, { route: '/coach', session });
    expect(await screen.findByText(/No rosters are assigned to you yet/)).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${apiPaths.myRosters}`]: () => problem(403, 'Forbidden') });
    renderApp(undefined, { route: '/coach', session });
    expect(await screen.findByText(/not assigned to you/)).toBeInTheDocument();
  });
});

describe('/coach/age-groups/{id}', () => {
  it('lists the paid teams with their players, and the parents to call', async () => {
    mockApi({
      [`GET ${apiPaths.coachAgeGroupRoster(7)}`]: () =>
        json({
          ageGroup: item({
            kind: 'ageGroup',
            id: 7,
            campName: 'Lone Star Cup',
            ageGroup: 'U10 Boys',
            timeBlock: '',
          }),
          teams: [
            {
              id: 3,
              teamName: 'Green Rockets',
              contact: { name: 'Casey Coach', phone: '6155550177' },
              players: [
                {
                  name: 'Leo Lee',
                  age: 9,
                  tshirtSize: 'youth-m',
                  parent: { name: 'Jordan Lee', phone: '6155550142' },
                },
              ],
            },
          ],
        }),
    });
    renderApp(undefined, { route: '/coach/age-groups/7', session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lone Star Cup: U10 Boys' }),
    ).toBeInTheDocument();
    const team = screen.getByTestId('roster-team');
    expect(within(team).getByText('Leo Lee')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Call Jordan Lee, Parent or guardian' })).toHaveAttribute(
      'href',
      'tel:6155550142',
    );
    expect(within(team).getByRole('link', { name: 'Call Casey Coach, Team contact' })).toHaveAttribute(
      'href',
      'tel:6155550177',
    );
  });

  describe('check-in and check-out', () => {
    const postTap = `POST ${apiPaths.coachAttendance(11)}`;
    const answer = (
      registrationId: number,
      attendance: Partial<CoachRoster['children'][number]['attendance']>,
    ) =>
      json(
        {
          event: { eventId: 'x', registrationId, day: '2030-06-10' },
          attendance: { ...noAttendance, ...attendance },
          replayed: false,
        },
        201,
      );

    it('checks a child in with one tap, naming the tap with a new event id', async () => {
      const api = mockApi({
        [getRoster]: () => json(roster()),
        [postTap]: () => answer(1, { state: 'in', checkedInAt: '2030-06-10T14:05:00Z', lastEventId: 'x' }),
      });
      renderApp(undefined, { route: '/coach/sessions/11?day=2030-06-10', session });
      const [leo] = await screen.findAllByTestId('roster-child');
      expect(within(leo!).getByText('Not checked in')).toBeInTheDocument();
      await userEvent.click(within(leo!).getByRole('button', { name: 'Check in Leo Lee' }));
      expect(await within(leo!).findByText(/^Checked in · /)).toBeInTheDocument();
      const [body] = api.bodiesTo(postTap) as Record<string, string>[];
      expect(body).toMatchObject({ registrationId: 1, action: 'checkIn', day: '2030-06-10' });
      expect(body!.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(body!.occurredAt!))).toBe(false);
      expect(within(leo!).getByRole('button', { name: 'Undo the last tap for Leo Lee' })).toBeInTheDocument();
    });

    it('checks a child out to an adult from the list with the code, and says when the code is wrong', async () => {
      let tries = 0;
      const api = mockApi({
        [getRoster]: () => json(roster()),
        [postTap]: () =>
          ++tries === 1
            ? json(
                {
                  status: 400,
                  title: 'Bad Request',
                  errors: { code: ['That is not the pickup code for this child today.'] },
                },
                400,
              )
            : answer(2, {
                state: 'out',
                checkedOutAt: '2030-06-10T17:05:00Z',
                pickedUpBy: 'Luis Ortiz',
                lastEventId: 'x',
              }),
      });
      renderApp(undefined, { route: '/coach/sessions/11?day=2030-06-10', session });
      const [, maya] = await screen.findAllByTestId('roster-child');
      await userEvent.click(within(maya!).getByRole('button', { name: 'Check out Maya Parker' }));
      const form = within(maya!).getByRole('form', { name: 'Check out Maya Parker' });
      // Everyone who may take her: both parents, the every-day adult and today's one-day pickup.
      expect(
        within(form)
          .getAllByRole('radio')
          .map((r) => r.closest('.form-check')?.textContent),
      ).toEqual([
        'Pat Parker (Parent or guardian)',
        'Sam Parker (Parent or guardian)',
        'Ana Parker (Pickup: Grandmother)',
        'Luis Ortiz (Today only: Neighbor)',
        'Pickup code',
        'Photo ID seen',
      ]);
      const handOver = within(form).getByRole('button', { name: 'Hand over' });
      expect(handOver).toBeDisabled();
      await userEvent.click(within(form).getByLabelText('Luis Ortiz (Today only: Neighbor)'));
      await userEvent.type(within(form).getByLabelText("The family's pickup code for today"), '1234');
      await userEvent.click(handOver);
      // The refusal is shown on her card and at the top, and she is still in.
      expect(await within(maya!).findByRole('alert')).toHaveTextContent(
        'Check-out not recorded. That is not the pickup code for this child today.',
      );
      expect(screen.getByTestId('refused-taps')).toHaveTextContent(
        '1 tap was not recorded' + 'Maya Parker: Check-out not recorded. That is not the pickup code',
      );
      await userEvent.click(within(maya!).getByRole('button', { name: 'Check out Maya Parker' }));
      const again = within(maya!).getByRole('form', { name: 'Check out Maya Parker' });
      await userEvent.click(within(again).getByLabelText('Luis Ortiz (Today only: Neighbor)'));
      await userEvent.type(within(again).getByLabelText("The family's pickup code for today"), '4321');
      await userEvent.click(within(again).getByRole('button', { name: 'Hand over' }));
      expect(await within(maya!).findByText(/^Picked up by Luis Ortiz · /)).toBeInTheDocument();
      expect(within(maya!).queryByRole('alert')).toBeNull();
      expect(api.bodiesTo(postTap)).toEqual([
        expect.objectContaining({
          action: 'checkOut',
          adultId: 'pickup-6',
          confirmation: 'code',
          code: '1234',
        }),
        expect.objectContaining({
          action: 'checkOut',
          adultId: 'pickup-6',
          confirmation: 'code',
          code: '4321',
        }),
      ]);
    });

    it('flags a child not collected at the top and on the card, in Spanish too', async () => {
      const late = roster();
      late.children[1]!.attendance = { ...late.children[1]!.attendance, overdue: true };
      mockApi({ [getRoster]: () => json(late) });
      showTestsIn('es');
      renderApp(undefined, { route: '/coach/sessions/11?day=2030-06-10', session });
      expect(await screen.findByText('1 niño sin recoger')).toBeInTheDocument();
      const [, maya] = screen.getAllByTestId('roster-child');
      expect(within(maya!).getByTestId('overdue')).toHaveTextContent('Nadie ha venido a recogerlo');
      expect(
        within(maya!).getByRole('button', { name: 'Registrar la salida de Maya Parker' }),
      ).toBeInTheDocument();
    });
  });
});
