import type { FieldErrors as ServerFieldErrors } from '@soccer/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * 'teamMembers[1].parentPhone' → 'teamMembers.1.parentPhone'; capitalised keys (FirstName,
 * Zipcode) go back to the form's field names through `renames` (the contracts' error-key maps
 * read backwards).
 */
export function serverKeyToField(key: string, renames: Record<string, string> = {}): string {
  const [head = '', ...rest] = key.split(/(?=[[.])/);
  const field = renames[head] ?? head;
  return field + rest.join('').replace(/\[(\d+)\]/g, '.$1');
}

/** Inverts an error-key map of the contracts (`{ firstName: 'FirstName' }` → `{ FirstName: 'firstName' }`). */
export function invertKeys(keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [key, field]));
}

/**
 * Puts the first message of each server error beside its field (spec §5) and returns the
 * messages no field of this form claims, for a toast or a form-level alert.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: ServerFieldErrors,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  renames: Record<string, string> = {},
): string[] {
  const unclaimed: string[] = [];
  let focused = false;
  for (const [key, list] of Object.entries(errors)) {
    const message = list[0];
    if (!message) continue;
    const field = serverKeyToField(key, renames);
    const root = field.split('.')[0] ?? field;
    if (knownFields.includes(root)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unclaimed.push(message);
    }
  }
  return unclaimed;
}
