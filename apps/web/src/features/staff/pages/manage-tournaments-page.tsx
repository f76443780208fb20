import { formatDate, summaryTotals, type TournamentSummaryItem } from '@soccer/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { tournamentSummary } from '../api/get-tournament-summary';
import { MoneyLine } from '../components/money-line';
import { SummaryList } from '../components/summary-list';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

const heading = 'Tournament Registrations';

export function ManageTournamentsPage() {
  return (
    <SummaryList
      heading={heading}
      lead="Choose an age group to see its teams and export them."
      query={tournamentSummary}
      loadingLabel="Loading tournaments…"
      emptyText="There are no tournaments."
      noUpcomingText="There are no upcoming tournaments."
      pastHeading="Past tournaments"
      days={(item) => ({
        start: item.tournament.tournamentStartDate,
        end: item.tournament.tournamentEndDate,
      })}
      revenueKind="tournaments"
      reportHref={reportHref}
      itemKey={(item) => `${item.tournament.id}-${ageRangeId(item)}`}
      label="Tournament age groups"
      caption="Tournament age groups with paid and unpaid registrations"
      columns={columns}
      card={(item) => <AgeGroupCard item={item} />}
      itemTestId="tournament-summary-item"
    />
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

const endColumn = (
  header: string,
  cell: ListColumn<TournamentSummaryItem>['cell'],
  total?: ListColumn<TournamentSummaryItem>['total'],
) => ({
  header,
  className: 'text-end',
  cellClassName: 'text-end',
  cell,
  total,
});

const columns: ListColumn<TournamentSummaryItem>[] = [
  {
    header: 'Tournament',
    cell: (item) => {
      const href = reportHref(item);
      return href ? (
        <Link
          to={href}
          className="fw-semibold"
          aria-label={reportLabel(item)}
          onClick={(event) => event.stopPropagation()}
        >
          {item.tournament.tournamentName}
        </Link>
      ) : (
        <span className="fw-semibold">{item.tournament.tournamentName}</span>
      );
    },
  },
  { header: 'Age group', cell: (item) => item.tournament.ageRange.ageRangeDescription },
  endColumn('Min games', (item) => item.tournament.minNumberOfGames),
  endColumn('Max players', (item) => item.tournament.maxNumberOfPlayers),
  { header: 'Registration deadline', cell: (item) => formatDate(item.tournament.lastDateToRegister) },
  endColumn(
    'Paid',
    (item) => item.numberOfRegistrationsPaid,
    (items) => summaryTotals(items).numberOfRegistrationsPaid,
  ),
  endColumn(
    'Unpaid',
    (item) => item.numberOfRegistrationsUnpaid,
    (items) => summaryTotals(items).numberOfRegistrationsUnpaid,
  ),
  endColumn(
    'Net revenue',
    (item) => <MoneyLine item={item} />,
    (items) => <MoneyLine item={summaryTotals(items)} />,
  ),
  endColumn('Max teams', (item) => maxTeams(item)),
  endColumn('Waitlist', (item) => item.tournament.ageRange.waitlisted),
];

/** The age group's maximum of teams, or a dash when it takes any number. */
const maxTeams = (item: TournamentSummaryItem) => item.tournament.ageRange.maxTeams ?? '–';

function AgeGroupCard({ item }: { item: TournamentSummaryItem }) {
  const href = reportHref(item);
  const t = item.tournament;
  return (
    <>
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
        <dd className="col-5 mb-1">{item.numberOfRegistrationsUnpaid}</dd>
        <dt className="col-7">Net revenue</dt>
        <dd className="col-5 mb-1">
          <MoneyLine item={item} />
        </dd>
        <dt className="col-7">Max teams</dt>
        <dd className="col-5 mb-1">{maxTeams(item)}</dd>
        <dt className="col-7">Waitlist</dt>
        <dd className="col-5 mb-0">{t.ageRange.waitlisted}</dd>
      </dl>
    </>
  );
}
