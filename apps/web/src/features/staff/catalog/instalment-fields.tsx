import { useLingui } from '@lingui/react';
import { type InstalmentPlanInput, instalmentLimits } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayError } from '../../../components/form/array-error';
import { TextField } from '../../../components/form/text-field';

/** The part of a camp session or tournament form that holds its instalment plan (decision 0109). */
interface WithInstalments {
  instalmentPlan: InstalmentPlanInput | null;
}

/**
 * 'Offer an instalment plan': off, none; on, the dates of the payments after the first (which is
 * paid at registration). The server shares the price out and checks the dates against the first
 * day, the smallest card payment and a deposit.
 */
export function InstalmentFields() {
  const { _ } = useLingui();
  const { control, setValue } = useFormContext<WithInstalments>();
  const plan = useWatch({ control, name: 'instalmentPlan' });
  const dates = plan?.laterDates ?? [];
  const setDates = (laterDates: string[]) =>
    setValue('instalmentPlan', { laterDates }, { shouldDirty: true });
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{_('catalog.instalments.legend')}</legend>
      <Form.Check
        type="switch"
        id="offer-instalments"
        label={_('catalog.instalments.on')}
        checked={Boolean(plan)}
        onChange={(event) =>
          setValue('instalmentPlan', event.currentTarget.checked ? { laterDates: [''] } : null, {
            shouldDirty: true,
          })
        }
      />
      <ArrayError<WithInstalments> name="instalmentPlan" className="invalid-feedback d-block mt-2" />
      {plan ? (
        <div className="mt-2">
          <p className="form-text mt-0">{_('catalog.instalments.help')}</p>
          <ArrayError<WithInstalments>
            name="instalmentPlan.laterDates"
            className="invalid-feedback d-block mb-2"
          />
          {dates.map((_date, index) => (
            // The dates have no identity of their own beyond their place in the schedule.
            // biome-ignore lint/suspicious/noArrayIndexKey: a payment is its place in the list
            <div key={index} className="row g-2 align-items-end mb-2">
              <TextField<WithInstalments>
                name={`instalmentPlan.laterDates.${index}`}
                label={_('catalog.instalments.date', { number: index + 2 })}
                type="date"
                required
                className="col-8 col-md-5 mb-0"
              />
              <div className="col-4 col-md-3">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={dates.length <= instalmentLimits.minLaterDates}
                  onClick={() => setDates(dates.filter((_d, i) => i !== index))}
                >
                  {_('catalog.instalments.remove', { number: index + 2 })}
                </Button>
              </div>
            </div>
          ))}
          <Button
            variant="outline-primary"
            size="sm"
            disabled={dates.length >= instalmentLimits.maxLaterDates}
            onClick={() => setDates([...dates, ''])}
          >
            {_('catalog.instalments.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
