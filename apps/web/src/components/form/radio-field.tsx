import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from './form-field';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

/**
 * A choice among a few radio buttons bound to the surrounding react-hook-form: a fieldset whose
 * legend is the label, its error under the choices (from the schema or the server).
 */
export function RadioField<T extends FieldValues>(
  props: BoundFieldProps<T> & { options: readonly RadioOption[] },
) {
  const { id, error, input } = useBoundField<T>(props);
  const { isInvalid, required, ...register } = input;
  return (
    <fieldset
      className={props.className ?? 'mb-3'}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">
        {props.label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {props.options.map((o) => (
        <Form.Check
          key={o.value}
          type="radio"
          id={`${id}-${o.value}`}
          value={o.value}
          label={o.label}
          isInvalid={isInvalid}
          {...register}
        />
      ))}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
