import { useLingui } from '@lingui/react';
import { type DepositPlanInput, depositLimits, todayIsoDate } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

/** The part of a camp session or tournament form that holds its deposit terms (decision 0104). */
interface WithDeposit {
  depositPlan: DepositPlanInput | null;
}

/** How a deposit is counted (its label's catalogue id). */
const depositKinds = [
  { value: 'percent', label: 'catalog.deposit.percent' },
  { value: 'amount', label: 'catalog.deposit.amount' },
];

/**
 * 'Take a deposit': off, families pay the whole price at registration (as always); on, the
 * deposit (dollars or a percentage of the price) and the day the balance is due. The server
 * checks both against the price and the first day.
 */
export function DepositFields() {
  const { _ } = useLingui();
  const { control, setValue } = useFormContext<WithDeposit>();
  const plan = useWatch({ control, name: 'depositPlan' });
  const on = plan !== null && plan !== undefined;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{_('catalog.deposit.legend')}</legend>
      <Form.Check
        type="switch"
        id="take-a-deposit"
        label={_('catalog.deposit.on')}
        checked={on}
        onChange={(event) =>
          setValue(
            'depositPlan',
            event.currentTarget.checked
              ? { depositKind: 'percent', depositValue: 50, balanceDueDate: todayIsoDate() }
              : null,
            { shouldDirty: true },
          )
        }
      />
      {on ? (
        <div className="row mt-2">
          <SelectField<WithDeposit>
            name="depositPlan.depositKind"
            label={_('catalog.deposit.kind')}
            options={depositKinds.map((kind) => ({ ...kind, label: _(kind.label) }))}
            className="col-md-4 mb-3"
          />
          <TextField<WithDeposit>
            name="depositPlan.depositValue"
            label={_(plan.depositKind === 'amount' ? 'catalog.deposit.usd' : 'catalog.deposit.percentValue')}
            type="number"
            min={plan.depositKind === 'amount' ? '0' : String(depositLimits.minPercent)}
            max={plan.depositKind === 'amount' ? undefined : String(depositLimits.maxPercent)}
            required
            className="col-md-4 mb-3"
          />
          <TextField<WithDeposit>
            name="depositPlan.balanceDueDate"
            label={_('catalog.deposit.dueDate')}
            type="date"
            required
            className="col-md-4 mb-0"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
