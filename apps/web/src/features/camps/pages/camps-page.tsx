import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function CampsPage() {
  usePageTitle('Camps');
  return (
    <div className="container py-4">
      <PageHeader title={'Camps'} />
      <p>Camp sessions will be listed here.</p>
    </div>
  );
}
