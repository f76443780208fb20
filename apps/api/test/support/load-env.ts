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

/** The business receipts print, which production requires (decision 0082). */
export const businessEnv = {
  BUSINESS_LEGAL_NAME: 'Touchline Soccer Academy LLC',
  BUSINESS_ADDRESS: '1 Field Rd, Nashville, TN 37206',
  BUSINESS_TAX_ID: '12-3456789',
} as const;
