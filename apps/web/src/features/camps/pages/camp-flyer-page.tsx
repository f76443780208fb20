import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function CampFlyerPage() {
  usePageTitle('Camp Flyer');
  const { campspecid, sessionid } = useParams();
  return (
    <div className="container py-4">
      <PageHeader title={'Camp Flyer'} />
      <p className="text-body-secondary">
        campspecid: {campspecid ?? '—'} · sessionid: {sessionid ?? '—'}
      </p>
      <p>The camp flyer will be shown here.</p>
    </div>
  );
}
