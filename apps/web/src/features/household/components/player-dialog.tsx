import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  type HouseholdPlayer,
  type HouseholdPlayerFields,
  type HouseholdPlayerInput,
  householdPlayerLimits,
  householdPlayerName,
  householdPlayerSchema,
  minimumDate,
  todayIsoDate,
} from '@soccer/contracts';
import { useMemo } from 'react';
import { genderOptions } from '../../../components/form/choice-options';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { addressFields } from '../../../components/form/person-fields';
import { SelectField } from '../../../components/form/select-field';
import type { TextFieldProps } from '../../../components/form/text-field';
import { nameFields, TextFields } from '../../../components/form/text-fields';
import { TshirtSelect } from '../../../components/form/tshirt-select';
import { useToast } from '../../../components/toast/toast-provider';
import { useSaveHouseholdPlayer } from '../../../hooks/use-household';

type Spec = TextFieldProps<HouseholdPlayerInput>;

/** 'new' adds a player; a saved player is edited. */
export type PlayerTarget = HouseholdPlayer | 'new';

const blankPlayer: HouseholdPlayerInput = {
  firstName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  tshirtSize: '' as HouseholdPlayerInput['tshirtSize'],
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  medicalConditions: '',
  medicalTreatment: '',
};

const nameSpecs = nameFields<HouseholdPlayerInput>('firstName', 'lastName', ['off', 'off']);
const birthDateSpec = (today: string): Spec => ({
  className: 'col-md-6',
  name: 'birthDate',
  label: 'Birth date',
  type: 'date',
  min: minimumDate,
  max: today,
  required: true,
});
const addressSpecs = addressFields<HouseholdPlayerInput>({
  line1: 'addressLine1',
  line2: 'addressLine2',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
});
const healthSpecs: Spec[] = [
  {
    className: 'col-12',
    name: 'medicalConditions',
    label: 'Medical conditions, allergies or medications (optional)',
    as: 'textarea',
    rows: 2,
  },
  {
    className: 'col-12',
    name: 'medicalTreatment',
    label: 'What to do about them (optional)',
    as: 'textarea',
    rows: 2,
  },
];

/**
 * Adds a player to the household (starting with the family's last name and address when a player
 * is saved already) or changes a saved one.
 */
/**
 * A new player's starting values: siblings usually share the family's last name and address, so
 * they come from the first saved player; the rest (name, birth date, health) starts empty.
 */
function newPlayerValues(
  blank: HouseholdPlayerInput,
  players: readonly HouseholdPlayerInput[],
): HouseholdPlayerInput {
  const family = players[0];
  if (!family) return blank;
  return {
    ...blank,
    lastName: family.lastName,
    addressLine1: family.addressLine1,
    addressLine2: family.addressLine2,
    city: family.city,
    state: family.state,
    zipCode: family.zipCode,
  };
}

export function PlayerDialog({
  target,
  onClose,
  players,
}: TargetDialogProps<PlayerTarget> & { players: readonly HouseholdPlayer[] }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const save = useSaveHouseholdPlayer();
  // Stable per target: the dialog resets to these each time it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read as the dialog opens; a save meanwhile closes it.
  const defaults = useMemo(() => {
    if (!target) return blankPlayer;
    if (target === 'new') return newPlayerValues(blankPlayer, players);
    const { id: _id, ...fields } = target;
    return fields;
  }, [target]);
  const dialog = useDialogForm({ target, onClose }, zodResolver(householdPlayerSchema), defaults, {
    send: (values: HouseholdPlayerFields) =>
      save.mutateAsync({ ...values, id: target && target !== 'new' ? target.id : undefined }),
    onSaved: (player) => {
      toast(_('household.playerSaved', { name: householdPlayerName(player) }), 'success');
      onClose();
    },
    onFailed: (message) => [message],
  });
  const editing = target && target !== 'new';
  return (
    <FormDialog
      {...dialog}
      title={editing ? _('household.changeName', { name: householdPlayerName(target) }) : _('household.add')}
      confirmLabel={_('household.savePlayer')}
      dismissLabel={_('household.cancel')}
      confirmVariant="primary"
      intro={null}
    >
      <TextFields<HouseholdPlayerInput>
        fields={[...nameSpecs, birthDateSpec(todayIsoDate())]}
        limits={householdPlayerLimits}
      >
        <SelectField<HouseholdPlayerInput>
          className="col-6"
          name="gender"
          label={_('household.gender')}
          options={genderOptions}
          placeholder={_('household.genderNotGiven')}
        />
        <TshirtSelect<HouseholdPlayerInput>
          className="col-6"
          name="tshirtSize"
          label={_('household.tshirtSize')}
        />
      </TextFields>
      <TextFields<HouseholdPlayerInput>
        className="row g-3 mt-0"
        fields={addressSpecs}
        limits={householdPlayerLimits}
      />
      <TextFields<HouseholdPlayerInput>
        className="row g-3 mt-0 mb-3"
        fields={healthSpecs}
        limits={householdPlayerLimits}
      />
    </FormDialog>
  );
}
