import { apiPaths, type StatementSummary } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { campRegistrationWithSession as campRegistration } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations');

const ava: StatementSummary = { year: 2030, playerId: 4, child: 'Ava Parker', days: 10, total: 379.99 };
const ben: StatementSummary = { year: 2030, playerId: 7, child: 'Ben Parker', days: 1, total: 40 };

function answer(statements: StatementSummary[]) {
  return mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () =>
      json([campRegistration({ id: 4, playerFirstName: 'Ava', registrationStatus: 'paid' })]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    [`GET ${apiPaths.myReceipts}`]: () => json([]),
    [`GET ${apiPaths.myStatements}`]: () => json(statements),
    [`GET ${apiPaths.statement(2030, 4)}`]: () =>
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="childcare-statement-2030-ava-parker.pdf"',
        },
      }),
  });
}
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('/MyRegistrations childcare statements', () => {
  it('lists a statement per child and year and downloads its PDF with the account token (375 px)', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    setViewportWidth(375);
    const api = answer([ava, ben]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Childcare statements' });
    const cards = await within(section).findAllByTestId('statement');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ava Parker, 2030');
    expect(cards[0]).toHaveTextContent('10 days of camp');
    expect(cards[0]).toHaveTextContent('$379.99');
    expect(cards[1]).toHaveTextContent('1 day of camp');

    await userEvent.setup().click(within(cards[0]!).getByRole('button', { name: /^PDF Ava Parker 2030/ }));
    await waitFor(() => expect(saved).toEqual(['childcare-statement-2030-ava-parker.pdf']));
    expect(api.callsTo(`GET ${apiPaths.statement(2030, 4)}`)[0]?.headers.Authorization).toBe(
      'Bearer stored-token',
    );
  });

  it('is a table at 1280 px, and there is no section before a camp is paid', async () => {
    setViewportWidth(1280);
    answer([ava]);
    const { unmount } = renderPage();
    const section = await screen.findByRole('region', { name: 'Childcare statements' });
    const table = within(section).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Ava Parker' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Paid, net of refunds');
    unmount();

    answer([]);
    renderPage();
    await screen.findAllByTestId('camp-registration');
    expect(screen.queryByRole('region', { name: 'Childcare statements' })).toBeNull();
  });

  it('reads in Spanish', async () => {
    showTestsIn('es');
    setViewportWidth(1280);
    answer([ava]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Constancias de cuidado infantil' });
    expect(within(section).getByRole('table')).toHaveTextContent('10 días de campamento');
    expect(within(section).getByRole('button', { name: /^PDF Ava Parker 2030/ })).toBeInTheDocument();
  });
});
