import { useLingui } from '@lingui/react';
import { tournamentRegistrationLimits as limits, minimumDate, todayIsoDate } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import { get, useFormContext } from 'react-hook-form';
import { genderOptions, tshirtSizeOptions } from '../../../components/form/choice-options';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { TextFieldProps } from '../../../components/form/text-field';
import { TextFields } from '../../../components/form/text-fields';
import type { TeamFormValues } from './team-form-values';

type MemberKey = keyof TeamFormValues['teamMembers'][number];
type MemberField = Omit<TextFieldProps<TeamFormValues>, 'name'> & { key: MemberKey };

/** The player's own fields (the latest birth date allowed is today, so they are made per render). */
const playerFields = (): MemberField[] => [
  { key: 'playerFullName', label: 'Player full name', autoComplete: 'off', required: true },
  { key: 'playerEmail', label: 'Player e-mail', type: 'email', autoComplete: 'off' },
  {
    key: 'playerDateOfBirth',
    label: 'Date of birth',
    type: 'date',
    min: minimumDate,
    max: todayIsoDate(),
    required: true,
  },
];

const parentFields: MemberField[] = [
  { key: 'parentFullName', label: 'Parent full name', autoComplete: 'off', required: true },
  { key: 'parentPhone', label: 'Parent phone', type: 'tel', autoComplete: 'off', required: true },
];

/** A member's fields under `base` (`teamMembers.{i}`), each capped at its contracts limit. */
const memberFields = (
  base: `teamMembers.${number}`,
  fields: MemberField[],
): TextFieldProps<TeamFormValues>[] =>
  fields.map(({ key, ...field }) => ({
    name: `${base}.${key}`,
    maxLength: (limits as Readonly<Record<string, number>>)[key],
    ...field,
  }));

export const memberHeadingId = (index: number) => `team-member-${index}-heading`;

interface TeamMemberFieldsProps {
  index: number;
  showTshirt: boolean;
  canRemove: boolean;
  readOnly: boolean;
  onRemove: () => void;
}

/** One player of the team: a group named "Player n" (its heading) with the member's inputs. */
export function TeamMemberFields({
  index,
  showTshirt,
  canRemove,
  readOnly,
  onRemove,
}: TeamMemberFieldsProps) {
  const { _ } = useLingui();
  const { formState } = useFormContext<TeamFormValues>();
  const base = `teamMembers.${index}` as const;
  const number = index + 1;
  // A shirt error from the server is shown even if the tournament could not be read.
  const tshirtError = Boolean(get(formState.errors, `${base}.tshirtSize`));
  const memberSelect = (key: MemberKey, label: string, options: readonly SelectOption[]) => (
    <SelectField<TeamFormValues>
      name={`${base}.${key}`}
      label={label}
      options={options}
      placeholder={_('team.choose')}
      required
    />
  );
  return (
    <fieldset className="team-member card" aria-labelledby={memberHeadingId(index)}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h3 id={memberHeadingId(index)} tabIndex={-1} className="team-member-title h6 mb-0">
          {_('team.player', { number })}
        </h3>
        {canRemove && !readOnly ? (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={onRemove}
            aria-label={_('team.removePlayer', { number })}
          >
            {_('team.remove')}
          </Button>
        ) : null}
      </div>
      <div className="card-body team-member-grid">
        <TextFields<TeamFormValues> fields={memberFields(base, playerFields())} className={null} />
        {memberSelect('playerGender', 'Gender', genderOptions)}
        {showTshirt || tshirtError ? memberSelect('tshirtSize', 'T-shirt size', tshirtSizeOptions) : null}
        <TextFields<TeamFormValues> fields={memberFields(base, parentFields)} className={null} />
      </div>
    </fieldset>
  );
}
