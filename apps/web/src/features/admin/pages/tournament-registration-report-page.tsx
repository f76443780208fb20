import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function TournamentRegistrationReportPage() {
  usePageTitle('Tournament Registration Report');
  const { tournamentId, ageRangeId } = useParams();
  return (
    <RequireSignIn heading={'Tournament Registration Report'} staff>
      <div className="container py-4">
        <PageHeader title={'Tournament Registration Report'} />
        <p className="text-body-secondary">
          tournamentId: {tournamentId ?? '—'} · ageRangeId: {ageRangeId ?? '—'}
        </p>
        <p>The registrations of this tournament age range will be here.</p>
      </div>
    </RequireSignIn>
  );
}
