import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { initial } from './0001-initial.js';
import { paymentLedger } from './0002-payment-ledger.js';
import { refunds } from './0003-refunds.js';
import { sessionSwitches } from './0004-session-switches.js';
import { waitlists } from './0005-waitlists.js';
import { eligibility } from './0006-eligibility.js';
import { household } from './0007-household.js';
import { waitlistOpenIndex } from './0007-waitlist-open-index.js';
import { waivers } from './0008-waivers.js';
import { orders } from './0009-orders.js';
import { registrationIndexes } from './0010-registration-indexes.js';
import { rentalPartyDetails } from './0013-rental-party-details.js';

export interface MigrationContext {
  engine: Engine;
}

/** Numbered migrations, in order. Names never change once released. */
export function migrations(context: MigrationContext): Record<string, Migration> {
  return {
    '0001-initial': initial(context),
    '0002-payment-ledger': paymentLedger(context),
    '0003-refunds': refunds(context),
    '0004-session-switches': sessionSwitches(context),
    '0005-waitlists': waitlists(context),
    '0006-eligibility': eligibility(context),
    '0007-household': household(context),
    '0007-waitlist-open-index': waitlistOpenIndex(context),
    '0008-waivers': waivers(context),
    '0009-orders': orders(context),
    '0010-registration-indexes': registrationIndexes(context),
    '0013-rental-party-details': rentalPartyDetails(context),
  };
}
