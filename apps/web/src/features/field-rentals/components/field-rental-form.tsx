import { zodResolver } from '@hookform/resolvers/zod';
import {
  fieldRentalErrorKeys,
  fieldRentalLimits,
  fieldRentalRequestSchema,
  messages,
  minimumDate,
} from '@soccer/contracts';
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
import { sendFieldRentalMessage } from '../api/send-field-rental-message';
import { newOperationId } from '../operation-id';
import '../../../styles/forms.scss';

const serverFields = [
  'fullName',
  'streetAddress1',
  'streetAddress2',
  'city',
  'state',
  'zipCode',
  'email',
  'telephone',
  'datePreferred',
  'timePreferred',
  'numberOfHours',
  'numberOfFields',
  'message',
  'RecaptchaValue',
];
const serverKeyRenames = invertKeys(fieldRentalErrorKeys);

const emptyInquiry = {
  fullName: '',
  streetAddress1: '',
  streetAddress2: '',
  city: '',
  state: '',
  zipCode: '',
  email: '',
  telephone: '',
  datePreferred: '',
  timePreferred: '',
  numberOfHours: '',
  numberOfFields: '',
  message: '',
  RecaptchaValue: '',
};

/**
 * The birthday-party field rental inquiry (spec §5): contracts limits on every input, a live
 * character count on the message, Send enabled only with a bot-check value and no send running.
 */
export function FieldRentalForm() {
  const http = useHttp();
  const { toast } = useToast();
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [operationId] = useState(newOperationId);
  const [refused, setRefused] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);

  const form = useForm({
    resolver: zodResolver(fieldRentalRequestSchema),
    defaultValues: emptyInquiry,
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
      response = await sendFieldRentalMessage(http, { ...data, id: 0, operationId });
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
      if (errors[fieldRentalErrorKeys.RecaptchaValue]) captcha.current?.reset();
      setNotes(applyServerErrors(errors, setError, serverFields, serverKeyRenames));
      setRefused(true);
      return;
    }
    const text = await readProblem(response);
    if (response.status === 429) {
      setNotes([text]);
      return;
    }
    captcha.current?.reset();
    toast(messages.genericError(text), 'danger');
  });

  const sending = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="rental-form-title">
        <h2 id="rental-form-title" className="h4 mb-3">
          Party inquiry
        </h2>
        <fieldset className="mb-2">
          <legend className="form-section-title">About you</legend>
          <TextField
            name="fullName"
            label="Full name"
            maxLength={fieldRentalLimits.fullName}
            autoComplete="name"
            required
          />
          <div className="row gx-3">
            <TextField
              className="col-md-6 mb-3"
              name="email"
              label="Email"
              type="email"
              maxLength={fieldRentalLimits.email}
              autoComplete="email"
              required
            />
            <TextField
              className="col-md-6 mb-3"
              name="telephone"
              label="Phone"
              type="tel"
              maxLength={fieldRentalLimits.telephone}
              autoComplete="tel"
              required
            />
          </div>
          <TextField
            name="streetAddress1"
            label="Street address"
            maxLength={fieldRentalLimits.streetAddress1}
            autoComplete="address-line1"
          />
          <TextField
            name="streetAddress2"
            label="Street address 2"
            maxLength={fieldRentalLimits.streetAddress2}
            autoComplete="address-line2"
          />
          <div className="row gx-3">
            <TextField
              className="col-md-5 mb-3"
              name="city"
              label="City"
              maxLength={fieldRentalLimits.city}
              autoComplete="address-level2"
            />
            <TextField
              className="col-7 col-md-4 mb-3"
              name="state"
              label="State"
              maxLength={fieldRentalLimits.state}
              autoComplete="address-level1"
            />
            <TextField
              className="col-5 col-md-3 mb-3"
              name="zipCode"
              label="Zip code"
              maxLength={fieldRentalLimits.zipCode}
              autoComplete="postal-code"
            />
          </div>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="form-section-title">Your party</legend>
          <div className="row gx-3">
            <TextField
              className="col-md-6 mb-3"
              name="datePreferred"
              label="Preferred date"
              type="date"
              min={minimumDate}
              required
            />
            <TextField
              className="col-md-6 mb-3"
              name="timePreferred"
              label="Preferred time"
              maxLength={fieldRentalLimits.timePreferred}
              placeholder="e.g. 2:00 PM"
            />
            <TextField
              className="col-6 mb-3"
              name="numberOfHours"
              label="Hours"
              maxLength={fieldRentalLimits.numberOfHours}
              placeholder="e.g. 2"
            />
            <TextField
              className="col-6 mb-3"
              name="numberOfFields"
              label="Fields"
              maxLength={fieldRentalLimits.numberOfFields}
              placeholder="e.g. 1"
            />
          </div>
          <TextField
            name="message"
            label="Tell us about the party"
            as="textarea"
            rows={5}
            maxLength={fieldRentalLimits.message}
            placeholder="Age of the birthday star, number of guests, anything you would like us to plan."
            showRemaining
          />
        </fieldset>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">Bot check</legend>
          <Captcha
            ref={captcha}
            onChange={onCaptchaChange}
            describedBy={captchaError ? 'rental-captcha-error' : undefined}
          />
          {captchaError ? (
            <div id="rental-captcha-error" className="invalid-feedback d-block">
              {captchaError}
            </div>
          ) : null}
        </fieldset>
        <button type="submit" className="btn btn-primary btn-lg" disabled={!captchaValue || sending}>
          {sending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Sending…
            </>
          ) : (
            'Send inquiry'
          )}
        </button>
        {!captchaValue && !sending ? (
          <p className="form-text mt-2 mb-0">Complete the bot check to send your inquiry.</p>
        ) : null}
        <FormErrorAlert show={refused} extra={notes} />
        <p className="rental-disclaimer small mt-4 mb-0">
          Your privacy matters to us: the information you send is used only to answer this inquiry and is
          never shared with third parties.
        </p>
      </Form>
    </FormProvider>
  );
}
