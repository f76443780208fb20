import { useLingui } from '@lingui/react';
import {
  businessTimeZone,
  fieldRentalErrorKeys,
  fieldRentalLimits,
  fieldRentalNumberRanges,
  rentalLocationLabel,
  todayIsoDateIn,
} from '@soccer/contracts';
import { useState } from 'react';
import { CaptchaForm } from '../../../components/form/captcha-form';
import type { TypedValues } from '../../../components/form/form-on-first-use';
import { SelectField } from '../../../components/form/select-field';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { emailAndPhoneFields, TextFields } from '../../../components/form/text-fields';
import { useRentalLocations } from '../api/get-rental-locations';
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
  location: '',
  numberOfChildren: '',
  childAge: '',
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
/** The party's date may be today or later where the business is (contracts `businessTimeZone`). */
const partyFields = (today: string): TextFieldProps<Inquiry>[] => [
  {
    className: 'col-md-6 mb-3',
    name: 'datePreferred',
    label: 'Preferred date',
    type: 'date',
    min: today,
    required: true,
  },
  { className: 'col-md-6 mb-3', name: 'timePreferred', label: 'Preferred time', placeholder: 'e.g. 2:00 PM' },
  { className: 'col-6 mb-3', name: 'numberOfHours', label: 'Hours', placeholder: 'e.g. 2' },
  { className: 'col-6 mb-3', name: 'numberOfFields', label: 'Fields', placeholder: 'e.g. 1' },
];
const { numberOfChildren, childAge } = fieldRentalNumberRanges;
const guestFields: TextFieldProps<Inquiry>[] = [
  {
    className: 'col-6 mb-3',
    name: 'numberOfChildren',
    label: 'Number of children',
    placeholder: `${numberOfChildren.min}–${numberOfChildren.max}`,
  },
  {
    className: 'col-6 mb-3',
    name: 'childAge',
    label: "Birthday child's age",
    placeholder: `${childAge.min}–${childAge.max}`,
  },
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
  const [today] = useState(() => todayIsoDateIn(businessTimeZone));
  const { _ } = useLingui();
  const locations = useRentalLocations().data ?? [];
  return (
    <CaptchaForm
      typed={typed}
      fields={inquiryFields}
      texts={{
        idPrefix: 'rental',
        title: _('rentals.form.title'),
        submitLabel: _('rentals.form.submit'),
        captchaHint: _('rentals.form.captchaHint'),
      }}
      send={(http, data) => sendFieldRentalMessage(http, { ...data, id: 0, operationId })}
      footer={<p className="rental-disclaimer small mt-4 mb-0">{_('rentals.form.privacy')}</p>}
    >
      <fieldset className="mb-2">
        <legend className="form-section-title">{_('rentals.form.aboutYou')}</legend>
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
        <legend className="form-section-title">{_('rentals.form.yourParty')}</legend>
        <SelectField<Inquiry>
          name="location"
          label="Location"
          placeholder="No preference"
          options={locations.map((l) => ({ value: String(l.id), label: rentalLocationLabel(l) }))}
        />
        <Fields className="row gx-3" fields={partyFields(today)} />
        <Fields className="row gx-3" fields={guestFields} />
        <TextField
          name="message"
          label="Tell us about the party"
          as="textarea"
          rows={5}
          maxLength={fieldRentalLimits.message}
          placeholder="A theme, food, anything you would like us to plan."
          showRemaining
        />
      </fieldset>
    </CaptchaForm>
  );
}
