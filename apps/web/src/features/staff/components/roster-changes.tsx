import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { RosterChange } from '@soccer/contracts';
import { localInstant } from '../../../lib/i18n/instants';

/** One change in words: 'added Ann Lee; removed Bo Kim; replaced Cy Ray with Di Fox' (as contracts `describeRosterChange`). */
function describe(_: I18n['_'], change: RosterChange): string {
  const names = (list: string[]) => list.join(', ');
  return [
    change.added.length ? _('staff.roster.added', { names: names(change.added) }) : '',
    change.removed.length ? _('staff.roster.removed', { names: names(change.removed) }) : '',
    ...change.replaced.map((r) => _('staff.roster.replaced', { from: r.from, to: r.to })),
    change.updated.length ? _('staff.roster.updated', { names: names(change.updated) }) : '',
    change.teamFields.length ? _('staff.roster.teamFields', { fields: names(change.teamFields) }) : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** A paid team's roster changes on the staff report: when, by whom, and which players. */
export function RosterChanges({ changes }: { changes: RosterChange[] | undefined }) {
  const { _ } = useLingui();
  if (!changes?.length) return null;
  return (
    <div className="small mt-2" data-testid="roster-changes">
      <span className="badge text-bg-info">{_('staff.roster.changed')}</span>
      <ul className="list-unstyled mb-0 mt-1">
        {changes.map((c) => (
          <li key={`${c.at}-${describe(_, c)}`} className="break-anywhere">
            <span className="text-body-secondary">
              {_('staff.roster.by', { when: localInstant(c.at), who: c.by })}
            </span>{' '}
            {describe(_, c)}
          </li>
        ))}
      </ul>
    </div>
  );
}
