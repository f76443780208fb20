import {
  apiPaths,
  formatInstant,
  ledgerMessages,
  messages,
  registrationStatusNotes,
} from '@soccer/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem, text } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { goToHostedCheckout } from '../hosted-checkout';
import { campRegistration } from '../testing/fixtures';

vi.mock('../hosted-checkout', () => ({ goToHostedCheckout: vi.fn() }));

// Lazy pages load slowly while other test files run in parallel.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./checkout-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToHostedCheckout).mockClear();
});

const session = fakeSession({ id: 'user-1' });
const getRegistration = `GET ${apiPaths.campRegistration(42)}`;
const checkout = `POST ${apiPaths.campCheckout}`;
const renderCheckout = () => renderApp(undefined, { route: '/Checkout/42', session });

describe('/Checkout/{registrationid}', () => {
  it('says the registration is not owned by the signed-in user when the server answers 404', async () => {
    mockApi({ [getRegistration]: () => problem(404, 'Registration not found') });
    renderCheckout();
    expect(await screen.findByText(messages.notOwned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.purchaseCampSession })).not.toBeInTheDocument();
  });

  it('says the same when another account owns it', async () => {
    mockApi({ [getRegistration]: () => json(campRegistration({ ownerLocalAccountId: 'someone-else' })) });
    renderCheckout();
    expect(await screen.findByText(messages.notOwned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.purchaseCampSession })).not.toBeInTheDocument();
  });

  it('shows the summary and the price after the promo discount', async () => {
    mockApi({
      [getRegistration]: () =>
        json(campRegistration({ promoCode: 'EARLYBIRD', promoDiscountAppliedAmount: 25 })),
    });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(within(summary).getByText('Sam Parker')).toBeInTheDocument();
    expect(within(summary).getByText(/Shelby Bottoms Sports Complex/)).toBeInTheDocument();
    expect(within(summary).getByText('$175.00')).toBeInTheDocument();
    expect(within(summary).getByText('Promo code EARLYBIRD')).toBeInTheDocument();
    expect(within(summary).getByTestId('discount')).toHaveTextContent('−$25.00');
    expect(within(summary).getByTestId('total')).toHaveTextContent('$150.00');
  });

  it('has no discount line without a discount', async () => {
    mockApi({ [getRegistration]: () => json(campRegistration()) });
    renderCheckout();
    expect(await screen.findByTestId('total')).toHaveTextContent('$175.00');
    expect(screen.queryByTestId('discount')).not.toBeInTheDocument();
  });

  it('starts the payment and goes to the hosted checkout', async () => {
    const api = mockApi({
      [getRegistration]: () => json(campRegistration({ promoDiscountAppliedAmount: 25 })),
      [checkout]: () => text('http://localhost:8082/pay/cs_test_123'),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: messages.purchaseCampSession }));
    await vi.waitFor(() =>
      expect(goToHostedCheckout).toHaveBeenCalledWith('http://localhost:8082/pay/cs_test_123'),
    );
    expect(api.callsTo(checkout)).toHaveLength(1);
    expect(api.callsTo(checkout)[0]?.body).toEqual({
      registrationId: 42,
      totalPurchaseAmountDollars: 150,
      campName: 'Foundations Skills Camp',
      campDescription: 'Small-sided games and hundreds of touches a day.',
    });
    expect(screen.getByRole('button', { name: messages.purchaseCampSession })).toBeDisabled();
  });

  it("toasts the server's reason when the payment cannot start", async () => {
    mockApi({
      [getRegistration]: () => json(campRegistration()),
      [checkout]: () => problem(409, ledgerMessages.holdLapsed),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: messages.purchaseCampSession }));
    expect(
      await screen.findByText(messages.initiatePaymentFailed(ledgerMessages.holdLapsed)),
    ).toBeInTheDocument();
    expect(goToHostedCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: messages.purchaseCampSession })).toBeEnabled();
  });

  it('says when the registration is already paid and links to My Registrations', async () => {
    mockApi({ [getRegistration]: () => json(campRegistration({ registrationStatus: 'paid' })) });
    renderCheckout();
    expect(await screen.findByText(/already paid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
    expect(screen.queryByRole('button', { name: messages.purchaseCampSession })).not.toBeInTheDocument();
  });

  it('says under the status until when the seat is held', async () => {
    const holdExpiresAt = '2030-06-01T15:45:00.000Z';
    mockApi({
      [getRegistration]: () =>
        json(campRegistration({ registrationStatus: 'paymentrejected', holdExpiresAt })),
    });
    renderCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentrejected(formatInstant(holdExpiresAt)),
    );
    expect(screen.getByRole('button', { name: messages.purchaseCampSession })).toBeEnabled();
  });

  it('offers no payment while a bank payment is on its way', async () => {
    mockApi({
      [getRegistration]: () =>
        json(campRegistration({ registrationStatus: 'paymentinprocess', paymentPending: true })),
    });
    renderCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentPending,
    );
    expect(screen.queryByRole('button', { name: messages.purchaseCampSession })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
  });

  it('leads a lapsed registration back to its session when a seat is free', async () => {
    mockApi({
      [getRegistration]: () => json(campRegistration({ registrationStatus: 'expired', registerAgain: true })),
    });
    renderCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(registrationStatusNotes.expired);
    expect(screen.getByRole('link', { name: registrationStatusNotes.registerAgain })).toHaveAttribute(
      'href',
      '/Register/7',
    );
    expect(screen.queryByRole('button', { name: messages.purchaseCampSession })).not.toBeInTheDocument();
  });

  it('offers no way back when the session has no free seat', async () => {
    mockApi({
      [getRegistration]: () =>
        json(campRegistration({ registrationStatus: 'expired', registerAgain: false })),
    });
    renderCheckout();
    expect(await screen.findByText(/can no longer be paid/)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: registrationStatusNotes.registerAgain }),
    ).not.toBeInTheDocument();
  });
});
