import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { describedBy, fieldId, useFieldError } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';

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
        aria-describedby={describedBy(id, error, Boolean(props.help) && `${id}-help`)}
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

/** An item's description as the public pages show it: required, up to 2000 characters, counted as typed. */
export function DescriptionField<T extends FieldValues>({ name, rows }: { name: Path<T>; rows: number }) {
  return (
    <TextField<T>
      name={name}
      label="Description"
      as="textarea"
      rows={rows}
      maxLength={2000}
      showRemaining
      required
    />
  );
}
