import { useLingui } from '@lingui/react';
import type { CoachTeamRoster } from '@soccer/contracts';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { localDateRange } from '../../../lib/i18n/formats';
import { ageGroupRoster } from '../api/coach-rosters';
import { CallLink } from '../components/call-link';
import { CoachFrame, ReadState } from '../components/coach-frame';
import { itemName } from '../components/roster-item-title';

/** /coach/age-groups/{id}: an age group's paid teams, each player with age and t-shirt, parents to call. */
export function CoachAgeGroupPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const ageRangeId = /^\d+$/.test(id) ? Number(id) : 0;
  const { data, isPending, error } = ageGroupRoster.use(ageRangeId);
  const title = data ? `${itemName(data.ageGroup)}: ${data.ageGroup.ageGroup}` : _('coaching.rosterTitle');
  return (
    <CoachFrame heading={title}>
      <p className="mb-2">
        <Link to={paths.coach.href()}>← {_('coaching.back')}</Link>
        {' · '}
        <Link to={paths.coachCheckIn.href()}>{_('coaching.teamCheckIn')}</Link>
      </p>
      {data ? (
        <Teams roster={data} title={title} />
      ) : (
        <>
          <PageHeader title={title} />
          <ReadState isPending={isPending} error={error} />
        </>
      )}
    </CoachFrame>
  );
}

function Teams({ roster, title }: { roster: CoachTeamRoster; title: string }) {
  const { _ } = useLingui();
  const { ageGroup, teams } = roster;
  return (
    <>
      <PageHeader
        title={title}
        lead={`${localDateRange(ageGroup.startDate, ageGroup.endDate)} · ${ageGroup.facilityName}`}
      />
      <p className="fw-semibold" role="status">
        {_('coaching.teams', { count: teams.length })}
      </p>
      <ul className="list-unstyled d-grid gap-3">
        {teams.map((team) => (
          <li key={team.id} className="card" data-testid="roster-team">
            <div className="card-body">
              <h2 className="h5 card-title">{team.teamName}</h2>
              <div className="d-grid gap-2 mb-3">
                <CallLink person={team.contact} role={_('coaching.teamContact')} />
              </div>
              <ul className="list-unstyled d-grid gap-2 mb-0">
                {team.players.map((p) => (
                  <li key={`${p.name}-${p.parent.phone}`} className="border-top pt-2">
                    <div className="fw-semibold">{p.name}</div>
                    <div className="text-body-secondary mb-1">
                      {_('coaching.age', { age: p.age })}
                      {p.tshirtSize ? ` · ${_('coaching.shirt', { size: p.tshirtSize.toUpperCase() })}` : ''}
                    </div>
                    <CallLink person={p.parent} role={_('coaching.guardian')} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
