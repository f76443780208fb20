import { formatMoney, type Refund, serverNotes } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import { appUrl } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { paidAttemptsOfPayment } from './attempts-repository.js';
import { recordNeedsReview, resolvePaymentIssue } from './payment-issues.js';
import { type PaymentProvider, type ProviderRefund, RefundRefusedError } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import type { ReceiptIssuer } from './receipt-issuer.js';
import { refundFailedMail, refundFailedOfficeMail, refundSentMail } from './refund-mails.js';
import {
  advanceRefund,
  findRefund,
  findRefundByProviderId,
  recordProviderRefund,
  toRefund,
  unsettledRefunds,
} from './refunds-repository.js';

/** What delivering refunds needs: the provider and how each kind of registration is described. */
export interface RefundDeliveryDependencies {
  provider: PaymentProvider;
  subject: (kind: RegistrationKind) => PaymentSubject;
  receipts: Pick<ReceiptIssuer, 'forRefund'>;
}

/**
 * The provider's side of refunds: a recorded refund is asked for (with its own idempotency key);
 * the provider's record of it (its answer, its `refund.*` events, or the sweeper asking) moves
 * the row forward only, and the family is mailed when it succeeded or failed. A refund made in
 * the provider's dashboard is recorded on the registration it paid back.
 */
export function createRefundDelivery(deps: ServiceDeps, c: RefundDeliveryDependencies) {
  const d = { ...deps, ...c, now: deps.clock, appUrl: appUrl(deps.config) };
  const subject = c.subject;
  const at = () => d.now().toISOString();

  /** Asks the provider for a recorded refund; on a network failure it stays `requested` for the sweeper. */
  async function send(refundId: number): Promise<Refund> {
    const r = (await findRefund(d.db, refundId))!;
    if (r.state !== 'requested') return toRefund(r);
    const logIds = { refundId, kind: r.registration_kind, registrationId: r.registration_id };
    try {
      const session = await d.provider.retrieve(r.provider_session_id);
      if (!session?.paymentIntent)
        throw new RefundRefusedError('The payment could not be found at the provider.');
      const recorded = await d.provider.refund({
        paymentIntent: session.paymentIntent,
        amountCents: r.amount_cents,
        idempotencyKey: r.idempotency_key,
        metadata: {
          refund_id: String(r.id),
          registration_kind: r.registration_kind,
          registration_id: String(r.registration_id),
        },
      });
      await applyProviderRecord(r.id, recorded);
    } catch (error) {
      if (error instanceof RefundRefusedError) {
        d.log.warn({ ...logIds, reason: error.message }, 'refund refused by the payment provider');
        await d.db.transaction().execute(async (trx) => {
          if (await advanceRefund(trx, r.id, { state: 'failed', failureReason: error.message }, at()))
            await mailFailed(trx, r.id);
        });
      } else {
        d.log.warn(
          { ...logIds, err: error },
          'refund request did not reach the payment provider; will retry',
        );
      }
    }
    return toRefund((await findRefund(d.db, refundId))!);
  }

  /** Moves a refund row to what the provider's record says; mails the owner once it succeeded. */
  async function applyProviderRecord(refundId: number, recorded: ProviderRefund) {
    const state =
      recorded.status === 'succeeded'
        ? 'succeeded'
        : recorded.status === 'failed' || recorded.status === 'canceled'
          ? 'failed'
          : 'pending';
    await d.db.transaction().execute(async (trx) => {
      const changed = await advanceRefund(
        trx,
        refundId,
        {
          state,
          providerRefundId: recorded.id,
          ...(state === 'failed'
            ? { failureReason: recorded.failureReason ?? serverNotes.refusedByProvider }
            : {}),
        },
        at(),
      );
      if (changed && state === 'failed') await mailFailed(trx, refundId);
      if (!changed || state !== 'succeeded') return;
      const r = (await findRefund(trx, refundId))!;
      if (r.payment_issue_id !== null) await resolvePaymentIssue(trx, r.payment_issue_id, at());
      await c.receipts.forRefund(trx, r, at());
      const about = await subject(r.registration_kind as RegistrationKind).describe(trx, r.registration_id);
      if (about)
        await enqueueMail(
          trx,
          refundSentMail(`refund-succeeded:${r.id}`, about, r.amount_cents, d.appUrl),
          d.now(),
        );
    });
  }

  /** A verified `refund.*` event: only a hint naming a refund; the provider's record of it decides. */
  async function handleRefundEvent(providerRefundId: string) {
    const recorded = await d.provider.retrieveRefund(providerRefundId).catch((error) => {
      d.log.warn({ err: error, providerRefundId }, 'refund lookup failed');
      throw new HttpError(503, 'The payment provider could not be reached.');
    });
    if (!recorded) return 'ignored';
    const row =
      (await findRefundByProviderId(d.db, recorded.id)) ??
      (recorded.metadata.refund_id && /^\d+$/.test(recorded.metadata.refund_id)
        ? await findRefund(d.db, Number(recorded.metadata.refund_id))
        : undefined);
    if (row?.provider_refund_id && row.provider_refund_id !== recorded.id) {
      d.log.warn({ providerRefundId }, 'refund names another refund of this server; ignored');
      return 'ignored';
    }
    if (row) {
      await applyProviderRecord(row.id, recorded);
      return 'handled';
    }
    return recordRefundMadeAtProvider(recorded);
  }

  /**
   * A refund this server did not ask for: made in the provider's dashboard. When its payment paid
   * one registration it is recorded on it (as 'Refunded at the payment provider'), so the site
   * and the reports show it and what is left to refund counts it. A payment of several players
   * (an order) cannot say whose money it was: each line gets a 'review' issue for staff, who
   * refund from the reports instead. A payment this server never took is ignored.
   */
  async function recordRefundMadeAtProvider(recorded: ProviderRefund) {
    const lines = recorded.paymentIntent ? await paidAttemptsOfPayment(d.db, recorded.paymentIntent) : [];
    const logIds = { providerRefundId: recorded.id, paymentIntent: recorded.paymentIntent };
    if (lines.length === 0) {
      d.log.warn(logIds, 'refund of a payment this server did not take; ignored');
      return 'ignored';
    }
    const line = lines[0]!;
    if (lines.length > 1) {
      await recordNeedsReview(
        d.db,
        { providerSessionId: line.provider_session_id, currency: recorded.currency },
        lines.map((l) => ({
          kind: l.registration_kind as RegistrationKind,
          registrationId: l.registration_id,
          amountCents: recorded.amountCents,
        })),
        `${formatMoney(dollars(recorded.amountCents))} was refunded at the payment provider from the payment of several players; refund from the reports to say whose.`,
        at(),
      );
      d.log.warn(logIds, 'refund made at the provider of an order; marked for review');
      return 'handled';
    }
    const refundId = await recordProviderRefund(d.db, {
      kind: line.registration_kind as RegistrationKind,
      registrationId: line.registration_id,
      providerSessionId: line.provider_session_id,
      providerRefundId: recorded.id,
      amountCents: recorded.amountCents,
      currency: recorded.currency,
      reason: serverNotes.refundedAtProvider,
      requestedBy: 'provider',
      at: at(),
      idempotencyKey: `provider-${recorded.id}`,
    });
    d.log.info({ ...logIds, refundId }, 'refund made at the provider recorded');
    await applyProviderRecord(refundId, recorded);
    return 'handled';
  }

  /** The sweeper's pass: sends refunds that never reached the provider, asks about unsettled ones. */
  async function sweep(olderThanMs = 60_000) {
    const before = new Date(d.now().getTime() - olderThanMs).toISOString();
    for (const r of await unsettledRefunds(d.db, before)) {
      if (r.state === 'requested') await send(r.id);
      else if (r.provider_refund_id) {
        const recorded = await d.provider.retrieveRefund(r.provider_refund_id).catch(() => null);
        if (recorded) await applyProviderRecord(r.id, recorded);
      }
    }
  }

  /** A refund the provider refused or failed: the family hears the office is on it, and the office hears. */
  async function mailFailed(trx: Transaction<Database>, refundId: number) {
    const r = (await findRefund(trx, refundId))!;
    const kind = r.registration_kind as RegistrationKind;
    const about = await subject(kind).describe(trx, r.registration_id);
    if (!about) return;
    await enqueueMail(
      trx,
      refundFailedMail(`refund-failed:${r.id}`, about, r.amount_cents, d.appUrl),
      d.now(),
    );
    await enqueueMail(
      trx,
      refundFailedOfficeMail(
        `refund-failed-office:${r.id}`,
        d.config.BUSINESS_EMAIL,
        {
          id: r.id,
          kind,
          registrationId: r.registration_id,
          cents: r.amount_cents,
          reason: r.failure_reason,
          productName: about.productName,
        },
        mailTexts(d.config.OFFICE_LOCALE),
      ),
      d.now(),
    );
  }

  return { send, handleRefundEvent, sweep };
}

export type RefundDelivery = ReturnType<typeof createRefundDelivery>;
