import { useLingui } from '@lingui/react';

export interface FillBarProps {
  paid: number;
  unpaid: number;
  /** Seats still free (the server's `seatsLeft`). */
  free: number;
  capacity: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/**
 * A session's fill as one stacked bar (Bootstrap's progress-stacked): paid, unpaid and free
 * seats, with the numbers written out beside it so nothing depends on colour.
 */
export function FillBar(props: FillBarProps) {
  const { _ } = useLingui();
  const { paid, unpaid, capacity } = props;
  const free = Math.max(0, props.free);
  // Over-booked sessions (capacity lowered below the seats taken) still add up to 100%.
  const whole = Math.max(capacity, paid + unpaid + free);
  const parts = [
    { key: 'paid', value: paid, className: 'bg-success' },
    { key: 'unpaid', value: unpaid, className: 'bg-warning' },
    { key: 'free', value: free, className: 'fill-bar-free' },
  ];
  return (
    <div className="fill-bar">
      <div className="progress-stacked" aria-hidden="true">
        {parts.map((part) =>
          part.value > 0 ? (
            <div key={part.key} className="progress" style={{ width: `${percent(part.value, whole)}%` }}>
              <div className={`progress-bar ${part.className}`} />
            </div>
          ) : null,
        )}
      </div>
      <div className="fill-bar-legend small mt-1" data-testid="fill-summary">
        <span className="fill-dot bg-success" aria-hidden="true" /> {_('staff.fill.paid', { count: paid })}{' '}
        <span className="fill-dot bg-warning" aria-hidden="true" />{' '}
        {_('staff.fill.unpaid', { count: unpaid })}{' '}
        <span className="fill-dot fill-bar-free" aria-hidden="true" /> {_('staff.fill.free', { count: free })}
        <span className="text-body-secondary"> {_('staff.fill.of', { capacity })}</span>
      </div>
    </div>
  );
}
