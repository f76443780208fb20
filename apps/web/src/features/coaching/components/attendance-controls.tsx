import { useLingui } from '@lingui/react';
import { attendanceMessages, type PickupConfirmation, type RosterChild } from '@soccer/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useOnline } from '../../../hooks/use-online';
import { localInstant } from '../../../lib/i18n/instants';
import type { RefusedTap, Tap } from '../offline/queued-taps';

/** The server's refusals the coach can act on, by message: each one's catalogue key. */
const refusalKeys: Record<string, string> = {
  [attendanceMessages.alreadyIn]: 'coaching.attendance.error.alreadyIn',
  [attendanceMessages.notIn]: 'coaching.attendance.error.notIn',
  [attendanceMessages.adultNotListed]: 'coaching.attendance.error.adultNotListed',
  [attendanceMessages.wrongCode]: 'coaching.attendance.error.wrongCode',
  [attendanceMessages.tooManyWrongCodes]: 'coaching.attendance.error.tooManyWrongCodes',
  [attendanceMessages.onlyLastTap]: 'coaching.attendance.error.onlyLastTap',
  [attendanceMessages.notOnRoster]: 'coaching.attendance.error.notOnRoster',
};

/** The catalogue key of a refused tap's message (field messages first), or null when it has none. */
export function refusalKey(failure: {
  message?: string;
  errors?: Record<string, string[]> | null;
}): string | null {
  const messages = [...Object.values(failure.errors ?? {}).flat(), failure.message ?? ''];
  return messages.map((m) => refusalKeys[m]).find(Boolean) ?? null;
}

/** A refused tap in the reader's words: the server's message by its key, else as it came. */
export function useRefusalText(): (refusal: RefusedTap) => string {
  const { _ } = useLingui();
  return (refusal) => {
    const key = refusalKey(refusal);
    const fields = Object.values(refusal.errors ?? {}).flat();
    return key ? _(key) : _('coaching.attendance.error.refused', { message: fields[0] ?? refusal.message });
  };
}

interface Props {
  /** The child, its day as the server said it with this phone's unsent taps played on top. */
  child: RosterChild;
  busy: boolean;
  /** A tap of this child is queued and not yet sent. */
  unsent: boolean;
  /** The server refused this child's last tap: shown until the coach dismisses it. */
  refusal: RefusedTap | undefined;
  onDismiss: (eventId: string) => void;
  /** Queues the tap; answers the catalogue key of a failure, or null when queued. */
  onTap: (tap: Tap) => Promise<string | null>;
}

/**
 * A child's day on the roster (decision 0098): where the child is, then one big button: check in,
 * or check out, which asks who is picking up (the parents and the adults the family named,
 * that day's one-day pickups among them) and how the coach confirmed them (the day's pickup code,
 * or a photo ID seen). The last tap can be undone.
 */
export function AttendanceControls({ child, busy, unsent, refusal, onDismiss, onTap }: Props) {
  const refusalText = useRefusalText();
  const { _ } = useLingui();
  const { attendance } = child;
  const [checkingOut, setCheckingOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (tap: Tap) => {
    onDismiss(refusal?.eventId ?? '');
    const refused = await onTap(tap);
    setError(refused);
    if (!refused) setCheckingOut(false);
  };
  const name = `${child.firstName} ${child.lastName}`;
  return (
    <div className="coaching-attendance mt-3" data-testid="attendance">
      <p className="mb-2 fw-semibold" role="status">
        {attendance.state === 'notIn'
          ? _('coaching.attendance.notIn')
          : attendance.state === 'in'
            ? _('coaching.attendance.in', { time: localInstant(attendance.checkedInAt) })
            : _('coaching.attendance.out', {
                name: attendance.pickedUpBy,
                time: localInstant(attendance.checkedOutAt),
              })}
        {unsent ? (
          <span className="badge text-bg-warning ms-2" data-testid="unsent">
            {_('coaching.attendance.unsent')}
          </span>
        ) : null}
      </p>
      {attendance.overdue ? (
        <p className="alert alert-warning py-2 mb-2" data-testid="overdue">
          <span aria-hidden="true">⏰ </span>
          {_('coaching.attendance.overdue')}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-danger py-2 mb-2" role="alert">
          {_(error)}
        </p>
      ) : refusal ? (
        <div className="alert alert-danger py-2 mb-2 d-flex gap-2 align-items-start" role="alert">
          <p className="mb-0 flex-grow-1">
            <span className="fw-semibold">{_(`coaching.attendance.refused.${refusal.action}`)}</span>{' '}
            {refusalText(refusal)}
          </p>
          <Button
            variant="outline-danger"
            size="sm"
            className="flex-shrink-0 text-nowrap"
            onClick={() => onDismiss(refusal.eventId)}
          >
            {_('coaching.attendance.dismiss')}
          </Button>
        </div>
      ) : null}
      {checkingOut ? (
        <CheckOutForm child={child} busy={busy} onCancel={() => setCheckingOut(false)} onSend={send} />
      ) : (
        <div className="d-flex flex-wrap gap-2">
          {attendance.state === 'in' ? (
            <Button
              variant="primary"
              size="lg"
              disabled={busy}
              aria-label={_('coaching.attendance.checkOutName', { name })}
              onClick={() => {
                setError(null);
                setCheckingOut(true);
              }}
            >
              {_('coaching.attendance.checkOut')}
            </Button>
          ) : (
            <Button
              variant="success"
              size="lg"
              disabled={busy}
              aria-label={_('coaching.attendance.checkInName', { name })}
              onClick={() => void send({ registrationId: child.registrationId, action: 'checkIn' })}
            >
              {_('coaching.attendance.checkIn')}
            </Button>
          )}
          {attendance.lastEventId ? (
            <Button
              variant="outline-secondary"
              disabled={busy}
              aria-label={_('coaching.attendance.undoName', { name })}
              onClick={() =>
                void send({
                  registrationId: child.registrationId,
                  action: 'undo',
                  undoes: attendance.lastEventId,
                })
              }
            >
              {_('coaching.attendance.undo')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function CheckOutForm({
  child,
  busy,
  onCancel,
  onSend,
}: {
  child: RosterChild;
  busy: boolean;
  onCancel: () => void;
  onSend: (tap: Tap) => Promise<void>;
}) {
  const { _ } = useLingui();
  const formId = useId();
  const adults = [
    ...child.guardians.map((g) => ({ id: g.id, name: g.name, role: _('coaching.guardian') })),
    ...child.pickupAdults.map((a) => ({
      id: a.id,
      name: a.name,
      role: a.oneDay
        ? _('coaching.pickup.todayOnly', { relation: a.relation })
        : _('coaching.pickup.relation', { relation: a.relation }),
    })),
  ];
  const [adultId, setAdultId] = useState('');
  const online = useOnline();
  const [chosen, setConfirmation] = useState<PickupConfirmation>('code');
  // Offline the code cannot be checked (the server knows it): only a photo ID seen (decision 0108).
  const confirmation: PickupConfirmation = online ? chosen : 'photoId';
  const [code, setCode] = useState('');
  const ready = adultId !== '' && (confirmation === 'photoId' || /^\d{4}$/.test(code));
  return (
    <form
      className="border rounded p-3"
      aria-label={_('coaching.attendance.checkOutName', { name: `${child.firstName} ${child.lastName}` })}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        void onSend({
          registrationId: child.registrationId,
          action: 'checkOut',
          adultId,
          confirmation,
          ...(confirmation === 'code' ? { code } : {}),
        });
      }}
    >
      <fieldset className="mb-3">
        <legend className="h6">{_('coaching.attendance.who')}</legend>
        {adults.map((a) => (
          <Form.Check
            key={a.id}
            type="radio"
            id={`${formId}-${a.id}`}
            name={`${formId}-adult`}
            className="coaching-choice"
            checked={adultId === a.id}
            onChange={() => setAdultId(a.id)}
            label={`${a.name} (${a.role})`}
          />
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{_('coaching.attendance.how')}</legend>
        {(['code', 'photoId'] as const).map((c) => (
          <Form.Check
            key={c}
            type="radio"
            inline
            id={`${formId}-${c}`}
            name={`${formId}-confirmation`}
            checked={confirmation === c}
            disabled={c === 'code' && !online}
            onChange={() => setConfirmation(c)}
            label={_(`coaching.attendance.by.${c}`)}
          />
        ))}
        {online ? null : (
          <p className="small text-body-secondary mt-1 mb-0" data-testid="code-offline">
            {_('coaching.attendance.codeOffline')}
          </p>
        )}
      </fieldset>
      {confirmation === 'code' ? (
        <Form.Group controlId={`${formId}-entered-code`} className="mb-3">
          <Form.Label>{_('coaching.attendance.code')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </Form.Group>
      ) : null}
      <div className="d-flex gap-2">
        <Button type="submit" size="lg" disabled={busy || !ready}>
          {_('coaching.attendance.handOver')}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          {_('coaching.attendance.cancel')}
        </Button>
      </div>
    </form>
  );
}
