import { apiPaths, type RegistrationBalance } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { campRegistrationWithSession as campRegistration } from '../../../testing/fixtures';
import { json, mockApi, text } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations');

const originalWidth = window.innerWidth;
afterEach(async () => {
  setViewportWidth(originalWidth);
  await showTestsIn('en');
});

/** Paid by a plan of three: the first paid, the second declined and tried again, the third to come. */
const plan: RegistrationBalance = {
  paid: 81.67,
  due: 163.33,
  dueDate: '2030-05-15',
  overdue: true,
  instalments: [
    { seq: 1, amount: 81.67, dueDate: '2030-05-01', status: 'paid', nextTryOn: null },
    { seq: 2, amount: 81.67, dueDate: '2030-05-15', status: 'failed', nextTryOn: '2030-05-16' },
    { seq: 3, amount: 81.66, dueDate: '2030-06-01', status: 'scheduled', nextTryOn: null },
  ],
};

const answer = (balance: RegistrationBalance) =>
  mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () =>
      json([campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid', balance })]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    [`POST ${apiPaths.campBalanceCheckout}`]: () => text('http://pay.test/pay/cs_rest'),
  });
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('My Registrations: an instalment plan', () => {
  let leave: MockInstance<(url: string) => void>;
  beforeEach(() => {
    leave = vi.spyOn(hostedCheckout, 'assign').mockImplementation(() => undefined);
  });

  it.each([375, 1280])('shows each payment and its state, and pays the rest early (%i px)', async (width) => {
    setViewportWidth(width);
    const api = answer(plan);
    renderPage();
    const item = await screen.findByTestId('camp-registration');
    const payments = within(item)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Payment'));
    expect(payments.map((li) => li.textContent)).toEqual([
      'Payment 1: $81.67 on 5/1/2030 paid',
      'Payment 2: $81.67 on 5/15/2030 declined; we will try again on 5/16/2030Pay payment 2 now',
      'Payment 3: $81.66 on 6/1/2030 charged to your saved card on its date',
    ]);
    fireEvent.click(within(item).getByRole('button', { name: /^Pay the rest \(\$163\.33\) for Dee/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_rest'));
    expect(api.callsTo(`POST ${apiPaths.campBalanceCheckout}`)[0]!.body).toEqual({ registrationId: 4 });
  });

  it('pays a declined payment alone by its pay-now button', async () => {
    const api = answer(plan);
    renderPage();
    const item = await screen.findByTestId('camp-registration');
    fireEvent.click(within(item).getByRole('button', { name: 'Pay payment 2 now' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_rest'));
    expect(api.callsTo(`POST ${apiPaths.campBalanceCheckout}`)[0]!.body).toEqual({
      registrationId: 4,
      instalment: 2,
    });
  });

  it('lists every payment paid once the plan is paid, without a button', async () => {
    answer({
      ...plan,
      paid: 245,
      due: 0,
      overdue: false,
      instalments: plan.instalments!.map((i) => ({ ...i, status: 'paid' as const, nextTryOn: null })),
    });
    renderPage();
    const item = await screen.findByTestId('camp-registration');
    expect(within(item).getByTestId('instalments')).toHaveTextContent('Payment 3: $81.66 on 6/1/2030 paid');
    expect(item).toHaveTextContent('Paid in full: $245.00.');
    expect(within(item).queryByRole('button', { name: /Pay the rest/ })).not.toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    await showTestsIn('es');
    answer(plan);
    renderPage();
    const list = await screen.findByTestId('instalments');
    expect(list).toHaveTextContent(
      'Pago 2: $81.67 el 15/5/2030 rechazado; lo intentaremos de nuevo el 16/5/2030',
    );
    expect(screen.getByRole('button', { name: /^Pagar el resto/ })).toBeInTheDocument();
  });
});
