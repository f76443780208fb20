import { eligibilityOverrideReasonMax } from '@soccer/contracts';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from './text-field';

/**
 * Staff only, and only while an age rule refuses a player: a reason registers the player anyway.
 * The form then skips its own check; the server checks the role (a parent's reason is a 403)
 * and keeps the reason in the audit log.
 */
export function EligibilityExceptionField<T extends FieldValues>({
  name,
  show,
  help = 'Registers the player anyway; the reason is kept in the audit log.',
}: {
  name: Path<T>;
  show: boolean;
  /** What the reason lets through (a registration by default, a move). */
  help?: string;
}) {
  if (!show) return null;
  return (
    <TextField<T>
      name={name}
      label="Reason for an exception to the age rules (staff)"
      as="textarea"
      rows={2}
      maxLength={eligibilityOverrideReasonMax}
      className="col-12 mb-3"
      help={help}
    />
  );
}
