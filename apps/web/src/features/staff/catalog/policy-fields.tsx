import { useLingui } from '@lingui/react';
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

/** How a policy's fee is counted (its label's catalogue id). */
const feeKinds = [
  { value: 'percent', label: 'catalog.policy.feePercent' },
  { value: 'amount', label: 'catalog.policy.feeAmount' },
];

/**
 * 'Own cancellation policy': off uses the configured default; on shows the full-refund days, the
 * fee days and the fee (dollars or a percentage). Registrations keep the policy in force when they
 * were paid, so a change here applies to payments from now on.
 */
export function PolicyFields() {
  const { _ } = useLingui();
  const { control, setValue } = useFormContext<WithPolicy>();
  const policy = useWatch({ control, name: 'cancellationPolicy' });
  const own = policy !== null && policy !== undefined;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{_('catalog.policy.legend')}</legend>
      <Form.Check
        type="switch"
        id="own-cancellation-policy"
        label={_('catalog.policy.own')}
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
              ['cancellationPolicy.fullRefundDays', 'catalog.policy.fullRefundDays'],
              ['cancellationPolicy.feeDays', 'catalog.policy.feeDays'],
            ] as const
          ).map(([name, label]) => (
            <TextField<WithPolicy>
              key={name}
              name={name}
              label={_(label)}
              type="number"
              min="0"
              max={String(cancellationPolicyLimits.maxDays)}
              required
              className="col-md-6 mb-3"
            />
          ))}
          <SelectField<WithPolicy>
            name="cancellationPolicy.feeKind"
            label={_('catalog.policy.fee')}
            options={feeKinds.map((kind) => ({ ...kind, label: _(kind.label) }))}
            className="col-md-6 mb-3"
          />
          <TextField<WithPolicy>
            name="cancellationPolicy.feeValue"
            label={_(
              policy.feeKind === 'amount' ? 'catalog.policy.feeUsd' : 'catalog.policy.feePercentValue',
            )}
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
