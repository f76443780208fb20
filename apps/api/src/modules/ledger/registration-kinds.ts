import type { Database } from '../../db/schema.js';

/** Camp and tournament registrations share one lifecycle and the columns it needs. */
export type RegistrationKind = 'camp' | 'tournament';

export const registrationTables = {
  camp: 'camp_registrations',
  tournament: 'tournament_registrations',
} as const satisfies Record<RegistrationKind, keyof Database>;

// Both tables share the lifecycle columns; Kysely cannot type a union of tables, so one is named.
export const ledgerTable = (kind: RegistrationKind) => registrationTables[kind] as 'camp_registrations';

/** The column holding what a registration's price is for (camp session, tournament age group). */
export const pricedItemColumn = {
  camp: 'camp_session_id',
  tournament: 'age_range_id',
} as const satisfies Record<RegistrationKind, string>;
