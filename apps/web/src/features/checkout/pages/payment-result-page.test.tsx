import {
  apiPaths,
  formatInstant,
  messages,
  type PaymentReceipt,
  type PaymentStatusUpdate,
  paymentResultTexts,
  registrationStatusNotes,
} from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { queryKeys } from '../../../lib/query-keys';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectLink } from '../../../testing/user-input';

setUpPageTests('checkoutComplete');

const session = fakeSession({ id: 'user-1' });
/** StrictMode runs effects twice, as in development: the status must still be asked for once. */
const renderResult = (route: string) =>
  renderApp(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
    { route, session },
  );

const holdExpiresAt = '2030-06-01T15:45:00.000Z';
/** A registration holding its seat until `holdExpiresAt` while its payment is under way. */
const held = { registrationStatus: 'paymentinprocess', holdExpiresAt } as const;
const answer = (overrides: Partial<PaymentStatusUpdate>): PaymentStatusUpdate => ({
  registrationId: 42,
  registrationStatus: 'paid',
  payment: 'paid',
  holdExpiresAt: null,
  ...overrides,
});
const campUpdate = (sessionId: string) => `PUT ${apiPaths.campPaymentStatus(sessionId)}`;

/** The camp result page at /CheckoutComplete/{success}/{sessionId}; the server answers `update`. */
function renderCampResult(success: boolean, sessionId: string, update: Partial<PaymentStatusUpdate>) {
  const api = mockApi({ [campUpdate(sessionId)]: () => json(answer(update)) });
  return { ...renderResult(`/CheckoutComplete/${success}/${sessionId}`), api };
}
const tournamentUpdate = (sessionId: string) => `PUT ${apiPaths.tournamentPaymentStatus(sessionId)}`;
const main = () => within(screen.getByRole('main'));
const payLinks = () => screen.queryAllByRole('link', { name: /Retry Payment|Pay Now/ });
const toastArea = () => document.querySelector('.toast-area') as HTMLElement;

/** Waits for the heading of the result the page shows. */
async function expectResult(result: keyof typeof paymentResultTexts) {
  expect(await screen.findByRole('heading', { name: paymentResultTexts[result].title })).toBeInTheDocument();
}

/** The page does not say paid. */
function expectNotPaid() {
  expect(screen.queryByRole('heading', { name: paymentResultTexts.paid.title })).not.toBeInTheDocument();
}

/** The page cannot tell how the payment went: it says so, toasts `toastText` and never says paid. */
async function expectUnknown(toastText: string) {
  await expectResult('unknown');
  await waitFor(() => expect(toastArea()).toHaveTextContent(toastText));
  expectNotPaid();
}

describe('/CheckoutComplete/{successstatus}/{sessionid}', () => {
  it('says paid only because the server says so, whatever the URL says', async () => {
    const update = campUpdate('cs_test_abc');
    const api = mockApi({ [update]: () => json(answer({ payment: 'paid' })) });
    renderResult('/CheckoutComplete/false/cs_test_abc');
    await expectResult('paid');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-session-id')).toHaveTextContent('cs_test_abc');
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('Yes');
    expect(screen.getByTestId('registration-status')).toHaveTextContent('paid');
    expect(main().getByRole('link', { name: 'My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
    expect(payLinks()).toHaveLength(0);
    expect(api.callsTo(update)).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
  });

  it('shows who, what, when and where, what was paid and what happens next, with the id as a small reference', async () => {
    const receipt: PaymentReceipt = {
      orderNumber: 'O-00007',
      paidAt: '2030-05-02T14:30:00.000Z',
      timeZone: 'America/Chicago',
      promoCode: 'SPRING',
      couponCode: null,
      total: 315,
      whatToBring: 'Water bottle and shin guards.',
      mailedTo: 'parent@example.com',
      lines: [
        {
          registrationId: 42,
          who: 'Ava Runner',
          players: [],
          what: 'Foundations Skills Camp',
          startDate: '2030-06-03',
          endDate: '2030-06-07',
          timeBlock: '9:00 AM - 12:00 PM',
          place: 'Fretz Park, 6950 Belt Line Rd, Dallas, TX 75254',
          price: 200,
          promoDiscount: 20,
          couponDiscount: 0,
          siblingDiscount: 0,
          amount: 180,
        },
        {
          registrationId: 43,
          who: 'Ben Runner',
          players: [],
          what: 'Foundations Skills Camp',
          startDate: '2030-06-10',
          endDate: '2030-06-14',
          timeBlock: '9:00 AM - 12:00 PM',
          place: 'Fretz Park, 6950 Belt Line Rd, Dallas, TX 75254',
          price: 150,
          promoDiscount: 0,
          couponDiscount: 0,
          siblingDiscount: 15,
          amount: 135,
        },
      ],
    };
    renderCampResult(true, 'cs_test_order', { receipt });
    await expectResult('paid');
    expect(screen.getByText('Order O-00007')).toBeInTheDocument();
    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Ava Runner · Foundations Skills Camp');
    expect(lines[0]).toHaveTextContent('6/3/2030 – 6/7/2030, 9:00 AM - 12:00 PM');
    expect(lines[0]).toHaveTextContent('Fretz Park, 6950 Belt Line Rd, Dallas, TX 75254');
    expect(lines[0]).toHaveTextContent('$200.00, promo code SPRING −$20.00');
    expect(lines[0]).toHaveTextContent('$180.00');
    expect(lines[1]).toHaveTextContent('sibling discount −$15.00');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$315.00');
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('$315.00');
    expect(screen.getByTestId('paid-at')).toHaveTextContent(/2030/);
    const next = screen.getByTestId('next-steps');
    expect(next).toHaveTextContent('on its way to parent@example.com');
    expect(next).toHaveTextContent('Ava Runner starts 6/3/2030, 9:00 AM - 12:00 PM');
    expect(next).toHaveTextContent('What to bring: Water bottle and shin guards.');
    expectLink('your registrations', '/MyRegistrations', next);
    // The spec's id and success state stay, as a small reference rather than the headline.
    expect(screen.getByText('Payment reference')).toBeInTheDocument();
    expect(screen.getByTestId('payment-session-id')).toHaveTextContent('cs_test_order');
    expect(screen.getByTestId('payment-session-id').closest('dl')).toHaveClass('small');
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('Yes');
    // No receipt number was given: nothing to download.
    expect(screen.queryByTestId('official-receipt')).not.toBeInTheDocument();
  });

  it('names the receipt issued for the payment and downloads its PDF with the account token', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const receipt: PaymentReceipt = {
      orderNumber: 'C-00042',
      paidAt: '2030-05-02T14:30:00.000Z',
      timeZone: 'America/Chicago',
      promoCode: null,
      couponCode: null,
      total: 200,
      whatToBring: null,
      mailedTo: 'parent@example.com',
      lines: [],
    };
    const api = mockApi({
      [campUpdate('cs_test_r')]: () => json(answer({ receipt, receiptNumber: 12 })),
      [`GET ${apiPaths.receipt(12)}`]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="receipt-R-000012.pdf"',
          },
        }),
    });
    renderResult('/CheckoutComplete/true/cs_test_r');
    const official = await screen.findByTestId('official-receipt');
    expect(official).toHaveTextContent('Receipt R-000012');
    await userEvent
      .setup()
      .click(within(official).getByRole('button', { name: /Download the receipt \(PDF\)/ }));
    await waitFor(() => expect(saved).toEqual(['receipt-R-000012.pdf']));
    expect(api.callsTo(`GET ${apiPaths.receipt(12)}`)[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('shows a pending bank transfer as pending, with no way to pay again', async () => {
    renderCampResult(true, 'cs_test_bank', { payment: 'pending', ...held });
    await expectResult('pending');
    expect(screen.getByText(paymentResultTexts.pending.body)).toBeInTheDocument();
    expectNotPaid();
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('No');
    // 'payment failed' (the spec's label of paymentinprocess) would contradict the pending text.
    expect(screen.queryByText('payment failed')).not.toBeInTheDocument();
    expect(payLinks()).toHaveLength(0);
  });

  it('shows an unpaid checkout as not paid, until when the seat is held, and the way to retry', async () => {
    // The URL claims success; the server's answer wins.
    renderCampResult(true, 'camp-42', { payment: 'not_paid', ...held });
    await expectResult('not_paid');
    expectNotPaid();
    expect(screen.getByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentinprocess(formatInstant(holdExpiresAt)),
    );
    expect(screen.getByTestId('status-note')).toHaveTextContent(
      /held until Jun 1, 2030, \d{1,2}:\d{2} [AP]M [A-Z]{3}\./,
    );
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('No');
    expect(screen.getByTestId('registration-status')).toHaveTextContent('payment failed');
    expectLink(messages.retryPayment, '/Checkout/42');
    expect(main().getByRole('link', { name: 'My Registrations' })).toHaveAttribute(
      'href',
      '/MyRegistrations',
    );
  });

  it("offers 'Pay Now' for a registration that never started a checkout", async () => {
    renderCampResult(false, 'camp-42', { payment: 'not_paid', registrationStatus: 'registered' });
    expect(await screen.findByRole('link', { name: messages.payNow })).toHaveAttribute(
      'href',
      '/Checkout/42',
    );
    expect(screen.getByTestId('status-note')).toHaveTextContent(registrationStatusNotes.registered(null));
  });

  it('leads only to My Registrations when a not-paid registration can no longer be paid', async () => {
    renderCampResult(false, 'camp-42', { payment: 'not_paid', registrationStatus: 'expired' });
    expect(await screen.findByTestId('status-note')).toHaveTextContent(registrationStatusNotes.expired);
    expect(payLinks()).toHaveLength(0);
    expect(main().getByRole('link', { name: 'My Registrations' })).toBeInTheDocument();
  });

  it.each([
    ['review', 'paymentinprocess'],
    ['refund_due', 'expired'],
  ] as const)(
    'says what happens to a %s payment, and offers no payment',
    async (payment, registrationStatus) => {
      mockApi({ [campUpdate('cs_test_odd')]: () => json(answer({ payment, registrationStatus })) });
      renderResult('/CheckoutComplete/true/cs_test_odd');
      await expectResult(payment);
      expect(screen.getByText(paymentResultTexts[payment].body)).toBeInTheDocument();
      expect(screen.getByTestId('payment-completed')).toHaveTextContent('No');
      expectNotPaid();
      expect(payLinks()).toHaveLength(0);
    },
  );

  it('never says paid when the server does not know the checkout (404): says so and toasts', async () => {
    mockApi({ [campUpdate('cs_test_typed')]: () => problem(404, 'Payment session not found') });
    renderResult('/CheckoutComplete/true/cs_test_typed');
    await expectUnknown(messages.updatePaymentStatusFailed('cs_test_typed'));
    expect(screen.getByText(paymentResultTexts.unknown.body)).toBeInTheDocument();
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('No');
    expect(screen.queryByTestId('registration-status')).not.toBeInTheDocument();
    expect(payLinks()).toHaveLength(0);
  });

  it('says the same when the server fails', async () => {
    mockApi({ [campUpdate('cs_test_abc')]: () => problem(502, 'The payment provider did not answer.') });
    renderResult('/CheckoutComplete/true/cs_test_abc');
    await expectUnknown(messages.updatePaymentStatusFailed('cs_test_abc'));
  });

  it('makes the registration and both My Registrations lists read again', async () => {
    const { queryClient } = renderCampResult(true, 'cs_test_abc', { payment: 'paid' });
    const keys = [
      queryKeys.campRegistrations.byId(42),
      queryKeys.campRegistrations.mine('user-1'),
      queryKeys.tournamentRegistrations.mine('user-1'),
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    await screen.findByRole('heading', { name: paymentResultTexts.paid.title });
    await waitFor(() => {
      for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    });
  });
});

describe('/TournamentCheckoutComplete/{successstatus}/{sessionid}', () => {
  it('asks the tournament call once and shows the paid result', async () => {
    const update = tournamentUpdate('cs_test_team');
    const api = mockApi({ [update]: () => json(answer({ registrationId: 77, payment: 'paid' })) });
    const { queryClient } = renderResult('/TournamentCheckoutComplete/false/cs_test_team');
    queryClient.setQueryData(queryKeys.tournamentRegistrations.byId(77), {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout Complete' }),
    ).toBeInTheDocument();
    await expectResult('paid');
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('Yes');
    expect(api.callsTo(update)).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.tournamentRegistrations.byId(77))?.isInvalidated).toBe(true),
    );
  });

  it("after 'Cancel and return' offers to retry on the tournament checkout", async () => {
    mockApi({
      [tournamentUpdate('tournament-77')]: () =>
        json(answer({ registrationId: 77, payment: 'not_paid', registrationStatus: 'paymentinprocess' })),
    });
    renderResult('/TournamentCheckoutComplete/false/tournament-77');
    await expectResult('not_paid');
    expect(screen.getByTestId('status-note')).toHaveTextContent(
      registrationStatusNotes.paymentinprocess(null),
    );
    expectLink(messages.retryPayment, '/TournamentCheckout/77');
  });

  it("toasts the tournament text and never says paid for someone else's checkout (404)", async () => {
    mockApi({ [tournamentUpdate('cs_test_other')]: () => problem(404, 'Payment session not found') });
    renderResult('/TournamentCheckoutComplete/true/cs_test_other');
    await expectUnknown(messages.updateTournamentPaymentStatusFailed('cs_test_other'));
  });

  it('asks a signed-out visitor to sign in and asks the server nothing', async () => {
    const api = mockApi({});
    renderApp(undefined, { route: '/TournamentCheckoutComplete/true/cs_test_team' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout Complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
