import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ManagePage() {
  usePageTitle('Camp Session Registrations');
  return (
    <RequireSignIn heading={'Camp Session Registrations'} staff>
      <div className="container py-4">
        <PageHeader title={'Camp Session Registrations'} />
        <p>The camp session registration summary will be here.</p>
      </div>
    </RequireSignIn>
  );
}
