import type { WaitlistKind } from '@soccer/contracts';
import { type AcceptOfferInput, acceptOffer } from './waitlist-accept.js';
import type { ItemKey, WaitlistLedgerDeps } from './waitlist-items.js';
import {
  type CloseInput,
  closeEntry,
  type JoinInput,
  joinWaitlist,
  type ReorderInput,
  reorderEntry,
} from './waitlist-line.js';
import { itemsToOffer, type OfferEffects, offerFreeSeats } from './waitlist-offers.js';

/**
 * The waitlist's rules, beside the ledger because an offer reserves a seat (a camp session's) or a
 * place (a team's in a tournament age group). Every change is a conditional UPDATE on the entry's
 * state, and every change that gives or takes a seat runs under the item's lock (the same lock
 * registrations and moves take), so a freed seat is offered to exactly one entry, an offer is
 * accepted at most once, and two servers sharing PostgreSQL never offer one seat twice.
 *
 * What the line waits on and what an offer reserves: waitlist-items.ts; who gets a freed seat:
 * waitlist-offers.ts; joining, closing and reordering: waitlist-line.ts; accepting an offer:
 * waitlist-accept.ts.
 */
export function createWaitlistLedger(deps: WaitlistLedgerDeps) {
  return {
    join: <K extends WaitlistKind>(input: JoinInput<K>) => joinWaitlist(deps, input),
    itemsToOffer: (at: string) => itemsToOffer(deps.db, at),
    offerFreeSeats: (key: ItemKey, at: string, offerUntil: string, effects: OfferEffects) =>
      offerFreeSeats(deps, key, at, offerUntil, effects),
    accept: (input: AcceptOfferInput) => acceptOffer(deps, input),
    close: (input: CloseInput) => closeEntry(deps, input),
    reorder: (input: ReorderInput) => reorderEntry(deps, input),
  };
}

export type WaitlistLedger = ReturnType<typeof createWaitlistLedger>;
