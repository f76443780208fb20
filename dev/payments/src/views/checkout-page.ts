import { html, type SafeHtml } from '../../../shared/src/html.js';
import type { StoredSession } from '../checkout/session-types.js';
import { FAILING_ACCOUNT_SUFFIX, type FormField } from '../checkout/test-payment-methods.js';
import { layout } from './layout.js';
import { formatAmount } from './money.js';
import { type PaymentRefunds, refundsPanel } from './refund-views.js';

/** What the payer typed (or the prefilled test values), echoed back when the page re-renders. */
export interface CheckoutFormValues {
  email: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
  accountNumber: string;
}

export interface CheckoutPageModel {
  stored: StoredSession;
  businessName: string;
  asyncDelayMs: number;
  values: CheckoutFormValues;
  /** A decline (no field) or a field the payer must fix, shown in the form that was submitted. */
  error: PageError | null;
}

export interface PageError {
  form: 'card' | 'bank';
  field: FormField | null;
  message: string;
}

const ALERT_ID = 'payment-error';

function alertFor(form: PageError['form'], error: PageError | null): SafeHtml | string {
  if (error?.form !== form) return '';
  return html`<div class="alert" id="${ALERT_ID}" role="alert">${error.message}</div>`;
}

export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

function orderSummary(stored: StoredSession, businessName: string): SafeHtml {
  const { session, lineItems } = stored;
  const rows = lineItems.map(
    (item) => html`<tr>
<th scope="row"><span class="item-name">${item.name}</span>${
      item.description ? html`<span class="item-meta">${item.description}</span>` : ''
    }<span class="item-meta">Qty ${item.quantity} × ${formatAmount(item.unitAmount, item.currency)}</span></th>
<td class="amount">${formatAmount(item.unitAmount * item.quantity, item.currency)}</td>
</tr>`,
  );
  const total = formatAmount(session.amount_total, session.currency);
  return html`<section class="panel" aria-labelledby="summary-heading">
<p class="business">${businessName}</p>
<h1 id="summary-heading">Checkout</h1>
<p class="total-label">Total due</p>
<p class="total">${total} <span class="currency">${session.currency.toUpperCase()}</span></p>
<table>
<caption class="visually-hidden">Order summary</caption>
<thead class="visually-hidden"><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount">${total}</td></tr></tfoot>
</table>
</section>`;
}

interface FieldSpec {
  /** Form field name; matched against the error's field to mark the input invalid. */
  name: string;
  id: string;
  label: string;
  value: string;
  type?: 'text' | 'email';
  autocomplete: string;
  inputmode?: 'numeric';
  hint?: string;
}

function field(spec: FieldSpec, error: PageError | null, form: PageError['form']): SafeHtml {
  const invalid = error?.form === form && error.field === spec.name;
  const hintId = spec.hint ? `${spec.id}-hint` : null;
  const describedBy = [hintId, invalid ? ALERT_ID : null].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${spec.id}">${spec.label}</label>
<input id="${spec.id}" name="${spec.name}" type="${spec.type ?? 'text'}" value="${spec.value}" autocomplete="${
    spec.autocomplete
  }"${spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''}${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  }${invalid ? html` aria-invalid="true"` : ''}>
${spec.hint ? html`<span class="hint" id="${hintId}">${spec.hint}</span>` : ''}
</div>`;
}

function emailBlock(model: CheckoutPageModel, form: PageError['form']): SafeHtml {
  const known = model.stored.session.customer_email;
  if (known) return html`<p class="email">Email: <strong>${known}</strong></p>`;
  const spec: FieldSpec = {
    name: 'email',
    id: `email-${form}`,
    label: 'Email',
    value: model.values.email,
    type: 'email',
    autocomplete: 'email',
  };
  return field(spec, model.error, form);
}

function cardForm(model: CheckoutPageModel, action: string): SafeHtml {
  const { values, error } = model;
  const numeric = { inputmode: 'numeric' } as const;
  return html`<section class="panel" aria-labelledby="pay-heading">
<h2 id="pay-heading">Pay with card</h2>
${alertFor('card', error)}
<form method="post" action="${action}" novalidate>
${emailBlock(model, 'card')}
${field({ name: 'card_number', id: 'card-number', label: 'Card number', value: values.cardNumber, autocomplete: 'cc-number', ...numeric }, error, 'card')}
<div class="field-row">
${field({ name: 'card_expiry', id: 'card-expiry', label: 'Expiry', hint: 'MM / YY', value: values.cardExpiry, autocomplete: 'cc-exp', ...numeric }, error, 'card')}
${field({ name: 'card_cvc', id: 'card-cvc', label: 'CVC', hint: '3 or 4 digits', value: values.cardCvc, autocomplete: 'cc-csc', ...numeric }, error, 'card')}
</div>
${field({ name: 'card_name', id: 'card-name', label: 'Name on card (optional)', value: values.cardName, autocomplete: 'cc-name' }, error, 'card')}
<button type="submit" name="action" value="card" class="button button-primary">Pay</button>
</form>
</section>`;
}

// Real Checkout offers bank debits only when enabled; this form is always here so the
// completed-but-unpaid path (async_payment_succeeded / _failed) can be exercised locally.
function bankForm(model: CheckoutPageModel, action: string): SafeHtml {
  const seconds = Math.round(model.asyncDelayMs / 100) / 10;
  const account: FieldSpec = {
    name: 'account_number',
    id: 'account-number',
    label: 'Bank account number',
    value: model.values.accountNumber,
    autocomplete: 'off',
    inputmode: 'numeric',
    hint: `Settles after ${seconds} s. An account number ending in ${FAILING_ACCOUNT_SUFFIX} fails.`,
  };
  return html`<section class="panel" aria-labelledby="bank-heading">
<h2 id="bank-heading">Or test a delayed payment</h2>
${alertFor('bank', model.error)}
<form method="post" action="${action}" novalidate>
${emailBlock(model, 'bank')}
${field(account, model.error, 'bank')}
<button type="submit" name="action" value="bank" class="button button-secondary">Pay by bank transfer (delayed)</button>
</form>
</section>`;
}

const testCardList = html`<details class="test-cards">
<summary>Test cards</summary>
<ul>
<li><code>4242 4242 4242 4242</code> pays</li>
<li><code>4000 0000 0000 0002</code> is declined</li>
<li><code>4000 0000 0000 9995</code> is declined (insufficient funds)</li>
<li><code>4000 0000 0000 5126</code> pays, but its refunds fail</li>
<li>Any future expiry and any 3-digit CVC</li>
</ul>
</details>`;

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const session = model.stored.session;
  const action = `/pay/${session.id}`;
  const cancel = session.cancel_url
    ? html`<form method="post" action="${action}" class="panel">
<button type="submit" name="action" value="cancel" class="button button-link">Cancel and return</button>
</form>`
    : '';
  const body = html`${orderSummary(model.stored, model.businessName)}
${cardForm(model, action)}
${bankForm(model, action)}
${cancel}
${testCardList}`;
  return layout(`Checkout · ${model.businessName}`, body);
}

/**
 * The page for a session that can no longer be paid, with the way back to the business and, once
 * the payment has refunds, what was refunded.
 */
export function renderClosedSessionPage(
  stored: StoredSession,
  businessName: string,
  refunds: PaymentRefunds | null = null,
): string {
  const { session } = stored;
  let heading: string;
  let detail: string | null = null;
  let back: string | null;
  if (session.status === 'expired') {
    heading = 'This checkout session has expired.';
    back = session.cancel_url;
  } else if (refunds && refunds.succeeded >= refunds.amount) {
    heading = 'This payment has been refunded.';
    back = session.success_url;
  } else if (session.payment_status === 'paid') {
    heading = 'This checkout session is already paid.';
    back = session.success_url;
  } else {
    heading = 'This checkout session is already complete.';
    detail = stored.pendingAsync ? 'The bank transfer is still processing.' : 'The bank transfer failed.';
    back = session.success_url;
  }
  const body = html`<section class="panel">
<p class="business">${businessName}</p>
<h1>${heading}</h1>
${detail ? html`<p class="notice">${detail}</p>` : ''}
${
  back
    ? html`<a class="button button-primary" href="${withSessionId(back, session.id)}">Return to ${businessName}</a>`
    : html`<p>You can close this page.</p>`
}
</section>
${refunds && refunds.refunds.length > 0 ? refundsPanel(refunds) : ''}`;
  return layout(heading, body);
}

export function renderNotFoundPage(): string {
  return layout(
    'Checkout session not found',
    html`<section class="panel"><h1>This checkout session does not exist.</h1>
<p>Check the link, or start the payment again from the registration site.</p></section>`,
  );
}
