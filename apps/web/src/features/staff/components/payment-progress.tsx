import { useLingui } from '@lingui/react';
import type { CampRegistration } from '@soccer/contracts';
import { type PaymentIssue, type Refund, unpaidStatuses, wasRetried } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import { useToast } from '../../../components/toast/toast-provider';
import { validationText } from '../../../lib/i18n/form-texts';
import { localMoney as formatMoney } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useRetryRefund } from '../api/refunds';
import { serverNoteText } from '../server-notes';

/** An issue's badge: its words (`staff.payment.<key>`) and colour. */
const issueLabels: Record<PaymentIssue['kind'], { key: string; badge: string }> = {
  refund_due: { key: 'refundDue', badge: 'text-bg-danger' },
  review: { key: 'review', badge: 'text-bg-warning' },
};

/** The provider reports the currency in lower case; dollars read as the rest of the site shows them. */
function issueAmount({ amount, currency }: PaymentIssue): string | null {
  if (amount === null) return null;
  if (!currency || currency.toLowerCase() === 'usd') return formatMoney(amount);
  return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
}

/** Payments that did not pay their registration: what staff must refund or check, and why. */
export function PaymentIssues({ issues }: { issues: PaymentIssue[] | undefined }) {
  const { _ } = useLingui();
  if (!issues?.length) return null;
  return (
    <ul className="list-unstyled small mb-0 mt-1 d-grid gap-1" aria-label={_('staff.payment.issues')}>
      {issues.map((issue) => {
        const amount = issueAmount(issue);
        const { key, badge } = issueLabels[issue.kind];
        return (
          <li key={`${issue.providerSessionId}-${issue.kind}`} className="break-anywhere">
            <span className={`badge ${badge} me-1`}>{_(`staff.payment.${key}`)}</span>
            {serverNoteText(issue.reason)}
            {amount ? <span className="fw-semibold"> ({amount})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Until when an unpaid camp registration keeps its seat, and whether a bank payment is clearing. */
export function HoldLine({ registration: r }: { registration: CampRegistration }) {
  const { _ } = useLingui();
  if (!unpaidStatuses.includes(r.registrationStatus)) return null;
  return (
    <div className="small text-body-secondary mt-1" data-testid="hold-line">
      {r.holdExpiresAt ? (
        <div>{_('staff.payment.heldUntil', { when: localInstant(r.holdExpiresAt) })}</div>
      ) : null}
      {r.paymentPending ? <div>{_('staff.payment.bankClearing')}</div> : null}
    </div>
  );
}

const refundBadges: Record<Refund['state'], string> = {
  requested: 'text-bg-secondary',
  pending: 'text-bg-info',
  succeeded: 'text-bg-success',
  failed: 'text-bg-danger',
};

/** Refunds of a registration's payment: amount, state, reason; a refused one can be retried. */
export function RefundLines({ kind, refunds }: { kind: RegistrationKind; refunds: Refund[] | undefined }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const retry = useRetryRefund(kind);
  if (!refunds?.length) return null;
  const onRetry = async (refundId: number) => {
    const result = await retry.mutateAsync(refundId).catch(() => null);
    if (result && !result.ok)
      toast(_('staff.refunds.retryFailed', { message: validationText(result.message) }), 'danger');
    else if (result?.ok)
      toast(_('staff.refunds.retried', { amount: formatMoney(result.data.amount) }), 'success');
  };
  return (
    <ul className="list-unstyled small mb-0 mt-1 d-grid gap-1" aria-label={_('staff.refunds.label')}>
      {refunds.map((refund) => (
        <li key={refund.id} className="break-anywhere">
          <span className={`badge ${refundBadges[refund.state]} me-1`}>
            {_(`staff.refunds.state.${refund.state}`)}
          </span>
          <span className="fw-semibold">{formatMoney(refund.amount)}</span> · {serverNoteText(refund.reason)}
          {refund.state === 'failed' && !wasRetried(refund, refunds) ? (
            <>
              {refund.failureReason ? (
                <span className="text-danger"> ({serverNoteText(refund.failureReason)})</span>
              ) : null}{' '}
              <Button
                variant="link"
                size="sm"
                className="p-0 align-baseline"
                onClick={() => onRetry(refund.id)}
              >
                {_('staff.refunds.retry')}
              </Button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
