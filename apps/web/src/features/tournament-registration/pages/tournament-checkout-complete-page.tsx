import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function TournamentCheckoutCompletePage() {
  usePageTitle('Tournament Checkout Complete');
  const { successstatus, sessionid } = useParams();
  return (
    <div className="container py-4">
      <PageHeader title={'Tournament Checkout Complete'} />
      <p className="text-body-secondary">
        successstatus: {successstatus ?? '—'} · sessionid: {sessionid ?? '—'}
      </p>
      <p>The payment result will be shown here.</p>
    </div>
  );
}
