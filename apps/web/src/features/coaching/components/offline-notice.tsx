import { useLingui } from '@lingui/react';
import { useOnline } from '../../../hooks/use-online';
import { usePendingWrites } from '../../../hooks/use-outbox';
import { localTimeOfDay } from '../../../lib/i18n/instants';

/**
 * What the coach's page says when the signal drops (decision 0107): offline, the time of the
 * roster shown (kept on this phone) or that there is none; and, online or not, the changes made
 * on this phone that the server has not yet received (the outbox, decision 0108).
 */
export function OfflineNotice({
  keptAt,
  hasRoster,
  updating = false,
}: {
  keptAt: string | null;
  hasRoster: boolean;
  /** The kept copy is shown while the server's answer is on its way (decision 0118). */
  updating?: boolean;
}) {
  const { _ } = useLingui();
  const online = useOnline();
  const { count, writes } = usePendingWrites();
  // A kept copy is shown only when the server could not be reached: say so even when the
  // browser believes it is online.
  const offlineLine = keptAt
    ? updating
      ? _('coaching.offline.updating', { time: localTimeOfDay(keptAt) })
      : _('coaching.offline.asOf', { time: localTimeOfDay(keptAt) })
    : online || hasRoster
      ? null
      : _('coaching.offline.noCopy');
  if (!offlineLine && count === 0) return null;
  return (
    <div className="alert alert-warning coaching-offline" role="status" data-testid="offline-notice">
      {offlineLine ? <p className="fw-semibold mb-0">{offlineLine}</p> : null}
      {count > 0 ? (
        <div className={offlineLine ? 'mt-2' : ''}>
          <p className="fw-semibold mb-1">{_('coaching.offline.unsent', { count })}</p>
          <ul className="mb-1 small">
            {writes.map((w) => (
              <li key={w.id}>
                {w.label ?? _('coaching.offline.unsentAt', { time: localTimeOfDay(w.queuedAt) })}
              </li>
            ))}
          </ul>
          <p className="small mb-0">
            {online ? _('coaching.offline.sending') : _('coaching.offline.willSend')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
