import { useLingui } from '@lingui/react';
import {
  ageGroupGenderLabels,
  ageGroupGenders,
  contentLimits,
  minimumDate,
  tournamentInputSchema,
} from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { ArrayError } from '../../../components/form/array-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogTournament, ItemDialogProps } from './catalog-types';
import { DepositFields } from './deposit-fields';
import {
  ArchivedField,
  DescriptionField,
  dateInput,
  FacilityField,
  numberInput,
  promoFields,
  ReminderDaysField,
  SpanishFields,
  type SpanishText,
  SwitchField,
  TextFields,
} from './fields';
import { InstalmentFields } from './instalment-fields';
import { PolicyFields } from './policy-fields';
import { PriceWindowFields } from './price-window-fields';
import { useCatalogForm } from './use-catalog-save';

type TournamentForm = z.input<typeof tournamentInputSchema>;

const maxAgeGroups = 20;

const spanishTexts: SpanishText<TournamentForm>[] = [
  {
    name: 'es.tournamentName',
    label: 'catalog.field.tournamentNameEs',
    maxLength: contentLimits.tournamentName,
  },
  {
    name: 'es.tournamentDescription',
    label: 'catalog.field.descriptionEs',
    maxLength: contentLimits.tournamentDescription,
    rows: 3,
  },
];

/** The birth dates an age group takes, earliest first (blank: no limit). */
const birthDateFields = [
  ['birthDateFrom', 'catalog.field.bornFrom'],
  ['birthDateTo', 'catalog.field.bornTo'],
] as const;

const genderOptions = ageGroupGenders.map((g) => ({ value: g, label: ageGroupGenderLabels[g] }));

/** A new age group: coed, no birth-date limits until staff set them. */
function newAgeGroup(): TournamentForm['ageRanges'][number] {
  return {
    id: 0,
    ageRangeDescription: '',
    birthDateFrom: '',
    birthDateTo: '',
    gender: 'coed',
    maxTeams: '',
    archived: false,
  };
}

/** Under 'Maximum teams': blank means no limit, and how many teams hold places already. */
const teamsHeldHelp = (_: (id: string, values?: Record<string, unknown>) => string, held = 0) =>
  held ? _('catalog.field.maxTeamsHelpHeld', { count: held }) : _('catalog.field.maxTeamsHelp');

/** A new tournament with one age group. */
const blank: TournamentForm = {
  tournamentName: '',
  tournamentDescription: '',
  es: { tournamentName: '', tournamentDescription: '' },
  facilityId: '',
  tournamentStartDate: '',
  tournamentEndDate: '',
  lastDateToRegister: '',
  rosterDeadline: '',
  reminderDays: '',
  minNumberOfGames: '',
  maxNumberOfPlayers: '',
  tournamentCost: '',
  priceWindows: [],
  supportsTshirtOffering: false,
  promoCode: '',
  promoDiscount: 0,
  ageRanges: [newAgeGroup()],
  cancellationPolicy: null,
  archived: false,
};

/**
 * Create or edit a tournament with its age groups, each with the birth dates and gender it takes
 * (contracts eligibility) and an optional maximum of teams (blank: no limit; a full group takes
 * a waitlist; the server refuses a maximum below the teams already holding places). Age groups are added, renamed or archived;
 * saved ones are never deleted (registrations point at them), unsaved ones can be removed.
 */
export function TournamentFormDialog({
  tournament,
  catalog,
  onClose,
}: ItemDialogProps<'tournament', CatalogTournament, true>) {
  // An age group saved before genders existed takes everyone: it edits as coed. No maximum edits as blank.
  const item = tournament && {
    ...tournament,
    rosterDeadline: tournament.rosterDeadline ?? '',
    reminderDays: tournament.reminderDays?.join(', ') ?? '',
    ageRanges: tournament.ageRanges.map((r) => ({
      ...r,
      gender: r.gender ?? 'coed',
      maxTeams: r.maxTeams ?? '',
    })),
  };
  const { _ } = useLingui();
  const modal = useCatalogForm('tournament', tournamentInputSchema, {
    item,
    blank,
    numbers: ['minNumberOfGames', 'maxNumberOfPlayers', 'tournamentCost', 'promoDiscount'],
    title: tournament
      ? _('catalog.title.edit', { name: tournament.tournamentName })
      : _('catalog.title.new.tournament'),
    onClose,
  });
  const ageGroups = useFieldArray({ control: modal.form.control, name: 'ageRanges', keyName: 'key' });
  const [third, halfThird] = ['col-md-4 mb-3', 'col-6 col-md-4 mb-3'];
  const fields: TextFieldProps<TournamentForm>[] = [
    {
      name: 'tournamentStartDate',
      label: _('catalog.field.startDate'),
      ...dateInput,
      required: true,
      className: halfThird,
    },
    {
      name: 'tournamentEndDate',
      label: _('catalog.field.endDate'),
      ...dateInput,
      required: true,
      className: halfThird,
    },
    {
      name: 'lastDateToRegister',
      label: _('catalog.field.registrationDeadline'),
      ...dateInput,
      required: true,
      className: third,
    },
    {
      name: 'rosterDeadline',
      label: _('catalog.field.rosterDeadline'),
      ...dateInput,
      help: _('catalog.field.rosterDeadlineHelp'),
      className: third,
    },
    {
      name: 'minNumberOfGames',
      label: _('catalog.field.minGames'),
      ...numberInput(1),
      required: true,
      className: halfThird,
    },
    {
      name: 'maxNumberOfPlayers',
      label: _('catalog.field.maxPlayers'),
      ...numberInput(1),
      max: '8',
      required: true,
      className: halfThird,
    },
    {
      name: 'tournamentCost',
      label: _('catalog.field.costPerTeam'),
      ...numberInput(0),
      required: true,
      className: third,
    },
    ...promoFields<TournamentForm>(_, halfThird),
  ];

  return (
    <CatalogFormModal {...modal} size="xl">
      <div className="row">
        <TextField<TournamentForm>
          name="tournamentName"
          label={_('catalog.field.tournamentName')}
          maxLength={100}
          required
          className="col-md-7 mb-3"
        />
        <FacilityField<TournamentForm>
          catalog={catalog}
          current={tournament?.facilityId}
          className="col-md-5 mb-3"
        />
      </div>
      <DescriptionField<TournamentForm> name="tournamentDescription" rows={3} />
      <SpanishFields<TournamentForm> texts={spanishTexts} />
      <div className="row">
        <TextFields<TournamentForm> fields={fields} />
        <div className="col-md-4 mb-3 d-flex align-items-md-end">
          <SwitchField<TournamentForm>
            name="supportsTshirtOffering"
            label={_('catalog.field.offersTshirts')}
            className="mb-md-2"
          />
        </div>
      </div>
      <ReminderDaysField<TournamentForm> help={_('catalog.field.reminderDaysTournamentHelp')} />

      <fieldset className="mb-3">
        <legend className="h6">{_('catalog.field.ageGroups')}</legend>
        <ArrayError<TournamentForm> name="ageRanges" className="invalid-feedback d-block mb-2" />
        <div className="border rounded px-3">
          {ageGroups.fields.map((group, index) => (
            <div key={group.key} className="age-group-row row align-items-center py-2">
              <TextField<TournamentForm>
                name={`ageRanges.${index}.ageRangeDescription`}
                label={_('catalog.ageGroup.label', { number: index + 1 })}
                maxLength={100}
                required
                className="col-sm-7 mb-2 mb-sm-0"
              />
              <div className="col-sm-5 d-flex align-items-center gap-3 pt-sm-4">
                {Number(group.id) > 0 ? (
                  <SwitchField<TournamentForm>
                    name={`ageRanges.${index}.archived`}
                    label={_('catalog.field.archived')}
                    className="mb-0"
                  />
                ) : (
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={ageGroups.fields.length <= 1}
                    onClick={() => ageGroups.remove(index)}
                    aria-label={_('catalog.ageGroup.removeNamed', { number: index + 1 })}
                  >
                    {_('catalog.ageGroup.remove')}
                  </Button>
                )}
              </div>
              <fieldset
                className="col-12 row g-2 mt-0"
                aria-label={_('catalog.ageGroup.rules', { number: index + 1 })}
              >
                {birthDateFields.map(([key, label]) => (
                  <TextField<TournamentForm>
                    key={key}
                    name={`ageRanges.${index}.${key}`}
                    label={_(label)}
                    type="date"
                    min={minimumDate}
                    className="col-6 col-sm-4 mb-0"
                  />
                ))}
                <SelectField<TournamentForm>
                  name={`ageRanges.${index}.gender`}
                  label={_('catalog.field.gender')}
                  options={genderOptions}
                  className="col-sm-4 mb-0"
                />
                <TextField<TournamentForm>
                  name={`ageRanges.${index}.maxTeams`}
                  label={_('catalog.field.maxTeams')}
                  type="number"
                  min="1"
                  className="col-sm-4 mb-0"
                  help={teamsHeldHelp(
                    _,
                    tournament?.ageRanges.find((r) => r.id === Number(group.id))?.teamsHeld,
                  )}
                />
              </fieldset>
            </div>
          ))}
        </div>
        <Button
          variant="outline-primary"
          size="sm"
          className="mt-2"
          disabled={ageGroups.fields.length >= maxAgeGroups}
          onClick={() => ageGroups.append(newAgeGroup())}
        >
          {_('catalog.ageGroup.add')}
        </Button>
      </fieldset>

      <PriceWindowFields />
      <PolicyFields />
      <DepositFields />
      <InstalmentFields />
      <ArchivedField<TournamentForm> help={_('catalog.field.archivedTournamentHelp')} />
    </CatalogFormModal>
  );
}
