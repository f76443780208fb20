import { apiPaths, formatInstant, messages, registrationStatusNotes } from '@soccer/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { campRegistration, tournamentRegistration } from '../testing/fixtures';

// Lazy pages load slowly while other test files run in parallel.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./my-registrations-page');
});

const originalWidth = window.innerWidth;
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(originalWidth);
});

const camps = `GET ${apiPaths.myRegistrations}`;
const tournaments = `GET ${apiPaths.myTournamentRegistrations}`;
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

const campItems = [
  campRegistration({ id: 1, playerFirstName: 'Ann', registrationStatus: 'registered' }),
  campRegistration({ id: 2, playerFirstName: 'Ben', registrationStatus: 'paymentinprocess' }),
  campRegistration({ id: 3, playerFirstName: 'Cal', registrationStatus: 'paymentrejected' }),
  campRegistration({
    id: 4,
    playerFirstName: 'Dee',
    registrationStatus: 'paid',
    promoDiscountAppliedAmount: 25,
  }),
  campRegistration({ id: 5, playerFirstName: 'Eve', registrationStatus: 'expired' }),
];
const tournamentItems = [
  tournamentRegistration({ id: 11, teamName: 'Green Rockets', registrationStatus: 'registered' }),
  tournamentRegistration({ id: 12, teamName: 'Blue Comets', registrationStatus: 'paymentrejected' }),
  tournamentRegistration({ id: 13, teamName: 'Red Foxes', registrationStatus: 'paid' }),
];

/** The links of a row or card, as [text, href] (visually hidden context included in the text). */
const linksOf = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('/MyRegistrations', () => {
  it('shows the exact empty state when there are no registrations of either kind', async () => {
    const api = mockApi({ [camps]: () => json([]), [tournaments]: () => json([]) });
    renderPage();
    expect(await screen.findByText(messages.noRegistrations)).toBeInTheDocument();
    expect(api.callsTo(camps)[0]?.headers.Authorization).toBe('Bearer stored-token');
    expect(api.callsTo(tournaments)).toHaveLength(1);
  });

  it('lists camp registrations in a table with status labels and the right actions', async () => {
    setViewportWidth(1280);
    mockApi({ [camps]: () => json(campItems), [tournaments]: () => json([]) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Camp registrations' });
    const rows = within(table).getAllByTestId('camp-registration');
    const status = (row: HTMLElement) => row.querySelector('.status-badge')?.textContent;
    expect(rows.map(status)).toEqual(['registered', 'payment failed', 'payment rejected', 'paid', 'expired']);
    expect(linksOf(rows[0]!)).toEqual([['Pay Now for Ann Parker, Foundations Skills Camp', '/Checkout/1']]);
    expect(linksOf(rows[1]!)).toEqual([
      ['Retry Payment for Ben Parker, Foundations Skills Camp', '/Checkout/2'],
    ]);
    expect(linksOf(rows[2]!)).toEqual([
      ['Retry Payment for Cal Parker, Foundations Skills Camp', '/Checkout/3'],
    ]);
    expect(linksOf(rows[3]!)).toEqual([]);
    expect(linksOf(rows[4]!)).toEqual([]);
    expect(within(rows[3]!).getByText('$150.00')).toBeInTheDocument();
    expect(screen.queryByText(messages.noRegistrations)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tournaments' })).not.toBeInTheDocument();
  });

  it('lists tournament registrations with pay and edit-team actions while unpaid', async () => {
    setViewportWidth(1280);
    mockApi({ [camps]: () => json([]), [tournaments]: () => json(tournamentItems) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tournament registrations' });
    const rows = within(table).getAllByTestId('tournament-registration');
    expect(linksOf(rows[0]!)).toEqual([
      ['Pay Now for Green Rockets, Music City 3v3 Shootout', '/TournamentCheckout/11'],
      ['Edit team for Green Rockets, Music City 3v3 Shootout', '/RegisterTournament/5/11'],
    ]);
    expect(linksOf(rows[1]!)).toEqual([
      ['Retry Payment for Blue Comets, Music City 3v3 Shootout', '/TournamentCheckout/12'],
      ['Edit team for Blue Comets, Music City 3v3 Shootout', '/RegisterTournament/5/12'],
    ]);
    expect(linksOf(rows[2]!)).toEqual([]);
    expect(within(rows[2]!).getByText('paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('U10 Boys')).toBeInTheDocument();
  });

  it('uses cards instead of tables on small screens', async () => {
    setViewportWidth(375);
    mockApi({
      [camps]: () => json(campItems.slice(0, 2)),
      [tournaments]: () => json(tournamentItems.slice(0, 1)),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Camps' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByTestId('camp-registration');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('payment failed')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /^Retry Payment/ })).toHaveAttribute(
      'href',
      '/Checkout/2',
    );
    const team = screen.getByTestId('tournament-registration');
    expect(within(team).getByRole('link', { name: /^Edit team/ })).toHaveAttribute(
      'href',
      '/RegisterTournament/5/11',
    );
  });

  const holdExpiresAt = '2030-06-01T15:45:00.000Z';
  const noteItems = [
    campRegistration({ id: 21, playerFirstName: 'Hal', registrationStatus: 'registered', holdExpiresAt }),
    campRegistration({
      id: 22,
      playerFirstName: 'Ida',
      registrationStatus: 'paymentinprocess',
      holdExpiresAt,
      paymentPending: true,
    }),
    campRegistration({ id: 23, playerFirstName: 'Jon', registrationStatus: 'expired', registerAgain: true }),
    campRegistration({
      id: 24,
      playerFirstName: 'Kim',
      registrationStatus: 'cancelled',
      registerAgain: false,
    }),
    campRegistration({ id: 25, playerFirstName: 'Lou', registrationStatus: 'paid' }),
  ];
  const noteOf = (el: HTMLElement) => within(el).queryByTestId('status-note')?.textContent ?? null;

  it.each([
    ['a table', 1280],
    ['cards', 375],
  ])('says under each camp status what it means, in %s', async (_layout, width) => {
    setViewportWidth(width);
    mockApi({ [camps]: () => json(noteItems), [tournaments]: () => json([]) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Camps' });
    const items = screen.getAllByTestId('camp-registration');
    expect(items.map(noteOf)).toEqual([
      registrationStatusNotes.registered(formatInstant(holdExpiresAt)),
      registrationStatusNotes.paymentPending,
      registrationStatusNotes.expired,
      registrationStatusNotes.cancelled,
      null,
    ]);
    expect(noteOf(items[0]!)).toMatch(/held until \d{1,2}:\d{2} [AP]M on 6\/1\/2030/);
    expect(linksOf(items[0]!)).toEqual([['Pay Now for Hal Parker, Foundations Skills Camp', '/Checkout/21']]);
    // A bank payment on its way: paying again would take the money twice, and nothing failed.
    expect(linksOf(items[1]!)).toEqual([]);
    expect(items[1]!.querySelector('.status-badge')).toHaveClass('bg-info');
    // Lapsed with a seat still free: back to the same session's form.
    expect(linksOf(items[2]!)).toEqual([
      ['Register again for Jon Parker, Foundations Skills Camp', '/Register/7'],
    ]);
    expect(linksOf(items[3]!)).toEqual([]);
    expect(linksOf(items[4]!)).toEqual([]);
  });

  it('offers no payment for a team whose bank payment is on its way, and says why', async () => {
    setViewportWidth(1280);
    mockApi({
      [camps]: () => json([]),
      [tournaments]: () =>
        json([
          tournamentRegistration({
            id: 14,
            teamName: 'Gold Stars',
            registrationStatus: 'paymentinprocess',
            paymentPending: true,
          }),
          tournamentRegistration({ id: 15, teamName: 'Grey Owls', registrationStatus: 'paymentrejected' }),
        ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tournament registrations' });
    const [pending, rejected] = within(table).getAllByTestId('tournament-registration');
    expect(noteOf(pending!)).toBe(registrationStatusNotes.paymentPending);
    expect(linksOf(pending!).map(([name]) => name)).toEqual([
      'Edit team for Gold Stars, Music City 3v3 Shootout',
    ]);
    expect(noteOf(rejected!)).toBe(registrationStatusNotes.paymentrejected(null));
    expect(within(rejected!).getByRole('link', { name: /^Retry Payment/ })).toBeInTheDocument();
  });

  it('still shows camp registrations when the tournament list fails', async () => {
    mockApi({
      [camps]: () => json(campItems.slice(0, 1)),
      [tournaments]: () => problem(500, 'Internal Server Error'),
    });
    renderPage();
    expect(await screen.findByText(/Your tournament registrations could not be loaded/)).toBeInTheDocument();
    expect(screen.getAllByTestId('camp-registration')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const api = mockApi({});
    renderApp(undefined, { route: '/MyRegistrations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Registrations' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
