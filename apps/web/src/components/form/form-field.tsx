import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldValues, get, type Path, useFormContext } from 'react-hook-form';
import { fieldLabel, validationText } from '../../lib/i18n/form-texts';

/** The id of a field's control; its error, help and other lines take it as their prefix. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/** The error message of a field, from the zod schema or the server. */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState } = useFormContext<T>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** What every bound field takes: the form value it edits, its label, whether it is required, its class. */
export interface BoundFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * A field bound to the surrounding react-hook-form: its `FieldGroup` props, and the props of its
 * control that register it and mark it invalid (with `aria-invalid`) while it has an error.
 */
export function useBoundField<T extends FieldValues>({
  name,
  label,
  required,
  className,
}: BoundFieldProps<T>) {
  const { register, control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const id = fieldId(name);
  return {
    id,
    error,
    control,
    group: { id, label, error, required, className },
    input: {
      required,
      isInvalid: Boolean(error),
      'aria-invalid': error ? true : undefined,
      ...register(name),
    },
  };
}

/** The `aria-describedby` of a control: its error first, then the lines under it. */
export function describedBy(id: string, error: string | undefined, ...lines: (string | false | undefined)[]) {
  return [error ? `${id}-error` : null, ...lines].filter(Boolean).join(' ') || undefined;
}

export interface FieldGroupProps {
  id: string;
  label: ReactNode;
  error: string | undefined;
  required?: boolean;
  help?: ReactNode;
  className?: string;
  /** The control, labelled through the group's `controlId`. */
  children: ReactNode;
  /** Lines between the help and the error (a live character count). */
  after?: ReactNode;
}

/**
 * Label (with a '*' for required fields), control, help and the error beside the control:
 * react-bootstrap shows the feedback when the control has `isInvalid`.
 */
export function FieldGroup({
  id,
  label,
  error,
  required,
  help,
  className,
  children,
  after,
}: FieldGroupProps) {
  // Labels and messages from contracts in the active language (and again after a switch).
  useLingui();
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>
        {typeof label === 'string' ? fieldLabel(label) : label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Form.Label>
      {children}
      {help ? (
        <Form.Text id={`${id}-help`} muted>
          {typeof help === 'string' ? fieldLabel(help) : help}
        </Form.Text>
      ) : null}
      {after}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error === undefined ? error : validationText(error)}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
