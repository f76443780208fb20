import { tshirtSizes } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { type FieldValues, get, type Path, useFormContext } from 'react-hook-form';

const sizeLabels: Record<(typeof tshirtSizes)[number], string> = {
  xs: 'XS',
  s: 'S',
  m: 'M',
  l: 'L',
  xl: 'XL',
};

/** The t-shirt size select (xs, s, m, l, xl), bound like the form toolkit's TextField. */
export function TshirtSelect<T extends FieldValues>({
  name,
  label,
  className,
}: {
  name: Path<T>;
  label: string;
  className?: string;
}) {
  const { register, formState } = useFormContext<T>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const id = `field-${name.replace(/\./g, '-')}`;
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>
        {label}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </Form.Label>
      <Form.Select
        required
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        <option value="">Choose a size</option>
        {tshirtSizes.map((size) => (
          <option key={size} value={size}>
            {sizeLabels[size]}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
