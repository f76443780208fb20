import { useLingui } from '@lingui/react';
import { type PaymentState, type PaymentStatusUpdate, registrationAction } from '@soccer/contracts';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { StatusNote } from '../../../components/registration/status-note';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { i18n } from '../../../lib/i18n/i18n';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useUpdatePaymentStatus } from '../api/update-payment-status';
import '../checkout.scss';
import { localSwitchNote } from '../../../lib/i18n/item-names';
import { PaymentReceipt } from '../components/payment-receipt';
import { paymentKinds } from '../payment-kinds';

/** The one action a registration offers (contracts `registrationAction`), by catalogue id. */
const actionIds = { 'Pay Now': 'checkout.payNow', 'Retry Payment': 'checkout.retryPayment' } as const;

const alertVariants: Record<PaymentState, string> = {
  paid: 'success',
  pending: 'info',
  not_paid: 'warning',
  review: 'warning',
  refund_due: 'info',
};

/** /CheckoutComplete/{successstatus}/{sessionid}: where the hosted checkout sends a camp payer back. */
export function CheckoutCompletePage() {
  return <PaymentResultPage kind="camp" />;
}

/** /TournamentCheckoutComplete/{successstatus}/{sessionid}: the same for a team's payment. */
export function TournamentCheckoutCompletePage() {
  return <PaymentResultPage kind="tournament" />;
}

/**
 * The payment result. It asks the server once how the checkout ended (the server reads the
 * payment provider's record) and shows only that answer. The `successstatus` segment is ignored:
 * it only says which return address the provider used, and anyone can type it.
 */
export function PaymentResultPage({ kind }: { kind: RegistrationKind }) {
  const { _ } = useLingui();
  const title = _(paymentKinds[kind].resultTitle);
  usePageTitle(title);
  const { sessionid = '' } = useParams();
  return (
    <RequireSignIn heading={title}>
      <div className="container py-4">
        <PageHeader title={title} />
        <PaymentResult key={sessionid} kind={kind} sessionId={sessionid} />
      </div>
    </RequireSignIn>
  );
}

function PaymentResult({ kind, sessionId }: { kind: RegistrationKind; sessionId: string }) {
  const { _ } = useLingui();
  const { statusFailed, checkoutHref } = paymentKinds[kind];
  const { toast } = useToast();
  const update = useUpdatePaymentStatus(kind);
  const { mutate } = update;
  // Once per session id, even when React runs effects twice in development.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === sessionId) return;
    sent.current = sessionId;
    mutate(sessionId, { onError: () => toast(i18n._(statusFailed, { id: sessionId }), 'danger') });
  }, [mutate, sessionId, toast, statusFailed]);

  const result = update.data;
  const checking = !result && !update.isError;
  const action = result?.payment === 'not_paid' ? registrationAction(result.registrationStatus) : null;

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8 col-xl-7">
        <div aria-live="polite">
          {checking ? (
            <div className="d-flex align-items-center gap-2 py-3" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" /> {_('result.checking')}
            </div>
          ) : result ? (
            <ResultAlert result={result} />
          ) : (
            <Alert variant="secondary">
              <h2 className="h4 alert-heading">{_('result.unknown.title')}</h2>
              <p className="mb-0">{_('result.unknown.body')}</p>
            </Alert>
          )}
        </div>
        {result?.receipt ? (
          <PaymentReceipt receipt={result.receipt} receiptNumber={result.receiptNumber} />
        ) : null}
        {/* The spec's session id and success state; below a receipt they are a small reference. */}
        <dl className={`row${result?.receipt ? ' small text-body-secondary' : ''}`}>
          <dt className="col-sm-4">{_('result.reference')}</dt>
          <dd className="col-sm-8 text-break" data-testid="payment-session-id">
            {sessionId}
          </dd>
          <dt className="col-sm-4">{_('result.completed')}</dt>
          <dd className="col-sm-8" data-testid="payment-completed">
            {checking
              ? _('result.checkingShort')
              : result?.payment === 'paid'
                ? _('result.yes')
                : _('result.no')}
          </dd>
          {/* A pending bank transfer leaves the registration 'paymentinprocess', which the spec labels
              'payment failed': the pending text says it right, the label would not. */}
          {result && result.payment !== 'pending' ? (
            <>
              <dt className="col-sm-4">{_('result.registrationStatus')}</dt>
              <dd className="col-sm-8" data-testid="registration-status">
                <strong>{_(`status.${result.registrationStatus}`)}</strong>
              </dd>
            </>
          ) : null}
        </dl>
        <div className="d-grid d-sm-flex gap-2">
          {action && result ? (
            <Link className="btn btn-primary btn-lg" to={checkoutHref(result.registrationId)}>
              {_(actionIds[action])}
            </Link>
          ) : null}
          <Link
            className={`btn btn-lg ${action ? 'btn-outline-primary' : 'btn-primary'}`}
            to={paths.myRegistrations.href()}
          >
            {_('result.myRegistrations')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ResultAlert({ result }: { result: PaymentStatusUpdate }) {
  const { _ } = useLingui();
  return (
    <Alert variant={alertVariants[result.payment]}>
      <h2 className="h4 alert-heading">{_(`result.${result.payment}.title`)}</h2>
      <p className="mb-0">{_(`result.${result.payment}.body`)}</p>
      {/* Until when the seat is held, or why it is gone: what a payer needs to decide to retry. */}
      {result.payment === 'not_paid' && !result.switch ? (
        <StatusNote subject={result} className="mt-2 mb-0" />
      ) : null}
      {/* A checkout for the difference of a move: where the registration is now, or the move still waiting. */}
      {result.switch ? (
        <p className="mt-2 mb-0" data-testid="switch-note">
          {localSwitchNote(result.switch)}
        </p>
      ) : null}
    </Alert>
  );
}
