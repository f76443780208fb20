import { balanceReminderDays, webRoutes } from '@soccer/contracts';
import { appUrl } from '../../config.js';
import { addDays, zonedHour } from '../../lib/dates.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { linesMail } from '../../mail/mail-layout.js';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { registrationMoney } from './deposits.js';
import { depositRegistrations, takeBalanceReminder } from './deposits-repository.js';

/** A reminder goes within a day of its time (a server down longer skips it, as the other reminders do). */
const windowMs = 24 * 3_600_000;

/**
 * Reminders of a balance still due (decision 0104): `balanceReminderDays` days before its due
 * date, at REMINDER_LOCAL_HOUR on the facility's clock, in the family's language, the date on the
 * facility's calendar. Each goes once per registration and day (`reminder_sends`, unique), checked
 * again in the transaction that queues it, so a balance paid meanwhile gets none. A payment
 * reminder is essential: no unsubscribe (decision 0069 is for the others).
 */
export function createBalanceReminders({ db, clock, config, log }: ServiceDeps) {
  const url = appUrl(config);

  async function sendDue(): Promise<number> {
    const now = clock();
    const at = now.toISOString();
    let sent = 0;
    for (const r of await depositRegistrations(db)) {
      const dueDate = r.balance_due_date;
      if (dueDate === null) continue; // only deposits are asked for here
      const days = balanceReminderDays.find((d) => {
        const dueAt = zonedHour(addDays(dueDate, -d), config.REMINDER_LOCAL_HOUR, r.time_zone);
        return dueAt <= now && now.getTime() - dueAt.getTime() < windowMs;
      });
      if (days === undefined) continue;
      const occasion = {
        subject: r.kind === 'camp' ? ('camp' as const) : ('team' as const),
        subjectId: r.id,
        occasion: `${dueDate}:${days}`,
      };
      try {
        const done = await db.transaction().execute(async (trx) => {
          const row = await findLedgerRow(trx, r.kind, r.id);
          if (!row) return false;
          const money = await registrationMoney(trx, r.kind, row);
          if (money.dueCents <= 0) return false;
          if (!(await takeBalanceReminder(trx, occasion, at))) return false;
          const x = mailTexts(r.locale);
          await enqueueMail(
            trx,
            balanceMail(x, {
              dedupeKey: `reminder:balance-due:${occasion.subject}:${r.id}:${occasion.occasion}`,
              to: r.to,
              greetingName: r.greeting_name,
              who: r.who,
              item: (x.locale === 'es' && r.item_es) || r.item,
              dueDate,
              dueCents: money.dueCents,
              paidCents: money.paidCents,
              url: `${url}${webRoutes.myRegistrations}`,
            }),
            now,
          );
          return true;
        });
        if (done) sent++;
      } catch (error) {
        // Nothing of it was kept: the next run tries again.
        log.error({ err: error, reminder: { kind: 'balance-due', ...occasion } }, 'reminder not sent');
      }
    }
    if (sent > 0) log.info({ balanceReminders: sent }, 'balance reminders sent');
    return sent;
  }

  return { sendDue };
}

export type BalanceReminders = ReturnType<typeof createBalanceReminders>;

function balanceMail(
  x: MailTexts,
  m: {
    dedupeKey: string;
    to: string;
    greetingName: string;
    who: string;
    item: string;
    dueDate: string;
    dueCents: number;
    paidCents: number;
    url: string;
  },
): OutgoingMail {
  const amount = x.money(dollars(m.dueCents));
  const date = x.date(m.dueDate);
  const subject = x.t('balance.subject', { date, amount });
  const lines = [
    x.t('mail.greeting', { name: m.greetingName }),
    '',
    x.t('balance.due', { who: m.who, item: m.item, amount, date }),
    x.t('balance.paid', { paid: x.money(dollars(m.paidCents)) }),
    '',
    x.t('balance.payNow', { url: m.url }),
  ];
  return linesMail({ locale: x.locale, dedupeKey: m.dedupeKey, to: m.to, subject, lines });
}
