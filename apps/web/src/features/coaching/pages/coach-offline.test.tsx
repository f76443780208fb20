import 'fake-indexeddb/auto';
import { apiPaths, type CoachRoster, type CoachRosterItem, noAttendance } from '@soccer/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDeviceDb } from '../../../lib/offline/device-db';
import { forgetDeviceData } from '../../../lib/offline/forget-device-data';
import { queueWrite } from '../../../lib/offline/outbox';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { browserToday } from '../components/roster-item-title';
import { keepRoster, keptRoster } from '../offline/kept-rosters';
import { forgetRefusedTaps } from '../offline/queued-taps';

setUpPageTests('coach', 'coachSession');

const session = fakeSession({ id: 'coach-1', name: 'Casey Coach', email: 'coach@example.com' });
const today = browserToday();

const item: CoachRosterItem = {
  kind: 'session',
  id: 11,
  campName: 'Striker School',
  campNameEs: 'Escuela de delanteros',
  ageGroup: '',
  startDate: today,
  endDate: today,
  timeBlock: '9:00 AM - 12:00 PM',
  facilityName: 'Fretz Park',
  group: '',
};

const roster: CoachRoster = {
  session: item,
  day: today,
  days: [today],
  children: [
    {
      registrationId: 2,
      firstName: 'Maya',
      lastName: 'Parker',
      age: 9,
      group: '',
      medicalConditions: 'Peanut allergy',
      medicalTreatment: 'EpiPen in her bag',
      medicalFromHousehold: true,
      tshirtSize: 'm',
      guardians: [{ id: 'guardian-1', name: 'Pat Parker', phone: '6155550100' }],
      emergencyContact: { name: 'Robin Parker', phone: '6155550199', relationship: 'Aunt' },
      pickupAdults: [],
      attendance: noAttendance,
    },
  ],
};

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
  });
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('offline'));
  });
}

beforeEach(() => {
  onlineManager.setOnline(true);
});

afterEach(async () => {
  onlineManager.setOnline(true);
  forgetRefusedTaps();
  await closeDeviceDb();
  await forgetDeviceData();
});

describe('the coach’s pages without signal', () => {
  it("keeps today's roster when it is read online, for this account", async () => {
    mockApi({ [`GET ${apiPaths.coachSessionRoster(11)}`]: () => json(roster) });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    await screen.findByRole('heading', { level: 1, name: 'Striker School' });
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    await waitFor(async () => expect((await keptRoster('coach-1', 11, ''))?.value.children).toHaveLength(1));
    expect(await keptRoster('coach-2', 11, '')).toBeNull();
  });

  it('keeps the rosters of today’s sessions when the list opens online', async () => {
    const later = { ...item, id: 12, startDate: '2099-06-10', endDate: '2099-06-12' };
    const api = mockApi({
      [`GET ${apiPaths.myRosters}`]: () => json([item, later]),
      [`GET ${apiPaths.coachSessionRoster(11)}`]: () => json(roster),
    });
    renderApp(undefined, { route: '/coach', session });
    expect(await screen.findAllByRole('link', { name: 'Striker School' })).toHaveLength(2);
    await waitFor(async () => expect(await keptRoster('coach-1', 11, '')).not.toBeNull());
    const asked = api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContainEqual(expect.stringContaining(apiPaths.coachSessionRoster(12)));
  });

  it('shows the kept roster offline, medical flag first, with the time it was read', async () => {
    const readAt = new Date();
    await keepRoster('coach-1', roster, readAt);
    const api = mockApi({});
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    const notice = await screen.findByTestId('offline-notice');
    const time = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(readAt);
    expect(notice).toHaveTextContent(`Offline: roster as of ${time}`);
    const [maya] = await screen.findAllByTestId('roster-child');
    expect(within(maya!).getByTestId('medical-flag')).toHaveTextContent('Peanut allergy');
    // Nothing was asked of the server while offline.
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("shows a returning coach the kept roster at once, online, until the server's answer replaces it", async () => {
    const readAt = new Date();
    await keepRoster('coach-1', roster, readAt);
    let answer: ((response: Response) => void) | null = null;
    const answered = roster.children.map((c) => ({ ...c, firstName: 'Mia' }));
    mockApi({
      [`GET ${apiPaths.coachSessionRoster(11)}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    // Before the answer: the copy kept on the phone, medical flag first, and the time it was read.
    const [maya] = await screen.findAllByTestId('roster-child');
    expect(maya).toHaveTextContent('Maya Parker');
    expect(within(maya!).getByTestId('medical-flag')).toHaveTextContent('Peanut allergy');
    const time = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(readAt);
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(`Roster as of ${time}, updating…`);
    // The answer replaces it, and the notice goes.
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => answer?.(json({ ...roster, children: answered })));
    await waitFor(() => expect(screen.getAllByTestId('roster-child')[0]).toHaveTextContent('Mia Parker'));
    expect(screen.queryByText('Maya Parker')).toBeNull();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('never shows the kept copy when the server refuses the roster (no longer assigned)', async () => {
    await keepRoster('coach-1', roster);
    mockApi({
      [`GET ${apiPaths.coachSessionRoster(11)}`]: () => problem(403, 'This roster is not assigned to you.'),
    });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(await screen.findByText(/This roster is not assigned to you/)).toBeInTheDocument();
    expect(screen.queryByTestId('roster-child')).toBeNull();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    // And the copy on the phone is deleted.
    await waitFor(async () => expect(await keptRoster('coach-1', 11, '')).toBeNull());
  });

  it('shows the kept copy when the server cannot be reached though the browser says online', async () => {
    await keepRoster('coach-1', roster);
    mockApi({
      [`GET ${apiPaths.coachSessionRoster(11)}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp(undefined, { route: '/coach/sessions/11', session });
    // While the read is retried the copy stands in; once it has failed, the notice says offline.
    await waitFor(
      () => expect(screen.getByTestId('offline-notice')).toHaveTextContent(/^Offline: roster as of /),
      { timeout: 8000 },
    );
    expect(screen.getAllByTestId('roster-child')).toHaveLength(1);
  });

  it('says when a roster was not kept on this phone', async () => {
    mockApi({});
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(
      'Offline. This roster was not opened on this phone today',
    );
    expect(screen.queryByTestId('roster-child')).toBeNull();
  });

  it('lists the kept rosters on the list page offline', async () => {
    await keepRoster('coach-1', roster);
    mockApi({});
    goOffline();
    renderApp(undefined, { route: '/coach', session });
    expect(await screen.findByRole('link', { name: 'Striker School' })).toHaveAttribute(
      'href',
      '/coach/sessions/11',
    );
    expect(screen.getByText("Offline. Today's rosters kept on this phone:")).toBeInTheDocument();
  });

  it('says what is not yet sent, and sends it in order when the connection returns', async () => {
    await keepRoster('coach-1', roster);
    await queueWrite({ method: 'POST', path: '/api/test/first', label: 'Check-in: Maya Parker' });
    await queueWrite({ method: 'POST', path: '/api/test/second', label: 'Check-out: Maya Parker' });
    const sent: string[] = [];
    const api = mockApi({
      [`GET ${apiPaths.coachSessionRoster(11)}`]: () => json(roster),
      'POST /api/test/first': () => {
        sent.push('first');
        return json({}, 201);
      },
      'POST /api/test/second': () => {
        sent.push('second');
        return json({}, 201);
      },
    });
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    const notice = await screen.findByTestId('offline-notice');
    await waitFor(() => expect(notice).toHaveTextContent('2 changes not yet sent'));
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Check-in: Maya Parker', 'Check-out: Maya Parker']);
    expect(notice).toHaveTextContent('They are sent, in order, as soon as the connection returns.');
    expect(sent).toEqual([]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sent).toEqual(['first', 'second']));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
    expect(api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/test/'))).toHaveLength(2);
  });

  it('reads in Spanish', async () => {
    showTestsIn('es');
    await keepRoster('coach-1', roster);
    mockApi({});
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(
      /^Sin conexión: lista guardada a las /,
    );
  });
});

describe('the coach’s taps without signal', () => {
  const postTap = `POST ${apiPaths.coachAttendance(11)}`;
  const getRoster = `GET ${apiPaths.coachSessionRoster(11)}`;
  const maya = roster.children[0]!;
  const ana = {
    id: 'pickup-5',
    name: 'Ana Parker',
    relation: 'Grandmother',
    phone: '6155550111',
    oneDay: false,
  };
  const inSince = '2030-06-10T14:00:00Z';
  const card = () => screen.getAllByTestId('roster-child')[0]!;
  const mayaIn: CoachRoster = {
    ...roster,
    children: [
      {
        ...maya,
        pickupAdults: [ana],
        attendance: { ...noAttendance, state: 'in', checkedInAt: inSince, lastEventId: 'e1' },
      },
    ],
  };
  const mayaOut: CoachRoster = {
    ...mayaIn,
    children: [
      {
        ...mayaIn.children[0]!,
        attendance: {
          ...noAttendance,
          state: 'out',
          checkedInAt: inSince,
          checkedOutAt: '2030-06-10T17:00:00Z',
          pickedUpBy: 'Ana Parker',
          lastEventId: 'e2',
        },
      },
    ],
  };

  it('queues a check-out with photo ID offline, shows it as not yet sent, and sends it once when the signal returns', async () => {
    await keepRoster('coach-1', mayaIn);
    let recorded = false;
    const api = mockApi({
      [getRoster]: () => json(recorded ? mayaOut : mayaIn),
      [postTap]: () => {
        recorded = true;
        return json({ event: {}, attendance: mayaOut.children[0]!.attendance, replayed: false }, 201);
      },
    });
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    await screen.findAllByTestId('roster-child');
    await userEvent.click(within(card()).getByRole('button', { name: 'Check out Maya Parker' }));
    const form = within(card()).getByRole('form', { name: 'Check out Maya Parker' });
    // Offline the code cannot be checked: only a photo ID, and the page says why.
    expect(within(form).getByLabelText('Pickup code')).toBeDisabled();
    expect(within(form).getByLabelText('Photo ID seen')).toBeChecked();
    expect(within(form).queryByLabelText("The family's pickup code for today")).toBeNull();
    expect(within(form).getByTestId('code-offline')).toHaveTextContent(
      'Offline, a pickup code cannot be checked: check a photo ID.',
    );
    await userEvent.click(within(form).getByLabelText('Ana Parker (Pickup: Grandmother)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Hand over' }));

    // Shown at once from the queued tap, marked as not yet sent; nothing reached the server.
    expect(await within(card()).findByText(/^Picked up by Ana Parker · /)).toBeInTheDocument();
    expect(within(card()).getByTestId('unsent')).toHaveTextContent('Not yet sent');
    const notice = screen.getByTestId('offline-notice');
    await waitFor(() => expect(notice).toHaveTextContent('1 change not yet sent'));
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Check out: Maya Parker, with Ana Parker');
    expect(api.callsTo(postTap)).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
    await waitFor(() => expect(within(card()).queryByTestId('unsent')).toBeNull());
    expect(within(card()).getByText(/^Picked up by Ana Parker · /)).toBeInTheDocument();
    const [body] = api.bodiesTo(postTap);
    expect(body).toMatchObject({
      registrationId: 2,
      action: 'checkOut',
      adultId: 'pickup-5',
      confirmation: 'photoId',
      day: today,
    });
    expect(body).not.toHaveProperty('code');
    // Another "online" sends nothing again: the outbox is empty.
    goOnline();
    await waitFor(() => expect(api.callsTo(getRoster).length).toBeGreaterThan(0));
    expect(api.callsTo(postTap)).toHaveLength(1);
  });

  it('shows a tap the server refuses on reconnecting: which child, and what the server said', async () => {
    await keepRoster('coach-1', roster);
    const api = mockApi({
      [getRoster]: () => json(mayaIn),
      [postTap]: () =>
        json({ status: 409, title: 'Conflict', detail: 'This child is already checked in.' }, 409),
    });
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    const [first] = await screen.findAllByTestId('roster-child');
    await userEvent.click(within(card()).getByRole('button', { name: 'Check in Maya Parker' }));
    expect(await within(card()).findByText(/^Checked in · /)).toBeInTheDocument();
    expect(within(card()).getByTestId('unsent')).toBeInTheDocument();

    goOnline();
    await waitFor(() => expect(api.callsTo(postTap)).toHaveLength(1));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Check-in not recorded. This child is already checked in.',
    );
    expect(screen.getByTestId('refused-taps')).toHaveTextContent(
      '1 tap was not recorded' + 'Maya Parker: Check-in not recorded. This child is already checked in.',
    );
    // Dropped from the outbox (it would answer the same), never sent again.
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
    expect(api.callsTo(postTap)).toHaveLength(1);
    // The kept roster stayed on screen until the server's replaced it: the same card.
    expect(card()).toBe(first);
    await userEvent.click(within(card()).getByRole('button', { name: 'OK' }));
    expect(within(card()).queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('refused-taps')).toBeNull();
  });

  it('undoes a tap not yet sent on the phone, and sends both in order', async () => {
    await keepRoster('coach-1', roster);
    const api = mockApi({
      [getRoster]: () => json(roster),
      [postTap]: () => json({ event: {}, attendance: noAttendance, replayed: false }, 201),
    });
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    await screen.findAllByTestId('roster-child');
    await userEvent.click(within(card()).getByRole('button', { name: 'Check in Maya Parker' }));
    await userEvent.click(
      await within(card()).findByRole('button', { name: 'Undo the last tap for Maya Parker' }),
    );
    expect(await within(card()).findByText('Not checked in')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('offline-notice')).toHaveTextContent('2 changes not yet sent'),
    );
    goOnline();
    await waitFor(() => expect(api.callsTo(postTap)).toHaveLength(2));
    const [checkIn, undo] = api.bodiesTo(postTap);
    expect(checkIn).toMatchObject({ action: 'checkIn' });
    expect(undo).toMatchObject({ action: 'undo', undoes: checkIn!.eventId });
  });

  it('says offline, in Spanish, that the code cannot be checked', async () => {
    showTestsIn('es');
    await keepRoster('coach-1', mayaIn);
    mockApi({});
    goOffline();
    renderApp(undefined, { route: '/coach/sessions/11', session });
    await screen.findAllByTestId('roster-child');
    await userEvent.click(within(card()).getByRole('button', { name: 'Registrar la salida de Maya Parker' }));
    expect(within(card()).getByTestId('code-offline')).toHaveTextContent(
      'Sin conexión no se puede comprobar el código de recogida: verifique una identificación con foto.',
    );
  });
});
