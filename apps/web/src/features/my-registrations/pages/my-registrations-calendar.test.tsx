import { apiPaths, type CalendarFeed } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import {
  campRegistrationWithSession as campRegistration,
  greenRocketsTeam as tournamentRegistration,
} from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations');

const feedPath = apiPaths.myCalendarFeed;
const none: CalendarFeed = { url: null, httpsUrl: null, createdAt: null };
const made = (n: number): CalendarFeed => ({
  url: `webcal://example.test/api/Calendar/Feed/token-${n}`,
  httpsUrl: `https://example.test/api/Calendar/Feed/token-${n}`,
  createdAt: '2030-05-01T15:00:00.000Z',
});

/** A paid camp player, an unpaid one and a paid team; the feed answered by `feed`. */
function answer(feed: () => CalendarFeed) {
  let made_ = 0;
  return mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () =>
      json([
        campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid' }),
        campRegistration({ id: 5, playerFirstName: 'Eve', registrationStatus: 'registered' }),
      ]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () =>
      json([tournamentRegistration({ id: 13, teamName: 'Red Foxes', registrationStatus: 'paid' })]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.campCalendar(4)}`]: () =>
      new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="calendar-camp-4.ics"',
        },
      }),
    [`GET ${feedPath}`]: () => json(feed()),
    [`POST ${feedPath}`]: () => json(made(++made_)),
    [`DELETE ${feedPath}`]: () => new Response(null, { status: 204 }),
  });
}
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('/MyRegistrations calendars', () => {
  it('offers "Add to calendar" on paid registrations only, and downloads the file with the account token', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    setViewportWidth(375);
    const api = answer(() => none);
    renderPage();
    const [paid, unpaid] = await screen.findAllByTestId('camp-registration');
    expect(within(unpaid!).queryByRole('button', { name: /^Add to calendar/ })).toBeNull();
    const team = screen.getByTestId('tournament-registration');
    expect(
      within(team).getByRole('button', { name: 'Add to calendar for Red Foxes, Music City 3v3 Shootout' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(paid!).getByRole('button', { name: /^Add to calendar for Dee/ }));
    await waitFor(() => expect(saved).toEqual(['calendar-camp-4.ics']));
    expect(api.callsTo(`GET ${apiPaths.campCalendar(4)}`)[0]?.headers.Authorization).toBe(
      'Bearer stored-token',
    );
  });

  it('makes a private feed link, shows it once to copy, makes a new one and turns it off', async () => {
    setViewportWidth(1280);
    const api = answer(() => none);
    renderPage();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Your calendar feed' });
    await user.click(await within(section).findByRole('button', { name: 'Get my calendar link' }));
    const link = await within(section).findByLabelText('Your calendar link');
    expect(link).toHaveValue('webcal://example.test/api/Calendar/Feed/token-1');
    expect(within(section).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://example.test/api/Calendar/Feed/token-1',
    );
    expect(
      within(section).getByText('Save it now: for your privacy we show this link only once.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    await expectToast('Link copied.');
    expect(await navigator.clipboard.readText()).toBe('webcal://example.test/api/Calendar/Feed/token-1');

    await user.click(within(section).getByRole('button', { name: 'Revoke and make a new link' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Your calendar link')).toHaveValue(
        'webcal://example.test/api/Calendar/Feed/token-2',
      ),
    );
    expect(api.callsTo(`POST ${feedPath}`)).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Turn off the feed' }));
    await expectToast('Your calendar feed is off. The old link no longer works.');
    expect(api.callsTo(`DELETE ${feedPath}`)).toHaveLength(1);
    expect(within(section).queryByLabelText('Your calendar link')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Get my calendar link' })).toBeInTheDocument();
  });

  it('in Spanish: "Agregar al calendario", and an existing link is never shown again, only replaced', async () => {
    setViewportWidth(375);
    showTestsIn('es');
    answer(() => ({ ...none, createdAt: '2030-05-01T15:00:00.000Z' }));
    renderPage();
    const [paid] = await screen.findAllByTestId('camp-registration');
    expect(within(paid!).getByRole('button', { name: /^Agregar al calendario/ })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Su calendario en línea' });
    expect(
      await within(section).findByText(/^Usted creó su enlace de calendario el 1 may 2030/),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText('Su enlace de calendario')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Anular y crear un enlace nuevo' }));
    expect(await within(section).findByLabelText('Su enlace de calendario')).toHaveValue(
      'webcal://example.test/api/Calendar/Feed/token-1',
    );
    expect(within(section).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Desactivar el calendario' })).toBeInTheDocument();
  });
});
