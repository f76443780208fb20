import type { TournamentRegistration } from '@soccer/contracts';
import { StatusBadge } from '../../../components/registration/status-badge';
import { paymentUnderway, StatusNote } from '../../../components/registration/status-note';
import type { BrowserSize } from '../../../hooks/use-browser-size';
import { formatDate } from '../../../lib/format';
import { TournamentRegistrationActions } from './registration-actions';

function describe(r: TournamentRegistration) {
  const t = r.tournament;
  const start = t ? formatDate(t.tournamentStartDate) : '';
  const end = t ? formatDate(t.tournamentEndDate) : '';
  return {
    team: r.teamName,
    tournament: t?.tournamentName ?? `Tournament ${r.tournamentID}`,
    ageGroup: t?.ageRange.ageRangeDescription ?? '',
    dates: start === end ? start : `${start} – ${end}`,
    location: t ? `${t.facility.facilityName}, ${t.facility.city}, ${t.facility.state}` : '',
    players: `${r.teamMembers.length} ${r.teamMembers.length === 1 ? 'player' : 'players'}`,
  };
}

/** Tournament registrations: a table on large screens, cards on small ones. */
export function TournamentRegistrationList({
  items,
  size,
}: {
  items: TournamentRegistration[];
  size: BrowserSize;
}) {
  if (size === 'small') {
    return (
      <ul className="list-unstyled registration-cards mb-0">
        {items.map((r) => {
          const d = describe(r);
          return (
            <li key={r.id} className="card shadow-sm mb-3" data-testid="tournament-registration">
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h3 className="h5 card-title mb-1">{d.team}</h3>
                  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} />
                </div>
                <StatusNote subject={r} className="small text-body-secondary mb-2" />
                <p className="fw-semibold mb-1">
                  {d.tournament}
                  {d.ageGroup ? ` · ${d.ageGroup}` : ''}
                </p>
                <p className="mb-1">{d.dates}</p>
                <p className="text-body-secondary mb-1">{d.location}</p>
                <p className="mb-0">{d.players}</p>
                <TournamentRegistrationActions
                  registration={r}
                  context={`for ${d.team}, ${d.tournament}`}
                  block
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="table-responsive">
      <table className="table align-middle registration-table">
        <caption className="visually-hidden">Tournament registrations</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Tournament</th>
            <th scope="col">Age group</th>
            <th scope="col">Dates</th>
            <th scope="col">Players</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => {
            const d = describe(r);
            return (
              <tr key={r.id} data-testid="tournament-registration">
                <th scope="row">{d.team}</th>
                <td>
                  {d.tournament}
                  <div className="small text-body-secondary">{d.location}</div>
                </td>
                <td>{d.ageGroup}</td>
                <td className="text-nowrap">{d.dates}</td>
                <td>{d.players}</td>
                <td className="status-cell">
                  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} />
                  <StatusNote subject={r} className="small text-body-secondary mt-1 mb-0" />
                </td>
                <td className="text-end">
                  <TournamentRegistrationActions
                    registration={r}
                    context={`for ${d.team}, ${d.tournament}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
