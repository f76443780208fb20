import type { PaymentStatusUpdate } from '@soccer/contracts';
import type { Executor, Trx } from '../../db/database.js';
import type { PaymentAttemptRow } from '../../db/schema.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { LedgerRow, PaymentTaken } from '../ledger/transitions.js';
import type { SavedCard } from './payment-provider.js';

/**
 * What a checkout pays, as named on its attempts: one registration, a team, an order, a move's
 * difference, the balance of a registration paid by a deposit (decision 0104), the first
 * payment of an instalment plan (decision 0109), or an order's first payments by plan (decision 0117).
 */
export type PayableKind =
  | 'camp'
  | 'tournament'
  | 'order'
  | 'order-plan'
  | 'move'
  | 'camp-balance'
  | 'tournament-balance'
  | 'camp-plan'
  | 'tournament-plan'
  | 'camp-instalment'
  | 'tournament-instalment';

/** The payable of each kind of registration's balance. */
export const balancePayableKind = {
  camp: 'camp-balance',
  tournament: 'tournament-balance',
} as const satisfies Record<RegistrationKind, PayableKind>;

/** The payable of each kind of registration's first instalment. */
export const planPayableKind = {
  camp: 'camp-plan',
  tournament: 'tournament-plan',
} as const satisfies Record<RegistrationKind, PayableKind>;

/** The payable of each kind of registration's later instalments (charged off-session or by a pay-now link). */
export const instalmentPayableKind = {
  camp: 'camp-instalment',
  tournament: 'tournament-instalment',
} as const satisfies Record<RegistrationKind, PayableKind>;

/** What a registration's first checkout pays: one registration or an order's several, in full (or a deposit) or by plan. */
export const firstCheckoutPayableKind = (
  kind: RegistrationKind,
  lines: number,
  byPlan: boolean,
): PayableKind => (lines > 1 ? (byPlan ? 'order-plan' : 'order') : byPlan ? planPayableKind[kind] : kind);

/** How a checkout ended, as settlement reports it. */
export type CheckoutEnd = 'failed' | 'expired' | 'returned';

/**
 * One kind of thing a checkout pays. Settlement turns the provider's record into an outcome and
 * hands it to the payable named on the checkout's attempts; the payable says how to apply it
 * (under the ledger's locks), what to mail, and what the result page shows. Settlement itself
 * knows no kind.
 */
export interface Payable {
  kind: PayableKind;
  /** The registrations its lines are for. */
  registrationKind: RegistrationKind;
  /** The log line when a payment of it was applied. */
  paidLogMessage: string;
  /**
   * Each line's registration as it is now, for the check that a payment still matches its price
   * (null: nothing to compare, the amount was fixed when the checkout opened); undefined when one is gone.
   */
  currentLines(db: Executor, attempts: readonly PaymentAttemptRow[]): Promise<LedgerRow[] | null | undefined>;
  /** Takes the ledger's locks this payment needs, in the ledger's order; false when what it pays is gone. */
  lock(trx: Trx, attempts: readonly PaymentAttemptRow[]): Promise<boolean>;
  /**
   * Applies the payment (under `lock`): paid, or why the ledger cannot take it (owed back).
   * `savedCard`: the card the checkout kept for later charges, when it kept one.
   */
  apply(
    trx: Trx,
    attempts: readonly PaymentAttemptRow[],
    checkoutId: string,
    at: string,
    savedCard?: SavedCard | null,
  ): Promise<PaymentTaken>;
  /** The one mail confirming the payment, queued in its transaction; it names the payment's receipt. */
  paidMail(
    trx: Trx,
    attempts: readonly PaymentAttemptRow[],
    at: string,
    receiptNumber: number | null,
  ): Promise<OutgoingMail | null>;
  /** The checkout ended unpaid; true when a seat was freed. */
  endUnpaid(
    attempts: readonly PaymentAttemptRow[],
    checkoutId: string,
    end: CheckoutEnd,
    at: string,
  ): Promise<boolean>;
  /** A delayed payment is still clearing: keep what is held until `until`. */
  stillClearing(attempts: readonly PaymentAttemptRow[], until: string, at: string): Promise<void>;
  /** The result page's answer once the provider's record was applied (`state`), for the asking account. */
  statusUpdate(
    db: Executor,
    attempts: readonly PaymentAttemptRow[],
    state: PaymentStatusUpdate['payment'],
    ownerId: string,
    at: string,
  ): Promise<PaymentStatusUpdate>;
}
