import { useLingui } from '@lingui/react';
import type { CoachRoster } from '@soccer/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';
import type { KeptRecord } from '../../../lib/offline/kept';
import { keptRosters } from '../offline/kept-rosters';
import { itemName } from './roster-item-title';

/** Offline, on the list page: today's rosters kept on this phone (decision 0107), as links. */
export function KeptRosterLinks() {
  const { _ } = useLingui();
  const { user } = useAuth();
  const owner = user?.id ?? '';
  const [kept, setKept] = useState<KeptRecord<CoachRoster>[] | null>(null);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    void keptRosters(owner)
      .then((list) => {
        if (live) setKept(list);
      })
      .catch(() => {
        if (live) setKept([]);
      });
    return () => {
      live = false;
    };
  }, [owner]);
  if (!kept) return null;
  if (kept.length === 0)
    return (
      <div className="alert alert-warning" role="status">
        {_('coaching.offline.listEmpty')}
      </div>
    );
  return (
    <section className="alert alert-warning" role="status" aria-label={_('coaching.offline.list')}>
      <p className="fw-semibold mb-2">{_('coaching.offline.list')}</p>
      <ul className="mb-0">
        {kept.map(({ key, value }) => (
          <li key={key}>
            <Link className="alert-link" to={paths.coachSession.href(value.session.id)}>
              {itemName(value.session)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
