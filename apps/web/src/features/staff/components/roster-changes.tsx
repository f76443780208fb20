import { describeRosterChange, formatInstant, type RosterChange } from '@soccer/contracts';

/** A paid team's roster changes on the staff report: when, by whom, and which players. */
export function RosterChanges({ changes }: { changes: RosterChange[] | undefined }) {
  if (!changes?.length) return null;
  return (
    <div className="small mt-2" data-testid="roster-changes">
      <span className="badge text-bg-info">Roster changed</span>
      <ul className="list-unstyled mb-0 mt-1">
        {changes.map((c) => (
          <li key={`${c.at}-${describeRosterChange(c)}`} className="break-anywhere">
            <span className="text-body-secondary">
              {formatInstant(c.at)} by {c.by}:
            </span>{' '}
            {describeRosterChange(c)}
          </li>
        ))}
      </ul>
    </div>
  );
}
