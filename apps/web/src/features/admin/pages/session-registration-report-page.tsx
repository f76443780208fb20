import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function SessionRegistrationReportPage() {
  usePageTitle('Session Registration Report');
  const { sessionid } = useParams();
  return (
    <RequireSignIn heading={'Session Registration Report'} staff>
      <div className="container py-4">
        <PageHeader title={'Session Registration Report'} />
        <p className="text-body-secondary">sessionid: {sessionid ?? '—'}</p>
        <p>The registrations of this session will be here.</p>
      </div>
    </RequireSignIn>
  );
}
