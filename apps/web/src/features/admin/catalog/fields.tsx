import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, get, type Path, useFormContext } from 'react-hook-form';

/** The error message of a field, from the schema or the server. */
function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState } = useFormContext<T>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A labelled select bound to the surrounding form, its error beside it (like TextField). */
export function SelectField<T extends FieldValues>(props: {
  name: Path<T>;
  label: ReactNode;
  options: SelectOption[];
  placeholder?: string;
  required?: boolean;
  className?: string;
}) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(props.name);
  const id = fieldId(props.name);
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
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** A labelled switch bound to the surrounding form (archived, t-shirt offering). */
export function SwitchField<T extends FieldValues>(props: {
  name: Path<T>;
  label: ReactNode;
  help?: ReactNode;
  className?: string;
}) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(props.name);
  const id = fieldId(props.name);
  return (
    <Form.Group className={props.className ?? 'mb-3'} controlId={id}>
      <Form.Check
        type="switch"
        label={props.label}
        isInvalid={Boolean(error)}
        aria-describedby={
          [error ? `${id}-error` : null, props.help ? `${id}-help` : null].filter(Boolean).join(' ') ||
          undefined
        }
        {...register(props.name)}
      />
      {props.help ? (
        <Form.Text id={`${id}-help`} muted>
          {props.help}
        </Form.Text>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </Form.Group>
  );
}
