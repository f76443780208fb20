import { type FieldValues, get, type Path, useFormContext } from 'react-hook-form';
import { validationText } from '../../lib/i18n/form-texts';

/**
 * The error of a list of fields as a whole (no age group, too many players), from the schema or
 * the server, announced when it appears. Nothing while the list is fine.
 */
export function ArrayError<T extends FieldValues>({ name, className }: { name: Path<T>; className: string }) {
  const { formState } = useFormContext<T>();
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <div className={className} role="alert">
      {validationText(message)}
    </div>
  ) : null;
}
