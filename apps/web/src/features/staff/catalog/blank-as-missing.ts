import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The contracts read numbers with `z.coerce.number`, which turns an empty input into 0: a blank
 * cost or capacity would pass as 0. Blank number inputs are sent to the schema as missing, so
 * required ones say '… must be a number.' and defaulted ones (discount) take their default.
 */
export function blankAsMissing<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  numberFields: readonly string[],
): Resolver<T, C, O> {
  return (values, context, options) => {
    const copy: Record<string, unknown> = { ...values };
    for (const key of numberFields) {
      const value = copy[key];
      if (typeof value === 'string' && value.trim() === '') copy[key] = undefined;
    }
    return resolver(copy as T, context, options);
  };
}
