import { formatDate, formatMoney, messages, type Tournament } from '@soccer/contracts';

/** "3/14/2026" or "3/14/2026 – 3/15/2026", read in UTC (spec §5). */
export function tournamentDates(t: Pick<Tournament, 'tournamentStartDate' | 'tournamentEndDate'>): string {
  const start = formatDate(t.tournamentStartDate);
  const end = formatDate(t.tournamentEndDate);
  return end && end !== start ? `${start} – ${end}` : start;
}

export function facilityLine(t: Pick<Tournament, 'facility'>): string {
  const f = t.facility;
  return [f.facilityName, f.addressLine1, `${f.city}, ${f.state} ${f.zipCode}`.trim()]
    .filter((part) => part && part !== ',')
    .join(', ');
}

/** The side panel of the team registration form; the spec's fallback text when it failed. */
export function TournamentSummary({ tournament, loading }: { tournament?: Tournament; loading: boolean }) {
  return (
    <aside className="team-summary card shadow-sm" aria-labelledby="team-summary-title">
      <div className="card-body">
        <p className="team-summary-kicker mb-1" id="team-summary-title">
          Tournament
        </p>
        {loading ? (
          <p className="d-flex align-items-center gap-2 mb-0" role="status">
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            Loading tournament…
          </p>
        ) : tournament ? (
          <>
            <h2 className="h4 mb-2">{tournament.tournamentName}</h2>
            <p className="text-body-secondary">{tournament.tournamentDescription}</p>
            <dl className="team-summary-facts mb-0">
              <dt>Date</dt>
              <dd>{tournamentDates(tournament)}</dd>
              <dt>Age group</dt>
              <dd>{tournament.ageRange.ageRangeDescription}</dd>
              <dt>Location</dt>
              <dd>{facilityLine(tournament)}</dd>
              <dt>Cost per team</dt>
              <dd>{formatMoney(tournament.tournamentCost)}</dd>
              <dt>Team size</dt>
              <dd>Up to {tournament.maxNumberOfPlayers} players</dd>
              <dt>Register by</dt>
              <dd>{formatDate(tournament.lastDateToRegister)}</dd>
            </dl>
          </>
        ) : (
          <p className="mb-0">{messages.tournamentInfoUnavailable}</p>
        )}
      </div>
    </aside>
  );
}
