import {
  formatInstant,
  type Refund,
  type RegistrationStatus,
  refundNotes,
  registrationStatusNotes,
  type SessionSwitch,
  switchNote,
  unpaidStatuses,
} from '@soccer/contracts';

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
 * The plain line under a registration's status (contracts `registrationStatusNotes`): until when
 * an unpaid seat is held, that a bank payment is on its way, or why the seat is gone. Null for
 * statuses that need no explanation (paid).
 */
export function statusNote({ registrationStatus, holdExpiresAt, paymentPending }: StatusNoteSubject) {
  const holdUntil = holdExpiresAt ? formatInstant(holdExpiresAt) : null;
  if (paymentPending && unpaidStatuses.includes(registrationStatus))
    return registrationStatusNotes.paymentPending;
  switch (registrationStatus) {
    case 'registered':
    case 'paymentinprocess':
    case 'paymentrejected':
      return registrationStatusNotes[registrationStatus](holdUntil);
    case 'expired':
    case 'cancelled':
      return registrationStatusNotes[registrationStatus];
    default:
      return null;
  }
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
  const note = statusNote(subject);
  const refunds = refundNotes(subject.refunds);
  // A move that was given up changed nothing, so the history leaves it out.
  const moves = (subject.switches ?? []).filter((s) => s.state !== 'expired').map(switchNote);
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
