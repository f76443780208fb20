/**
 * Query keys of tournaments, general → specific. Registrations use the shared keys of
 * `lib/registration-keys` (My Registrations reads them too).
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  byAgeRange: (ageRangeId: number) => ['tournaments', 'ageRanges', ageRangeId] as const,
};

/** A route parameter as a positive integer id, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
