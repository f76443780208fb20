import { useLingui } from '@lingui/react';
import {
  type CampSession,
  campEligibilityProblem,
  campRegistrationLimits as limits,
  minimumDate,
  type OrderPlayer,
  orderLimits,
  orderPlayerFields,
  registrationValuesFromHousehold,
  siblingDiscountSchema,
} from '@soccer/contracts';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { type FieldValues, type Path, useFieldArray, useFormContext } from 'react-hook-form';
import type { TextFieldProps } from '../../../components/form/text-field';
import { FormSection, TextFields } from '../../../components/form/text-fields';
import { TshirtSelect } from '../../../components/form/tshirt-select';
import { PlayerPicker } from '../../../components/household/player-picker';
import { household } from '../../../hooks/use-household';
import { localMoney } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { useSiblingDiscount } from '../api/submit-order';

/** The part of the register form that holds the other players of one order. */
export interface WithExtraPlayers extends FieldValues {
  extraPlayers: OrderPlayer[];
}

/** A new additional player's empty fields (a module constant: the form keeps no reference to it). */
export const emptyExtraPlayer: OrderPlayer = {
  playerFirstName: '',
  playerLastName: '',
  playerBirthdate: '',
  tshirtSize: '' as OrderPlayer['tshirtSize'],
  medicalConditions: '',
  medicalTreatment: '',
};

const headingId = (index: number) => `extra-player-${index}-heading`;

function playerFields(index: number, today: string): TextFieldProps<WithExtraPlayers>[] {
  const name = (field: keyof OrderPlayer) => `extraPlayers.${index}.${field}` as Path<WithExtraPlayers>;
  return [
    {
      className: 'col-md-6',
      name: name('playerFirstName'),
      label: 'First name',
      autoComplete: 'off',
      maxLength: limits.playerFirstName,
      required: true,
    },
    {
      className: 'col-md-6',
      name: name('playerLastName'),
      label: 'Last name',
      autoComplete: 'off',
      maxLength: limits.playerLastName,
      required: true,
    },
    {
      className: 'col-md-6',
      name: name('playerBirthdate'),
      label: 'Birth date',
      type: 'date',
      min: minimumDate,
      max: today,
      required: true,
    },
  ];
}

/**
 * Brothers and sisters in the same order: each additional player's own fields (name, birth date,
 * t-shirt, health); the address, guardians and emergency contact are the first player's. All of
 * them are paid in one checkout, with the sibling discount the server applies.
 */
export function AdditionalPlayers({ today, session }: { today: string; session: CampSession }) {
  const { _ } = useLingui();
  const { control, setValue, trigger, clearErrors } = useFormContext<WithExtraPlayers>();
  const { fields, append, remove } = useFieldArray({ control, name: 'extraPlayers', keyName: 'fieldKey' });
  const profile = household.use().data;
  // Which saved player fills each block (by the block's key, so removing one keeps the others').
  const [picked, setPicked] = useState<Record<string, number | null>>({});
  /** Fills block `index` with a saved player's own fields (or empties it for someone else). */
  const pick = (index: number, key: string, playerId: number | null) => {
    setPicked((current) => ({ ...current, [key]: playerId }));
    const values = playerId !== null && profile ? registrationValuesFromHousehold(profile, playerId) : null;
    const path = (field: keyof OrderPlayer) => `extraPlayers.${index}.${field}` as Path<WithExtraPlayers>;
    for (const field of orderPlayerFields)
      setValue(path(field), (values?.[field] ?? emptyExtraPlayer[field]) as never, { shouldDirty: true });
    if (values) void trigger(path('playerBirthdate'));
    else clearErrors(orderPlayerFields.map(path));
  };
  const discount = useSiblingDiscount();
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    if (focus === null) return;
    document.getElementById(focus < 0 ? 'add-player' : headingId(focus))?.focus();
    setFocus(null);
  }, [focus]);
  const rule = discount.data ? siblingDiscountSchema.safeParse(discount.data) : null;
  const canAdd = fields.length < orderLimits.maxPlayers - 1;

  return (
    <FormSection legend={_('register.siblings.legend')}>
      <p className="text-body-secondary" data-testid="sibling-discount">
        {_('register.siblings.lead')} {rule?.success ? siblingDiscountText(rule.data) : null}
      </p>
      <ol className="list-unstyled mb-0">
        {fields.map((field, index) => (
          <li
            key={field.fieldKey}
            className="extra-player border rounded p-3 mb-3"
            aria-labelledby={headingId(index)}
          >
            <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
              <h3 id={headingId(index)} className="h6 mb-0" tabIndex={-1}>
                {_('register.siblings.player', { number: index + 2 })}
              </h3>
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => {
                  remove(index);
                  setFocus(index > 0 ? index - 1 : -1);
                }}
                aria-label={_('register.siblings.removeLabel', { number: index + 2 })}
              >
                {_('register.siblings.remove')}
              </Button>
            </div>
            {profile && profile.players.length > 0 ? (
              <PlayerPicker
                id={`extra-player-${index}-picker`}
                players={profile.players}
                value={picked[field.fieldKey] ?? null}
                onChange={(playerId) => pick(index, field.fieldKey, playerId)}
                problemOf={(player) => campEligibilityProblem(player.birthDate, session)}
              />
            ) : null}
            <TextFields<WithExtraPlayers> fields={playerFields(index, today)}>
              <TshirtSelect<WithExtraPlayers>
                className="col-md-6"
                name={`extraPlayers.${index}.tshirtSize` as Path<WithExtraPlayers>}
                label="T-shirt size"
              />
            </TextFields>
            <TextFields<WithExtraPlayers>
              className="mt-3"
              fields={[
                {
                  name: `extraPlayers.${index}.medicalConditions` as Path<WithExtraPlayers>,
                  label: 'Medical conditions, allergies or medications (optional)',
                  as: 'textarea',
                  rows: 2,
                  maxLength: limits.medicalConditions,
                },
              ]}
            />
          </li>
        ))}
      </ol>
      {canAdd ? (
        <Button
          id="add-player"
          variant="outline-primary"
          onClick={() => {
            append({ ...emptyExtraPlayer });
            setFocus(fields.length);
          }}
        >
          <span aria-hidden="true">+ </span>
          {_('register.siblings.add')}
        </Button>
      ) : (
        <p className="text-body-secondary small mb-0">
          {_('register.siblings.max', { max: orderLimits.maxPlayers })}
        </p>
      )}
    </FormSection>
  );
}

/** The sibling discount in words (contracts `describeSiblingDiscount`, whose English it repeats). */
function siblingDiscountText({ kind, value }: { kind: 'none' | 'amount' | 'percent'; value: number }) {
  if (kind === 'none') return i18n._('register.siblings.none');
  const off = kind === 'amount' ? localMoney(value) : `${value}%`;
  return i18n._('register.siblings.discount', { off });
}
