import { apiPaths, type BalanceDueRow } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { sessionSummary, staffSession, tournamentSummary } from '../testing/staff-fixtures';

afterEach(() => setViewportWidth(1024));

const row = (over: Partial<BalanceDueRow>): BalanceDueRow => ({
  kind: 'camp',
  registrationId: 5,
  who: 'Ava Runner',
  item: 'Striker School',
  startDate: '2030-06-10',
  email: 'parent@example.com',
  price: 200,
  paid: 50,
  due: 150,
  dueDate: '2030-06-01',
  overdue: false,
  plan: false,
  ...over,
});

const answer = (rows: BalanceDueRow[]) =>
  mockApi(({ path }) => {
    if (path === apiPaths.sessionRegistrationSummary) return json([sessionSummary()]);
    if (path === apiPaths.tournamentRegistrationSummary)
      return json([tournamentSummary(7, 'U8 Boys & Girls')]);
    if (path === apiPaths.balancesDue)
      return json({
        rows,
        totalDue: rows.reduce((t, r) => t + r.due, 0),
        totalOverdue: rows.filter((r) => r.overdue).reduce((t, r) => t + r.due, 0),
      });
    return undefined;
  });

describe('balances due in the staff summaries', () => {
  it('lists who owes what by when, overdue marked, with the totals and the export (1280 px)', async () => {
    setViewportWidth(1280);
    answer([
      row({ registrationId: 5, dueDate: '2030-05-01', overdue: true, due: 100, paid: 100 }),
      row({
        kind: 'tournament',
        registrationId: 9,
        who: 'Green Rockets',
        item: 'Spring Cup',
        dueDate: '2030-06-01',
      }),
      row({ registrationId: 11, who: 'Bo Planner', dueDate: '2030-06-05', plan: true, due: 80, paid: 80 }),
    ]);
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const panel = await screen.findByTestId('balances-due');
    expect(within(panel).getByRole('heading', { name: 'Balances due' })).toBeInTheDocument();
    expect(within(panel).getByTestId('balances-total')).toHaveTextContent(
      '$330.00 due in all, $100.00 of it overdue.',
    );
    const lines = within(panel).getAllByTestId('balance-due-row');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringMatching(
        /^5\/1\/2030Overdue.*Ava Runner.*Striker School.*parent@example\.com.*\$100\.00.*\$100\.00$/,
      ),
      expect.stringMatching(/^6\/1\/2030Green Rockets.*Spring Cup.*\$50\.00.*\$150\.00$/),
      // A plan is due by its next payment, and says it pays by instalments.
      expect.stringMatching(/^6\/5\/2030InstalmentsBo Planner.*\$80\.00.*\$80\.00$/),
    ]);
    expect(within(panel).getByRole('button', { name: 'Export balances' })).toBeInTheDocument();
  });

  it('shows a card per balance on phones, on the tournaments summary too (375 px)', async () => {
    setViewportWidth(375);
    answer([row({ overdue: true })]);
    renderApp(undefined, { route: '/manageTournaments', session: staffSession() });
    const panel = await screen.findByTestId('balances-due');
    const card = within(panel).getByTestId('balance-due-row');
    expect(card).toHaveTextContent('Ava Runner');
    expect(card).toHaveTextContent('$150.00 · 6/1/2030Overdue');
  });

  it('shows nothing while nobody owes anything', async () => {
    answer([]);
    renderApp(undefined, { route: '/manage', session: staffSession() });
    await screen.findByText('Striker School');
    expect(screen.queryByTestId('balances-due')).not.toBeInTheDocument();
  });
});
