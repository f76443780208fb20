import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function RegisterTournamentPage() {
  usePageTitle('Register Your Team for Tournament');
  const { tournamentAgeRangeId, tournamentRegistrationId } = useParams();
  return (
    <RequireSignIn heading={'Register'}>
      <div className="container py-4">
        <PageHeader title={'Register Your Team for Tournament'} />
        <p className="text-body-secondary">
          tournamentAgeRangeId: {tournamentAgeRangeId ?? '—'} · tournamentRegistrationId:{' '}
          {tournamentRegistrationId ?? '—'}
        </p>
        <p>The team registration form will be here.</p>
      </div>
    </RequireSignIn>
  );
}
