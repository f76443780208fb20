import { DEFAULT_MIGRATION_TABLE, type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database.js';
import { initial } from './0001-initial.js';
import { paymentLedger } from './0002-payment-ledger.js';
import { refunds } from './0003-refunds.js';
import { sessionSwitches } from './0004-session-switches.js';
import { waitlists } from './0005-waitlists.js';
import { eligibility } from './0006-eligibility.js';
import { household } from './0007-household.js';
import { waitlistOpenIndex } from './0007a-waitlist-open-index.js';
import { waivers } from './0008-waivers.js';
import { orders } from './0009-orders.js';
import { registrationIndexes } from './0010-registration-indexes.js';
import { facilityTimeZones } from './0011-facility-time-zones.js';
import { rosterDeadline } from './0012-roster-deadline.js';
import { rentalPartyDetails } from './0013-rental-party-details.js';
import { inboxStatus } from './0014-inbox-status.js';
import { orderDiscountTransfers } from './0015-order-discount-transfers.js';
import { ledgerHistory } from './0016-ledger-history.js';
import { accountLanguages } from './0017-account-languages.js';
import { spanishContent } from './0018-spanish-content.js';
import { jobsAndReminders } from './0019-jobs-and-reminders.js';
import { calendarFeeds } from './0020-calendar-feeds.js';
import { inboxLanguages } from './0021-inbox-languages.js';
import { catalogDetails } from './0022-catalog-details.js';
import { officeMessages } from './0023-office-messages.js';
import { mailChoices } from './0024-mail-choices.js';
import { sharedRateLimits } from './0025-shared-rate-limits.js';
import { receipts } from './0026-receipts.js';
import { statementMailings } from './0027-statement-mailings.js';
import { coupons } from './0028-coupons.js';
import { officeMessageSending } from './0029-office-message-sending.js';
import { coaches } from './0030-coaches.js';
import { householdPickups } from './0031-household-pickups.js';
import { accountCredit } from './0032-account-credit.js';
import { attendance } from './0033-attendance.js';
import { teamRosterInvites } from './0034-team-roster-invites.js';
import { priceWindows } from './0035-price-windows.js';
import { deposits } from './0036-deposits.js';
import { instalmentPlans } from './0037-instalment-plans.js';
import { creditLots } from './0039-credit-lots.js';
import { attendanceTexts } from './0040-attendance-texts.js';
import { pricedCost } from './0041-priced-cost.js';
import { withId } from './columns.js';

export interface MigrationContext {
  engine: Engine;
  /** Adds the generated integer primary key `id` to a new table, in the engine's own way. */
  withId: ReturnType<typeof withId>;
}

/**
 * Numbered migrations, in order (Kysely sorts the names), each number once. Names never change
 * once released, except through `renamedMigrations`.
 */
export function migrations({ engine }: { engine: Engine }): Record<string, Migration> {
  const context: MigrationContext = { engine, withId: withId(engine) };
  return {
    '0001-initial': initial(context),
    '0002-payment-ledger': paymentLedger(context),
    '0003-refunds': refunds(context),
    '0004-session-switches': sessionSwitches(context),
    '0005-waitlists': waitlists(context),
    '0006-eligibility': eligibility(context),
    '0007-household': household(context),
    '0007a-waitlist-open-index': waitlistOpenIndex(context),
    '0008-waivers': waivers(context),
    '0009-orders': orders(context),
    '0010-registration-indexes': registrationIndexes(context),
    '0011-facility-time-zones': facilityTimeZones(context),
    '0012-roster-deadline': rosterDeadline(context),
    '0013-rental-party-details': rentalPartyDetails(context),
    '0014-inbox-status': inboxStatus(context),
    '0015-order-discount-transfers': orderDiscountTransfers(context),
    '0016-ledger-history': ledgerHistory(context),
    '0017-account-languages': accountLanguages(context),
    '0018-spanish-content': spanishContent(context),
    '0019-jobs-and-reminders': jobsAndReminders(context),
    '0020-calendar-feeds': calendarFeeds(context),
    '0021-inbox-languages': inboxLanguages(context),
    '0022-catalog-details': catalogDetails(context),
    '0023-office-messages': officeMessages(context),
    '0024-mail-choices': mailChoices(context),
    '0025-shared-rate-limits': sharedRateLimits(context),
    '0026-receipts': receipts(context),
    '0027-statement-mailings': statementMailings(context),
    '0028-coupons': coupons(context),
    '0029-office-message-sending': officeMessageSending(context),
    '0030-coaches': coaches(context),
    '0031-household-pickups': householdPickups(context),
    '0032-account-credit': accountCredit(context),
    '0033-attendance': attendance(context),
    '0034-team-roster-invites': teamRosterInvites(context),
    '0035-price-windows': priceWindows(context),
    '0036-deposits': deposits(context),
    '0037-instalment-plans': instalmentPlans(context),
    '0039-credit-lots': creditLots(context),
    '0040-attendance-texts': attendanceTexts(context),
    '0041-priced-cost': pricedCost(context),
  };
}

/**
 * Released migrations that were given another name: old name → new name. Kysely's migrator
 * records each migration it ran by name, so a database that ran one under its old name has that
 * record renamed before migrating (`renameRecordedMigrations`); otherwise the migrator would
 * stop on a recorded migration it does not know. Entries stay for good.
 */
export const renamedMigrations: Readonly<Record<string, string>> = {
  // Released as a second 0007; 0007a keeps its place between 0007-household and 0008-waivers.
  '0007-waitlist-open-index': '0007a-waitlist-open-index',
};

/**
 * Renames the records of `renamedMigrations` in the migrator's table (in `schema` when given);
 * nothing to do on a new database. Safe to repeat and to run from two processes at once.
 */
export async function renameRecordedMigrations<DB>(db: Kysely<DB>, schema?: string): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === DEFAULT_MIGRATION_TABLE && (!schema || t.schema === schema))) return;
  const table = sql.table(schema ? `${schema}.${DEFAULT_MIGRATION_TABLE}` : DEFAULT_MIGRATION_TABLE);
  for (const [from, to] of Object.entries(renamedMigrations))
    await sql`update ${table} set name = ${to} where name = ${from}`.execute(db);
}
