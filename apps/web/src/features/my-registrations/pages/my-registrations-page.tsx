import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { accountCredit } from '../../../hooks/use-account-credit';
import { pickupCodes } from '../../../hooks/use-household';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useMyCampRegistrations } from '../api/get-my-camp-registrations';
import { myReceipts } from '../api/get-my-receipts';
import { myStatements } from '../api/get-my-statements';
import { useMyTournamentRegistrations } from '../api/get-my-tournament-registrations';
import { myWaitlist } from '../api/get-my-waitlist';
import { CalendarFeed } from '../components/calendar-feed';
import { CreditAccountView } from '../components/credit-account';
import { OwnData } from '../components/own-data';
import { PickupCodeList } from '../components/pickup-code-list';
import { ReceiptList } from '../components/receipt-list';
import { CampRegistrationList, TournamentRegistrationList } from '../components/registration-list';
import { StatementList } from '../components/statement-list';
import { WaitlistEntries } from '../components/waitlist-entries';
import '../../../styles/tables.scss';
import '../my-registrations.scss';
import { PageSection } from '../../../components/ui/page-section';

/** /MyRegistrations: the signed-in account's waitlist entries and camp and tournament registrations. */
export function MyRegistrationsPage() {
  const { _ } = useLingui();
  usePageTitle(_('mine.title'));
  return (
    <RequireSignIn heading={_('mine.title')}>
      <div className="container py-4">
        <PageHeader title={_('mine.title')}>
          <p className="mb-0">
            <Trans id="mine.householdLead" components={{ 0: <Link to={paths.household.href()} /> }} />
          </p>
        </PageHeader>
        <Registrations />
      </div>
    </RequireSignIn>
  );
}

function Registrations() {
  const { _ } = useLingui();
  const { user } = useAuth();
  const camps = useMyCampRegistrations(user?.id ?? '');
  const tournaments = useMyTournamentRegistrations(user?.id ?? '');
  const waitlist = myWaitlist.use();
  const receipts = myReceipts.use();
  const credit = accountCredit.use();
  const statements = myStatements.use();
  const codes = pickupCodes.use();

  if (camps.isPending || tournaments.isPending || waitlist.isPending)
    return <PageLoader label={_('mine.loading')} />;

  if (camps.data?.length === 0 && tournaments.data?.length === 0 && waitlist.data?.length === 0) {
    return (
      <div className="py-3">
        <p className="fs-5">{_('mine.none')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={paths.camps.href()}>
            {_('mine.browseCamps')}
          </Link>
          <Link className="btn btn-outline-primary" to={paths.tournaments.href()}>
            {_('mine.browseTournaments')}
          </Link>
        </div>
        <div className="mt-5">
          <OwnData />
        </div>
      </div>
    );
  }

  return (
    <>
      <RegistrationsSection
        id="my-waitlist-title"
        title={_('mine.waitlist')}
        what={_('mine.waitlistWhat')}
        query={waitlist}
      >
        {(items) => <WaitlistEntries items={items} />}
      </RegistrationsSection>
      <RegistrationsSection
        id="my-camps-title"
        title={_('mine.camps')}
        what={_('mine.campsWhat')}
        query={camps}
      >
        {(items) => <CampRegistrationList items={items} />}
      </RegistrationsSection>
      <RegistrationsSection
        id="my-pickup-codes-title"
        title={_('pickup.title')}
        what={_('pickup.what')}
        query={codes}
      >
        {(items) => <PickupCodeList codes={items} camps={camps.data ?? []} />}
      </RegistrationsSection>
      <RegistrationsSection
        id="my-tournaments-title"
        title={_('mine.tournaments')}
        what={_('mine.tournamentsWhat')}
        query={tournaments}
      >
        {(items) => <TournamentRegistrationList items={items} />}
      </RegistrationsSection>
      <RegistrationsSection
        id="my-credit-title"
        title={_('credit.title')}
        what={_('credit.what')}
        query={{
          data:
            credit.data && (credit.data.balance > 0 || credit.data.entries.length > 0) ? [credit.data] : [],
          error: credit.error,
        }}
      >
        {([account]) => <CreditAccountView account={account!} />}
      </RegistrationsSection>
      <RegistrationsSection
        id="my-receipts-title"
        title={_('receipts.title')}
        what={_('receipts.what')}
        query={receipts}
      >
        {(items) => <ReceiptList items={items} />}
      </RegistrationsSection>
      <RegistrationsSection
        id="my-statements-title"
        title={_('statements.title')}
        what={_('statements.what')}
        query={statements}
      >
        {(items) => <StatementList items={items} />}
      </RegistrationsSection>
      <CalendarFeed />
      <OwnData />
    </>
  );
}

/** One kind of registration under its heading, or why it could not be loaded; nothing when there are none. */
function RegistrationsSection<T>({
  id,
  title,
  what,
  query,
  children,
}: {
  id: string;
  title: string;
  /** What the section lists, for the load error ('camp registrations'). */
  what: string;
  query: { data?: T[]; error: Error | null };
  children: (items: T[]) => ReactNode;
}) {
  const { _ } = useLingui();
  if (!query.error && !query.data?.length) return null;
  return (
    <PageSection id={id} title={title}>
      {query.error ? (
        <Alert variant="danger">{_('mine.loadFailed', { what, error: query.error.message })}</Alert>
      ) : (
        children(query.data ?? [])
      )}
    </PageSection>
  );
}
