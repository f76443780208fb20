import { isCalendarDate } from '@soccer/contracts';
import { useLocation } from 'react-router';

/**
 * The player's birth date, carried between the session picker and the registration form in the
 * router's navigation state (never in the address: it would reach page views and server logs).
 */
export interface PlayerBirthdateState {
  playerBirthdate?: string;
}

/** The birth date the previous page carried, when it is a whole date; '' otherwise. */
export function useCarriedBirthdate(): string {
  const state = useLocation().state as PlayerBirthdateState | null;
  const value = state?.playerBirthdate ?? '';
  return isCalendarDate(value) ? value : '';
}
