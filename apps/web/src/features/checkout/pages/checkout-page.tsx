import '../checkout.scss';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { SaveToHouseholdOffer } from '../../../components/household/save-to-household-offer';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTournamentRegistration } from '../../../hooks/use-tournament-registration';
import type { RegistrationKind } from '../../../lib/query-keys';
import { parseId } from '../../../lib/route-params';
import { useCampRegistration } from '../api/get-camp-registration';
import { CampCheckout } from '../components/camp-checkout';
import { OwnedRegistration } from '../components/owned-registration';
import { TournamentCheckout } from '../components/tournament-checkout';
import { paymentKinds } from '../payment-kinds';

/** /Checkout/{registrationid}: the owner of a camp registration confirms and goes to the hosted checkout. */
export function CheckoutPage() {
  return <CheckoutShell kind="camp" useRegistration={useCampRegistration} summary={CampCheckout} />;
}

/** /TournamentCheckout/{registrationid}: the same for a team. */
export function TournamentCheckoutPage() {
  return (
    <CheckoutShell
      kind="tournament"
      useRegistration={useTournamentRegistration}
      summary={TournamentCheckout}
    />
  );
}

interface ShellProps<R> {
  kind: RegistrationKind;
  /** Reads the registration (its kind's query hook). */
  useRegistration: (id: number | null) => UseQueryResult<R>;
  /** The kind's summary and payment action, shown to the registration's owner. */
  summary: ComponentType<{ registration: R }>;
}

/**
 * The page around either kind's summary: its title, sign-in, the registration of the route's id,
 * and 'not yours' unless the signed-in account owns it.
 */
function CheckoutShell<R extends { ownerLocalAccountId: string }>({
  kind,
  useRegistration,
  summary,
}: ShellProps<R>) {
  const { _ } = useLingui();
  const title = _(paymentKinds[kind].checkoutTitle);
  usePageTitle(title);
  const { registrationid } = useParams();
  return (
    <RequireSignIn heading={title}>
      <div className="container py-4">
        <PageHeader title={title} />
        <div className="row justify-content-center">
          <div className="col-lg-8 col-xl-7">
            {kind === 'camp' ? <SaveToHouseholdOffer /> : null}
            <Registration
              registrationId={parseId(registrationid)}
              useRegistration={useRegistration}
              summary={summary}
            />
          </div>
        </div>
      </div>
    </RequireSignIn>
  );
}

function Registration<R extends { ownerLocalAccountId: string }>({
  registrationId,
  useRegistration,
  summary: Summary,
}: Omit<ShellProps<R>, 'kind'> & { registrationId: number | null }) {
  return (
    <OwnedRegistration query={useRegistration(registrationId)}>
      {(registration) => <Summary registration={registration} />}
    </OwnedRegistration>
  );
}
