import { contactErrorKeys, contactLimits, contactMessageRequestSchema } from '@soccer/contracts';
import { CaptchaForm } from '../../../components/form/captcha-form';
import { TextField } from '../../../components/form/text-field';
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

/**
 * The contact form (spec §5): every limit of contracts in the inputs and the schema, a live
 * character count on the message, and Send enabled only with a bot-check value and not while
 * sending. Success: 'Message saved' and on to /Camps.
 */
export function ContactForm() {
  return (
    <CaptchaForm
      schema={contactMessageRequestSchema}
      defaultValues={emptyMessage}
      errorKeys={contactErrorKeys}
      send={(http, data) =>
        saveContactMessage(http, { ...data, id: 0, dateCreated: new Date().toISOString() })
      }
      idPrefix="contact"
      title="Send us a message"
      submitLabel="Send message"
      captchaHint="Complete the bot check to send your message."
    >
      <div className="row gx-3">
        <TextField
          className="col-md-6 mb-3"
          name="firstName"
          label="First name"
          maxLength={contactLimits.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          className="col-md-6 mb-3"
          name="lastName"
          label="Last name"
          maxLength={contactLimits.lastName}
          autoComplete="family-name"
          required
        />
        <TextField
          className="col-md-6 mb-3"
          name="email"
          label="Email"
          type="email"
          maxLength={contactLimits.email}
          autoComplete="email"
          required
        />
        <TextField
          className="col-md-6 mb-3"
          name="telephone"
          label="Phone"
          type="tel"
          maxLength={contactLimits.telephone}
          autoComplete="tel"
        />
      </div>
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
