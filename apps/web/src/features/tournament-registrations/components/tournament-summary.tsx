import {
  ageGroupGenderLabels,
  birthDateRangeText,
  formatDate,
  formatMoney,
  messages,
  rosterDeadlineOf,
  type Tournament,
} from '@soccer/contracts';
import { dateRange, facilityLine } from '../../../lib/format';
import { inReadersLanguage } from '../../../lib/i18n/content';

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
            <h2 className="h4 mb-2">{inReadersLanguage(tournament).tournamentName}</h2>
            <p className="text-body-secondary">{inReadersLanguage(tournament).tournamentDescription}</p>
            <dl className="team-summary-facts mb-0">
              <dt>Date</dt>
              <dd>{dateRange(tournament.tournamentStartDate, tournament.tournamentEndDate)}</dd>
              <dt>Age group</dt>
              <dd>{tournament.ageRange.ageRangeDescription}</dd>
              <AgeGroupRule ageRange={tournament.ageRange} />
              <dt>Location</dt>
              <dd>{facilityLine(tournament.facility)}</dd>
              <dt>Cost per team</dt>
              <dd>{formatMoney(tournament.tournamentCost)}</dd>
              <dt>Team size</dt>
              <dd>Up to {tournament.maxNumberOfPlayers} players</dd>
              <dt>Register by</dt>
              <dd>{formatDate(tournament.lastDateToRegister)}</dd>
              <dt>Roster changes until</dt>
              <dd>{formatDate(rosterDeadlineOf(tournament))}</dd>
            </dl>
          </>
        ) : (
          <p className="mb-0">{messages.tournamentInfoUnavailable}</p>
        )}
      </div>
    </aside>
  );
}

/** Who may play in the age group (contracts eligibility), when it says. */
function AgeGroupRule({ ageRange }: { ageRange: Tournament['ageRange'] }) {
  const born = birthDateRangeText(ageRange.birthDateFrom, ageRange.birthDateTo);
  const gender = ageRange.gender && ageRange.gender !== 'coed' ? ageGroupGenderLabels[ageRange.gender] : null;
  if (!born && !gender) return null;
  const text = [gender ? `${gender} only` : null, born ? `${born[0]?.toUpperCase()}${born.slice(1)}` : null];
  return (
    <>
      <dt>Players</dt>
      <dd data-testid="age-group-rule">{text.filter(Boolean).join('; ')}</dd>
    </>
  );
}
