import { apiPaths, type CreditAccount, messages } from '@soccer/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { makeCampRegistration, makeCampSession } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, text } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('checkout');

let leave: MockInstance<(url: string) => void>;
beforeEach(() => {
  leave = vi.spyOn(hostedCheckout, 'assign').mockImplementation(() => undefined);
});

const session = fakeSession({ id: 'user-1' });
const getRegistration = `GET ${apiPaths.campRegistration(42)}`;
const checkout = `POST ${apiPaths.campCheckout}`;
const credit = (balance: number): CreditAccount => ({ balance, entries: [] });
const registration = () =>
  makeCampRegistration({ campSession: makeCampSession({ campCost: 175 }), promoDiscountAppliedAmount: 25 });

describe('/Checkout/{registrationid} with account credit', () => {
  it('applies the credit by default and says what the card pays; turned off, the card pays it all (375 px)', async () => {
    setViewportWidth(375);
    const api = mockApi({
      [getRegistration]: () => json(registration()),
      [`GET ${apiPaths.myCredit}`]: () => json(credit(50)),
      [checkout]: () => text('http://localhost:8082/pay/cs_test_123'),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Checkout/42', session });
    expect(await screen.findByTestId('credit-split')).toHaveTextContent(
      'Credit pays $50.00; your card pays $100.00.',
    );
    const toggle = screen.getByRole('checkbox', { name: 'Use my account credit ($50.00)' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(screen.getByTestId('credit-split')).toHaveTextContent(
      'Your card pays $150.00; your credit stays for later.',
    );
    await user.click(screen.getByRole('button', { name: messages.purchaseCampSession }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:8082/pay/cs_test_123'));
    expect(api.callsTo(checkout)[0]?.body).toMatchObject({ registrationId: 42, useCredit: false });
  });

  it('credit that covers the total pays without a card: the button says so and the result page follows', async () => {
    setViewportWidth(1280);
    const api = mockApi({
      [getRegistration]: () => json(registration()),
      [`GET ${apiPaths.myCredit}`]: () => json(credit(400)),
      [checkout]: () => text('http://localhost:8080/CheckoutComplete/true/credit-abc'),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Checkout/42', session });
    expect(await screen.findByTestId('credit-split')).toHaveTextContent(
      'Your credit pays all of it ($150.00): no card needed.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay with credit' }));
    await vi.waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://localhost:8080/CheckoutComplete/true/credit-abc'),
    );
    expect(api.callsTo(checkout)[0]?.body).toMatchObject({ useCredit: true });
  });
});
