import {
  tournamentRegistrationLimits as limits,
  minimumDate,
  todayIsoDate,
  tshirtSizes,
} from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import { get, useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { TeamFormValues } from './team-form-values';

const genderOptions = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
] as const;

const tshirtOptions = tshirtSizes.map((size) => ({ value: size, label: size.toUpperCase() }));

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
  const { formState } = useFormContext<TeamFormValues>();
  const base = `teamMembers.${index}` as const;
  const number = index + 1;
  // A shirt error from the server is shown even if the tournament could not be read.
  const tshirtError = Boolean(get(formState.errors, `${base}.tshirtSize`));
  return (
    <fieldset className="team-member card" aria-labelledby={memberHeadingId(index)}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h3 id={memberHeadingId(index)} tabIndex={-1} className="team-member-title h6 mb-0">
          Player {number}
        </h3>
        {canRemove && !readOnly ? (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove player ${number}`}
          >
            Remove
          </Button>
        ) : null}
      </div>
      <div className="card-body team-member-grid">
        <TextField<TeamFormValues>
          name={`${base}.playerFullName`}
          label="Player full name"
          maxLength={limits.playerFullName}
          autoComplete="off"
          required
        />
        <TextField<TeamFormValues>
          name={`${base}.playerEmail`}
          label="Player e-mail"
          type="email"
          maxLength={limits.playerEmail}
          autoComplete="off"
        />
        <TextField<TeamFormValues>
          name={`${base}.playerDateOfBirth`}
          label="Date of birth"
          type="date"
          min={minimumDate}
          max={todayIsoDate()}
          required
        />
        <SelectField<TeamFormValues>
          name={`${base}.playerGender`}
          label="Gender"
          options={genderOptions}
          placeholder="Choose…"
          required
        />
        {showTshirt || tshirtError ? (
          <SelectField<TeamFormValues>
            name={`${base}.tshirtSize`}
            label="T-shirt size"
            options={tshirtOptions}
            placeholder="Choose…"
            required
          />
        ) : null}
        <TextField<TeamFormValues>
          name={`${base}.parentFullName`}
          label="Parent full name"
          maxLength={limits.parentFullName}
          autoComplete="off"
          required
        />
        <TextField<TeamFormValues>
          name={`${base}.parentPhone`}
          label="Parent phone"
          type="tel"
          maxLength={limits.parentPhone}
          autoComplete="off"
          required
        />
      </div>
    </fieldset>
  );
}
