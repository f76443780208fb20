import Form from 'react-bootstrap/Form';
import type { FieldValues } from 'react-hook-form';
import { fieldLabel } from '../../lib/i18n/form-texts';
import { type BoundFieldProps, describedBy, FieldGroup, useBoundField } from './form-field';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  options: readonly SelectOption[];
  /** The first, empty choice ('Choose…'); the schema refuses it when a value is required. */
  placeholder?: string;
}

/** A labelled select bound to the surrounding react-hook-form, its error beside it (like TextField). */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { id, error, group, input } = useBoundField<T>(props);
  return (
    <FieldGroup {...group}>
      <Form.Select {...input} aria-describedby={describedBy(id, error)}>
        {props.placeholder !== undefined ? <option value="">{fieldLabel(props.placeholder)}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {fieldLabel(o.label)}
          </option>
        ))}
      </Form.Select>
    </FieldGroup>
  );
}
