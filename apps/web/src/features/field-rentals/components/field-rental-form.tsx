import { fieldRentalErrorKeys, fieldRentalLimits, minimumDate } from '@soccer/contracts';
import { useState } from 'react';
import { CaptchaForm } from '../../../components/form/captcha-form';
import type { TypedValues } from '../../../components/form/form-on-first-use';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { emailAndPhoneFields, TextFields } from '../../../components/form/text-fields';
import { sendFieldRentalMessage } from '../api/send-field-rental-message';
import { newOperationId } from '../operation-id';
import '../../../styles/forms.scss';

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

type Inquiry = typeof emptyInquiry;

const streetFields: TextFieldProps<Inquiry>[] = [
  { name: 'streetAddress1', label: 'Street address', autoComplete: 'address-line1' },
  { name: 'streetAddress2', label: 'Street address 2', autoComplete: 'address-line2' },
];
const placeFields: TextFieldProps<Inquiry>[] = [
  { className: 'col-md-5 mb-3', name: 'city', label: 'City', autoComplete: 'address-level2' },
  { className: 'col-7 col-md-4 mb-3', name: 'state', label: 'State', autoComplete: 'address-level1' },
  { className: 'col-5 col-md-3 mb-3', name: 'zipCode', label: 'Zip code', autoComplete: 'postal-code' },
];
const partyFields: TextFieldProps<Inquiry>[] = [
  {
    className: 'col-md-6 mb-3',
    name: 'datePreferred',
    label: 'Preferred date',
    type: 'date',
    min: minimumDate,
    required: true,
  },
  { className: 'col-md-6 mb-3', name: 'timePreferred', label: 'Preferred time', placeholder: 'e.g. 2:00 PM' },
  { className: 'col-6 mb-3', name: 'numberOfHours', label: 'Hours', placeholder: 'e.g. 2' },
  { className: 'col-6 mb-3', name: 'numberOfFields', label: 'Fields', placeholder: 'e.g. 1' },
];

/** The contracts schema of an inquiry (loaded when the form first checks), its fields and error keys. */
const inquiryFields = {
  loadSchema: () => import('../field-rental-schema').then((m) => m.fieldRentalRequestSchema),
  defaultValues: emptyInquiry,
  errorKeys: fieldRentalErrorKeys,
};

function Fields(props: { fields: readonly TextFieldProps<Inquiry>[]; className: string | null }) {
  return <TextFields<Inquiry> limits={fieldRentalLimits} {...props} />;
}

/**
 * The birthday-party field rental inquiry (spec §5): contracts limits on every input, a live
 * character count on the message, Send enabled only with a bot-check value and no send running.
 */
export function FieldRentalForm({ typed }: { typed?: TypedValues }) {
  const [operationId] = useState(newOperationId);
  return (
    <CaptchaForm
      typed={typed}
      fields={inquiryFields}
      texts={{
        idPrefix: 'rental',
        title: 'Party inquiry',
        submitLabel: 'Send inquiry',
        captchaHint: 'Complete the bot check to send your inquiry.',
      }}
      send={(http, data) => sendFieldRentalMessage(http, { ...data, id: 0, operationId })}
      footer={
        <p className="rental-disclaimer small mt-4 mb-0">
          Your privacy matters to us: the information you send is used only to answer this inquiry and is
          never shared with third parties.
        </p>
      }
    >
      <fieldset className="mb-2">
        <legend className="form-section-title">About you</legend>
        <TextField
          name="fullName"
          label="Full name"
          maxLength={fieldRentalLimits.fullName}
          autoComplete="name"
          required
        />
        <Fields className="row gx-3" fields={emailAndPhoneFields<Inquiry>(true)} />
        <Fields className={null} fields={streetFields} />
        <Fields className="row gx-3" fields={placeFields} />
      </fieldset>
      <fieldset className="mb-2">
        <legend className="form-section-title">Your party</legend>
        <Fields className="row gx-3" fields={partyFields} />
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
    </CaptchaForm>
  );
}
