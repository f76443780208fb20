import { formOnFirstUse } from '../../../components/form/form-on-first-use';
import { FormPage } from '../../../components/form/form-page';
import { usePageTitle } from '../../../hooks/use-page-title';

import { ContactInfo } from '../components/contact-info';
import '../../../styles/content.scss';
import '../contact.scss';

/** The form's code loads when the visitor starts on it (or at once after a navigation in the site). */
const ContactForm = formOnFirstUse('contact', () =>
  import('../components/contact-form').then((m) => m.ContactForm),
);

const description =
  'Contact Touchline Soccer Academy about youth soccer camps, tournaments and birthday parties in Nashville, Dallas and Stratham.';

/** /Contact: the contact form and the contact-info panel. */
export function ContactPage() {
  usePageTitle('Contact', description);
  return (
    <FormPage
      title="Contact"
      lead="We would love to hear from you, whether it is a question about a camp or just which ball size to buy."
      aside={<ContactInfo />}
    >
      <ContactForm />
    </FormPage>
  );
}
