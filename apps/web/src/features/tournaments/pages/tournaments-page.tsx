import { messages } from '@soccer/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function TournamentsPage() {
  usePageTitle(messages.tournamentsTitle);
  return (
    <div className="container py-4">
      <PageHeader title={messages.tournamentsTitle} lead={messages.tournamentsNote} />
      <p>Tournaments will be listed here.</p>
    </div>
  );
}
