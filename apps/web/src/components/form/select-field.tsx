import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { FieldGroup, fieldId, useFieldError } from './form-field';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ('Choose…'); the schema refuses it when a value is required. */
  placeholder?: string;
  required?: boolean;
  className?: string;
}

/** A labelled select bound to the surrounding react-hook-form, its error beside it (like TextField). */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(props.name);
  const id = fieldId(props.name);
  return (
    <FieldGroup
      id={id}
      label={props.label}
      error={error}
      required={props.required}
      className={props.className}
    >
      <Form.Select
        required={props.required}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(props.name)}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </FieldGroup>
  );
}
