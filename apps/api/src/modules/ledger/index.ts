import { createMoveLedger } from './move-ledger.js';
import { createOrderLedger } from './order-ledger.js';
import { createRegistrationLedger, type LedgerDependencies } from './registration-ledger.js';
import { createWaitlistLedger } from './waitlist-ledger.js';

/**
 * The ledger: the one place a registration's status or a seat changes. Four ledgers on one
 * transitions core (transitions.ts): one registration, orders, moves between sessions, and
 * waitlists (who gets a freed seat, what an offer reserves). None of them imports another.
 */
export function createLedger(deps: LedgerDependencies) {
  const { db, engine, defaultPolicy } = deps;
  return {
    ...createRegistrationLedger(deps),
    ...createOrderLedger({ db, engine, defaultPolicy }),
    ...createMoveLedger({ db, engine }),
    waitlist: createWaitlistLedger({ db, engine }),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
