import { messages } from '@soccer/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export function EventRentalsPage() {
  usePageTitle(messages.fieldRentalsHeading);
  return (
    <div className="container py-4">
      <PageHeader title={messages.fieldRentalsHeading} lead={messages.fieldRentalsSubheading} />
      <p>The field rental inquiry form will be here.</p>
    </div>
  );
}
