/**
 * Query keys of this feature, general → specific. Mutations invalidate the general keys so any
 * cached tournament registration (this feature's or another page's under the same prefix) reloads.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  byAgeRange: (ageRangeId: number) => ['tournaments', 'ageRanges', ageRangeId] as const,
};

export const tournamentRegistrationKeys = {
  all: ['tournamentRegistrations'] as const,
  byId: (registrationId: number) => ['tournamentRegistrations', registrationId] as const,
};

/** A route parameter as a positive integer id, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
