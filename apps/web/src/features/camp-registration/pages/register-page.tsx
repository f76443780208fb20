import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function RegisterPage() {
  usePageTitle('Register');
  const { sessionid } = useParams();
  return (
    <RequireSignIn heading={'Register'}>
      <div className="container py-4">
        <PageHeader title={'Register'} />
        <p className="text-body-secondary">sessionid: {sessionid ?? '—'}</p>
        <p>The camp registration form will be here.</p>
      </div>
    </RequireSignIn>
  );
}
