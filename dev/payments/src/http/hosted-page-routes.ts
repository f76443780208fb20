import type { IncomingMessage, ServerResponse } from 'node:http';
import { knownEmail, type StoredSession } from '../checkout/session-types.js';
import { type FieldError, validateBankAccount, validateCard } from '../checkout/test-payment-methods.js';
import {
  type CheckoutFormValues,
  type PageError,
  renderCheckoutPage,
  renderClosedSessionPage,
  renderNotFoundPage,
  withSessionId,
} from '../views/checkout-page.js';
import { acceptedLanguage } from '../views/page-texts.js';
import { type PaymentRefunds, type RefundRow, renderRefundsPage } from '../views/refund-views.js';
import type { HttpContext } from './context.js';
import { readBody, redirectSeeOther, sendHtml, sendText } from './respond.js';

const MAX_FORM_BYTES = 16 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Origins the page's forms may end up at (the redirect after POST counts for CSP form-action). */
function returnOrigins(stored: StoredSession): string[] {
  const origins: string[] = [];
  for (const url of [stored.session.success_url, stored.session.cancel_url]) {
    if (url) origins.push(new URL(url).origin);
  }
  return origins;
}

function prefilledValues(context: HttpContext): CheckoutFormValues {
  const expiryYear = (new Date(context.clock()).getUTCFullYear() + 5) % 100;
  return {
    email: '',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: `12 / ${String(expiryYear).padStart(2, '0')}`,
    cardCvc: '123',
    cardName: '',
    accountNumber: '000123456789',
  };
}

function showCheckout(
  context: HttpContext,
  res: ServerResponse,
  stored: StoredSession,
  statusCode: number,
  values: CheckoutFormValues,
  error: PageError | null,
): void {
  const page = renderCheckoutPage({
    stored,
    businessName: context.businessName,
    asyncDelayMs: context.asyncDelayMs,
    values,
    error,
  });
  sendHtml(res, statusCode, page, returnOrigins(stored));
}

function paymentRefunds(context: HttpContext, stored: StoredSession): PaymentRefunds | null {
  const payment = stored.session.payment_intent ? context.payments.find(stored.session.payment_intent) : null;
  if (!payment) return null;
  const refunds = context.refunds.ofPayment(payment).map((refund) => refund.refund);
  return {
    amount: payment.amount,
    currency: payment.currency,
    succeeded: refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0),
    refunds,
  };
}

/** GET /pay/:id: the checkout form while the session is open, otherwise why it cannot be paid. */
export function showPaymentPage(
  context: HttpContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): void {
  const stored = context.checkout.find(id);
  if (!stored) {
    sendHtml(res, 404, renderNotFoundPage(acceptedLanguage(req.headers['accept-language'])));
  } else if (stored.session.status !== 'open') {
    sendHtml(
      res,
      200,
      renderClosedSessionPage(stored, context.businessName, paymentRefunds(context, stored)),
    );
  } else {
    showCheckout(context, res, stored, 200, prefilledValues(context), null);
  }
}

/** POST /pay/:id: the payer pressed Pay, the bank-transfer button, or Cancel and return. */
export async function submitPaymentPage(
  context: HttpContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): Promise<void> {
  const form = new URLSearchParams(await readBody(req, MAX_FORM_BYTES));
  const stored = context.checkout.find(id);
  if (!stored)
    return sendHtml(res, 404, renderNotFoundPage(acceptedLanguage(req.headers['accept-language'])));
  const { session } = stored;
  const action = form.get('action');

  if (action === 'cancel' && session.cancel_url && session.status !== 'complete') {
    return redirectSeeOther(res, withSessionId(session.cancel_url, session.id));
  }
  // Paid, expired or unknown action: show the page for the current state (post/redirect/get).
  if (session.status !== 'open' || (action !== 'card' && action !== 'bank')) {
    if (action !== 'card' && action !== 'bank' && action !== 'cancel')
      return sendText(res, 400, 'Unknown action');
    return redirectSeeOther(res, `/pay/${encodeURIComponent(session.id)}`);
  }

  const values: CheckoutFormValues = {
    ...prefilledValues(context),
    email: form.get('email')?.trim() ?? '',
    cardNumber: form.get('card_number') ?? '',
    cardExpiry: form.get('card_expiry') ?? '',
    cardCvc: form.get('card_cvc') ?? '',
    cardName: form.get('card_name')?.trim() ?? '',
    accountNumber: form.get('account_number') ?? '',
  };
  const emailError = knownEmail(stored) ? null : checkEmail(values.email);
  const payer = { email: values.email || null, name: values.cardName || null };

  if (action === 'card') {
    const invalid =
      emailError ??
      validateCard(
        { number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCvc },
        new Date(context.clock()),
      );
    if (invalid) return showCheckout(context, res, stored, 422, values, { form: 'card', ...invalid });
    const result = context.checkout.payByCard(
      session.id,
      { number: values.cardNumber, expiry: values.cardExpiry },
      payer,
    );
    if (result.kind === 'declined') {
      // Stripe keeps the payer on the page to try another card; the session stays open.
      return showCheckout(context, res, stored, 200, values, {
        form: 'card',
        field: null,
        message: result.error.message,
      });
    }
  } else {
    const invalid = emailError ?? validateBankAccount(values.accountNumber);
    if (invalid) return showCheckout(context, res, stored, 422, values, { form: 'bank', ...invalid });
    context.checkout.payByBankTransfer(session.id, values.accountNumber, { email: payer.email, name: null });
  }
  redirectSeeOther(res, withSessionId(session.success_url, session.id));
}

function checkEmail(email: string): FieldError | null {
  if (email === '') return { field: 'email', message: 'Your email address is incomplete.' };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: 'Your email address is invalid.' };
  return null;
}

const RECENT_REFUNDS = 100;

/** GET /refunds: the latest refunds across all payments (amounts and states only, no payer details). */
export function showRefundsPage(context: HttpContext, res: ServerResponse): void {
  const all = [...context.store.refunds.values()];
  const rows: RefundRow[] = all
    .slice(-RECENT_REFUNDS)
    .reverse()
    .map(({ refund }) => ({
      refund,
      sessionId: context.payments.find(refund.payment_intent)?.sessionId ?? null,
    }));
  sendHtml(res, 200, renderRefundsPage(rows, all.length));
}
