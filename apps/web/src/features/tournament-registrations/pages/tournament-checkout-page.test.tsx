import { apiPaths, ledgerMessages, messages, registrationStatusNotes } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem, text } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { externalNavigation } from '../components/external-navigation';
import { tournament, tournamentRegistration } from '../testing/fixtures';

beforeAll(async () => {
  await import('./tournament-checkout-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = fakeSession({ id: 'user-1' });
const getRegistration = `GET ${apiPaths.tournamentRegistrationById(77)}`;
const checkout = `POST ${apiPaths.tournamentCheckout}`;
const purchaseButton = () => screen.findByRole('button', { name: messages.purchaseTournamentRegistration });

function renderCheckout() {
  return renderApp(undefined, { route: '/TournamentCheckout/77', session });
}

describe('/TournamentCheckout/{registrationid}', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderApp(undefined, { route: '/TournamentCheckout/77' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
  });

  it("says the registration is not the user's when another account owns it", async () => {
    mockApi({
      [getRegistration]: () => json(tournamentRegistration({ ownerLocalAccountId: 'someone-else' })),
    });
    renderCheckout();
    expect(await screen.findByText(messages.notOwned)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: messages.purchaseTournamentRegistration }),
    ).not.toBeInTheDocument();
  });

  it('says the same when the server does not find it for this account (404)', async () => {
    mockApi({ [getRegistration]: () => problem(404, messages.tournamentRegistrationNotFound) });
    renderCheckout();
    expect(await screen.findByText(messages.notOwned)).toBeInTheDocument();
  });

  it('shows the team, the tournament and the price after the promo discount, then goes to the hosted page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const api = mockApi({
      [getRegistration]: () =>
        json(
          tournamentRegistration({
            promoCode: 'SHOOTOUT10',
            promoDiscountAppliedAmount: 22.5,
            tournament: tournament({ tournamentName: 'Music City 3v3 Shootout', tournamentCost: 225 }),
          }),
        ),
      [checkout]: () => text('http://localhost:8082/pay/cs_test_1'),
    });
    renderCheckout();
    await purchaseButton();
    const summary = screen.getByRole('region', { name: 'Rockets' });
    for (const t of [
      'Music City 3v3 Shootout',
      'U11 Coed',
      '3/14/2030 – 3/15/2030',
      'Fretz Park Fields',
      '$225.00',
      '−$22.50',
    ]) {
      expect(within(summary).getByText(t, { exact: false })).toBeInTheDocument();
    }
    expect(within(summary).getByText('Players').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$202.50');

    await user.click(await purchaseButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:8082/pay/cs_test_1'));
    expect(api.callsTo(checkout)[0]?.body).toEqual({ registrationId: 77, totalPurchaseAmountDollars: 202.5 });
    expect(screen.getByRole('button', { name: messages.purchaseTournamentRegistration })).toBeDisabled();
  });

  it('toasts why the payment session could not start', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    mockApi({
      [getRegistration]: () => json(tournamentRegistration()),
      [checkout]: () => problem(409, ledgerMessages.paymentProcessing),
    });
    renderCheckout();
    await user.click(await purchaseButton());
    expect(
      await screen.findByText(messages.initiatePaymentFailed(ledgerMessages.paymentProcessing)),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: messages.purchaseTournamentRegistration })).toBeEnabled();
  });

  it('says a paid registration is paid and leads to My Registrations', async () => {
    mockApi({ [getRegistration]: () => json(tournamentRegistration({ registrationStatus: 'paid' })) });
    renderCheckout();
    expect(await screen.findByText(/This registration is already paid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
    expect(
      screen.queryByRole('button', { name: messages.purchaseTournamentRegistration }),
    ).not.toBeInTheDocument();
  });

  it('says under the status that the last payment did not go through, and offers to pay', async () => {
    mockApi({
      [getRegistration]: () => json(tournamentRegistration({ registrationStatus: 'paymentrejected' })),
    });
    renderCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentrejected(null),
    );
    expect(await purchaseButton()).toBeEnabled();
  });

  it('offers no payment while a bank payment is on its way', async () => {
    mockApi({
      [getRegistration]: () =>
        json(tournamentRegistration({ registrationStatus: 'paymentinprocess', paymentPending: true })),
    });
    renderCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentPending,
    );
    expect(
      screen.queryByRole('button', { name: messages.purchaseTournamentRegistration }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
  });
});
