import type { StaffWaitlistEntry, WaitlistKind } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { audit } from '../audit/audit-repository.js';
import type { WaitlistContext } from './waitlist-context.js';
import { changeEntry } from './waitlist-offers.js';
import { itemEntries } from './waitlists-repository.js';

/** Staff's side of a waitlist: seeing the line, moving an entry in it, removing one; each change audited. */

/** The audit entry of a staff change to `entry`: the session's player or the age group's team, and `details`. */
const auditEntry =
  (action: string, staff: Principal, at: Date, details: Record<string, unknown> = {}) =>
  async (trx: Transaction<Database>, entry: WaitlistEntryRow) =>
    audit(
      trx,
      staff,
      action,
      'waitlistEntry',
      entry.id,
      entry.kind === 'camp'
        ? { sessionId: entry.item_id, player: entry.player_name, ...details }
        : { ageRangeId: entry.item_id, team: entry.player_name, ...details },
      at,
    );

/** A camp session's or a tournament age group's waitlist. */
export const staffWaitlist = (
  { db }: WaitlistContext,
  kind: WaitlistKind,
  itemId: number,
): Promise<StaffWaitlistEntry[]> => itemEntries(db, kind, itemId);

/** Out of order to the front of the line ('offer'), or to its back ('skip', withdrawing an open offer). */
export async function reorderWaitlistEntry(
  context: WaitlistContext,
  id: number,
  staff: Principal,
  to: 'front' | 'back',
) {
  return changeEntry(context, id, (change, now) =>
    context.rules.reorder({
      ...change,
      to,
      effects: auditEntry(to === 'front' ? 'waitlistOfferNext' : 'waitlistSkip', staff, now),
    }),
  );
}

/** Removes an open entry, with the reason in the audit log. */
export async function removeWaitlistEntry(
  context: WaitlistContext,
  id: number,
  staff: Principal,
  reason: string,
) {
  return changeEntry(context, id, (change, now) =>
    context.rules.close({
      ...change,
      to: 'removed',
      from: ['waiting', 'offered'],
      check: () => {},
      reason,
      effects: auditEntry('waitlistRemove', staff, now, { reason }),
    }),
  );
}
