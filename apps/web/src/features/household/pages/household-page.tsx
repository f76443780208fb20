import { Trans, useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { household } from '../../../hooks/use-household';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ContactsForm } from '../components/contacts-form';
import { PickupList } from '../components/pickup-list';
import { PlayerList } from '../components/player-list';
import { TextConsentSection } from '../components/text-consent-form';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';

/** /Household: the signed-in family's guardians, emergency contact and saved players. */
export function HouseholdPage() {
  const { _ } = useLingui();
  usePageTitle(_('household.title'));
  return (
    <RequireSignIn heading={_('household.title')}>
      <div className="container py-4">
        <PageHeader title={_('household.title')} lead={_('household.lead')} />
        <Profile />
        <div className="mt-4 col-lg-7">
          <TextConsentSection />
        </div>
        <p className="mt-4">
          <Trans id="household.ownData" components={{ 0: <Link to={paths.myRegistrations.href()} /> }} />
        </p>
        <p>
          <Trans id="household.mailChoices" components={{ 0: <Link to={paths.mailChoices.href()} /> }} />
        </p>
      </div>
    </RequireSignIn>
  );
}

function Profile() {
  const { _ } = useLingui();
  const { data, error, isPending } = household.use();
  if (isPending) return <PageLoader label={_('household.loading')} />;
  if (error || !data)
    return <Alert variant="danger">{_('household.loadFailed', { error: error?.message ?? '' })}</Alert>;
  return (
    <div className="row g-4 g-lg-5">
      <div className="col-lg-7 order-lg-2">
        <PlayerList players={data.players} />
        <div className="mt-4">
          <PickupList players={data.players} pickups={data.pickups} />
        </div>
      </div>
      <div className="col-lg-5 order-lg-1">
        <ContactsForm contacts={data.contacts} />
      </div>
    </div>
  );
}
