import { html, type SafeHtml } from '../../../shared/src/html.js';
import type { Refund } from '../refunds/refund-types.js';
import { layout } from './layout.js';
import { formatAmount } from './money.js';
import { type PageLanguage, pageTexts } from './page-texts.js';

/** A payment and its refunds, as the payer's page shows them. */
export interface PaymentRefunds {
  amount: number;
  currency: string;
  /** Refunds that went through; pending ones are not counted yet. */
  succeeded: number;
  /** Oldest first. */
  refunds: Refund[];
}

/** A row of the /refunds page: the refund and the checkout session it belongs to. */
export interface RefundRow {
  refund: Refund;
  sessionId: string | null;
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

function when(created: number, language: PageLanguage = 'en'): string {
  const tag = pageTexts[language].dateLocale;
  let format = dateTimes.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(tag, format);
  }
  return format.format(new Date(created * 1000));
}

function statusText(refund: Refund, language: PageLanguage): string {
  const t = pageTexts[language];
  if (refund.status === 'pending') return t.refundPending;
  if (refund.status === 'succeeded') return t.refundSucceeded;
  return t.refundFailed(refund.failure_reason?.replaceAll('_', ' ') ?? t.unknownReason);
}

function statusCell(refund: Refund, language: PageLanguage = 'en'): SafeHtml {
  return html`<span class="status status-${refund.status}">${statusText(refund, language)}</span>`;
}

/** The panel under a paid session: how much came back, and each refund's amount and status. */
export function refundsPanel(model: PaymentRefunds, language: PageLanguage = 'en'): SafeHtml {
  const t = pageTexts[language];
  const pending = model.refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const summary =
    model.succeeded >= model.amount
      ? t.refundedInFull(formatAmount(model.succeeded, model.currency))
      : t.refundedOf(
          formatAmount(model.succeeded, model.currency),
          formatAmount(model.amount, model.currency),
        );
  const rows = model.refunds.map(
    (refund) => html`<tr>
<th scope="row">${when(refund.created, language)}</th>
<td class="amount">${formatAmount(refund.amount, refund.currency)}</td>
<td class="amount">${statusCell(refund, language)}</td>
</tr>`,
  );
  return html`<section class="panel" aria-labelledby="refunds-heading">
<h2 id="refunds-heading">${t.refunds}</h2>
<p class="refund-summary">${summary}${pending > 0 ? ` ${t.onItsWay(formatAmount(pending, model.currency))}` : ''}</p>
<table>
<caption class="visually-hidden">${t.refundsCaption}</caption>
<thead><tr><th scope="col">${t.date}</th><th scope="col" class="amount">${t.amount}</th><th scope="col" class="amount">${t.status}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/** GET /refunds: the most recent refunds, newest first, for a person checking what happened. */
export function renderRefundsPage(rows: readonly RefundRow[], total: number): string {
  const body =
    rows.length === 0
      ? html`<p>No refunds yet.</p>`
      : html`<div class="table-scroll"><table>
<caption class="visually-hidden">Recent refunds</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Refund</th><th scope="col" class="amount">Amount</th><th scope="col">Status</th><th scope="col">Reason</th><th scope="col">Payment</th></tr></thead>
<tbody>
${rows.map(
  ({ refund, sessionId }) => html`<tr>
<td class="nowrap">${when(refund.created)}</td>
<td><code>${refund.id}</code></td>
<td class="amount">${formatAmount(refund.amount, refund.currency)}</td>
<td>${statusCell(refund)}</td>
<td>${refund.reason ? refund.reason.replaceAll('_', ' ') : '–'}</td>
<td class="nowrap">${sessionId ? html`<a href="/pay/${sessionId}">Checkout page</a>` : '–'}</td>
</tr>`,
)}
</tbody>
</table></div>`;
  const shown =
    rows.length < total ? html`<p class="hint">The ${rows.length} most recent of ${total}.</p>` : '';
  return layout(
    'Refunds',
    html`<section class="panel" aria-labelledby="refunds-heading">
<h1 id="refunds-heading">Refunds</h1>
${body}
${shown}
</section>`,
    { wide: true },
  );
}
