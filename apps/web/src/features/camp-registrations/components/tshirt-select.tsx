import { tshirtSizes } from '@soccer/contracts';
import type { FieldValues, Path } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';

const sizeOptions = tshirtSizes.map((size) => ({ value: size, label: size.toUpperCase() }));

/** The t-shirt size select (xs, s, m, l, xl); a size is required. */
export function TshirtSelect<T extends FieldValues>(props: {
  name: Path<T>;
  label: string;
  className?: string;
}) {
  return <SelectField<T> {...props} options={sizeOptions} placeholder="Choose a size" required />;
}
