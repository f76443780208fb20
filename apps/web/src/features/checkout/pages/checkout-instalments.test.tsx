import type { CampRegistration, OrderLine } from '@soccer/contracts';
import { apiPaths, messages } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
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

const instalments = {
  payments: [
    { amount: 81.67, dueDate: '2030-05-01' },
    { amount: 81.67, dueDate: '2030-05-15' },
    { amount: 81.66, dueDate: '2030-06-01' },
  ],
};
const registration = (overrides: Partial<CampRegistration> = {}) =>
  makeCampRegistration({ id: 42, campSession: makeCampSession(), ...overrides });

describe('/Checkout/{registrationid} with an instalment plan', () => {
  it('says the schedule and pays the first payment by the plan when the family chooses it', async () => {
    const api = mockApi({
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(registration({ instalments })),
      [`POST ${apiPaths.campCheckout}`]: () => text('http://pay.test/pay/cs_p'),
    });
    renderApp(undefined, { route: '/Checkout/42', session: fakeSession({ id: 'user-1' }) });
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(within(summary).getByTestId('instalment-offer')).toHaveTextContent(
      'Or pay in 3 payments: $81.67 today, $81.67 on 5/15/2030, $81.66 on 6/1/2030.',
    );
    // Paying in full stays the first choice.
    expect(screen.getByRole('button', { name: messages.purchaseCampSession })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay in 3 payments: $81.67 today' }));
    expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_p');
    expect(api.callsTo(`POST ${apiPaths.campCheckout}`)[0]!.body).toMatchObject({
      registrationId: 42,
      totalPurchaseAmountDollars: 81.67,
      instalments: true,
    });
  });

  it("an order's plan: the players' first payments together today, each later date's total, one checkout", async () => {
    const s = makeCampSession();
    const line = (registrationId: number, playerName: string, amount: number): OrderLine => ({
      registrationId,
      playerName,
      campName: s.campSpec.campName,
      campSessionId: s.id,
      campStartDate: s.campStartDate,
      campEndDate: s.campEndDate,
      timeBlock: s.timeBlock,
      campFacility: s.campFacility,
      amount,
      siblingDiscount: 0,
    });
    const api = mockApi({
      [`GET ${apiPaths.campRegistration(42)}`]: () =>
        json(
          registration({
            orderId: 3,
            orderLines: [line(42, 'Ava Parker', 245), line(43, 'Ben Parker', 100)],
            // The server's combination of Ava's 3 payments and Ben's 2 (decision 0117).
            instalments: {
              payments: [
                { amount: 131.67, dueDate: '2030-05-01' },
                { amount: 81.67, dueDate: '2030-05-15' },
                { amount: 50, dueDate: '2030-05-20' },
                { amount: 81.66, dueDate: '2030-06-01' },
              ],
            },
          }),
        ),
      [`POST ${apiPaths.campCheckout}`]: () => text('http://pay.test/pay/cs_o'),
    });
    renderApp(undefined, { route: '/Checkout/42', session: fakeSession({ id: 'user-1' }) });
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(within(summary).getByTestId('total')).toHaveTextContent('$345.00');
    expect(within(summary).getByTestId('instalment-offer')).toHaveTextContent(
      'Or pay in 4 payments: $131.67 today, $81.67 on 5/15/2030, $50.00 on 5/20/2030, $81.66 on 6/1/2030.',
    );
    expect(within(summary).getByTestId('order-plan-note')).toHaveTextContent(
      "For 2 players, each by their own session's plan",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay in 4 payments: $131.67 today' }));
    expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_o');
    expect(api.callsTo(`POST ${apiPaths.campCheckout}`)[0]!.body).toMatchObject({
      registrationId: 42,
      totalPurchaseAmountDollars: 131.67,
      instalments: true,
    });
  });

  it('offers no plan when the item has none', async () => {
    mockApi({ [`GET ${apiPaths.campRegistration(42)}`]: () => json(registration()) });
    renderApp(undefined, { route: '/Checkout/42', session: fakeSession({ id: 'user-1' }) });
    await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(screen.queryByTestId('instalment-offer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay in \d payments/ })).not.toBeInTheDocument();
  });
});
