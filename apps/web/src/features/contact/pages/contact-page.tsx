import { useLingui } from '@lingui/react';
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

/** /Contact: the contact form and the contact-info panel. */
export function ContactPage() {
  const { _ } = useLingui();
  usePageTitle(_('contact.title'), _('contact.description'));
  return (
    <FormPage title={_('contact.title')} lead={_('contact.lead')} aside={<ContactInfo />}>
      <ContactForm />
    </FormPage>
  );
}
