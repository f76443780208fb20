import type { ServiceDeps } from '../../lib/services.js';
import type { WaitlistLedger } from '../ledger/waitlist-ledger.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';

/**
 * What the waitlist's use cases run on: the service's database, clock, configuration and logger;
 * the waitlist's rules (the ledger's, ledger/waitlist-ledger.ts); the promo guard that joining
 * asks; and `seatsChanged`, told whenever seats or places were given or taken.
 */
export interface WaitlistContext extends Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'log'> {
  rules: WaitlistLedger;
  promoGuard: PromoGuard;
  seatsChanged: () => void;
}
