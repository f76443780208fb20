import { useLingui } from '@lingui/react';
import { type HouseholdPlayer, householdPlayerName } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { localDate } from '../../lib/i18n/formats';

/**
 * 'Who is coming?': a choice of the household's saved players, or someone else. The caller does
 * what picking means (fill a form with `registrationValuesFromHousehold`, mark sessions);
 * `problemOf` adds why a player cannot come (an age rule) to their option.
 */
export function PlayerPicker({
  id,
  players,
  value,
  onChange,
  label,
  problemOf,
  className = 'mb-3',
}: {
  id: string;
  players: readonly HouseholdPlayer[];
  value: number | null;
  onChange: (playerId: number | null) => void;
  label?: string;
  problemOf?: (player: HouseholdPlayer) => string | null;
  className?: string;
}) {
  const { _ } = useLingui();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="fw-semibold">{label ?? _('picker.whoIsComing')}</Form.Label>
      <Form.Select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        data-testid="household-player-picker"
      >
        <option value="">{_('picker.someoneElse')}</option>
        {players.map((player) => (
          <option key={player.id} value={player.id}>
            {_(problemOf?.(player) ? 'picker.optionCannot' : 'picker.option', {
              name: householdPlayerName(player),
              born: localDate(player.birthDate),
            })}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
