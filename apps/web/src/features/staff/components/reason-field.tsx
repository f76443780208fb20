import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';

/**
 * The reason a staff action asks for (cancel, refund, move, take off a waitlist): required, kept
 * with the change; its cap is the action's contracts limit.
 */
export function ReasonField<T extends FieldValues & { reason: string }>({
  maxLength,
  rows = 2,
  help,
}: {
  maxLength: number;
  rows?: number;
  help?: ReactNode;
}) {
  return (
    <TextField<T>
      name={'reason' as Path<T>}
      label="Reason"
      as="textarea"
      rows={rows}
      maxLength={maxLength}
      required
      help={help}
    />
  );
}
