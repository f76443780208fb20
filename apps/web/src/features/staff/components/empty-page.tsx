import { useLingui } from '@lingui/react';

/** An empty list page: nothing at all yet, or a page past the end (offers the last page). */
export function EmptyPage({
  total,
  noun,
  onLast,
  emptyText,
}: {
  total: number;
  noun: string;
  onLast: () => void;
  /** What an empty list says (a search that found nothing says so); by default, that there is nothing yet. */
  emptyText?: string;
}) {
  const { _ } = useLingui();
  if (total === 0)
    return <p className="text-body-secondary">{emptyText ?? _('staff.empty.none', { noun })}</p>;
  return (
    <p className="text-body-secondary">
      {_('staff.empty.pageEmpty')}{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onLast}>
        {_('staff.empty.lastPage')}
      </button>
    </p>
  );
}
