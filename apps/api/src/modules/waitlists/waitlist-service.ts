import type { StaffWaitlistEntry, WaitlistEntry, WaitlistKind } from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { ServiceDeps } from '../../lib/services.js';
import type { ValidRequest } from '../camp-registrations/camp-registration-service.js';
import type { Ledger } from '../ledger/index.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';
import type { ValidTeamRequest } from '../tournament-registrations/tournament-registration-service.js';
import type { WaiverAcceptance } from '../waivers/waivers-service.js';
import { acceptWaitlistOffer } from './waitlist-accept-offer.js';
import type { WaitlistContext } from './waitlist-context.js';
import {
  joinCampWaitlist,
  joinTournamentWaitlist,
  leaveWaitlist,
  ownWaitlistEntries,
} from './waitlist-joining.js';
import { offerFreedSeats } from './waitlist-offers.js';
import { removeWaitlistEntry, reorderWaitlistEntry, staffWaitlist } from './waitlist-staff-actions.js';

/**
 * Waitlists of full camp sessions and full tournament age groups, for families and staff. The
 * rules (who may join, who gets a freed seat, what an offer reserves) are the ledger's
 * (ledger/waitlist-ledger.ts); this service adds the form, the mails, the audit entries and the
 * offer deadline. Each use case is a function of its own: offers to freed seats
 * (waitlist-offers.ts), a family's joining and leaving (waitlist-joining.ts), accepting an offer
 * (waitlist-accept-offer.ts) and staff's actions (waitlist-staff-actions.ts).
 */
export function createWaitlistService(
  { db, clock, config, log }: ServiceDeps,
  c: { ledger: Ledger; promoGuard: PromoGuard; seatsChanged: () => void },
) {
  const ctx: WaitlistContext = {
    db,
    clock,
    config,
    log,
    rules: c.ledger.waitlist,
    promoGuard: c.promoGuard,
    seatsChanged: c.seatsChanged,
  };
  return {
    /** Offers every free seat or place of every item with a waitlist; the sweeper and every change that may free one call it. */
    offerFreedSeats: (): Promise<number> => offerFreedSeats(ctx),

    /** Joins a full session's waitlist with the registration form (checked exactly as a registration's). */
    join: (owner: Principal, clientKey: string, body: ValidRequest) =>
      joinCampWaitlist(ctx, owner, clientKey, body),

    /** Joins a full age group's waitlist with the team form (checked exactly as a new team's). */
    joinTournament: (owner: Principal, clientKey: string, body: ValidTeamRequest) =>
      joinTournamentWaitlist(ctx, owner, clientKey, body),

    mine: (owner: Principal): Promise<WaitlistEntry[]> => ownWaitlistEntries(ctx, owner),

    /** Accepts an open offer: a registration from the kept form holding the reserved seat or place. */
    accept: (id: number, owner: Principal, waivers: WaiverAcceptance[] = []) =>
      acceptWaitlistOffer(ctx, id, owner, waivers),

    /** The owner declines an open offer or leaves the waitlist; a reserved seat goes to the next entry. */
    close: (id: number, owner: Principal, to: 'declined' | 'left') => leaveWaitlist(ctx, id, owner, to),

    /** Staff: a camp session's or a tournament age group's waitlist. */
    list: (kind: WaitlistKind, itemId: number): Promise<StaffWaitlistEntry[]> =>
      staffWaitlist(ctx, kind, itemId),

    /** Staff: out of order to the front of the line ('offer'), or to its back ('skip', withdrawing an open offer). */
    reorder: (id: number, staff: Principal, to: 'front' | 'back') => reorderWaitlistEntry(ctx, id, staff, to),

    /** Staff: removes an open entry, with the reason in the audit log. */
    remove: (id: number, staff: Principal, reason: string) => removeWaitlistEntry(ctx, id, staff, reason),
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
