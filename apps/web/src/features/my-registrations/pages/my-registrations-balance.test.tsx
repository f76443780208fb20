import { apiPaths } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { campRegistrationWithSession as campRegistration } from '../../../testing/fixtures';
import { json, mockApi, problem, text } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations');

const originalWidth = window.innerWidth;
afterEach(async () => {
  setViewportWidth(originalWidth);
  await showTestsIn('en');
});

const paidByDeposit = (balance: { paid: number; due: number; dueDate: string; overdue: boolean }) =>
  campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid', balance });

const answer = (
  registration: ReturnType<typeof campRegistration>,
  pay = () => text('http://pay.test/pay/cs_b'),
) =>
  mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () => json([registration]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    [`POST ${apiPaths.campBalanceCheckout}`]: pay,
  });
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('My Registrations: a balance after a deposit', () => {
  let leave: MockInstance<(url: string) => void>;
  beforeEach(() => {
    leave = vi.spyOn(hostedCheckout, 'assign').mockImplementation(() => undefined);
  });

  it.each([375, 1280])(
    'shows what was paid and the balance due by its date, and pays it (%i px)',
    async (width) => {
      setViewportWidth(width);
      const api = answer(paidByDeposit({ paid: 50, due: 150, dueDate: '2030-06-20', overdue: false }));
      renderPage();
      const item = await screen.findByTestId('camp-registration');
      const balance = within(item).getByTestId('balance-due');
      expect(balance).toHaveTextContent('Paid $50.00. Balance $150.00 due by 6/20/2030.');
      fireEvent.click(within(balance).getByRole('button', { name: /^Pay balance \(\$150\.00\) for Dee/ }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_b'));
      expect(api.callsTo(`POST ${apiPaths.campBalanceCheckout}`)[0]!.body).toEqual({ registrationId: 4 });
    },
  );

  it('marks an overdue balance, and says so when the server finds nothing due', async () => {
    setViewportWidth(1280);
    answer(paidByDeposit({ paid: 50, due: 150, dueDate: '2030-06-20', overdue: true }), () =>
      problem(409, 'Nothing is due on this registration.'),
    );
    renderPage();
    const balance = await screen.findByTestId('balance-due');
    expect(balance).toHaveTextContent('Balance $150.00 was due 6/20/2030.');
    fireEvent.click(within(balance).getByRole('button', { name: /^Pay balance/ }));
    await expectToast('Nothing is due on this registration.');
    expect(leave).not.toHaveBeenCalled();
  });

  it('once paid in full says so, without a button', async () => {
    answer(paidByDeposit({ paid: 200, due: 0, dueDate: '2030-06-20', overdue: false }));
    renderPage();
    const item = await screen.findByTestId('camp-registration');
    expect(item).toHaveTextContent('Paid in full: $200.00.');
    expect(within(item).queryByRole('button', { name: /Pay balance/ })).not.toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    await showTestsIn('es');
    answer(paidByDeposit({ paid: 50, due: 150, dueDate: '2030-06-20', overdue: false }));
    renderPage();
    const balance = await screen.findByTestId('balance-due');
    expect(balance).toHaveTextContent('Pagado: $50.00. Saldo de $150.00, a pagar a más tardar el 20/6/2030.');
    expect(within(balance).getByRole('button', { name: /^Pagar el saldo/ })).toBeInTheDocument();
  });
});
