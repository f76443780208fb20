import { html, type SafeHtml } from '../../../shared/src/html.js';
import { knownEmail, type StoredSession } from '../checkout/session-types.js';
import { FAILING_ACCOUNT_SUFFIX, type FormField } from '../checkout/test-payment-methods.js';
import { layout } from './layout.js';
import { formatAmount } from './money.js';
import { type PageLanguage, pageLanguage, pageTexts, shownMessage } from './page-texts.js';
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

function alertFor(
  form: PageError['form'],
  error: PageError | null,
  language: PageLanguage,
): SafeHtml | string {
  if (error?.form !== form) return '';
  return html`<div class="alert" id="${ALERT_ID}" role="alert">${shownMessage(language, error.message)}</div>`;
}

export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

/** The page's words in the session's language. */
const textsOf = (stored: StoredSession) => pageTexts[pageLanguage(stored.session.locale)];

function orderSummary(stored: StoredSession, businessName: string): SafeHtml {
  const { session, lineItems } = stored;
  const t = textsOf(stored);
  const rows = lineItems.map(
    (item) => html`<tr>
<th scope="row"><span class="item-name">${item.name}</span>${
      item.description ? html`<span class="item-meta">${item.description}</span>` : ''
    }<span class="item-meta">${t.qty} ${item.quantity} × ${formatAmount(item.unitAmount, item.currency)}</span></th>
<td class="amount">${formatAmount(item.unitAmount * item.quantity, item.currency)}</td>
</tr>`,
  );
  const total = formatAmount(session.amount_total, session.currency);
  return html`<section class="panel" aria-labelledby="summary-heading">
<p class="business">${businessName}</p>
<h1 id="summary-heading">${t.checkout}</h1>
<p class="total-label">${t.totalDue}</p>
<p class="total">${total} <span class="currency">${session.currency.toUpperCase()}</span></p>
<table>
<caption class="visually-hidden">${t.orderSummary}</caption>
<thead class="visually-hidden"><tr><th scope="col">${t.item}</th><th scope="col" class="amount">${t.amount}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">${t.total}</th><td class="amount">${total}</td></tr></tfoot>
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
  const t = textsOf(model.stored);
  const known = knownEmail(model.stored);
  if (known) return html`<p class="email">${t.email}: <strong>${known}</strong></p>`;
  const spec: FieldSpec = {
    name: 'email',
    id: `email-${form}`,
    label: t.email,
    value: model.values.email,
    type: 'email',
    autocomplete: 'email',
  };
  return field(spec, model.error, form);
}

function cardForm(model: CheckoutPageModel, action: string): SafeHtml {
  const { values, error } = model;
  const t = textsOf(model.stored);
  const numeric = { inputmode: 'numeric' } as const;
  return html`<section class="panel" aria-labelledby="pay-heading">
<h2 id="pay-heading">${t.payWithCard}</h2>
${alertFor('card', error, pageLanguage(model.stored.session.locale))}
<form method="post" action="${action}" novalidate>
${emailBlock(model, 'card')}
${field({ name: 'card_number', id: 'card-number', label: t.cardNumber, value: values.cardNumber, autocomplete: 'cc-number', ...numeric }, error, 'card')}
<div class="field-row">
${field({ name: 'card_expiry', id: 'card-expiry', label: t.expiry, hint: t.expiryHint, value: values.cardExpiry, autocomplete: 'cc-exp', ...numeric }, error, 'card')}
${field({ name: 'card_cvc', id: 'card-cvc', label: t.cvc, hint: t.cvcHint, value: values.cardCvc, autocomplete: 'cc-csc', ...numeric }, error, 'card')}
</div>
${field({ name: 'card_name', id: 'card-name', label: t.cardName, value: values.cardName, autocomplete: 'cc-name' }, error, 'card')}
<button type="submit" name="action" value="card" class="button button-primary">${t.pay}</button>
</form>
</section>`;
}

// Real Checkout offers bank debits only when enabled; this form is always here so the
// completed-but-unpaid path (async_payment_succeeded / _failed) can be exercised locally.
function bankForm(model: CheckoutPageModel, action: string): SafeHtml {
  const t = textsOf(model.stored);
  const seconds = Math.round(model.asyncDelayMs / 100) / 10;
  const account: FieldSpec = {
    name: 'account_number',
    id: 'account-number',
    label: t.bankAccount,
    value: model.values.accountNumber,
    autocomplete: 'off',
    inputmode: 'numeric',
    hint: t.bankHint(seconds, FAILING_ACCOUNT_SUFFIX),
  };
  return html`<section class="panel" aria-labelledby="bank-heading">
<h2 id="bank-heading">${t.delayedHeading}</h2>
${alertFor('bank', model.error, pageLanguage(model.stored.session.locale))}
<form method="post" action="${action}" novalidate>
${emailBlock(model, 'bank')}
${field(account, model.error, 'bank')}
<button type="submit" name="action" value="bank" class="button button-secondary">${t.payByBank}</button>
</form>
</section>`;
}

const testCardList = (t: ReturnType<typeof textsOf>) => html`<details class="test-cards">
<summary>${t.testCards}</summary>
<ul>
<li><code>4242 4242 4242 4242</code> ${t.cardPays}</li>
<li><code>4000 0000 0000 0002</code> ${t.cardDeclined}</li>
<li><code>4000 0000 0000 9995</code> ${t.cardInsufficient}</li>
<li><code>4000 0000 0000 5126</code> ${t.cardRefundsFail}</li>
<li>${t.anyExpiry}</li>
</ul>
</details>`;

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const session = model.stored.session;
  const language = pageLanguage(session.locale);
  const t = pageTexts[language];
  const action = `/pay/${session.id}`;
  const cancel = session.cancel_url
    ? html`<form method="post" action="${action}" class="panel">
<button type="submit" name="action" value="cancel" class="button button-link">${t.cancel}</button>
</form>`
    : '';
  const body = html`${orderSummary(model.stored, model.businessName)}
${cardForm(model, action)}
${bankForm(model, action)}
${cancel}
${testCardList(t)}`;
  return layout(`${t.checkout} · ${model.businessName}`, body, { language });
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
  const language = pageLanguage(session.locale);
  const t = pageTexts[language];
  let heading: string;
  let detail: string | null = null;
  let back: string | null;
  if (session.status === 'expired') {
    heading = t.expired;
    back = session.cancel_url;
  } else if (refunds && refunds.succeeded >= refunds.amount) {
    heading = t.refunded;
    back = session.success_url;
  } else if (session.payment_status === 'paid') {
    heading = t.alreadyPaid;
    back = session.success_url;
  } else {
    heading = t.alreadyComplete;
    detail = stored.pendingAsync ? t.bankProcessing : t.bankFailed;
    back = session.success_url;
  }
  const body = html`<section class="panel">
<p class="business">${businessName}</p>
<h1>${heading}</h1>
${detail ? html`<p class="notice">${detail}</p>` : ''}
${
  back
    ? html`<a class="button button-primary" href="${withSessionId(back, session.id)}">${t.returnTo(businessName)}</a>`
    : html`<p>${t.canClose}</p>`
}
</section>
${refunds && refunds.refunds.length > 0 ? refundsPanel(refunds, language) : ''}`;
  return layout(heading, body, { language });
}

/** No such session, so no `locale`: the page follows the browser's `Accept-Language`. */
export function renderNotFoundPage(language: PageLanguage = 'en'): string {
  const t = pageTexts[language];
  return layout(
    t.notFoundTitle,
    html`<section class="panel"><h1>${t.notFoundHeading}</h1>
<p>${t.notFoundBody}</p></section>`,
    { language },
  );
}
