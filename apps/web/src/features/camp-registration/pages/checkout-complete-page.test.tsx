import { apiPaths, messages } from '@soccer/contracts';
import { configure, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { fakeSession } from '../../../testing/fake-auth-client';
import { renderApp } from '../../../testing/render';
import { json, mockApi, problem } from '../testing/mock-api';

// Lazy pages load slowly while other test files run in parallel.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./checkout-complete-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = fakeSession({ id: 'user-1' });
const renderResult = (route: string) =>
  renderApp(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
    { route, session },
  );

describe('/CheckoutComplete/{successstatus}/{sessionid}', () => {
  it('updates the payment status once and shows the result', async () => {
    const update = `PUT ${apiPaths.campPaymentStatus('cs_test_abc')}`;
    const api = mockApi({ [update]: () => json({ registrationId: 42, registrationStatus: 'paid' }) });
    renderResult('/CheckoutComplete/true/cs_test_abc');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-session-id')).toHaveTextContent('cs_test_abc');
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('paid');
    expect(api.callsTo(update)).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
    expect(screen.queryByRole('link', { name: /Retry Payment|Pay Now/ })).not.toBeInTheDocument();
  });

  it('shows a payment that was not completed and offers to retry it', async () => {
    const update = `PUT ${apiPaths.campPaymentStatus('camp-42')}`;
    const api = mockApi({
      [update]: () => json({ registrationId: 42, registrationStatus: 'paymentrejected' }),
    });
    renderResult('/CheckoutComplete/false/camp-42');
    expect(await screen.findByRole('heading', { name: 'Payment was not completed' })).toBeInTheDocument();
    expect(await screen.findByTestId('registration-status')).toHaveTextContent('payment rejected');
    expect(screen.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', '/Checkout/42');
    expect(api.callsTo(update)).toHaveLength(1);
  });

  it('toasts when the status cannot be updated', async () => {
    const update = `PUT ${apiPaths.campPaymentStatus('cs_test_gone')}`;
    mockApi({ [update]: () => problem(404, 'Payment session not found') });
    renderResult('/CheckoutComplete/true/cs_test_gone');
    // Beside the status and as a toast.
    expect(await screen.findAllByText(messages.updatePaymentStatusFailed('cs_test_gone'))).toHaveLength(2);
  });
});
