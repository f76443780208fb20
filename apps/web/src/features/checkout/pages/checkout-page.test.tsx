import type { CampRegistration, OrderLine, TournamentRegistration } from '@soccer/contracts';
import {
  apiPaths,
  formatInstant,
  ledgerMessages,
  messages,
  registrationStatusNotes,
} from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import {
  makeCampRegistration,
  makeCampSession,
  makeFacility,
  makeTeamMember,
  makeTournament,
  makeTournamentRegistration,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem, text } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectLink } from '../../../testing/user-input';

setUpPageTests('checkout', 'tournamentCheckout');

let leave: MockInstance<(url: string) => void>;
beforeEach(() => {
  leave = vi.spyOn(hostedCheckout, 'assign').mockImplementation(() => undefined);
});

const session = fakeSession({ id: 'user-1' });
const campRegistration = (overrides: Partial<CampRegistration> = {}) =>
  makeCampRegistration({ campSession: makeCampSession(), ...overrides });
const getRegistration = `GET ${apiPaths.campRegistration(42)}`;
const checkout = `POST ${apiPaths.campCheckout}`;
const renderCheckout = () => renderApp(undefined, { route: '/Checkout/42', session });

/** The server refused to start the payment: its reason shows, the page stays and `button` works again. */
async function expectNotStarted(reason: string, button: string) {
  expect(await screen.findByText(messages.initiatePaymentFailed(reason))).toBeInTheDocument();
  expect(leave).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: button })).toBeEnabled();
}

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

  it('shows the coupon and its discount after the promo code, and pays the price less both', async () => {
    mockApi({
      [getRegistration]: () =>
        json(
          campRegistration({
            promoCode: 'EARLYBIRD',
            promoDiscountAppliedAmount: 25,
            couponCode: 'FRIENDS',
            couponDiscountAmount: 30,
          }),
        ),
    });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(within(summary).getByText('Coupon FRIENDS')).toBeInTheDocument();
    expect(within(summary).getByTestId('coupon-discount')).toHaveTextContent('−$30.00');
    expect(within(summary).getByTestId('total')).toHaveTextContent('$120.00');
  });

  it('has no discount line without a discount', async () => {
    mockApi({ [getRegistration]: () => json(campRegistration()) });
    renderCheckout();
    expect(await screen.findByTestId('total')).toHaveTextContent('$175.00');
    expect(screen.queryByTestId('discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
  });

  /** A line of an order in the lead player's session (makeCampSession), unless told otherwise. */
  const orderLine = (line: Partial<OrderLine> & Pick<OrderLine, 'registrationId' | 'playerName'>) => {
    const s = makeCampSession();
    return {
      campName: s.campSpec.campName,
      campSessionId: s.id,
      campStartDate: s.campStartDate,
      campEndDate: s.campEndDate,
      timeBlock: s.timeBlock,
      campFacility: s.campFacility,
      amount: 175,
      siblingDiscount: 0,
      ...line,
    };
  };
  const lineTexts = (summary: HTMLElement) =>
    within(summary)
      .getAllByTestId('order-line')
      .map((line) =>
        [...line.querySelectorAll('dt, dt > span, dd')].map((part) => part.firstChild?.textContent),
      );
  const factLabels = (summary: HTMLElement) =>
    [...summary.querySelectorAll('.checkout-facts dt')].map((dt) => dt.textContent);

  it('shows every player of an order with its own session, price and sibling discount, and pays their total', async () => {
    const api = mockApi({
      [getRegistration]: () =>
        json(
          campRegistration({
            siblingDiscountAmount: 17.5,
            orderId: 3,
            orderLines: [
              orderLine({
                registrationId: 42,
                playerName: 'Sam Parker',
                amount: 157.5,
                siblingDiscount: 17.5,
              }),
              orderLine({
                registrationId: 43,
                playerName: 'Ava Parker',
                campName: 'Advanced Player Camp',
                campSessionId: 9,
                campStartDate: '2030-07-08',
                campEndDate: '2030-07-12',
                timeBlock: '1:00 PM - 4:00 PM',
                amount: 200,
              }),
            ],
          }),
        ),
      [checkout]: () => text('http://localhost:8082/pay/cs_test_order'),
    });
    const user = userEvent.setup();
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(within(summary).getByText('Sam Parker, Ava Parker')).toBeInTheDocument();
    // One place for both: the summary names it once; the dates are each line's own.
    expect(factLabels(summary)).toEqual(['Players', 'Location', 'Status']);
    expect(within(summary).getByText(/Shelby Bottoms Sports Complex/)).toBeInTheDocument();
    expect(lineTexts(summary)).toEqual([
      [
        'Sam Parker · Foundations Skills Camp',
        '6/10/2030 – 6/14/2030, 9:00 AM - 12:00 PM',
        'Sibling discount −$17.50',
        '$157.50',
      ],
      ['Ava Parker · Advanced Player Camp', '7/8/2030 – 7/12/2030, 1:00 PM - 4:00 PM', '$200.00'],
    ]);
    expect(within(summary).getByTestId('total')).toHaveTextContent('$357.50');
    await user.click(screen.getByRole('button', { name: messages.purchaseCampSession }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:8082/pay/cs_test_order'));
    expect(api.bodiesTo(checkout)[0]).toMatchObject({
      registrationId: 42,
      totalPurchaseAmountDollars: 357.5,
    });
  });

  it("names each line's place when the players of an order go to different places", async () => {
    mockApi({
      [getRegistration]: () =>
        json(
          campRegistration({
            orderId: 3,
            orderLines: [
              orderLine({ registrationId: 42, playerName: 'Sam Parker' }),
              orderLine({
                registrationId: 43,
                playerName: 'Ava Parker',
                campSessionId: 11,
                campStartDate: '2030-06-17',
                campEndDate: '2030-06-21',
                campFacility: makeFacility({
                  id: 2,
                  facilityName: 'Fretz Park Fields',
                  addressLine1: '6950 Belt Line Rd',
                  city: 'Dallas',
                  state: 'TX',
                  zipCode: '75254',
                }),
              }),
            ],
          }),
        ),
    });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Foundations Skills Camp' });
    expect(factLabels(summary)).toEqual(['Players', 'Status']);
    expect(lineTexts(summary)).toEqual([
      [
        'Sam Parker · Foundations Skills Camp',
        '6/10/2030 – 6/14/2030, 9:00 AM - 12:00 PM',
        'Shelby Bottoms Sports Complex, 1900 Davidson St, Nashville, TN 37206',
        '$175.00',
      ],
      [
        'Ava Parker · Foundations Skills Camp',
        '6/17/2030 – 6/21/2030, 9:00 AM - 12:00 PM',
        'Fretz Park Fields, 6950 Belt Line Rd, Dallas, TX 75254',
        '$175.00',
      ],
    ]);
    expect(within(summary).getByTestId('total')).toHaveTextContent('$350.00');
  });

  it('starts the payment and goes to the hosted checkout', async () => {
    const api = mockApi({
      [getRegistration]: () => json(campRegistration({ promoDiscountAppliedAmount: 25 })),
      [checkout]: () => text('http://localhost:8082/pay/cs_test_123'),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: messages.purchaseCampSession }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:8082/pay/cs_test_123'));
    expect(api.callsTo(checkout)).toHaveLength(1);
    expect(api.callsTo(checkout)[0]?.body).toEqual({
      registrationId: 42,
      totalPurchaseAmountDollars: 150,
      campName: 'Foundations Skills Camp',
      campDescription: 'Touches.',
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
    await expectNotStarted(ledgerMessages.holdLapsed, messages.purchaseCampSession);
  });

  it('says when the registration is already paid and links to My Registrations', async () => {
    mockApi({ [getRegistration]: () => json(campRegistration({ registrationStatus: 'paid' })) });
    renderCheckout();
    expect(await screen.findByText(/already paid/)).toBeInTheDocument();
    expectLink('Go to My Registrations', '/MyRegistrations');
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
    expectLink('Go to My Registrations', '/MyRegistrations');
  });

  it('leads a lapsed registration back to its session when a seat is free', async () => {
    mockApi({
      [getRegistration]: () => json(campRegistration({ registrationStatus: 'expired', registerAgain: true })),
    });
    renderCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(registrationStatusNotes.expired);
    expectLink(registrationStatusNotes.registerAgain, '/Register/7');
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

const team = (overrides: Partial<TournamentRegistration> = {}) =>
  makeTournamentRegistration({
    id: 77,
    ageRangeID: 12,
    teamMembers: [makeTeamMember(), makeTeamMember({ id: 2, playerFullName: 'Jo Keeper' })],
    ...overrides,
  });
const getTeam = `GET ${apiPaths.tournamentRegistrationById(77)}`;
const teamCheckout = `POST ${apiPaths.tournamentCheckout}`;
const purchaseButton = () => screen.findByRole('button', { name: messages.purchaseTournamentRegistration });
const renderTeamCheckout = () => renderApp(undefined, { route: '/TournamentCheckout/77', session });

describe('/TournamentCheckout/{registrationid}', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderApp(undefined, { route: '/TournamentCheckout/77' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
  });

  it("says the registration is not the user's when another account owns it", async () => {
    mockApi({ [getTeam]: () => json(team({ ownerLocalAccountId: 'someone-else' })) });
    renderTeamCheckout();
    expect(await screen.findByText(messages.notOwned)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: messages.purchaseTournamentRegistration }),
    ).not.toBeInTheDocument();
  });

  it('says the same when the server does not find it for this account (404)', async () => {
    mockApi({ [getTeam]: () => problem(404, messages.tournamentRegistrationNotFound) });
    renderTeamCheckout();
    expect(await screen.findByText(messages.notOwned)).toBeInTheDocument();
  });

  it('shows the team, the tournament and the price after the promo discount, then goes to the hosted page', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [getTeam]: () =>
        json(
          team({
            promoCode: 'SHOOTOUT10',
            promoDiscountAppliedAmount: 22.5,
            tournament: makeTournament({ tournamentEndDate: '2030-07-02' }),
          }),
        ),
      [teamCheckout]: () => text('http://localhost:8082/pay/cs_test_1'),
    });
    renderTeamCheckout();
    await purchaseButton();
    const summary = screen.getByRole('region', { name: 'Rockets' });
    for (const t of [
      'Music City 3v3 Shootout',
      'U10 Boys',
      '7/1/2030 – 7/2/2030',
      'Shelby Bottoms Sports Complex',
      '$225.00',
      '−$22.50',
    ]) {
      expect(within(summary).getByText(t, { exact: false })).toBeInTheDocument();
    }
    expect(within(summary).getByText('Players').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$202.50');
    expectLink('Edit team', '/RegisterTournament/12/77');

    await user.click(await purchaseButton());
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:8082/pay/cs_test_1'));
    expect(api.callsTo(teamCheckout)[0]?.body).toEqual({
      registrationId: 77,
      totalPurchaseAmountDollars: 202.5,
    });
    expect(screen.getByRole('button', { name: messages.purchaseTournamentRegistration })).toBeDisabled();
  });

  it('toasts why the payment session could not start', async () => {
    const user = userEvent.setup();
    mockApi({
      [getTeam]: () => json(team()),
      [teamCheckout]: () => problem(409, ledgerMessages.paymentProcessing),
    });
    renderTeamCheckout();
    await user.click(await purchaseButton());
    await expectNotStarted(ledgerMessages.paymentProcessing, messages.purchaseTournamentRegistration);
  });

  it('refuses an answer that is not a web address', async () => {
    const user = userEvent.setup();
    mockApi({ [getTeam]: () => json(team()), [teamCheckout]: () => text('javascript:alert(1)') });
    renderTeamCheckout();
    await user.click(await purchaseButton());
    expect(
      await screen.findByText(
        messages.initiatePaymentFailed('The server did not return a checkout address.'),
      ),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('says a paid registration is paid and leads to My Registrations', async () => {
    mockApi({ [getTeam]: () => json(team({ registrationStatus: 'paid' })) });
    renderTeamCheckout();
    expect(await screen.findByText(/This registration is already paid/)).toBeInTheDocument();
    expectLink('Go to My Registrations', '/MyRegistrations');
    expect(
      screen.queryByRole('button', { name: messages.purchaseTournamentRegistration }),
    ).not.toBeInTheDocument();
  });

  it('says under the status that the last payment did not go through, and offers to pay', async () => {
    mockApi({ [getTeam]: () => json(team({ registrationStatus: 'paymentrejected' })) });
    renderTeamCheckout();
    expect(await screen.findByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentrejected(null),
    );
    expect(await purchaseButton()).toBeEnabled();
  });

  it('shows the team without a price when its tournament could not be read', async () => {
    mockApi({ [getTeam]: () => json(team({ tournament: undefined })) });
    renderTeamCheckout();
    expect(await screen.findByText(messages.tournamentInfoUnavailable)).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-total')).not.toBeInTheDocument();
  });
});
