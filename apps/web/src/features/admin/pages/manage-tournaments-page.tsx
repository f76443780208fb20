import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ManageTournamentsPage() {
  usePageTitle('Tournament Registrations');
  return (
    <RequireSignIn heading={'Tournament Registrations'} staff>
      <div className="container py-4">
        <PageHeader title={'Tournament Registrations'} />
        <p>The tournament registration summary will be here.</p>
      </div>
    </RequireSignIn>
  );
}
