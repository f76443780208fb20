/** An empty list page: nothing at all yet, or a page past the end (offers the last page). */
export function EmptyPage({
  total,
  noun,
  onLast,
  emptyText = `There are no ${noun} yet.`,
}: {
  total: number;
  noun: string;
  onLast: () => void;
  /** What an empty list says (a search that found nothing says so). */
  emptyText?: string;
}) {
  if (total === 0) return <p className="text-body-secondary">{emptyText}</p>;
  return (
    <p className="text-body-secondary">
      This page is empty.{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onLast}>
        Go to the last page
      </button>
    </p>
  );
}
