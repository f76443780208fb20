import { useLingui } from '@lingui/react';
import { contactErrorKeys, contactLimits } from '@soccer/contracts';
import { CaptchaForm } from '../../../components/form/captcha-form';
import type { TypedValues } from '../../../components/form/form-on-first-use';
import { TextField } from '../../../components/form/text-field';
import { emailAndPhoneFields, nameFields, TextFields } from '../../../components/form/text-fields';
import { saveContactMessage } from '../api/save-contact-message';
import '../../../styles/forms.scss';

const emptyMessage = {
  firstName: '',
  lastName: '',
  email: '',
  telephone: '',
  subject: '',
  message: '',
  RecaptchaValue: '',
};

type ContactValues = typeof emptyMessage;

/** The contracts schema of a contact message (loaded when the form first checks), its fields and error keys. */
const contactFields = {
  loadSchema: () => import('../contact-schema').then((m) => m.contactMessageRequestSchema),
  defaultValues: emptyMessage,
  errorKeys: contactErrorKeys,
};

/**
 * The contact form (spec §5): every limit of contracts in the inputs and the schema, a live
 * character count on the message, and Send enabled only with a bot-check value and not while
 * sending. Success: 'Message saved' and on to /Camps.
 */
export function ContactForm({ typed }: { typed?: TypedValues }) {
  const { _ } = useLingui();
  const contactTexts = {
    idPrefix: 'contact',
    title: _('contact.form.title'),
    submitLabel: _('contact.form.submit'),
    captchaHint: _('contact.form.captchaHint'),
  };
  return (
    <CaptchaForm
      typed={typed}
      fields={contactFields}
      texts={contactTexts}
      send={(http, data) =>
        saveContactMessage(http, { ...data, id: 0, dateCreated: new Date().toISOString() })
      }
    >
      <TextFields<ContactValues>
        className="row gx-3"
        limits={contactLimits}
        fields={[
          ...nameFields<ContactValues>(
            'firstName',
            'lastName',
            ['given-name', 'family-name'],
            'col-md-6 mb-3',
          ),
          ...emailAndPhoneFields<ContactValues>(false),
        ]}
      />
      <TextField name="subject" label="Subject" maxLength={contactLimits.subject} required />
      <TextField
        name="message"
        label="Message"
        as="textarea"
        rows={6}
        maxLength={contactLimits.message}
        showRemaining
        required
      />
    </CaptchaForm>
  );
}
