import { isCalendarDate } from '@soccer/contracts';
import { useLocation } from 'react-router';

/**
 * The player's birth date, carried between the session picker and the registration form in the
 * router's navigation state (never in the address: it would reach page views and server logs).
 */
export interface PlayerBirthdateState {
  playerBirthdate?: string;
  /** The saved household player the birth date is of (the form picks them). */
  householdPlayerId?: number;
}

/** The birth date the previous page carried, when it is a whole date; '' otherwise. */
export function useCarriedBirthdate(): string {
  const state = useLocation().state as PlayerBirthdateState | null;
  const value = state?.playerBirthdate ?? '';
  return isCalendarDate(value) ? value : '';
}

/** The saved household player the previous page carried, or null. */
export function useCarriedPlayerId(): number | null {
  const state = useLocation().state as PlayerBirthdateState | null;
  return typeof state?.householdPlayerId === 'number' ? state.householdPlayerId : null;
}
