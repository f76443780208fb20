import type { FieldValues, Path } from 'react-hook-form';
import { tshirtSizeOptions } from './choice-options';
import { SelectField } from './select-field';

/** The t-shirt size select (xs, s, m, l, xl); a size is required. */
export function TshirtSelect<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  className?: string;
}) {
  return <SelectField<T> {...props} options={tshirtSizeOptions} placeholder="Choose a size" required />;
}
