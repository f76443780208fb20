import { type HouseholdPlayer, householdMessages, householdPlayerName } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { formatDate } from '../../lib/format';

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
  label = householdMessages.whoIsComing,
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
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        data-testid="household-player-picker"
      >
        <option value="">{householdMessages.someoneElse}</option>
        {players.map((player) => (
          <option key={player.id} value={player.id}>
            {householdPlayerName(player)} (born {formatDate(player.birthDate)})
            {problemOf?.(player) ? ' — cannot attend' : ''}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
