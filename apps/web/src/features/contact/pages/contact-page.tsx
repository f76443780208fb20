import { formOnFirstUse } from '../../../components/form/form-on-first-use';
import { FormPage } from '../../../components/form/form-page';

import { ContactInfo } from '../components/contact-info';
import '../../../styles/content.scss';
import '../contact.scss';

/** The form's code loads when the visitor starts on it (or at once after a navigation in the site). */
const ContactForm = formOnFirstUse('contact', () =>
  import('../components/contact-form').then((m) => m.ContactForm),
);

/** /Contact: the contact form and the contact-info panel. */
export function ContactPage() {
  return (
    <FormPage texts="contact" aside={<ContactInfo />}>
      <ContactForm />
    </FormPage>
  );
}
