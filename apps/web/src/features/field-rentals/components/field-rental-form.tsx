import {
  fieldRentalErrorKeys,
  fieldRentalLimits,
  fieldRentalRequestSchema,
  minimumDate,
} from '@soccer/contracts';
import { useState } from 'react';
import { CaptchaForm } from '../../../components/form/captcha-form';
import { TextField } from '../../../components/form/text-field';
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

/**
 * The birthday-party field rental inquiry (spec §5): contracts limits on every input, a live
 * character count on the message, Send enabled only with a bot-check value and no send running.
 */
export function FieldRentalForm() {
  const [operationId] = useState(newOperationId);
  return (
    <CaptchaForm
      schema={fieldRentalRequestSchema}
      defaultValues={emptyInquiry}
      errorKeys={fieldRentalErrorKeys}
      send={(http, data) => sendFieldRentalMessage(http, { ...data, id: 0, operationId })}
      idPrefix="rental"
      title="Party inquiry"
      submitLabel="Send inquiry"
      captchaHint="Complete the bot check to send your inquiry."
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
    </CaptchaForm>
  );
}
