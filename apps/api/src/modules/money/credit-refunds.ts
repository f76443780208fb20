import { randomUUID } from 'node:crypto';
import { creditWithBonus, splitRefund } from '@soccer/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { addCredit, giveBack } from './credit-ledger.js';
import type { ReceiptIssuer } from './receipt-issuer.js';
import type { RefundablePayment } from './refunds-repository.js';

/**
 * The credit each paid checkout of a registration took, less what was returned on refund receipts
 * of that checkout, oldest checkout first.
 */
async function creditPaidByCheckout(trx: Trx, kind: RegistrationKind, id: number) {
  const paid = await trx
    .selectFrom('payment_attempts')
    .select([
      'provider_session_id',
      sql<number>`sum(credit_cents)`.as('cents'),
      sql<number>`min(id)`.as('first'),
    ])
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .where('state', '=', 'paid')
    .where('credit_cents', '>', 0)
    .groupBy('provider_session_id')
    .orderBy('first')
    .execute();
  const returned = await trx
    .selectFrom('credit_entries as e')
    .innerJoin('receipts as r', 'r.number', 'e.receipt_number')
    .select(['r.provider_session_id', sql<number>`sum(e.amount_cents)`.as('cents')])
    .where('e.registration_kind', '=', kind)
    .where('e.registration_id', '=', id)
    .where('e.kind', '=', 'returned')
    .groupBy('r.provider_session_id')
    .execute();
  const back = new Map(returned.map((x) => [x.provider_session_id, Number(x.cents)]));
  return paid.map((p) => ({
    providerSessionId: p.provider_session_id,
    leftCents: Math.max(0, Number(p.cents) - (back.get(p.provider_session_id) ?? 0)),
  }));
}

/**
 * A cancellation's refund of `refundCents` (under the policy, over what card and credit paid
 * together), split by form (`splitRefund`): the card's part, and the credit's part that goes back
 * as credit whatever the family chooses; taken as credit, the card's part comes back with the
 * business's bonus (`creditWithBonus`).
 */
export function cancellationCredit(
  refundCents: number,
  left: { cardCents: number; creditCents: number },
  bonusPercent: number,
) {
  const split = splitRefund(left, refundCents);
  return {
    cardCents: split.cardCents,
    returnedCents: split.creditCents,
    insteadCents: split.creditCents + creditWithBonus(split.cardCents, bonusPercent),
  };
}

/**
 * Gives a cancellation's refund back as credit, in its transaction (decision 0096):
 * `returnedCents` (what credit paid) as `returned` entries, each with a refund receipt as credit; with `cardAsCredit`, the card's part
 * too, as refunds of form 'credit' against the card payments (so what is left to refund to the
 * card goes down as a card refund would, each with its refund receipt) and a `cancel` entry worth
 * that part with its bonus. Answers the credit given, in cents.
 */
export async function giveCancellationCredit(
  trx: Trx,
  r: {
    kind: RegistrationKind;
    id: number;
    accountId: string;
    byId: string;
    reason: string;
    at: string;
    returnedCents: number;
    cardAsCredit: { cents: number; bonusPercent: number; payments: RefundablePayment[] } | null;
  },
  receipts: Pick<ReceiptIssuer, 'forRefund' | 'forReturnedCredit'>,
): Promise<number> {
  const registration = { kind: r.kind, id: r.id };
  // What credit paid goes back as `returned` entries, one per checkout it paid, each with the
  // refund receipt it has as credit, so the receipts net the line out as the ledger does.
  let toReturn = r.returnedCents;
  for (const paid of await creditPaidByCheckout(trx, r.kind, r.id)) {
    const part = Math.min(toReturn, paid.leftCents);
    if (part <= 0) continue;
    // Back to the lots it came from; the receipt says how much of it had no cash value.
    const back = await giveBack(trx, {
      accountId: r.accountId,
      cents: part,
      checkoutId: paid.providerSessionId,
      registration,
      at: r.at,
    });
    const receiptNumber = await receipts.forReturnedCredit(trx, {
      providerSessionId: paid.providerSessionId,
      registrationId: r.id,
      cents: part,
      withoutCashCents: part - back.cashCents,
      at: r.at,
    });
    await addCredit(
      trx,
      {
        accountId: r.accountId,
        kind: 'returned',
        cents: part,
        reason: r.reason,
        byId: r.byId,
        registration,
        receiptNumber,
        at: r.at,
      },
      'restored',
    );
    toReturn -= part;
  }
  // Credit returned before its checkouts were told apart (no receipt to name): still given back.
  await addCredit(
    trx,
    {
      accountId: r.accountId,
      kind: 'returned',
      cents: toReturn,
      reason: r.reason,
      byId: r.byId,
      registration,
      at: r.at,
    },
    { cashCents: toReturn },
  );
  let given = r.returnedCents;
  if (r.cardAsCredit && r.cardAsCredit.cents > 0) {
    let remaining = r.cardAsCredit.cents;
    let receiptNumber: number | null = null;
    for (const p of r.cardAsCredit.payments) {
      const part = Math.min(remaining, Math.max(0, p.leftCents));
      if (part <= 0) continue;
      const refund = await trx
        .insertInto('refunds')
        .values({
          registration_kind: r.kind,
          registration_id: r.id,
          provider_session_id: p.providerSessionId,
          provider_refund_id: null,
          amount_cents: part,
          currency: p.currency,
          reason: r.reason,
          state: 'succeeded',
          failure_reason: null,
          requested_by: r.byId,
          idempotency_key: `credit-${randomUUID()}`,
          payment_issue_id: null,
          created_at: r.at,
          updated_at: r.at,
          form: 'credit',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Each payment taken back has its refund receipt (a deposit and its balance, instalments),
      // so the receipts less the refunds stay what the family paid; the credit names the first.
      const issued = await receipts.forRefund(trx, refund, r.at);
      receiptNumber ??= issued;
      remaining -= part;
    }
    const cents = creditWithBonus(r.cardAsCredit.cents - remaining, r.cardAsCredit.bonusPercent);
    await addCredit(
      trx,
      {
        accountId: r.accountId,
        kind: 'cancel',
        cents,
        reason: r.reason,
        byId: r.byId,
        registration,
        receiptNumber,
        at: r.at,
      },
      { cashCents: r.cardAsCredit.cents - remaining },
    ); // the card's part has its cash value; the bonus none
    given += cents;
  }
  return given;
}
