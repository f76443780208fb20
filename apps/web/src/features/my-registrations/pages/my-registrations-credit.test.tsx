import { apiPaths, type CancellationQuote, type CreditAccount } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { campRegistrationWithSession as campRegistration } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations');

const account: CreditAccount = {
  balance: 30,
  entries: [
    {
      id: 2,
      kind: 'spent',
      amount: -20,
      reason: '',
      createdAt: '2030-05-02T15:00:00.000Z',
      registration: { kind: 'camp', id: 4 },
      receiptNumber: 3,
    },
    {
      id: 1,
      kind: 'grant',
      amount: 50,
      reason: 'Rained out on Saturday',
      createdAt: '2030-05-01T15:00:00.000Z',
      registration: null,
      receiptNumber: null,
    },
  ],
};
const quote: CancellationQuote = {
  registrationId: 4,
  registrationStatus: 'paid',
  cancellable: true,
  reason: null,
  paid: 200,
  refunded: 0,
  refund: 150,
  fee: 0,
  siblingDiscountLost: 0,
  rule: 'full',
  policy: null,
  policyText: null,
  startDate: '2030-06-10',
  credit: { returned: 50, instead: 215, bonusPercent: 10 },
};

function answer() {
  return mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () =>
      json([campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid' })]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    [`GET ${apiPaths.myReceipts}`]: () => json([]),
    [`GET ${apiPaths.myCredit}`]: () => json(account),
    [`GET ${apiPaths.campCancellationQuote(4)}`]: () => json(quote),
    [`POST ${apiPaths.cancelMyCampRegistration(4)}`]: () =>
      json({ id: 4, registrationStatus: 'cancelled', refund: 0, credit: 215 }),
  });
}
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('/MyRegistrations account credit', () => {
  it('shows the balance and each entry with its sign and reason (375 px)', async () => {
    setViewportWidth(375);
    answer();
    renderPage();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('Your credit: $30.00');
    const entries = await screen.findAllByTestId('credit-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Credit used at checkout-$20.00'),
      expect.stringContaining('Credit from the office+$50.00Rained out on Saturday'),
    ]);
  });

  it('at cancel, the quote shows the card refund and the credit with its bonus; choosing credit sends it', async () => {
    setViewportWidth(1280);
    const api = answer();
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Camp registrations' });
    await user.click(within(table).getByRole('button', { name: /^Cancel registration for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('credit-returned')).toHaveTextContent(
      '$50.00 you paid with account credit goes back to your credit.',
    );
    const card = within(dialog).getByRole('radio', { name: '$150.00 back to your card' });
    expect(card).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '$215.00 as account credit (10% more)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(api.callsTo(`POST ${apiPaths.cancelMyCampRegistration(4)}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${apiPaths.cancelMyCampRegistration(4)}`)[0]!.body).toEqual({
      expectedRefund: 150,
      takeCredit: true,
    });
    expect(await screen.findByText('Cancelled. $215.00 is now account credit.')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    setViewportWidth(375);
    showTestsIn('es');
    answer();
    renderPage();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('Su crédito: $30.00');
    expect(screen.getByRole('heading', { name: 'Crédito de la cuenta' })).toBeInTheDocument();
  });
});
