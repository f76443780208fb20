import { webRoutes } from '@soccer/contracts';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import type { MailTexts } from '../../mail/texts.js';

/** What a family is told of a check-in or check-out, whether by mail or by text. */
export interface TapNotice {
  eventId: string;
  child: string;
  action: 'checkIn' | 'checkOut';
  adult: string;
  at: string;
  camp: string;
  timeZone: string;
}

/** The words' values: the child's first name, the camp, the adult, the time in the facility's zone, named. */
const valuesOf = (m: TapNotice, x: MailTexts) => ({
  child: m.child,
  time: x.time(m.at, m.timeZone),
  camp: m.camp,
  adult: m.adult,
});

/**
 * The family's mail on a check-in or check-out (decision 0099), in its language. One per tap
 * (`attendance:<eventId>`): a replay queues nothing more.
 */
export function attendanceMail(m: TapNotice & { to: string; appUrl: string }, x: MailTexts): OutgoingMail {
  const values = valuesOf(m, x);
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

/** The family's text on a check-in or check-out (decision 0115): one short line, no medical notes, no code. */
export function attendanceTextBody(m: TapNotice, x: MailTexts): string {
  return x.t(m.action === 'checkIn' ? 'attendance.textIn' : 'attendance.textOut', valuesOf(m, x));
}
