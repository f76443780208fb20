import type { CampRegistration } from '@soccer/contracts';
import { apiPaths, messages } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { makeCampRegistration, makeCampSession } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, text } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('checkout');

let leave: MockInstance<(url: string) => void>;
beforeEach(() => {
  leave = vi.spyOn(hostedCheckout, 'assign').mockImplementation(() => undefined);
});

const registration = (overrides: Partial<CampRegistration> = {}) =>
  makeCampRegistration({ id: 42, campSession: makeCampSession(), ...overrides });

describe('/Checkout/{registrationid} with a deposit', () => {
  it("says what is paid today and what stays due by when, as the server split it, and sends the deposit's amount", async () => {
    const api = mockApi({
      [`GET ${apiPaths.campRegistration(42)}`]: () =>
        json(registration({ deposit: { deposit: 50, balance: 150, balanceDueDate: '2030-06-01' } })),
      [`POST ${apiPaths.campCheckout}`]: () => text('http://pay.test/pay/cs_d'),
    });
    renderApp(undefined, { route: '/Checkout/42', session: fakeSession({ id: 'user-1' }) });
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(within(summary).getByTestId('deposit-offer')).toHaveTextContent(
      'Pay $50.00 deposit today, $150.00 due by 6/1/2030.',
    );
    await userEvent.click(screen.getByRole('button', { name: messages.purchaseCampSession }));
    expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_d');
    expect(api.callsTo(`POST ${apiPaths.campCheckout}`)[0]!.body).toMatchObject({
      registrationId: 42,
      totalPurchaseAmountDollars: 50,
    });
  });

  it('leaves account credit out of a deposit, which the card pays (decisions 0096, 0104)', async () => {
    const api = mockApi({
      [`GET ${apiPaths.campRegistration(42)}`]: () =>
        json(registration({ deposit: { deposit: 50, balance: 150, balanceDueDate: '2030-06-01' } })),
      [`GET ${apiPaths.myCredit}`]: () => json({ balance: 80, entries: [] }),
      [`POST ${apiPaths.campCheckout}`]: () => text('http://pay.test/pay/cs_d'),
    });
    renderApp(undefined, { route: '/Checkout/42', session: fakeSession({ id: 'user-1' }) });
    await screen.findByTestId('deposit-offer');
    // The balance has been read, and still no credit is offered.
    await waitFor(() => expect(api.callsTo(`GET ${apiPaths.myCredit}`)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: messages.purchaseCampSession }));
    expect(screen.queryByTestId('credit-split')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /account credit/ })).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${apiPaths.campCheckout}`)[0]!.body).not.toHaveProperty('useCredit');
  });

  it('says nothing of a deposit when the registration is paid in full', async () => {
    mockApi({ [`GET ${apiPaths.campRegistration(42)}`]: () => json(registration()) });
    renderApp(undefined, { route: '/Checkout/42', session: fakeSession({ id: 'user-1' }) });
    await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(screen.queryByTestId('deposit-offer')).not.toBeInTheDocument();
  });
});
