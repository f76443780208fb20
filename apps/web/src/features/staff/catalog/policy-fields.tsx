import {
  type CancellationPolicyInput,
  cancellationPolicyLimits,
  policyToInput,
  shippedCancellationPolicy,
} from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

/** The part of a camp session or tournament form that holds its own cancellation policy. */
interface WithPolicy {
  cancellationPolicy: CancellationPolicyInput | null;
}

/** How a policy's fee is counted. */
const feeKinds = [
  { value: 'percent', label: 'Percentage of the payment' },
  { value: 'amount', label: 'Amount in dollars' },
];

/**
 * 'Own cancellation policy': off uses the configured default; on shows the full-refund days, the
 * fee days and the fee (dollars or a percentage). Registrations keep the policy in force when they
 * were paid, so a change here applies to payments from now on.
 */
export function PolicyFields() {
  const { control, setValue } = useFormContext<WithPolicy>();
  const policy = useWatch({ control, name: 'cancellationPolicy' });
  const own = policy !== null && policy !== undefined;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">Cancellation policy</legend>
      <Form.Check
        type="switch"
        id="own-cancellation-policy"
        label="Own cancellation policy (otherwise the site's default)"
        checked={own}
        onChange={(event) =>
          setValue(
            'cancellationPolicy',
            event.currentTarget.checked ? policyToInput(shippedCancellationPolicy) : null,
            { shouldDirty: true },
          )
        }
      />
      {own ? (
        <div className="row mt-2">
          {(
            [
              ['cancellationPolicy.fullRefundDays', 'Full refund until (days before the start)'],
              ['cancellationPolicy.feeDays', 'Refund less the fee until (days before)'],
            ] as const
          ).map(([name, label]) => (
            <TextField<WithPolicy>
              key={name}
              name={name}
              label={label}
              type="number"
              min="0"
              max={String(cancellationPolicyLimits.maxDays)}
              required
              className="col-md-6 mb-3"
            />
          ))}
          <SelectField<WithPolicy>
            name="cancellationPolicy.feeKind"
            label="Fee"
            options={feeKinds}
            className="col-md-6 mb-3"
          />
          <TextField<WithPolicy>
            name="cancellationPolicy.feeValue"
            label={policy.feeKind === 'amount' ? 'Fee (USD)' : 'Fee (%)'}
            type="number"
            min="0"
            required
            className="col-md-6 mb-0"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
