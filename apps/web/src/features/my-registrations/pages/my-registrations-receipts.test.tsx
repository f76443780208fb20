import { apiPaths, type ReceiptSummary } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { campRegistrationWithSession as campRegistration } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations');

const payment: ReceiptSummary = {
  number: 12,
  label: 'R-000012',
  kind: 'payment',
  issuedAt: '2030-05-01T15:00:00.000Z',
  total: 315,
  orderNumber: 'O-00007',
  who: ['Dee Parker', 'Eve Parker'],
  refundsLabel: null,
};
const refund: ReceiptSummary = {
  ...payment,
  number: 13,
  label: 'R-000013',
  kind: 'refund',
  total: 45,
  who: ['Dee Parker'],
  refundsLabel: 'R-000012',
};

function answer(receipts: ReceiptSummary[]) {
  return mockApi({
    [`GET ${apiPaths.myRegistrations}`]: () =>
      json([campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid' })]),
    [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    [`GET ${apiPaths.myWaitlist}`]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    [`GET ${apiPaths.myReceipts}`]: () => json(receipts),
    [`GET ${apiPaths.receipt(12)}`]: () =>
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="receipt-R-000012.pdf"',
        },
      }),
  });
}
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

describe('/MyRegistrations receipts', () => {
  it('lists each receipt with its amount and downloads the PDF with the account token (375 px)', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    setViewportWidth(375);
    const api = answer([refund, payment]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Receipts' });
    const cards = await within(section).findAllByTestId('receipt');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('R-000013');
    expect(cards[0]).toHaveTextContent('Refund of R-000012');
    expect(cards[0]).toHaveTextContent('-$45.00');
    expect(cards[1]).toHaveTextContent('Payment');
    expect(cards[1]).toHaveTextContent('Dee Parker, Eve Parker');
    expect(cards[1]).toHaveTextContent('$315.00');

    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: /^PDF R-000012/ }));
    await waitFor(() => expect(saved).toEqual(['receipt-R-000012.pdf']));
    expect(api.callsTo(`GET ${apiPaths.receipt(12)}`)[0]?.headers.Authorization).toBe('Bearer stored-token');
  });

  it('shows no receipts section before the first payment (1280 px)', async () => {
    setViewportWidth(1280);
    answer([]);
    renderPage();
    await screen.findAllByTestId('camp-registration');
    expect(screen.queryByRole('region', { name: 'Receipts' })).toBeNull();
  });

  it('reads in Spanish', async () => {
    showTestsIn('es');
    setViewportWidth(1280);
    answer([refund]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Recibos' });
    expect(within(section).getByRole('table')).toHaveTextContent('Reembolso del recibo R-000012');
    expect(within(section).getByRole('button', { name: /^PDF R-000013/ })).toBeInTheDocument();
  });
});
