import { messages } from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useBrowserSize } from '../../../hooks/use-browser-size';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useMyCampRegistrations } from '../api/get-my-camp-registrations';
import { useMyTournamentRegistrations } from '../api/get-my-tournament-registrations';
import { CampRegistrationList } from '../components/camp-registration-list';
import { TournamentRegistrationList } from '../components/tournament-registration-list';
import '../../../styles/tables.scss';
import '../my-registrations.scss';

/** /MyRegistrations: the signed-in account's camp and tournament registrations. */
export function MyRegistrationsPage() {
  usePageTitle('My Registrations');
  return (
    <RequireSignIn heading="My Registrations">
      <div className="container py-4">
        <PageHeader title="My Registrations" />
        <Registrations />
      </div>
    </RequireSignIn>
  );
}

function Registrations() {
  const { user } = useAuth();
  const size = useBrowserSize();
  const camps = useMyCampRegistrations(user?.id ?? '');
  const tournaments = useMyTournamentRegistrations(user?.id ?? '');

  if (camps.isPending || tournaments.isPending) return <PageLoader label="Loading your registrations…" />;

  if (camps.data?.length === 0 && tournaments.data?.length === 0) {
    return (
      <div className="py-3">
        <p className="fs-5">{messages.noRegistrations}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={paths.camps.href()}>
            Browse camps
          </Link>
          <Link className="btn btn-outline-primary" to={paths.tournaments.href()}>
            Browse tournaments
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      {camps.error || camps.data?.length ? (
        <section className="mb-5" aria-labelledby="my-camps-title">
          <h2 id="my-camps-title" className="section-title h3">
            Camps
          </h2>
          {camps.error ? (
            <Alert variant="danger">Your camp registrations could not be loaded: {camps.error.message}</Alert>
          ) : (
            <CampRegistrationList items={camps.data ?? []} size={size} />
          )}
        </section>
      ) : null}
      {tournaments.error || tournaments.data?.length ? (
        <section className="mb-5" aria-labelledby="my-tournaments-title">
          <h2 id="my-tournaments-title" className="section-title h3">
            Tournaments
          </h2>
          {tournaments.error ? (
            <Alert variant="danger">
              Your tournament registrations could not be loaded: {tournaments.error.message}
            </Alert>
          ) : (
            <TournamentRegistrationList items={tournaments.data ?? []} size={size} />
          )}
        </section>
      ) : null}
    </>
  );
}
