import '../tournament-registration.scss';
import { messages, registrationAction, registrationStatusLabels } from '@soccer/contracts';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUpdateTournamentPaymentStatus } from '../api/update-tournament-payment-status';

export const tournamentCheckoutCompleteTitle = 'Tournament Checkout Complete';

/**
 * /TournamentCheckoutComplete/{successstatus}/{sessionid}: where the hosted checkout sends the
 * payer back. The same content and button as the camp result: the session id, the success
 * state, the registration's status (after asking the server once to record the outcome) and a
 * button to My Registrations.
 */
export function TournamentCheckoutCompletePage() {
  usePageTitle(tournamentCheckoutCompleteTitle);
  const { successstatus = '', sessionid = '' } = useParams();
  return (
    <RequireSignIn heading={tournamentCheckoutCompleteTitle}>
      <div className="container py-4">
        <PageHeader title={tournamentCheckoutCompleteTitle} />
        <CheckoutResult success={successstatus.toLowerCase() === 'true'} sessionId={sessionid} />
      </div>
    </RequireSignIn>
  );
}

function CheckoutResult({ success, sessionId }: { success: boolean; sessionId: string }) {
  const { toast } = useToast();
  const update = useUpdateTournamentPaymentStatus();
  const { mutate } = update;
  // One status update per session id, even when React runs effects twice in development.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || sent.current === sessionId) return;
    sent.current = sessionId;
    mutate(sessionId, {
      onError: () => toast(messages.updateTournamentPaymentStatusFailed(sessionId), 'danger'),
    });
  }, [mutate, sessionId, toast]);

  const status = update.data?.registrationStatus;
  const action = status ? registrationAction(status) : null;
  return (
    <div className="row justify-content-center">
      <div className="col-lg-8 col-xl-7">
        {success ? (
          <Alert variant="success">
            <h2 className="h4 alert-heading">Payment successful</h2>
            <p className="mb-0">
              Thank you! Your team's payment was received. A confirmation e-mail is on its way.
            </p>
          </Alert>
        ) : (
          <Alert variant="warning">
            <h2 className="h4 alert-heading">Payment was not completed</h2>
            <p className="mb-0">No payment was taken. You can try again from My Registrations.</p>
          </Alert>
        )}
        <dl className="row">
          <dt className="col-sm-4">Payment session</dt>
          <dd className="col-sm-8 text-break" data-testid="payment-session-id">
            {sessionId}
          </dd>
          <dt className="col-sm-4">Payment completed</dt>
          <dd className="col-sm-8">{success ? 'Yes' : 'No'}</dd>
          <dt className="col-sm-4">Registration status</dt>
          <dd className="col-sm-8" data-testid="registration-status" aria-live="polite">
            {status ? (
              <strong>{registrationStatusLabels[status]}</strong>
            ) : update.isError ? (
              <span className="text-danger">{messages.updateTournamentPaymentStatusFailed(sessionId)}</span>
            ) : (
              <span className="d-inline-flex align-items-center gap-2">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Checking…
              </span>
            )}
          </dd>
        </dl>
        <div className="d-grid d-sm-flex gap-2">
          <Link className="btn btn-primary btn-lg" to={paths.myRegistrations.href()}>
            My Registrations
          </Link>
          {action && update.data ? (
            <Link
              className="btn btn-outline-primary btn-lg"
              to={paths.tournamentCheckout.href(update.data.registrationId)}
            >
              {action}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
