import { apiPaths } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { campRegistrationWithSession as campRegistration } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('myRegistrations');

function answer() {
  return mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () =>
      json([campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid' })]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    [`GET ${apiPaths.myReceipts}`]: () => json([]),
    [`GET ${apiPaths.householdPickupCodes}`]: () =>
      json([
        { registrationId: 4, day: '2030-06-10', code: '0421' },
        { registrationId: 4, day: '2030-06-11', code: '7305' },
      ]),
  });
}
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('/MyRegistrations pickup codes', () => {
  it("shows each camp day's code under the child's name", async () => {
    answer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pickup codes' })).toBeInTheDocument();
    const child = screen.getByTestId('pickup-codes');
    expect(within(child).getByRole('heading', { level: 3 })).toHaveTextContent('Dee');
    const days = within(child).getAllByTestId('pickup-code');
    expect(days.map((d) => d.querySelector('.visually-hidden')?.textContent)).toEqual([
      'Pickup code for 6/10/2030: 0 4 2 1',
      'Pickup code for 6/11/2030: 7 3 0 5',
    ]);
    expect(days[0]).toHaveTextContent('0421');
  });

  it('reads in Spanish', async () => {
    showTestsIn('es');
    answer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Códigos de recogida' })).toBeInTheDocument();
    expect(screen.getAllByTestId('pickup-code')[1]).toHaveTextContent('7305');
  });
});
