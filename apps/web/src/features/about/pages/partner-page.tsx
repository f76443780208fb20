import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function PartnerPage() {
  usePageTitle('Partner');
  return (
    <div className="container py-4">
      <PageHeader title={'Partner'} />
      <p>About our year-round online training partner.</p>
    </div>
  );
}
