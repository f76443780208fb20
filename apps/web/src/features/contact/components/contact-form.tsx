import { zodResolver } from '@hookform/resolvers/zod';
import { contactErrorKeys, contactLimits, contactMessageRequestSchema, messages } from '@soccer/contracts';
import { useCallback, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Captcha, type CaptchaHandle } from '../../../components/captcha/captcha';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors, invertKeys, readFieldErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-reporting';
import { readProblem, useHttp } from '../../../lib/http';
import { saveContactMessage } from '../api/save-contact-message';
import '../../../styles/forms.scss';

/** Fields the server's 400 `errors` can name; other keys go to the form-level alert. */
const serverFields = ['firstName', 'lastName', 'email', 'telephone', 'subject', 'message', 'RecaptchaValue'];
const serverKeyRenames = invertKeys(contactErrorKeys);

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
  const http = useHttp();
  const { toast } = useToast();
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [refused, setRefused] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);

  const form = useForm({
    resolver: zodResolver(contactMessageRequestSchema),
    defaultValues: emptyMessage,
    mode: 'onTouched',
  });
  const { control, setValue, clearErrors, setError, formState } = form;
  const captchaValue = useWatch({ control, name: 'RecaptchaValue' });
  const captchaError = formState.errors.RecaptchaValue?.message;

  const onCaptchaChange = useCallback(
    (value: string | null) => {
      setValue('RecaptchaValue', value ?? '');
      if (value) clearErrors('RecaptchaValue');
    },
    [setValue, clearErrors],
  );

  const onSubmit = form.handleSubmit(async (data) => {
    setRefused(false);
    setNotes([]);
    let response: Response;
    try {
      response = await saveContactMessage(http, { ...data, id: 0, dateCreated: new Date().toISOString() });
    } catch (error) {
      toast(messages.genericError(errorMessage(error)), 'danger');
      return;
    }
    if (response.ok) {
      toast(messages.messageSaved, 'success');
      navigate(paths.camps.href());
      return;
    }
    const errors = response.status === 400 ? await readFieldErrors(response) : null;
    if (errors) {
      // A refused bot-check value cannot be used again: start the check over.
      if (errors[contactErrorKeys.RecaptchaValue]) captcha.current?.reset();
      setNotes(applyServerErrors(errors, setError, serverFields, serverKeyRenames));
      setRefused(true);
      return;
    }
    const text = await readProblem(response);
    if (response.status === 429) {
      setNotes([text]);
      return;
    }
    // The value may have been spent on the server; a retry needs a fresh one.
    captcha.current?.reset();
    toast(messages.genericError(text), 'danger');
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="h4 mb-3">
          Send us a message
        </h2>
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
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">Bot check</legend>
          <Captcha
            ref={captcha}
            onChange={onCaptchaChange}
            describedBy={captchaError ? 'contact-captcha-error' : undefined}
          />
          {captchaError ? (
            <div id="contact-captcha-error" className="invalid-feedback d-block">
              {captchaError}
            </div>
          ) : null}
        </fieldset>
        <button
          type="submit"
          className="btn btn-primary btn-lg"
          disabled={!captchaValue || formState.isSubmitting}
        >
          {formState.isSubmitting ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Sending…
            </>
          ) : (
            'Send message'
          )}
        </button>
        {!captchaValue && !formState.isSubmitting ? (
          <p className="form-text mt-2 mb-0">Complete the bot check to send your message.</p>
        ) : null}
        <FormErrorAlert show={refused} extra={notes} />
      </Form>
    </FormProvider>
  );
}
