import { useLingui } from '@lingui/react';
import type { CoachRosterItem } from '@soccer/contracts';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useOnline } from '../../../hooks/use-online';
import { localDateRange } from '../../../lib/i18n/formats';
import { myRosters } from '../api/coach-rosters';
import { CoachFrame, ReadState } from '../components/coach-frame';
import { KeptRosterLinks } from '../components/kept-roster-links';
import { browserToday, itemName } from '../components/roster-item-title';
import { useKeepTodaysRosters } from '../offline/use-kept-roster';

/** /coach: the signed-in coach's rosters, today's first, then the upcoming ones. */
export function CoachPage() {
  const { _ } = useLingui();
  return (
    <CoachFrame heading={_('coaching.title')}>
      <PageHeader title={_('coaching.title')} lead={_('coaching.lead')} />
      <p className="small text-body-secondary">{_('coaching.offline.kept')}</p>
      <Rosters />
    </CoachFrame>
  );
}

function Rosters() {
  const { _ } = useLingui();
  const { data, isPending, error } = myRosters.use();
  // Today's rosters go onto the phone for the field without signal (decision 0107).
  useKeepTodaysRosters(data);
  const online = useOnline();
  if (!data) return online ? <ReadState isPending={isPending} error={error} /> : <KeptRosterLinks />;
  if (data.length === 0) return <p className="text-body-secondary">{_('coaching.none')}</p>;
  const today = browserToday();
  const now = data.filter((i) => i.startDate <= today);
  const later = data.filter((i) => i.startDate > today);
  return (
    <>
      <RosterList title={_('coaching.today')} items={now} empty={_('coaching.noneToday')} />
      <RosterList title={_('coaching.upcoming')} items={later} empty={_('coaching.noneUpcoming')} />
    </>
  );
}

function RosterList({ title, items, empty }: { title: string; items: CoachRosterItem[]; empty: string }) {
  const { _ } = useLingui();
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="h4 section-title">{title}</h2>
      {items.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="card coaching-item"
              data-testid="coach-roster-item"
            >
              <div className="card-body">
                {item.kind === 'session' ? (
                  <Link className="stretched-link h5 d-block mb-1" to={paths.coachSession.href(item.id)}>
                    {itemName(item)}
                  </Link>
                ) : (
                  <Link className="stretched-link h5 d-block mb-1" to={paths.coachAgeGroup.href(item.id)}>
                    {itemName(item)}: {item.ageGroup}
                  </Link>
                )}
                <div className="text-body-secondary">
                  {localDateRange(item.startDate, item.endDate)}
                  {item.timeBlock ? ` · ${item.timeBlock}` : ''}
                </div>
                <div className="text-body-secondary">{item.facilityName}</div>
                {item.group ? (
                  <div className="mt-1">
                    <span className="badge text-bg-secondary">
                      {_('coaching.groupBadge', { group: item.group })}
                    </span>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
