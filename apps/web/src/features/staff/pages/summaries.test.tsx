import type { SessionSummaryItem } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgeRange } from '../../../testing/factories';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { expectLink } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';
import {
  answerSessionReport,
  answerTournamentReport,
  campSession,
  sessionSummary,
  staffSession,
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
    answerSessionReport(undefined, ({ path }) =>
      path === '/api/Registration/GetSessionRegistrationSummary' ? json([sessionSummary()]) : undefined,
    );
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
    const row = (await screen.findByText('Striker School')).closest('tr')!;
    expect(within(row).getByTestId('net-revenue')).toHaveTextContent(
      '$1,654.50$1,800.00 paid, $145.50 refunded',
    );
  });

  it('names the coupons its registrations hold and what they took off', async () => {
    mockApi({
      'GET /api/Registration/GetSessionRegistrationSummary': () =>
        json([
          sessionSummary({ couponUses: 2, couponDiscount: 35 }),
          sessionSummary({ campSession: campSession({ id: 12 }) }),
        ]),
    });
    renderApp(undefined, { route: '/manage', session: staffSession() });
    await screen.findAllByText('Striker School');
    const lines = screen.getAllByTestId('coupon-usage');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('2 coupons, −$35.00');
  });
});

/** A summary's session `id` running from `start` to `end`. */
const sessionOn = (id: number, start: string, end: string, money: Partial<SessionSummaryItem> = {}) =>
  sessionSummary({ campSession: campSession({ id, campStartDate: start, campEndDate: end }), ...money });

describe('upcoming and past, totals and revenue of a period', () => {
  // Fixed "today" in the browser: 2030-06-15.
  beforeEach(() => vi.useFakeTimers({ now: new Date(2030, 5, 15, 12), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const items = [
    sessionOn(21, '2030-06-14', '2030-06-18', {
      numberOfRegistrationsPaid: 4,
      numberOfRegistrationsUnpaid: 1,
    }),
    sessionOn(22, '2030-07-01', '2030-07-05', {
      numberOfRegistrationsPaid: 6,
      numberOfRegistrationsUnpaid: 2,
      revenue: 900.1,
      refunded: 100.2,
      netRevenue: 799.9,
    }),
    sessionOn(23, '2030-06-01', '2030-06-14', {
      numberOfRegistrationsPaid: 9,
      numberOfRegistrationsUnpaid: 0,
    }),
  ];

  it('lists upcoming sessions with a totals row and folds past ones away with theirs', async () => {
    const api = mockApi(({ path }) => {
      if (path === '/api/Registration/GetSessionRegistrationSummary') return json(items);
      if (path === '/api/Admin/Revenue/camps')
        return json({ from: '', to: '', received: 2500, refunded: 120.5, net: 2379.5 });
      return undefined;
    });
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const [upcoming, past] = (await screen.findAllByRole('table')) as [HTMLElement, HTMLElement];
    const ids = (table: HTMLElement) =>
      within(table)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    // A session running today is upcoming; one that ended yesterday is past.
    expect(ids(upcoming)).toEqual(['/SessionRegistrationReport/21', '/SessionRegistrationReport/22']);
    expect(ids(past)).toEqual(['/SessionRegistrationReport/23']);
    const totals = (table: HTMLElement) =>
      [...table.querySelectorAll('tfoot td, tfoot th')].map((c) => c.textContent);
    expect(totals(upcoming).slice(0, 7)).toEqual([
      'Totals',
      '',
      '',
      '10',
      '3',
      '$2,599.90$2,700.10 paid, $100.20 refunded',
      '',
    ]);
    expect(totals(past)[3]).toBe('9');
    const folded = past.closest('details')!;
    expect(folded).not.toHaveAttribute('open');
    expect(folded.querySelector('summary')).toHaveTextContent('Past sessions (1)');

    // This month so far, in the browser's days, is asked for at once.
    const revenue = within(screen.getByRole('region', { name: 'Revenue in a period' }));
    expect(await revenue.findByText('$2,379.50')).toBeInTheDocument();
    expect(revenue.getByText(/Card payments received in these days, less refunds/)).toBeInTheDocument();
    const url = () =>
      api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname.startsWith('/api/Admin/Revenue/'))
        .at(-1)!;
    expect(url().searchParams.get('from')).toBe(new Date(2030, 5, 1).toISOString());
    expect(url().searchParams.get('to')).toBe(new Date(2030, 5, 16).toISOString());

    fireEvent.change(revenue.getByLabelText('From'), { target: { value: '2030-05-10' } });
    fireEvent.change(revenue.getByLabelText('To'), { target: { value: '2030-05-01' } });
    fireEvent.click(revenue.getByRole('button', { name: 'Show revenue' }));
    expect(revenue.getByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(revenue.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(revenue.getByLabelText('To'), { target: { value: '2030-05-31' } });
    fireEvent.click(revenue.getByRole('button', { name: 'Show revenue' }));
    await waitFor(() => expect(url().searchParams.get('from')).toBe(new Date(2030, 4, 10).toISOString()));
    expect(url().pathname).toBe('/api/Admin/Revenue/camps');
    expect(url().searchParams.get('to')).toBe(new Date(2030, 5, 1).toISOString());
  });

  it('shows the totals as a card on small screens', async () => {
    setViewportWidth(375);
    mockApi(({ path }) =>
      path === '/api/Registration/GetSessionRegistrationSummary'
        ? json(items)
        : json({ from: '', to: '', received: 0, refunded: 0, net: 0 }),
    );
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const card = await screen.findByRole('region', { name: 'Camp sessions: Totals' });
    expect(within(card).getByText('Paid').nextElementSibling).toHaveTextContent('10');
    expect(within(card).getByText('Unpaid').nextElementSibling).toHaveTextContent('3');
    expect(within(card).getByText('Net revenue').nextElementSibling).toHaveTextContent('$2,599.90');
  });
});

describe('/manageTournaments', () => {
  const full = tournamentSummary(7, 'U8 Boys & Girls');
  full.tournament.ageRange = makeAgeRange(7, 'U8 Boys & Girls', { maxTeams: 6, teamsLeft: 0, waitlisted: 2 });
  const items = [full, tournamentSummary(0, 'Open age')];

  it('lists each age range with its numbers and links only the ones with an id above 0', async () => {
    answerTournamentReport(
      () => [],
      ({ path }) =>
        path === '/api/TournamentRegistration/GetTournamentRegistrationSummary' ? json(items) : undefined,
    );
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
    expectLink('Music City 3v3 Shootout, U8 Boys & Girls', '/TournamentRegistrationReport/4/7', first);
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
