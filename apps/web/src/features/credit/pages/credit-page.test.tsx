import { apiPaths, type CreditBalanceRow, creditMessages } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '../../../testing/fake-auth-client';
import { fieldErrors, json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('manageCredit');

const staff = () => fakeSession({ roles: ['staff'] });
const row: CreditBalanceRow = {
  accountId: 'parent-a',
  email: 'parent@example.com',
  balance: 25,
  granted: 50,
  spent: 25,
  lastAt: '2030-05-01T15:00:00.000Z',
};

function answer(granted: 'ok' | 'unknown') {
  return mockApi((call) => {
    if (call.method === 'POST' && call.path === apiPaths.adminCredit)
      return granted === 'ok'
        ? json({ accountId: 'parent-a', balance: 35 })
        : fieldErrors({ email: [creditMessages.noAccount] });
    if (call.path === apiPaths.adminCredit) return json([row]);
    if (call.path.startsWith(apiPaths.adminCreditHistory))
      return json({
        balance: 25,
        entries: [
          {
            id: 1,
            kind: 'grant',
            amount: 50,
            reason: 'Rained out',
            createdAt: '2030-05-01T15:00:00.000Z',
            registration: null,
            receiptNumber: null,
          },
        ],
      });
    return undefined;
  });
}

describe('/manage/credit', () => {
  it('gives a family credit by e-mail, lists the balances and one family history (375 px)', async () => {
    setViewportWidth(375);
    const api = answer('ok');
    const user = userEvent.setup();
    renderApp(undefined, { route: '/manage/credit', session: staff() });
    const balance = await screen.findByTestId('credit-balance-row');
    expect(balance).toHaveTextContent('parent@example.com$25.00$50.00$25.00');
    await user.type(screen.getByLabelText(/Family's sign-in e-mail/), 'parent@example.com');
    await user.type(screen.getByLabelText(/Amount/), '10');
    await user.type(screen.getByLabelText(/Reason/), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Give credit' }));
    await waitFor(() => expect(api.callsTo(`POST ${apiPaths.adminCredit}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${apiPaths.adminCredit}`)[0]!.body).toEqual({
      email: 'parent@example.com',
      amount: 10,
      reason: 'Goodwill',
    });
    expect(await screen.findByText("Credit given. The family's balance is now $35.00.")).toBeInTheDocument();
    await user.click(within(balance).getByRole('button', { name: /History/ }));
    const history = await screen.findByRole('region', { name: 'History of parent@example.com' });
    expect(await within(history).findByText('Rained out')).toBeInTheDocument();
  });

  it('shows the server message beside the e-mail when no family signs in with it', async () => {
    answer('unknown');
    const user = userEvent.setup();
    renderApp(undefined, { route: '/manage/credit', session: staff() });
    await user.type(await screen.findByLabelText(/Family's sign-in e-mail/), 'nobody@example.com');
    await user.type(screen.getByLabelText(/Amount/), '10');
    await user.type(screen.getByLabelText(/Reason/), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Give credit' }));
    expect(await screen.findByText(creditMessages.noAccount)).toBeInTheDocument();
  });
});
