import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function MyRegistrationsPage() {
  usePageTitle('My Registrations');
  return (
    <RequireSignIn heading={'My Registrations'}>
      <div className="container py-4">
        <PageHeader title={'My Registrations'} />
        <p>Your camp and tournament registrations will be listed here.</p>
      </div>
    </RequireSignIn>
  );
}
