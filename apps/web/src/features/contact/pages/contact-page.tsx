import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import '../../../styles/content.scss';
import '../contact.scss';

const description =
  'Contact Touchline Soccer Academy about youth soccer camps, tournaments and birthday parties in Nashville, Dallas and Stratham.';

/** /Contact: the contact form and the contact-info panel. */
export function ContactPage() {
  usePageTitle('Contact', description);
  return (
    <div className="container py-4">
      <PageHeader
        title="Contact"
        lead="We would love to hear from you, whether it is a question about a camp or just which ball size to buy."
      />
      <div className="row g-4 g-lg-5">
        <div className="col-lg-7">
          <div className="form-panel">
            <ContactForm />
          </div>
        </div>
        <div className="col-lg-5">
          <ContactInfo />
        </div>
      </div>
    </div>
  );
}
