import '../tournament-registrations.scss';
import {
  formatMoney,
  messages,
  priceAfterDiscount,
  registrationStatusLabels,
  type TournamentRegistration,
  unpaidStatuses,
} from '@soccer/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { paymentUnderway, StatusNote } from '../../../components/registration/status-note';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { errorMessage } from '../../../lib/error-reporting';
import { parseId } from '../../../lib/route-params';
import { isNotFound, useTournamentRegistration } from '../api/get-tournament-registration';
import { useStartTournamentCheckout } from '../api/start-tournament-checkout';
import { externalNavigation } from '../components/external-navigation';
import { facilityLine, tournamentDates } from '../components/tournament-summary';

export const tournamentCheckoutTitle = 'Tournament Checkout';

/** /TournamentCheckout/{registrationid}: the owner confirms and goes to the hosted checkout. */
export function TournamentCheckoutPage() {
  usePageTitle(tournamentCheckoutTitle);
  const { registrationid } = useParams();
  return (
    <RequireSignIn heading={tournamentCheckoutTitle}>
      <div className="container py-4">
        <PageHeader title={tournamentCheckoutTitle} />
        <TournamentCheckout registrationId={parseId(registrationid)} />
      </div>
    </RequireSignIn>
  );
}

function TournamentCheckout({ registrationId }: { registrationId: number | null }) {
  const { user } = useAuth();
  const query = useTournamentRegistration(registrationId);

  if (query.isPending) return <PageLoader label="Loading your registration…" />;
  // Someone else's registration and a missing one look the same (404): either way it is not yours.
  if (query.isError && isNotFound(query.error)) return <Alert variant="warning">{messages.notOwned}</Alert>;
  if (query.isError) {
    return (
      <Alert variant="danger">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.data.ownerLocalAccountId !== user?.id)
    return <Alert variant="warning">{messages.notOwned}</Alert>;
  return <CheckoutSummary registration={query.data} />;
}

function CheckoutSummary({ registration }: { registration: TournamentRegistration }) {
  const { tournament } = registration;
  const discount = registration.promoDiscountAppliedAmount;
  const price = tournament ? priceAfterDiscount(tournament.tournamentCost, discount) : null;
  const status = registration.registrationStatus;

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8 col-xl-7">
        <section className="team-checkout-card card shadow-sm mb-4" aria-labelledby="checkout-team">
          <div className="card-body p-4">
            <p className="text-body-secondary text-uppercase small fw-bold mb-1">Team registration</p>
            <h2 id="checkout-team" className="h3 mb-3">
              {registration.teamName}
            </h2>
            <dl className="team-checkout-facts">
              <dt>Tournament</dt>
              <dd>{tournament?.tournamentName ?? messages.tournamentInfoUnavailable}</dd>
              {tournament ? (
                <>
                  <dt>Age group</dt>
                  <dd>{tournament.ageRange.ageRangeDescription}</dd>
                  <dt>Date</dt>
                  <dd>{tournamentDates(tournament)}</dd>
                  <dt>Location</dt>
                  <dd>{facilityLine(tournament)}</dd>
                </>
              ) : null}
              <dt>Players</dt>
              <dd>{registration.teamMembers.length}</dd>
              <dt>Status</dt>
              <dd>
                {registrationStatusLabels[status]}
                <StatusNote subject={registration} />
              </dd>
            </dl>
            {tournament && price !== null ? (
              <dl className="team-checkout-facts border-top pt-3 mt-3">
                {discount > 0 ? (
                  <>
                    <dt>Tournament fee</dt>
                    <dd>{formatMoney(tournament.tournamentCost)}</dd>
                    <dt>Promo code{registration.promoCode ? ` ${registration.promoCode}` : ''}</dt>
                    <dd>−{formatMoney(discount)}</dd>
                  </>
                ) : null}
                <dt className="align-self-center">Total</dt>
                <dd className="team-checkout-total" data-testid="checkout-total">
                  {formatMoney(price)}
                </dd>
              </dl>
            ) : null}
          </div>
        </section>
        <CheckoutAction registration={registration} price={price} />
      </div>
    </div>
  );
}

function CheckoutAction({
  registration,
  price,
}: {
  registration: TournamentRegistration;
  price: number | null;
}) {
  const checkout = useStartTournamentCheckout();
  const { toast } = useToast();
  const [leaving, setLeaving] = useState(false);
  const status = registration.registrationStatus;

  if (status === 'paid') {
    return (
      <Alert variant="success">
        <p className="mb-2">This registration is already paid.</p>
        <Link to={paths.myRegistrations.href()} className="btn btn-success">
          Go to My Registrations
        </Link>
      </Alert>
    );
  }
  if (paymentUnderway(registration)) {
    // The status note says the bank payment is on its way; paying again would pay twice.
    return (
      <Link to={paths.myRegistrations.href()} className="btn btn-outline-primary">
        Go to My Registrations
      </Link>
    );
  }
  if (!unpaidStatuses.includes(status)) {
    return (
      <Alert variant="warning">
        <p className="mb-2">
          This registration is {registrationStatusLabels[status]} and can no longer be paid.
        </p>
        <Link to={paths.myRegistrations.href()} className="alert-link">
          Go to My Registrations
        </Link>
      </Alert>
    );
  }

  const busy = checkout.isPending || leaving;
  const purchase = () => {
    checkout.mutate(
      {
        registrationId: registration.id,
        ...(price !== null ? { totalPurchaseAmountDollars: price } : {}),
      },
      {
        // Sign-in and network failures (thrown) were already reported by the HTTP client.
        onSuccess: (result) => {
          if (!result.ok) {
            toast(messages.initiatePaymentFailed(result.message), 'danger');
            return;
          }
          setLeaving(true);
          externalNavigation.assign(result.data);
        },
      },
    );
  };

  return (
    <div>
      <div className="d-grid gap-2 d-sm-flex flex-sm-row-reverse justify-content-sm-between align-items-sm-center">
        <Button size="lg" onClick={purchase} disabled={busy} aria-describedby="checkout-note">
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {messages.purchaseTournamentRegistration}
        </Button>
        <Link
          to={paths.registerTournament.href(registration.ageRangeID, registration.id)}
          className="btn btn-outline-secondary"
        >
          Edit team
        </Link>
      </div>
      <p id="checkout-note" className="text-body-secondary small mt-3 mb-0">
        You will pay on our payment provider's secure page and come back to this site when you are done.
      </p>
    </div>
  );
}
