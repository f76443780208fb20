import { useLingui } from '@lingui/react';
import {
  type Refund,
  type RegistrationStatus,
  refundNotes,
  type SessionSwitch,
  unpaidStatuses,
} from '@soccer/contracts';
import { localMoney } from '../../lib/i18n/formats';
import { activeLocale, i18n } from '../../lib/i18n/i18n';
import { localInstant } from '../../lib/i18n/instants';
import { localSwitchNote } from '../../lib/i18n/item-names';

/** What a status note needs; camp and tournament registrations and the payment result all have it. */
export interface StatusNoteSubject {
  registrationStatus: RegistrationStatus;
  holdExpiresAt: string | null;
  paymentPending?: boolean;
  /** Refunds of its payment: 'Refunded $X', 'Refund of $X on its way'. */
  refunds?: Refund[];
  /** Moves to other sessions: 'Moved from … to …', or one waiting for its difference. */
  switches?: SessionSwitch[];
}

/**
 * The plain line under a registration's status (contracts `registrationStatusNotes`, whose English
 * the catalogue repeats as `statusNote.*`): until when an unpaid seat is held, that a bank payment
 * is on its way, or why the seat is gone. Null for statuses that need no explanation (paid).
 */
export function statusNote({ registrationStatus, holdExpiresAt, paymentPending }: StatusNoteSubject) {
  const holdUntil = holdExpiresAt ? localInstant(holdExpiresAt) : null;
  if (paymentPending && unpaidStatuses.includes(registrationStatus))
    return i18n._('statusNote.paymentPending');
  switch (registrationStatus) {
    case 'registered':
    case 'paymentinprocess':
    case 'paymentrejected':
      return holdUntil
        ? i18n._(`statusNote.${registrationStatus}.held`, { holdUntil })
        : i18n._(`statusNote.${registrationStatus}`);
    case 'expired':
    case 'cancelled':
      return i18n._(`statusNote.${registrationStatus}`);
    default:
      return null;
  }
}

/** The refund lines of a payment (contracts `refundNotes`, whose English the catalogue repeats). */
function refundLines(refunds: readonly Refund[] | undefined): string[] {
  const english = refundNotes(refunds);
  if (activeLocale() === 'en' || english.length === 0) return english;
  const cents = (states: readonly Refund['state'][]) =>
    (refunds ?? [])
      .filter((r) => states.includes(r.state))
      .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  const asCredit = (refunds ?? [])
    .filter((r) => r.form === 'credit' && r.state === 'succeeded')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  const done = cents(['succeeded']) - asCredit;
  const underway = cents(['requested', 'pending']);
  const failed = cents(['failed']);
  return [
    done ? i18n._('refund.done', { amount: localMoney(done / 100) }) : '',
    asCredit ? i18n._('refund.asCredit', { amount: localMoney(asCredit / 100) }) : '',
    underway ? i18n._('refund.underway', { amount: localMoney(underway / 100) }) : '',
    failed && !underway ? i18n._('refund.failed', { amount: localMoney(failed / 100) }) : '',
  ].filter(Boolean);
}

/** A payment is on its way: offering to pay again would take the money twice. */
export function paymentUnderway(subject: StatusNoteSubject): boolean {
  return Boolean(subject.paymentPending) && unpaidStatuses.includes(subject.registrationStatus);
}

/** The note, then any refund lines, as a small paragraph; `className` replaces its default look (e.g. inside an alert). */
export function StatusNote({
  subject,
  className = 'small text-body-secondary mb-0',
}: {
  subject: StatusNoteSubject;
  className?: string;
}) {
  useLingui();
  const note = statusNote(subject);
  const refunds = refundLines(subject.refunds);
  // A move that was given up changed nothing, so the history leaves it out.
  const moves = (subject.switches ?? []).filter((s) => s.state !== 'expired').map(localSwitchNote);
  if (!note && refunds.length === 0 && moves.length === 0) return null;
  return (
    <p className={className} data-testid="status-note">
      {[note, ...moves, ...refunds].filter(Boolean).map((line, i) => (
        <span key={line} className={i > 0 ? 'd-block' : undefined}>
          {line}
        </span>
      ))}
    </p>
  );
}
