import { useLingui } from '@lingui/react';
import type { StatusChange } from '@soccer/contracts';
import { localInstant } from '../../../lib/i18n/instants';
import { serverNoteText } from '../server-notes';

// A status reads in the words of the row's badge without a hold's end (contracts
// `registrationStatusBadgeText(status, null)`: 'Not paid', 'paid'): `staff.status.<status>`.

/**
 * Every change of a registration's status on its report row, folded under 'History': oldest first,
 * each when (the reader's zone), from → to ('Created' for the first), who and why. Nothing when
 * the row has no history.
 */
export function RegistrationHistory({ history }: { history: readonly StatusChange[] | undefined }) {
  const { _ } = useLingui();
  if (!history?.length) return null;
  return (
    <details className="registration-history small mt-1" data-testid="registration-history">
      <summary>{_('staff.history.summary', { count: history.length })}</summary>
      <ol className="list-unstyled mb-0 mt-1 d-grid gap-1" aria-label={_('staff.history.label')}>
        {history.map((change, i) => (
          // Two changes may share an instant and words; their place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever read whole, in order.
          <li key={i} className="break-anywhere">
            <div className="text-body-secondary">
              <time dateTime={change.at}>{localInstant(change.at)}</time> ·{' '}
              {_(`staff.history.by.${change.by}`)}
            </div>
            <div>
              <span className="fw-semibold">
                {change.from === null ? _('staff.history.created') : _(`staff.status.${change.from}`)} →{' '}
                {_(`staff.status.${change.to}`)}
              </span>
              {change.why ? ` · ${serverNoteText(change.why)}` : null}
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}
