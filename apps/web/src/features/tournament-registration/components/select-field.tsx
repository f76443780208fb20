import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, get, type Path, useFormContext } from 'react-hook-form';

export interface SelectOption {
  value: string;
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

/**
 * A labelled select bound to the surrounding react-hook-form, with its error (schema or server)
 * beside it — the select counterpart of the shared `TextField`.
 */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { register, formState } = useFormContext<T>();
  const error = get(formState.errors, props.name) as { message?: string } | undefined;
  const id = `field-${props.name.replace(/\./g, '-')}`;
  return (
    <Form.Group className={props.className ?? 'mb-3'} controlId={id}>
      <Form.Label>
        {props.label}
        {props.required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Form.Label>
      <Form.Select
        required={props.required}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(props.name)}
      >
        <option value="">{props.placeholder ?? 'Choose…'}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
