import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function CheckoutPage() {
  usePageTitle('Checkout');
  const { registrationid } = useParams();
  return (
    <RequireSignIn heading={'Checkout'}>
      <div className="container py-4">
        <PageHeader title={'Checkout'} />
        <p className="text-body-secondary">registrationid: {registrationid ?? '—'}</p>
        <p>The camp purchase confirmation will be here.</p>
      </div>
    </RequireSignIn>
  );
}
