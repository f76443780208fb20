import type { Config } from '../../config.js';
import type { EntryChange } from '../ledger/waitlist-line.js';
import type { OfferEffects } from '../ledger/waitlist-offers.js';
import type { WaitlistContext } from './waitlist-context.js';
import { enqueueOfferMail } from './waitlist-offer-mail.js';

/**
 * The terms of offers made at `now`: held until the configured number of hours later, each
 * announced by the offer mail. Every change that may free a seat hands these to the ledger.
 */
function nextOffers(config: Config, now: Date): { offerUntil: string; offerEffects: OfferEffects } {
  return {
    offerUntil: new Date(now.getTime() + config.WAITLIST_OFFER_HOURS * 3_600_000).toISOString(),
    offerEffects: (trx, entry) => enqueueOfferMail(config, trx, entry),
  };
}

/**
 * Runs a change to entry `id` that may free a seat or place (closing or reordering it) at the
 * clock's now, with the terms of the offers it makes; then tells that seats changed.
 */
export async function changeEntry(
  { clock, config, seatsChanged }: WaitlistContext,
  id: number,
  change: (terms: Omit<EntryChange, 'effects'>, now: Date) => Promise<unknown>,
) {
  const now = clock();
  await change({ entryId: id, at: now.toISOString(), ...nextOffers(config, now) }, now);
  seatsChanged();
  return { id };
}

/**
 * Offers every free seat or place of every item with a waitlist (lapsing offers past their
 * deadline first); the sweeper and every change that may free one call it. Answers how many
 * entries were offered.
 */
export async function offerFreedSeats({ clock, config, rules, seatsChanged }: WaitlistContext) {
  const now = clock();
  const at = now.toISOString();
  const { offerUntil, offerEffects } = nextOffers(config, now);
  let offered = 0;
  for (const item of await rules.itemsToOffer(at)) {
    offered += (await rules.offerFreeSeats(item, at, offerUntil, offerEffects)).length;
  }
  if (offered) seatsChanged();
  return offered;
}
