import { useLingui } from '@lingui/react';
import { minimumDate, priceWindowLimits } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ArrayError } from '../../../components/form/array-error';
import { TextField } from '../../../components/form/text-field';

/** The part of a camp session or tournament form that holds its price windows. */
interface WithWindows {
  priceWindows: { until: string; cost: number | string }[];
}

/**
 * Early-bird and late prices (decision 0102): rows of a last day and a price, earliest first; the
 * item's own cost is the price after the last one. A family keeps the price it registered at, so
 * a change here prices registrations from now on.
 */
export function PriceWindowFields() {
  const { _ } = useLingui();
  const { control } = useFormContext<WithWindows>();
  const windows = useFieldArray({ control, name: 'priceWindows', keyName: 'key' });
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-1">{_('catalog.priceWindows.legend')}</legend>
      <p className="form-text mt-0">{_('catalog.priceWindows.help')}</p>
      <ArrayError<WithWindows> name="priceWindows" className="invalid-feedback d-block mb-2" />
      {windows.fields.map((row, index) => (
        <div key={row.key} className="row g-2 align-items-end mb-2">
          <TextField<WithWindows>
            name={`priceWindows.${index}.until`}
            label={_('catalog.priceWindows.until', { number: index + 1 })}
            type="date"
            min={minimumDate}
            required
            className="col-6 col-md-5 mb-0"
          />
          <TextField<WithWindows>
            name={`priceWindows.${index}.cost`}
            label={_('catalog.priceWindows.cost', { number: index + 1 })}
            type="number"
            min="0"
            required
            className="col-6 col-md-4 mb-0"
          />
          <div className="col-12 col-md-3">
            <Button variant="outline-secondary" size="sm" onClick={() => windows.remove(index)}>
              {_('catalog.priceWindows.remove', { number: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="outline-primary"
        size="sm"
        disabled={windows.fields.length >= priceWindowLimits.maxWindows}
        onClick={() => windows.append({ until: '', cost: '' })}
      >
        {_('catalog.priceWindows.add')}
      </Button>
    </fieldset>
  );
}
