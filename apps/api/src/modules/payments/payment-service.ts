import { messages, payableStatuses, type RegistrationStatus } from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { PaymentProvider, ProviderSession } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import {
  findLedgerRow,
  listLapsedHolds,
  markCheckoutStarted,
  markExpired,
  markPaid,
  markRejected,
  type RegistrationKind,
  recordPaymentEvent,
} from './registration-ledger.js';

/**
 * The payment flow for both kinds of registration. The price is the one stored at
 * registration; a status change comes only from the provider's own record (a retrieved
 * session or a signed webhook), never from what the browser says.
 */
export function createPaymentService(
  app: FastifyInstance,
  provider: PaymentProvider,
  subjects: PaymentSubject[],
) {
  const byKind = new Map(subjects.map((s) => [s.kind, s]));
  const subject = (kind: RegistrationKind) => {
    const s = byKind.get(kind);
    if (!s) throw new Error(`no payment subject for ${kind}`);
    return s;
  };

  /** Returns the hosted checkout URL for the owner's registration, reusing an open session. */
  async function startCheckout(
    kind: RegistrationKind,
    registrationId: number,
    owner: Principal,
    browserAmount?: number,
  ) {
    const s = subject(kind);
    const row = await findLedgerRow(app.db, kind, registrationId);
    if (!row || row.owner_account_id !== owner.id) throw notFound(messages.notOwned);
    if (!payableStatuses.includes(row.status as RegistrationStatus)) {
      throw conflict(
        row.status === 'paid' ? 'This registration is already paid.' : `This registration is ${row.status}.`,
      );
    }
    if (browserAmount !== undefined && Math.round(browserAmount * 100) !== row.amount_cents) {
      app.log.warn(
        { registrationId, kind, browserAmount, amountCents: row.amount_cents },
        'browser amount ignored',
      );
    }

    const now = app.now();
    const holdMs = app.config.HOLD_MINUTES * 60_000;
    const holdUntil = new Date(now.getTime() + holdMs);

    if (row.stripe_session_id) {
      const current = await provider.retrieve(row.stripe_session_id);
      if (current?.paymentStatus === 'paid') {
        await applyPaid(kind, registrationId, current.id);
        throw conflict('This registration is already paid.');
      }
      if (current?.status === 'complete')
        throw conflict('A payment for this registration is already being processed.');
      if (current?.status === 'open' && current.url) {
        if (current.amountTotal === row.amount_cents) {
          await markCheckoutStarted(app.db, kind, registrationId, current.id, null, now.toISOString());
          return current.url;
        }
        // The price changed since (e.g. a promo code was added): that page must not be paid.
        await provider.expire(current.id).catch(() => undefined);
      }
    }

    const details = await s.describe(app.db, registrationId);
    if (!details) throw notFound(messages.notOwned);
    const base = appUrl(app.config);
    const session = await provider.createCheckout({
      amountCents: row.amount_cents,
      productName: details.productName,
      productDescription: details.description,
      customerEmail: details.customerEmail,
      successUrl: `${base}${s.resultPath}/true/{CHECKOUT_SESSION_ID}`,
      // Stripe fills {CHECKOUT_SESSION_ID} only into success_url; the cancel page names the registration.
      cancelUrl: `${base}${s.resultPath}/false/${registrationReference(kind, registrationId)}`,
      expiresAt: holdUntil,
      metadata: {
        registration_kind: kind,
        registration_id: String(registrationId),
        registration_ref: `${kind}-${registrationId}`,
      },
      idempotencyKey: `${kind}-${registrationId}-${row.stripe_session_id ?? 'first'}`,
    });
    if (!session.url) throw new HttpError(502, 'The payment provider did not return a checkout page.');
    const started = await markCheckoutStarted(
      app.db,
      kind,
      registrationId,
      session.id,
      kind === 'camp' ? holdUntil.toISOString() : null,
      now.toISOString(),
    );
    if (!started) throw conflict('This registration can no longer be paid.');
    return session.url;
  }

  async function applyPaid(kind: RegistrationKind, id: number, sessionId: string) {
    const s = subject(kind);
    return app.db.transaction().execute(async (trx) => {
      const changed = await markPaid(trx, kind, id, sessionId, app.now().toISOString());
      if (changed) {
        app.log.info({ kind, registrationId: id, paymentSessionId: sessionId }, 'registration paid');
        const mail = await s.confirmationMail(trx, id, appUrl(app.config));
        if (mail) await enqueueMail(trx, mail, app.now());
      }
      return changed;
    });
  }

  function registrationOf(session: ProviderSession): { kind: RegistrationKind; id: number } | null {
    const kind = session.metadata.registration_kind;
    const id = Number(session.metadata.registration_id);
    if ((kind !== 'camp' && kind !== 'tournament') || !Number.isInteger(id) || id <= 0) return null;
    return { kind, id };
  }

  /** The result page's status update: ask the provider, apply what it says, return the status. */
  async function syncFromProvider(kind: RegistrationKind, sessionIdOrReference: string, owner: Principal) {
    let sessionId = sessionIdOrReference;
    const reference = parseRegistrationReference(sessionIdOrReference);
    if (reference) {
      const row = reference.kind === kind ? await findLedgerRow(app.db, kind, reference.id) : undefined;
      if (!row || row.owner_account_id !== owner.id || !row.stripe_session_id)
        throw notFound('Payment session not found');
      sessionId = row.stripe_session_id;
    }
    const session = await provider.retrieve(sessionId).catch((error) => {
      app.log.warn({ err: error, sessionId }, 'payment session lookup failed');
      return null;
    });
    const target = session && registrationOf(session);
    if (!session || !target || target.kind !== kind) throw notFound('Payment session not found');
    const row = await findLedgerRow(app.db, kind, target.id);
    if (!row || row.owner_account_id !== owner.id) throw notFound('Payment session not found');

    if (session.paymentStatus === 'paid') await applyPaid(kind, target.id, session.id);
    else if (session.status === 'open' || session.status === 'expired') {
      await markRejected(app.db, kind, target.id, session.id, app.now().toISOString());
    }
    const after = await findLedgerRow(app.db, kind, target.id);
    return { registrationId: target.id, registrationStatus: after?.status ?? row.status };
  }

  /** A verified provider event; duplicates and stale events change nothing. */
  async function handleEvent(event: Stripe.Event) {
    if (!event.type.startsWith('checkout.session.')) return 'ignored';
    const session = event.data.object as Stripe.Checkout.Session;
    const target = registrationOf({
      id: session.id,
      url: session.url,
      status: session.status ?? 'open',
      paymentStatus: session.payment_status,
      amountTotal: session.amount_total,
      metadata: (session.metadata ?? {}) as Record<string, string>,
    });
    if (!target) return 'ignored';
    if (!(await recordPaymentEvent(app.db, event.id, event.type, app.now().toISOString())))
      return 'duplicate';

    const at = app.now().toISOString();
    switch (event.type) {
      case 'checkout.session.completed':
        if (session.payment_status === 'paid') await applyPaid(target.kind, target.id, session.id);
        break;
      case 'checkout.session.async_payment_succeeded':
        await applyPaid(target.kind, target.id, session.id);
        break;
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await markRejected(app.db, target.kind, target.id, session.id, at);
        break;
    }
    return 'applied';
  }

  /**
   * Frees the seats of camp registrations whose hold has lapsed. The provider session is
   * expired first so it can no longer be paid; if it was paid meanwhile, it is recorded as paid.
   */
  async function sweepLapsedHolds() {
    const now = app.now().toISOString();
    let expired = 0;
    for (const hold of await listLapsedHolds(app.db, now)) {
      if (hold.stripe_session_id) {
        const session = await provider.expire(hold.stripe_session_id).catch((error) => {
          app.log.info(
            { err: error, registrationId: hold.id },
            'checkout could not be expired; checking its state',
          );
          return provider.retrieve(hold.stripe_session_id!).catch(() => null);
        });
        if (session?.paymentStatus === 'paid') {
          await applyPaid('camp', hold.id, session.id);
          continue;
        }
        if (session?.status === 'complete') continue; // an async payment is still settling
      }
      if (await markExpired(app.db, hold.id, now)) expired++;
    }
    if (expired) app.publicCache.clear();
    return expired;
  }

  return {
    startCheckout,
    syncFromProvider,
    handleEvent,
    sweepLapsedHolds,
    parseWebhook: provider.parseWebhook,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** 'camp-42': how a cancelled checkout names its registration on the way back. */
export function registrationReference(kind: RegistrationKind, id: number) {
  return `${kind}-${id}`;
}

function parseRegistrationReference(value: string): { kind: RegistrationKind; id: number } | null {
  const m = /^(camp|tournament)-(\d+)$/.exec(value);
  return m ? { kind: m[1] as RegistrationKind, id: Number(m[2]) } : null;
}
