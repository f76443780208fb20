import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function TournamentCheckoutPage() {
  usePageTitle('Tournament Checkout');
  const { registrationid } = useParams();
  return (
    <RequireSignIn heading={'Tournament Checkout'}>
      <div className="container py-4">
        <PageHeader title={'Tournament Checkout'} />
        <p className="text-body-secondary">registrationid: {registrationid ?? '—'}</p>
        <p>The tournament purchase page will be here.</p>
      </div>
    </RequireSignIn>
  );
}
