import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { household } from '../../../hooks/use-household';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ContactsForm } from '../components/contacts-form';
import { PlayerList } from '../components/player-list';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';

/** /Household: the signed-in family's guardians, emergency contact and saved players. */
export function HouseholdPage() {
  usePageTitle('Household');
  return (
    <RequireSignIn heading="Household">
      <div className="container py-4">
        <PageHeader
          title="Household"
          lead="Save your players and contacts once; the registration forms fill themselves in from them."
        />
        <Profile />
        <p className="mt-4">
          <Link to={paths.myRegistrations.href()}>My Registrations</Link> · Download or erase everything we
          keep about your family there.
        </p>
      </div>
    </RequireSignIn>
  );
}

function Profile() {
  const { data, error, isPending } = household.use();
  if (isPending) return <PageLoader label="Loading your household…" />;
  if (error || !data)
    return <Alert variant="danger">Your household could not be loaded: {error?.message}</Alert>;
  return (
    <div className="row g-4 g-lg-5">
      <div className="col-lg-7 order-lg-2">
        <PlayerList players={data.players} />
      </div>
      <div className="col-lg-5 order-lg-1">
        <ContactsForm contacts={data.contacts} />
      </div>
    </div>
  );
}
