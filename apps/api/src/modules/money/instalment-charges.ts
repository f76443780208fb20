import { instalmentNoticeDays, instalmentRetryDays, todayIsoDateIn, webRoutes } from '@soccer/contracts';
import { appUrl } from '../../config.js';
import { addDays } from '../../lib/dates.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { linesMail } from '../../mail/mail-layout.js';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
import { ledgerTable } from '../ledger/registration-kinds.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { idempotencyPrefix, notePaymentIntent, recordAttempt } from './attempts-repository.js';
import { takeBalanceReminder } from './deposits-repository.js';
import {
  claimInstalmentCharge,
  countInstalmentFailure,
  type OpenInstalment,
  openInstalments,
  releaseInstalmentClaim,
  savedCardOf,
  setInstalmentCharge,
} from './instalments-repository.js';
import { instalmentPayableKind } from './payable.js';
import type { PaymentProvider } from './payment-provider.js';
import type { Settlement } from './settlement.js';

export interface InstalmentChargeDependencies {
  provider: PaymentProvider;
  /** Settlement's one path for a paid payment: receipt, mail, owed back when it cannot count. */
  takePayment: Settlement['takePayment'];
  /** Cancels a registration in arrears under the policy, refunding to the card or as credit (decision 0110). */
  releaseInArrears: (kind: OpenInstalment['kind'], id: number, asCredit: boolean) => Promise<unknown>;
}

/**
 * The later instalments of plans (decision 0109), one job on the queue: each open instalment of a
 * paid registration is charged to its saved card once its day (or its retry's day) has come on
 * the facility's calendar, and its family told `instalmentNoticeDays` before. A charge is asked
 * with one idempotency key per instalment and try, so two servers (or a crash and a rerun) make
 * one charge; settlement then marks the instalment paid with one conditional update. A decline is
 * counted once (conditional on the failures seen) with a mail carrying the pay-now link, and
 * tried again `instalmentRetryDays` after the date.
 */
export function createInstalmentCharges(
  { db, engine, clock, config, log }: ServiceDeps,
  c: InstalmentChargeDependencies,
) {
  const url = appUrl(config);
  let prefix: string | undefined;

  /**
   * Claims the instalment for its charge while its registration reads paid under the lock a
   * cancel takes (decision 0120): a cancel before it is seen here (nothing is charged), a cancel
   * after it waits for the charge's outcome instead of letting a charge through to be refunded.
   */
  const claim = (r: OpenInstalment, at: string) =>
    db.transaction().execute(async (trx) => {
      const read = trx.selectFrom(ledgerTable(r.kind)).select('status').where('id', '=', r.registration_id);
      const registration = await (engine === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
      return (
        registration?.status === 'paid' && (await claimInstalmentCharge(trx, r.id, r.failures, new Date(at)))
      );
    });

  async function charge(r: OpenInstalment, at: string) {
    if (!(await claim(r, at))) return 'skipped';
    try {
      return await chargeClaimed(r, at);
    } finally {
      await releaseInstalmentClaim(db, r.id);
    }
  }

  async function chargeClaimed(r: OpenInstalment, at: string) {
    const row = (await findLedgerRow(db, r.kind, r.registration_id))!;
    const card = await savedCardOf(db, r.kind, r.registration_id);
    const outcome = card
      ? await c.provider.chargeSaved({
          card,
          amountCents: r.cents,
          currency: 'usd',
          description: `${r.item}: ${r.who} (${r.seq})`,
          metadata: {
            registration_kind: r.kind,
            registration_id: String(r.registration_id),
            instalment: String(r.seq),
          },
          idempotencyKey: `${(prefix ??= await idempotencyPrefix(db))}-instalment-${r.id}-try-${r.failures}`,
        })
      : ({ status: 'declined', paymentIntent: null, code: 'no_saved_card' } as const);
    if (outcome.status === 'succeeded') {
      const pi = outcome.paymentIntent;
      await recordAttempt(db, {
        kind: r.kind,
        registrationId: r.registration_id,
        sessionId: pi,
        amountCents: r.cents,
        currency: 'usd',
        pricedItemId: row.priced_item_id,
        payable: instalmentPayableKind[r.kind],
        at,
      });
      await notePaymentIntent(db, pi, pi);
      await setInstalmentCharge(db, r.id, pi, at);
      await c.takePayment(pi, at);
      return 'charged';
    }
    // A bank that wants its card holder to confirm refuses every charge made without them: no
    // automatic retry then, only the pay-now link (the arrears clock runs as after a last try).
    const authentication = outcome.code === 'authentication_required';
    const nextTryOn =
      !authentication && r.failures < instalmentRetryDays.length
        ? addDays(r.due_date, instalmentRetryDays[r.failures]!)
        : null;
    await db.transaction().execute(async (trx) => {
      if (!(await countInstalmentFailure(trx, r.id, r.failures, nextTryOn, at))) return;
      await enqueueMail(
        trx,
        failedMail(mailTexts(r.locale), r, {
          dedupeKey: `instalment-failed:${r.id}:${r.failures}`,
          authentication,
          nextTryOn,
          url: `${url}${webRoutes.myRegistrations}`,
        }),
        new Date(at),
      );
    });
    log.warn({ instalmentId: r.id, code: outcome.code, nextTryOn }, 'instalment charge declined');
    return 'declined';
  }

  /** The notice before an instalment's date, once per instalment (`reminder_sends`). */
  async function notice(r: OpenInstalment, now: Date) {
    return db.transaction().execute(async (trx) => {
      const occasion = {
        subject: r.kind === 'camp' ? ('camp' as const) : ('team' as const),
        subjectId: r.registration_id,
        occasion: `${r.seq}:${r.due_date}`,
      };
      if (!(await takeBalanceReminder(trx, occasion, now.toISOString(), 'instalment-due'))) return false;
      await enqueueMail(
        trx,
        noticeMail(mailTexts(r.locale), r, `reminder:instalment-due:${occasion.subject}:${r.id}`),
        now,
      );
      return true;
    });
  }

  /**
   * A plan in arrears: an instalment still unpaid `INSTALMENT_GRACE_DAYS` after its last
   * automatic try. By `INSTALMENT_ARREARS` the seat is first released (cancelled under the
   * policy, refunded to the card or as credit; a failure leaves it for the next run), then the
   * office is told once (`reminder_sends`, kind `instalment-arrears`), in its language.
   */
  async function arrears(r: OpenInstalment, now: Date) {
    const released = config.INSTALMENT_ARREARS !== 'notify';
    if (released)
      await c.releaseInArrears(r.kind, r.registration_id, config.INSTALMENT_ARREARS === 'release-credit');
    return db.transaction().execute(async (trx) => {
      const occasion = {
        subject: r.kind === 'camp' ? ('camp' as const) : ('team' as const),
        subjectId: r.registration_id,
        occasion: `${r.seq}`,
      };
      if (!(await takeBalanceReminder(trx, occasion, now.toISOString(), 'instalment-arrears'))) return false;
      const x = mailTexts(config.OFFICE_LOCALE);
      const amount = x.money(dollars(r.cents));
      const subject = x.t('instalment.arrearsSubject', { who: r.who });
      await enqueueMail(
        trx,
        plainMail(x, `instalment-arrears:${r.id}`, config.BUSINESS_EMAIL, subject, [
          x.t('instalment.arrears', {
            who: r.who,
            item: itemOf(x, r),
            seq: r.seq,
            amount,
            date: x.date(r.due_date),
          }),
          '',
          released
            ? x.t('instalment.arrearsReleased', { email: r.to })
            : x.t('instalment.arrearsAction', { email: r.to }),
        ]),
        now,
      );
      return true;
    });
  }

  /** One pass: what is due is charged, what comes in three days is announced, arrears are told. */
  async function runDue() {
    const now = clock();
    const at = now.toISOString();
    const done = { charged: 0, declined: 0, skipped: 0, noticed: 0, arrears: 0 };
    const lastTry = instalmentRetryDays.at(-1)! + config.INSTALMENT_GRACE_DAYS;
    for (const r of await openInstalments(db)) {
      const today = todayIsoDateIn(r.time_zone, now);
      const chargeOn = r.status === 'scheduled' ? r.due_date : r.next_try_on;
      try {
        if (chargeOn !== null && chargeOn <= today) done[await charge(r, at)]++;
        else if (r.status === 'scheduled' && addDays(r.due_date, -instalmentNoticeDays) <= today) {
          if (await notice(r, now)) done.noticed++;
        } else if (r.status === 'failed' && chargeOn === null && addDays(r.due_date, lastTry) <= today)
          if (await arrears(r, now)) done.arrears++;
      } catch (error) {
        // Nothing was counted: the next run asks again with the same key (no second charge).
        log.error({ err: error, instalmentId: r.id }, 'instalment not charged');
      }
    }
    if (done.charged + done.declined + done.noticed + done.arrears > 0)
      log.info({ instalments: done }, 'instalments run');
    return done;
  }

  return { runDue };
}

export type InstalmentCharges = ReturnType<typeof createInstalmentCharges>;

function plainMail(
  x: MailTexts,
  dedupeKey: string,
  to: string,
  subject: string,
  lines: string[],
): OutgoingMail {
  return linesMail({ locale: x.locale, dedupeKey, to, subject, lines });
}

const itemOf = (x: MailTexts, r: OpenInstalment) => (x.locale === 'es' && r.item_es) || r.item;

function noticeMail(x: MailTexts, r: OpenInstalment, dedupeKey: string) {
  const amount = x.money(dollars(r.cents));
  const date = x.date(r.due_date);
  return plainMail(x, dedupeKey, r.to, x.t('instalment.noticeSubject', { seq: r.seq, date, amount }), [
    x.t('mail.greeting', { name: r.greeting_name }),
    '',
    x.t('instalment.notice', { seq: r.seq, date, amount, who: r.who, item: itemOf(x, r) }),
  ]);
}

function failedMail(
  x: MailTexts,
  r: OpenInstalment,
  m: { dedupeKey: string; authentication: boolean; nextTryOn: string | null; url: string },
) {
  const amount = x.money(dollars(r.cents));
  return plainMail(x, m.dedupeKey, r.to, x.t('instalment.failedSubject', { seq: r.seq, who: r.who }), [
    x.t('mail.greeting', { name: r.greeting_name }),
    '',
    x.t('instalment.failed', { seq: r.seq, amount, who: r.who, item: itemOf(x, r) }),
    ...(m.authentication ? [x.t('instalment.authentication')] : []),
    m.nextTryOn ? x.t('instalment.retry', { date: x.date(m.nextTryOn) }) : x.t('instalment.lastTry'),
    '',
    x.t('instalment.payNow', { url: m.url }),
  ]);
}
