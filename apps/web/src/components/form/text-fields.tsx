import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Text fields from a list, in a grid row: each entry is a `TextField`'s props, and its cap comes
 * from `limits` (the contracts' limits of the request) by the field's name unless it names one.
 */
export function TextFields<T extends FieldValues>({
  fields,
  limits = {},
  className = 'row g-3',
  children,
}: {
  fields: readonly TextFieldProps<T>[];
  /** Caps by field name, for the fields that name none themselves. */
  limits?: Readonly<Record<string, number>>;
  /** The row's classes; null: no row, the fields one under the other. */
  className?: string | null;
  /** After the fields, in the same row (a select, say). */
  children?: ReactNode;
}) {
  const content = (
    <>
      {fields.map((field) => (
        <TextField<T> key={field.name} maxLength={limits[field.name]} {...field} />
      ))}
      {children}
    </>
  );
  return className === null ? content : <div className={className}>{content}</div>;
}

/** A legend and its fields (`<fieldset className="form-section">`). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="h5">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** First and last name side by side. */
export function nameFields<T extends FieldValues>(
  first: Path<T>,
  last: Path<T>,
  autoComplete: readonly [string, string],
  className = 'col-md-6',
): TextFieldProps<T>[] {
  return [
    { className, name: first, label: 'First name', autoComplete: autoComplete[0], required: true },
    { className, name: last, label: 'Last name', autoComplete: autoComplete[1], required: true },
  ];
}

/** E-mail and phone side by side, as the public forms (contact, party inquiry) name them. */
export function emailAndPhoneFields<T extends { email: string; telephone: string }>(
  phoneRequired: boolean,
  className = 'col-md-6 mb-3',
): TextFieldProps<T>[] {
  return [
    {
      className,
      name: 'email' as Path<T>,
      label: 'Email',
      type: 'email',
      autoComplete: 'email',
      required: true,
    },
    {
      className,
      name: 'telephone' as Path<T>,
      label: 'Phone',
      type: 'tel',
      autoComplete: 'tel',
      required: phoneRequired,
    },
  ];
}
