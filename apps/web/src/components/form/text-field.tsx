import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, type Path, type useFormContext, useWatch } from 'react-hook-form';
import { fieldLabel } from '../../lib/i18n/form-texts';
import { type BoundFieldProps, describedBy, FieldGroup, useBoundField } from './form-field';

export interface TextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** The field's cap from the contracts' limits; the input refuses more. */ maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'datetime-local' | 'number' | 'password';
  as?: 'input' | 'textarea';
  rows?: number;
  min?: string;
  max?: string;
  autoComplete?: string;
  placeholder?: string;
  help?: ReactNode;
  /** Shows a live 'Characters remaining: n' line under the field. */
  showRemaining?: boolean;
}

/**
 * A labelled react-bootstrap input bound to the surrounding react-hook-form: the error (from
 * the zod schema or the server) shows beside the field, `aria-invalid` and `aria-describedby`
 * set so screen readers announce it.
 */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { id, error, control, group, input } = useBoundField<T>(props);
  return (
    <FieldGroup
      {...group}
      help={props.help}
      after={
        props.showRemaining && props.maxLength ? (
          <Remaining<T> id={`${id}-remaining`} name={props.name} max={props.maxLength} control={control} />
        ) : null
      }
    >
      <Form.Control
        {...(props.as === 'textarea'
          ? { as: 'textarea' as const, rows: props.rows ?? 5 }
          : { type: props.type ?? 'text' })}
        maxLength={props.maxLength}
        min={props.min}
        max={props.max}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder === undefined ? undefined : fieldLabel(props.placeholder)}
        {...input}
        aria-describedby={describedBy(
          id,
          error,
          props.showRemaining && `${id}-remaining`,
          Boolean(props.help) && `${id}-help`,
        )}
      />
    </FieldGroup>
  );
}

function Remaining<T extends FieldValues>(props: {
  id: string;
  name: Path<T>;
  max: number;
  control: ReturnType<typeof useFormContext<T>>['control'];
}) {
  const { _ } = useLingui();
  const value = useWatch({ control: props.control, name: props.name }) as unknown;
  const used = typeof value === 'string' ? value.length : 0;
  return (
    <Form.Text id={props.id} className="d-block" aria-live="polite">
      {_('form.remaining', { count: Math.max(0, props.max - used) })}
    </Form.Text>
  );
}
