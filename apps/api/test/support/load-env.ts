/**
 * Settings for tests that race many registrations from two accounts: the per-account caps of
 * unpaid holds and the rate limits would otherwise answer most of them (their own tests cover
 * those). What these tests are about, the seat count, is unchanged.
 */
export const raceEnv = {
  HOLDS_PER_SESSION: '100000',
  HOLDS_PER_ACCOUNT: '100000',
  RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_REGISTRATIONS_PER_CLIENT_PER_MINUTE: '1000000',
} as const;
