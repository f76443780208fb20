import type { FieldErrors, SettleChoice } from '@soccer/contracts';
import { defaultFacilityTimeZone, switchMessages } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import type { CampSessionRow } from '../../db/schema.js';
import { costCentsAt, pricedAtOf } from '../../lib/money.js';
import { facilityTimeZones } from '../camps/camp-sessions-repository.js';
import { creditPaidOf } from '../money/credit-ledger.js';
import { orderLineRepricer } from '../money/order-repricing.js';
import { refundableCents } from '../money/refunds-repository.js';

/** A session's price columns (a listed session or the row read under its lock). */
type PricedSession = Pick<
  CampSessionRow,
  'cost_cents' | 'price_windows' | 'facility_id' | 'promo_code' | 'promo_discount_cents'
>;

/** What a move's money depends on, of the registration. */
interface MovingRegistration {
  id: number;
  amount_cents: number;
  promo_code: string;
  sibling_discount_cents: number;
  /** When it was registered and priced (contracts `priceAt`): the target session is priced as of then. */
  created_at: string;
  priced_at: string | null;
}

/**
 * A registration's price in a session: its cost, less the session's discount when the
 * registration's promo code is that session's, less the sibling discount it was given in its
 * order (kept in dollars when it moves, never more than what is left).
 */
const priceIn = (afterPromo: number, r: MovingRegistration) =>
  afterPromo - Math.min(r.sibling_discount_cents, afterPromo);

/**
 * The target session's cost for a registration, before its discounts: the target's price window
 * at the moment the registration was priced (decision 0102), so a family that registered in an
 * early-bird window moves at the target's early-bird price, whenever it moves. What it is when
 * the move is made is kept on the registration (decision 0116).
 */
export async function costInTargets(db: Executor, r: MovingRegistration) {
  const zones = await facilityTimeZones(db);
  const pricedAt = pricedAtOf(r);
  return (target: PricedSession) =>
    costCentsAt(target, zones.get(target.facility_id) ?? defaultFacilityTimeZone, pricedAt);
}

/** The target session's cost for a registration (`costInTargets`), less its discount when the registration's promo code is that session's. */
export async function afterPromoInTargets(db: Executor, r: MovingRegistration) {
  const costIn = await costInTargets(db, r);
  return (target: PricedSession) => {
    const cost = costIn(target);
    return (
      cost -
      (r.promo_code && target.promo_code?.toLowerCase() === r.promo_code.toLowerCase()
        ? Math.min(target.promo_discount_cents, cost)
        : 0)
    );
  };
}

/** A move's money, in cents. */
export interface MoveQuote {
  /** What the registration costs in the target session. */
  priceCents: number;
  /** priceCents − what it costs now: > 0 dearer, < 0 cheaper. */
  differenceCents: number;
  /**
   * What the order's other players lose when this one becomes the cheaper line (their sibling
   * discount ends with it: `orderLineRepricing`); it comes off the refund.
   */
  siblingLossCents: number;
  /**
   * What a move to a cheaper session can give back: the difference less the siblings' loss, at
   * most what is left to refund.
   */
  refundCents: number;
}

/**
 * The one computation of what moving a registration costs or gives back (the options, the move
 * under its locks, its mail and audit entry all take their amounts from it). Reads once what is
 * left to refund of what the family actually paid (payments less refunds requested, in transit
 * or done: a partial refund has already given some back; promo and sibling discounts were never
 * paid; credit paid goes back as credit), then prices each target session.
 */
export async function moveQuoter(db: Executor, r: MovingRegistration) {
  // What the card and account credit paid and still hold (decision 0096: each gives back its part).
  const leftCents =
    (await refundableCents(db, 'camp', r.id)).leftCents + (await creditPaidOf(db, 'camp', r.id)).leftCents;
  const reprice = await orderLineRepricer(db, r.id);
  const afterPromoIn = await afterPromoInTargets(db, r);
  return (target: PricedSession): MoveQuote => {
    const afterPromo = afterPromoIn(target);
    const priceCents = priceIn(afterPromo, r);
    const differenceCents = priceCents - r.amount_cents;
    const siblingLossCents = differenceCents < 0 ? (reprice(afterPromo)?.lossCents ?? 0) : 0;
    return {
      priceCents,
      differenceCents,
      siblingLossCents,
      refundCents: Math.min(Math.max(0, -differenceCents - siblingLossCents), leftCents),
    };
  };
}

/** What was done about a move's difference: said in its mail and recorded in its audit entry. */
export interface MoveMoney {
  quote: MoveQuote;
  settle: SettleChoice | null;
  /** Cents of refunds recorded by the move. */
  refundedCents: number;
}

/** What is wrong with staff's choice for a difference (a 400 on `settleDifference`), or nothing. */
export function settlementRefusal(quote: MoveQuote, settle: SettleChoice | undefined): FieldErrors {
  const d = quote.differenceCents;
  if (d > 0 && settle !== 'charge' && settle !== 'waive')
    return { settleDifference: [switchMessages.settleDearer] };
  if (d < 0 && settle !== 'refund' && settle !== 'keep')
    return { settleDifference: [switchMessages.settleCheaper] };
  return {};
}
