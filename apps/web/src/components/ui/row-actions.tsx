import Button from 'react-bootstrap/Button';

/** One button of a list's row or card: its words, its accessible name (naming the row: 'Change Nia Parker') and what it does. */
export interface RowAction {
  label: string;
  name: string;
  onClick: () => void;
  /** The outline colour: secondary by default, danger for what removes or cancels. */
  variant?: 'primary' | 'secondary' | 'danger';
}

/**
 * A row's or card's small outline buttons side by side, wrapping when narrow. Entries that are
 * `false`, null or undefined (an action that does not apply) are left out; nothing shows when none is left.
 */
export function RowActions({
  actions,
  className = 'd-flex flex-wrap gap-2',
}: {
  actions: readonly (RowAction | false | null | undefined)[];
  className?: string;
}) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map((action) => (
        <Button
          key={action.label}
          variant={`outline-${action.variant ?? 'secondary'}`}
          size="sm"
          className="text-nowrap"
          onClick={action.onClick}
          aria-label={action.name}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
