import { formatDate, type TournamentSummaryItem } from '@soccer/contracts';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useBrowserSize } from '../../../hooks/use-browser-size';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { errorMessage } from '../../../lib/error-reporting';
import { useTournamentSummary } from '../api/get-tournament-summary';
import { LoadError } from '../components/load-error';
import { StaffPage } from '../components/staff-page';
import '../../../styles/tables.scss';
import '../styles/admin.scss';

const heading = 'Tournament Registrations';

export function ManageTournamentsPage() {
  return (
    <StaffPage heading={heading}>
      <TournamentSummary />
    </StaffPage>
  );
}

const ageRangeId = (item: TournamentSummaryItem) => item.tournament.ageRange.tournamentAgeRangeId;

/** The report link of an item; only age ranges with a real id (> 0) have one (spec §2). */
function reportHref(item: TournamentSummaryItem): string | null {
  return ageRangeId(item) > 0
    ? paths.tournamentRegistrationReport.href(item.tournament.id, ageRangeId(item))
    : null;
}

/** Several age groups share a tournament name: the link says which one it opens. */
const reportLabel = (item: TournamentSummaryItem) =>
  `${item.tournament.tournamentName}, ${item.tournament.ageRange.ageRangeDescription}`;

function TournamentSummary() {
  const summary = useTournamentSummary();
  const size = useBrowserSize();
  const navigate = useNavigate();
  useErrorToast(summary.error, errorMessage);

  return (
    <div className="container py-4">
      <PageHeader title={heading} lead="Choose an age group to see its teams and export them." />
      {summary.isPending ? (
        <PageLoader label="Loading tournaments…" />
      ) : summary.isError ? (
        <LoadError message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : summary.data.length === 0 ? (
        <p className="text-body-secondary">There are no tournaments.</p>
      ) : size === 'small' ? (
        <ul className="list-unstyled d-grid gap-3" aria-label="Tournament age groups">
          {summary.data.map((item) => {
            const href = reportHref(item);
            const t = item.tournament;
            return (
              <li
                key={`${t.id}-${ageRangeId(item)}`}
                className={`card staff-card${href ? ' is-clickable' : ''}`}
                data-testid="tournament-summary-item"
              >
                <div className="card-body">
                  <h2 className="h5 card-title mb-1">
                    {href ? (
                      <Link className="stretched-link" to={href} aria-label={reportLabel(item)}>
                        {t.tournamentName}
                      </Link>
                    ) : (
                      t.tournamentName
                    )}
                  </h2>
                  <p className="fw-semibold mb-2">{t.ageRange.ageRangeDescription}</p>
                  <dl className="row small mb-0">
                    <dt className="col-7">Registration deadline</dt>
                    <dd className="col-5 mb-1">{formatDate(t.lastDateToRegister)}</dd>
                    <dt className="col-7">Min games</dt>
                    <dd className="col-5 mb-1">{t.minNumberOfGames}</dd>
                    <dt className="col-7">Max players</dt>
                    <dd className="col-5 mb-1">{t.maxNumberOfPlayers}</dd>
                    <dt className="col-7">Paid</dt>
                    <dd className="col-5 mb-1">{item.numberOfRegistrationsPaid}</dd>
                    <dt className="col-7">Unpaid</dt>
                    <dd className="col-5 mb-0">{item.numberOfRegistrationsUnpaid}</dd>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle staff-table">
            <caption className="visually-hidden">
              Tournament age groups with paid and unpaid registrations
            </caption>
            <thead>
              <tr>
                <th scope="col">Tournament</th>
                <th scope="col">Age group</th>
                <th scope="col" className="text-end">
                  Min games
                </th>
                <th scope="col" className="text-end">
                  Max players
                </th>
                <th scope="col">Registration deadline</th>
                <th scope="col" className="text-end">
                  Paid
                </th>
                <th scope="col" className="text-end">
                  Unpaid
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.data.map((item) => {
                const href = reportHref(item);
                const t = item.tournament;
                return (
                  <tr
                    key={`${t.id}-${ageRangeId(item)}`}
                    className={href ? 'clickable-row' : undefined}
                    onClick={href ? () => navigate(href) : undefined}
                    data-testid="tournament-summary-item"
                  >
                    <td>
                      {href ? (
                        <Link
                          to={href}
                          className="fw-semibold"
                          aria-label={reportLabel(item)}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {t.tournamentName}
                        </Link>
                      ) : (
                        <span className="fw-semibold">{t.tournamentName}</span>
                      )}
                    </td>
                    <td>{t.ageRange.ageRangeDescription}</td>
                    <td className="text-end">{t.minNumberOfGames}</td>
                    <td className="text-end">{t.maxNumberOfPlayers}</td>
                    <td>{formatDate(t.lastDateToRegister)}</td>
                    <td className="text-end">{item.numberOfRegistrationsPaid}</td>
                    <td className="text-end">{item.numberOfRegistrationsUnpaid}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
