import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <div className="container py-4">
      <PageHeader title={'Contact'} />
      <p>The contact form will be here.</p>
    </div>
  );
}
