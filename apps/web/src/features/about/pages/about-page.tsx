import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function AboutPage() {
  usePageTitle('About');
  return (
    <div className="container py-4">
      <PageHeader title={'About'} />
      <p>About the academy.</p>
    </div>
  );
}
