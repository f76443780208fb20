import { serverNotes } from '@soccer/contracts';
import type { ServiceDeps } from '../../lib/services.js';
import { listLapsedHolds } from '../ledger/hold-caps.js';
import type { Ledger } from '../ledger/index.js';
import { listLapsedSwitches } from '../ledger/move-ledger.js';
import type { ChangeNote, Effects } from '../ledger/transitions.js';
import type { CloseOutcome } from './checkout.js';

export interface HoldDependencies {
  ledger: Ledger;
  closeCheckout: (checkoutId: string) => Promise<CloseOutcome>;
  seatsChanged: () => void;
  holdAfterCheckout: () => Date;
}

export type ReleaseOutcome = 'released' | 'paid' | 'pending' | 'unchanged';

/** The hold timer, as the registration's history names it. */
const lapsed: ChangeNote = { by: 'sweeper', why: serverNotes.holdLapsed };

/**
 * Held seats: a registration's unpaid hold and a move's seat waiting for its difference. A seat
 * is freed only after its open checkout is expired at the provider, so it can no longer be paid;
 * if it was paid meanwhile that was applied instead, and a delayed payment still clearing keeps
 * the seat for another HOLD_MINUTES. The sweeper frees every hold whose time has passed.
 */
export function createHolds({ clock: now, log, db }: ServiceDeps, h: HoldDependencies) {
  async function releaseSeat(
    checkoutId: string | null,
    logIds: Record<string, number>,
    seat: {
      extend: (until: string, at: string) => Promise<boolean>;
      expire: (at: string) => Promise<boolean>;
    },
  ): Promise<ReleaseOutcome> {
    if (checkoutId) {
      const outcome = await h.closeCheckout(checkoutId).catch((error) => {
        log.warn({ err: error, ...logIds, paymentSessionId: checkoutId }, 'checkout could not be closed');
        return 'error' as const;
      });
      if (outcome === 'error') return 'unchanged';
      if (outcome === 'paid') return 'paid';
      if (outcome === 'pending') {
        await seat.extend(h.holdAfterCheckout().toISOString(), now().toISOString());
        return 'pending';
      }
    }
    const released = await seat.expire(now().toISOString());
    if (released) h.seatsChanged();
    return released ? 'released' : 'unchanged';
  }

  /**
   * Frees the seat of an unpaid camp hold: `lapsedOnly` (the hold timer) only while it is still
   * lapsed; otherwise as `note` says (staff released it).
   */
  const releaseHold = (
    id: number,
    checkoutId: string | null,
    options: { lapsedOnly: boolean; note?: ChangeNote; effects?: Effects },
  ) =>
    releaseSeat(
      checkoutId,
      { registrationId: id },
      {
        extend: (until, at) => h.ledger.extendHold(id, until, at),
        expire: (at) =>
          h.ledger.expire(id, at, options.note ?? lapsed, {
            ...(options.lapsedOnly ? { lapsedBefore: at } : {}),
            ...(options.effects ? { effects: options.effects } : {}),
          }),
      },
    );

  /** Gives back the seat a move holds, as `releaseHold` does for a registration's hold. */
  const releaseSwitch = (moveId: number, checkoutId: string | null, options: { lapsedOnly: boolean }) =>
    releaseSeat(
      checkoutId,
      { moveId },
      {
        extend: (until, at) => h.ledger.extendSwitchHold(moveId, until, at),
        expire: (at) => h.ledger.expireSwitch(moveId, at, options.lapsedOnly ? { lapsedBefore: at } : {}),
      },
    );

  /** The sweeper's pass: releases every camp hold and move whose time has passed. */
  async function sweepLapsedHolds() {
    let expired = 0;
    for (const hold of await listLapsedHolds(db, now().toISOString())) {
      if ((await releaseHold(hold.id, hold.stripe_session_id, { lapsedOnly: true })) === 'released')
        expired++;
    }
    for (const move of await listLapsedSwitches(db, now().toISOString())) {
      if ((await releaseSwitch(move.id, move.provider_session_id, { lapsedOnly: true })) === 'released')
        expired++;
    }
    return expired;
  }

  return { releaseHold, releaseSwitch, sweepLapsedHolds };
}
