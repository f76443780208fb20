import { useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ContactMessagesPage() {
  usePageTitle('Messages');
  const { pagenumber, pagesize } = useParams();
  return (
    <RequireSignIn heading={'Messages'} staff>
      <div className="container py-4">
        <PageHeader title={'Messages'} />
        <p className="text-body-secondary">
          pagenumber: {pagenumber ?? '—'} · pagesize: {pagesize ?? '—'}
        </p>
        <p>The contact message history will be here.</p>
      </div>
    </RequireSignIn>
  );
}
