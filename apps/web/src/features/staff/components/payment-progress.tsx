import type { CampRegistration } from '@soccer/contracts';
import { formatInstant, formatMoney, type PaymentIssue, unpaidStatuses } from '@soccer/contracts';

const issueLabels: Record<PaymentIssue['kind'], { label: string; badge: string }> = {
  refund_due: { label: 'Refund due', badge: 'text-bg-danger' },
  review: { label: 'Needs review', badge: 'text-bg-warning' },
};

/** The provider reports the currency in lower case; dollars read as the rest of the site shows them. */
function issueAmount({ amount, currency }: PaymentIssue): string | null {
  if (amount === null) return null;
  if (!currency || currency.toLowerCase() === 'usd') return formatMoney(amount);
  return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
}

/** Payments that did not pay their registration: what staff must refund or check, and why. */
export function PaymentIssues({ issues }: { issues: PaymentIssue[] | undefined }) {
  if (!issues?.length) return null;
  return (
    <ul className="list-unstyled small mb-0 mt-1 d-grid gap-1" aria-label="Payment issues">
      {issues.map((issue) => {
        const amount = issueAmount(issue);
        const { label, badge } = issueLabels[issue.kind];
        return (
          <li key={`${issue.providerSessionId}-${issue.kind}`} className="break-anywhere">
            <span className={`badge ${badge} me-1`}>{label}</span>
            {issue.reason}
            {amount ? <span className="fw-semibold"> ({amount})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Until when an unpaid camp registration keeps its seat, and whether a bank payment is clearing. */
export function HoldLine({ registration: r }: { registration: CampRegistration }) {
  if (!unpaidStatuses.includes(r.registrationStatus)) return null;
  return (
    <div className="small text-body-secondary mt-1" data-testid="hold-line">
      {r.holdExpiresAt ? <div>Held until {formatInstant(r.holdExpiresAt)}</div> : null}
      {r.paymentPending ? <div>Bank payment clearing</div> : null}
    </div>
  );
}
