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
import { facilityTimeZones } from './0011-facility-time-zones.js';
import { rosterDeadline } from './0012-roster-deadline.js';
import { rentalPartyDetails } from './0013-rental-party-details.js';
import { inboxStatus } from './0014-inbox-status.js';
import { orderDiscountTransfers } from './0015-order-discount-transfers.js';
import { ledgerHistory } from './0016-ledger-history.js';

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
    '0011-facility-time-zones': facilityTimeZones(context),
    '0012-roster-deadline': rosterDeadline(context),
    '0013-rental-party-details': rentalPartyDetails(context),
    '0014-inbox-status': inboxStatus(context),
    '0015-order-discount-transfers': orderDiscountTransfers(context),
    '0016-ledger-history': ledgerHistory(context),
  };
}
