import { apiPaths, messages } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { fakeSession } from '../../../testing/fake-auth-client';
import { renderApp } from '../../../testing/render';
import { json, mockApi, problem } from '../testing/mock-api';

beforeAll(async () => {
  await import('./tournament-checkout-complete-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = fakeSession({ id: 'user-1' });

function renderComplete(route: string) {
  // StrictMode runs effects twice, as in development: the status must still be updated once.
  return renderApp(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
    { route, session },
  );
}

describe('/TournamentCheckoutComplete/{successstatus}/{sessionid}', () => {
  it('updates the payment status once and shows the session, the result and the way to My Registrations', async () => {
    const update = `PUT ${apiPaths.tournamentPaymentStatus('cs_test_abc')}`;
    const api = mockApi({ [update]: () => json({ registrationId: 77, registrationStatus: 'paid' }) });
    renderComplete('/TournamentCheckoutComplete/true/cs_test_abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout Complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-session-id')).toHaveTextContent('cs_test_abc');
    expect(screen.getByText('Payment completed').nextElementSibling).toHaveTextContent('Yes');
    expect(await screen.findByText('paid')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
    expect(api.callsTo(update)).toHaveLength(1);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after a cancel shows the result and offers to retry the payment', async () => {
    const update = `PUT ${apiPaths.tournamentPaymentStatus('tournament-77')}`;
    mockApi({ [update]: () => json({ registrationId: 77, registrationStatus: 'paymentrejected' }) });
    renderComplete('/TournamentCheckoutComplete/false/tournament-77');
    expect(await screen.findByRole('heading', { name: 'Payment was not completed' })).toBeInTheDocument();
    expect(screen.getByText('Payment completed').nextElementSibling).toHaveTextContent('No');
    expect(await screen.findByRole('link', { name: messages.retryPayment })).toHaveAttribute(
      'href',
      '/TournamentCheckout/77',
    );
  });

  it('toasts when the status could not be updated', async () => {
    const update = `PUT ${apiPaths.tournamentPaymentStatus('cs_test_gone')}`;
    const api = mockApi({ [update]: () => problem(404, 'Payment session not found') });
    renderComplete('/TournamentCheckoutComplete/true/cs_test_gone');
    expect(
      await screen.findByText(messages.updateTournamentPaymentStatusFailed('cs_test_gone'), {
        selector: '.toast-body',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo(update)).toHaveLength(1);
  });
});
