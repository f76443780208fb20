import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAgeRange } from '../../../testing/factories';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import {
  campRegistration,
  campSession,
  sessionSummary,
  staffSession,
  tournamentDetail,
  tournamentSummary,
} from '../testing/staff-fixtures';

afterEach(() => setViewportWidth(1024));

const toastArea = () => document.querySelector('.toast-area');

describe('/manage', () => {
  it('shows each session with its paid, unpaid and free seats as a stacked bar', async () => {
    mockApi(({ path }) => {
      if (path === '/api/Registration/GetSessionRegistrationSummary') return json([sessionSummary()]);
      return undefined;
    });
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const row = (await screen.findByText('Striker School')).closest('tr')!;
    expect(within(row).getByText('6/10/2030 – 6/14/2030')).toBeInTheDocument();
    expect(within(row).getByText('Riverside Fields, Nashville, TN')).toBeInTheDocument();
    expect(within(row).getByTestId('fill-summary')).toHaveTextContent('12 paid 3 unpaid 5 free of 20');
    const bars = row.querySelectorAll<HTMLElement>('.progress-stacked > .progress');
    expect([...bars].map((b) => b.style.width)).toEqual(['60%', '15%', '25%']);
    expect([...bars].map((b) => b.firstElementChild?.className)).toEqual([
      'progress-bar bg-success',
      'progress-bar bg-warning',
      'progress-bar fill-bar-free',
    ]);
  });

  it('opens the session report when a row is clicked', async () => {
    mockApi(({ path }) => {
      if (path === '/api/Registration/GetSessionRegistrationSummary') return json([sessionSummary()]);
      if (path === '/api/Registration/GetSessionRegistrations/11')
        return json({ campSession: campSession(), registrations: [campRegistration()] });
      return undefined;
    });
    renderApp(undefined, { route: '/manage', session: staffSession() });
    fireEvent.click((await screen.findByText('Riverside Fields, Nashville, TN')).closest('tr')!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Striker School' })).toBeInTheDocument();
    expect(screen.getByText('Ava Runner')).toBeInTheDocument();
  });

  it('toasts the load error message and shows it on the page', async () => {
    mockApi(() => problem(403, 'Staff only.'));
    renderApp(undefined, { route: '/manage', session: staffSession() });
    await waitFor(() => expect(toastArea()).toHaveTextContent('Staff only.'));
    expect(screen.getByRole('main')).toHaveTextContent('Staff only.');
  });

  it('shows cards on small screens', async () => {
    setViewportWidth(375);
    mockApi(() => json([sessionSummary()]));
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const link = await screen.findByRole('link', { name: 'Striker School' });
    expect(link).toHaveAttribute('href', '/SessionRegistrationReport/11');
    expect(link.closest('li')).toHaveClass('card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('money on the summaries', () => {
  it('shows the net revenue after refunds, with what was paid and refunded', async () => {
    mockApi({
      'GET /api/Registration/GetSessionRegistrationSummary': () =>
        json([sessionSummary({ revenue: 1800, refunded: 145.5, netRevenue: 1654.5 })]),
    });
    renderApp(undefined, { route: '/manage', session: staffSession() });
    expect(await screen.findByTestId('net-revenue')).toHaveTextContent(
      '$1,654.50$1,800.00 paid, $145.50 refunded',
    );
  });
});

describe('/manageTournaments', () => {
  const full = tournamentSummary(7, 'U8 Boys & Girls');
  full.tournament.ageRange = makeAgeRange(7, 'U8 Boys & Girls', { maxTeams: 6, teamsLeft: 0, waitlisted: 2 });
  const items = [full, tournamentSummary(0, 'Open age')];

  it('lists each age range with its numbers and links only the ones with an id above 0', async () => {
    mockApi(({ path }) => {
      if (path === '/api/TournamentRegistration/GetTournamentRegistrationSummary') return json(items);
      if (path === '/api/Tournament/GetTournamentById/4') return json(tournamentDetail());
      if (path === '/api/TournamentRegistration/GetTournamentRegistrations/4/7') return json([]);
      return undefined;
    });
    renderApp(undefined, { route: '/manageTournaments', session: staffSession() });
    const rows = await screen.findAllByTestId('tournament-summary-item');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Music City 3v3 Shootout',
      'U8 Boys & Girls',
      '4',
      '5',
      '6/20/2030',
      '1',
      '2',
      '$300.00',
      '6',
      '2',
    ]);
    // No maximum: a dash, and nobody waiting.
    expect(
      within(second)
        .getAllByRole('cell')
        .slice(-2)
        .map((c) => c.textContent),
    ).toEqual(['–', '0']);
    expect(
      within(first).getByRole('link', { name: 'Music City 3v3 Shootout, U8 Boys & Girls' }),
    ).toHaveAttribute('href', '/TournamentRegistrationReport/4/7');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(second).not.toHaveClass('clickable-row');

    fireEvent.click(second);
    expect(screen.getByRole('heading', { level: 1, name: 'Tournament Registrations' })).toBeInTheDocument();
    fireEvent.click(first);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Music City 3v3 Shootout' }),
    ).toBeInTheDocument();
  });

  it('shows cards on small screens, still linking only ids above 0', async () => {
    setViewportWidth(375);
    mockApi(() => json(items));
    renderApp(undefined, { route: '/manageTournaments', session: staffSession() });
    const cards = await screen.findAllByTestId('tournament-summary-item');
    expect(cards.every((c) => c.tagName === 'LI' && c.classList.contains('card'))).toBe(true);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/TournamentRegistrationReport/4/7');
    expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('Registration deadline').nextElementSibling).toHaveTextContent(
      '6/20/2030',
    );
  });
});
