import { webRoutes } from '@soccer/contracts';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import type { MailTexts } from '../../mail/texts.js';

/**
 * The family's mail on a check-in or check-out (decision 0099), in its language, the time in the
 * facility's zone, named. One per tap (`attendance:<eventId>`): a replay queues nothing more.
 */
export function attendanceMail(
  m: {
    eventId: string;
    to: string;
    child: string;
    action: 'checkIn' | 'checkOut';
    adult: string;
    at: string;
    camp: string;
    timeZone: string;
    appUrl: string;
  },
  x: MailTexts,
): OutgoingMail {
  const time = x.time(m.at, m.timeZone);
  const values = { child: m.child, time, camp: m.camp, adult: m.adult };
  return mailFromLines({
    dedupeKey: `attendance:${m.eventId}`,
    to: m.to,
    subject: x.t(m.action === 'checkIn' ? 'attendance.inSubject' : 'attendance.outSubject', values),
    locale: x.locale,
    lines: [
      x.t('mail.hello'),
      '',
      x.t(m.action === 'checkIn' ? 'attendance.in' : 'attendance.out', values),
      '',
      x.t('attendance.why', { url: `${m.appUrl}${webRoutes.household}` }),
    ],
  });
}
