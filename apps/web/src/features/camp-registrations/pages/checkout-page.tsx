import {
  type CampRegistration,
  type CampSession,
  messages,
  priceAfterDiscount,
  registrationStatusLabels,
  registrationStatusNotes,
  unpaidStatuses,
} from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
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
import { formatDate, formatMoney } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { parseId } from '../../../lib/route-params';
import { useCampRegistration } from '../api/get-camp-registration';
import { useStartCampCheckout } from '../api/start-checkout';
import { goToHostedCheckout } from '../hosted-checkout';
import '../camp-registrations.scss';

/** /Checkout/{registrationid}: the owner confirms and goes to the hosted checkout. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { registrationid } = useParams();
  return (
    <RequireSignIn heading="Checkout">
      <div className="container py-4">
        <PageHeader title="Checkout" />
        <CheckoutContent registrationId={parseId(registrationid)} />
      </div>
    </RequireSignIn>
  );
}

function CheckoutContent({ registrationId }: { registrationId: number | null }) {
  const { user } = useAuth();
  const { data: registration, error, isPending } = useCampRegistration(registrationId);
  if (isPending) return <PageLoader label="Loading your registration…" />;
  // The server answers 404 for a registration of another account, so both read as "not yours".
  if (
    (error instanceof HttpError && error.status === 404) ||
    (registration && registration.ownerLocalAccountId !== user?.id)
  ) {
    return <Alert variant="warning">{messages.notOwned}</Alert>;
  }
  if (error) return <Alert variant="danger">{error.message}</Alert>;
  if (!registration.campSession) return <Alert variant="danger">{messages.campSessionNotFound}</Alert>;
  return <CheckoutSummary registration={registration} session={registration.campSession} />;
}

function CheckoutSummary({
  registration,
  session,
}: {
  registration: CampRegistration;
  session: CampSession;
}) {
  const { toast } = useToast();
  const checkout = useStartCampCheckout();
  const discount = registration.promoDiscountAppliedAmount;
  const price = priceAfterDiscount(session.campCost, discount);
  const status = registration.registrationStatus;
  const facility = session.campFacility;

  const purchase = async () => {
    try {
      const result = await checkout.mutateAsync({
        registrationId: registration.id,
        totalPurchaseAmountDollars: price,
        campName: session.campSpec.campName,
        campDescription: session.campSpec.catalogDescription,
      });
      if (result.ok) goToHostedCheckout(result.data);
      else toast(messages.initiatePaymentFailed(result.message), 'danger');
    } catch (error) {
      toast(messages.initiatePaymentFailed(errorMessage(error)), 'danger');
    }
  };
  // After a successful start the browser is leaving; keep the button busy until it has gone.
  const leaving = checkout.isPending || (checkout.isSuccess && checkout.data.ok);

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8 col-xl-7">
        <section className="card checkout-summary shadow-sm border-0" aria-labelledby="checkout-title">
          <div className="card-body p-4">
            <h2 id="checkout-title" className="h4">
              {session.campSpec.campName}
            </h2>
            <dl className="row mb-0">
              <dt className="col-sm-4">Player</dt>
              <dd className="col-sm-8">
                {registration.playerFirstName} {registration.playerLastName}
              </dd>
              <dt className="col-sm-4">Dates</dt>
              <dd className="col-sm-8">
                {formatDate(session.campStartDate)} – {formatDate(session.campEndDate)}, {session.timeBlock}
              </dd>
              <dt className="col-sm-4">Location</dt>
              <dd className="col-sm-8">
                {facility.facilityName}, {facility.addressLine1}, {facility.city}, {facility.state}{' '}
                {facility.zipCode}
              </dd>
              <dt className="col-sm-4">Status</dt>
              <dd className="col-sm-8">
                {registrationStatusLabels[status]}
                <StatusNote subject={registration} />
              </dd>
            </dl>
            <hr />
            <dl className="price-lines mb-0" aria-label="Price">
              <div className="price-line">
                <dt>Camp fee</dt>
                <dd>{formatMoney(session.campCost)}</dd>
              </div>
              {discount > 0 ? (
                <div className="price-line">
                  <dt>Promo code{registration.promoCode ? ` ${registration.promoCode}` : ''}</dt>
                  <dd data-testid="discount">−{formatMoney(discount)}</dd>
                </div>
              ) : null}
              <div className="price-line price-total">
                <dt>Total</dt>
                <dd data-testid="total">{formatMoney(price)}</dd>
              </div>
            </dl>
          </div>
        </section>

        <div className="mt-4">
          {status === 'paid' ? (
            <Alert variant="success">
              This registration is already paid.{' '}
              <Link className="alert-link" to={paths.myRegistrations.href()}>
                Go to My Registrations
              </Link>
            </Alert>
          ) : paymentUnderway(registration) ? (
            // The status note says the bank payment is on its way; paying again would pay twice.
            <Link className="btn btn-outline-primary" to={paths.myRegistrations.href()}>
              Go to My Registrations
            </Link>
          ) : unpaidStatuses.includes(status) ? (
            <>
              <p className="text-body-secondary">
                You will pay on our payment provider's secure page and come back here afterwards.
              </p>
              <div className="d-grid d-sm-flex">
                <Button size="lg" onClick={() => void purchase()} disabled={leaving}>
                  {leaving ? (
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  ) : null}
                  {messages.purchaseCampSession}
                </Button>
              </div>
            </>
          ) : (
            <Alert variant="warning">
              <p className="mb-2">
                This registration is {registrationStatusLabels[status]} and can no longer be paid.
              </p>
              <div className="d-flex flex-wrap gap-3">
                {registration.registerAgain ? (
                  <Link className="alert-link" to={paths.register.href(registration.campSessionId)}>
                    {registrationStatusNotes.registerAgain}
                  </Link>
                ) : null}
                <Link className="alert-link" to={paths.myRegistrations.href()}>
                  Go to My Registrations
                </Link>
              </div>
            </Alert>
          )}
        </div>
      </div>
    </div>
  );
}
