import {
  formatInstant,
  historyActorLabels,
  type RegistrationStatus,
  registrationStatusBadgeText,
  type StatusChange,
} from '@soccer/contracts';

/** A status in the words of the row's badge ('Not paid', 'paid'), without a hold's end. */
const statusWords = (status: RegistrationStatus) => registrationStatusBadgeText(status, null);

/**
 * Every change of a registration's status on its report row, folded under 'History': oldest first,
 * each when (the reader's zone), from → to ('Created' for the first), who and why. Nothing when
 * the row has no history.
 */
export function RegistrationHistory({ history }: { history: readonly StatusChange[] | undefined }) {
  if (!history?.length) return null;
  return (
    <details className="registration-history small mt-1" data-testid="registration-history">
      <summary>History ({history.length})</summary>
      <ol className="list-unstyled mb-0 mt-1 d-grid gap-1" aria-label="History">
        {history.map((change, i) => (
          // Two changes may share an instant and words; their place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever read whole, in order.
          <li key={i} className="break-anywhere">
            <div className="text-body-secondary">
              <time dateTime={change.at}>{formatInstant(change.at)}</time> · {historyActorLabels[change.by]}
            </div>
            <div>
              <span className="fw-semibold">
                {change.from === null ? 'Created' : statusWords(change.from)} → {statusWords(change.to)}
              </span>
              {change.why ? ` · ${change.why}` : null}
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}
