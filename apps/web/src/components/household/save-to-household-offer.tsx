import { useLingui } from '@lingui/react';
import {
  type HouseholdContactsInput,
  type HouseholdPlayerInput,
  householdLimits,
  householdPlayerName,
} from '@soccer/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { household, useSaveHouseholdContacts, useSaveHouseholdPlayer } from '../../hooks/use-household';
import { validationText } from '../../lib/i18n/form-texts';

/**
 * What the registration form hands the next page when it registered a player typed by hand: the
 * player and the contacts, so that page can offer to save them (router state, never the address).
 */
export interface SaveToHouseholdState {
  saveToHousehold?: { player: HouseholdPlayerInput; contacts: HouseholdContactsInput };
}

/**
 * After a registration of a player typed by hand: one click saves the player to the household
 * (and the guardians and emergency contact when the profile has none yet), so the next
 * registration picks them. Nothing shows when the player is saved already or the household is full.
 */
export function SaveToHouseholdOffer() {
  const { _ } = useLingui();
  const offer = (useLocation().state as SaveToHouseholdState | null)?.saveToHousehold;
  const profile = household.use();
  const savePlayer = useSaveHouseholdPlayer();
  const saveContacts = useSaveHouseholdContacts();
  const [state, setState] = useState<'offered' | 'saving' | 'saved' | { failed: string }>('offered');
  if (!offer || !profile.data) return null;
  const name = householdPlayerName(offer.player);
  const known = profile.data.players.some(
    (p) =>
      p.firstName === offer.player.firstName &&
      p.lastName === offer.player.lastName &&
      p.birthDate === offer.player.birthDate,
  );
  if (state === 'saved')
    return (
      <Alert variant="success" data-testid="save-to-household">
        {_('saveOffer.saved', { name })} <Link to={paths.household.href()}>{_('saveOffer.yours')}</Link>
      </Alert>
    );
  if (known || profile.data.players.length >= householdLimits.maxPlayers) return null;

  const save = async () => {
    setState('saving');
    try {
      const saved = await savePlayer.mutateAsync(offer.player);
      if (!saved.ok) return setState({ failed: saved.message });
      if (!profile.data?.contacts) {
        const contacts = await saveContacts.mutateAsync(offer.contacts);
        if (!contacts.ok) return setState({ failed: contacts.message });
      }
      setState('saved');
    } catch {
      // The HTTP client has toasted a network or sign-in failure.
      setState('offered');
    }
  };
  return (
    <Alert
      variant="info"
      className="d-flex flex-wrap align-items-center gap-2"
      data-testid="save-to-household"
    >
      <span className="me-auto">{_('saveOffer.lead', { name })}</span>
      <Button variant="primary" onClick={save} disabled={state === 'saving'}>
        {_('saveOffer.button', { name })}
      </Button>
      {typeof state === 'object' ? (
        <span className="w-100 text-danger-emphasis" role="alert">
          {validationText(state.failed)}
        </span>
      ) : null}
    </Alert>
  );
}
