import { apiPaths, type StaffReceipt } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { sessionSummary, staffSession } from '../testing/staff-fixtures';

afterEach(() => setViewportWidth(1024));

const found: StaffReceipt = {
  number: 12,
  label: 'R-000012',
  kind: 'payment',
  issuedAt: '2030-05-01T15:00:00.000Z',
  total: 315,
  orderNumber: 'O-00007',
  who: ['Dee Parker'],
  refundsLabel: null,
  billedTo: { name: 'Pat', email: 'pat@example.com' },
};

function answer() {
  return mockApi({
    [`GET ${apiPaths.sessionRegistrationSummary}`]: () => json([sessionSummary()]),
    [`GET ${apiPaths.staffReceipt(12)}`]: () => json(found),
    [`GET ${apiPaths.staffReceipt(99)}`]: () => problem(404, 'No receipt has this number.'),
    [`POST ${apiPaths.resendReceipt(12)}`]: () => json(found),
  });
}

describe('/manage: find a receipt', () => {
  it('finds a receipt by its printed number and mails it again', async () => {
    setViewportWidth(375);
    const api = answer();
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Find a receipt' });
    await user.type(within(section).getByRole('textbox', { name: 'Receipt number' }), 'r-000012');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    const card = await within(section).findByTestId('found-receipt');
    expect(card).toHaveTextContent('R-000012');
    expect(card).toHaveTextContent('Payment, order O-00007');
    expect(card).toHaveTextContent('Issued to Pat (pat@example.com)');
    expect(card).toHaveTextContent('$315.00');

    await user.click(within(card).getByRole('button', { name: 'Mail it again' }));
    await waitFor(() => expect(api.callsTo(`POST ${apiPaths.resendReceipt(12)}`)).toHaveLength(1));
    expect(await screen.findByText('The receipt is on its way to pat@example.com.')).toBeInTheDocument();
  });

  it('says when the text is no receipt number, and when no receipt has the number', async () => {
    setViewportWidth(1280);
    const api = answer();
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Find a receipt' });
    const input = within(section).getByRole('textbox', { name: 'Receipt number' });
    await user.type(input, 'twelve');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByText('Enter a receipt number such as R-000012.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/Admin/Receipts'))).toEqual([]);

    await user.clear(input);
    await user.type(input, '99');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByText('No receipt has this number.')).toBeInTheDocument();
  });
});
