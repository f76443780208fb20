import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { summaryTotals, type TournamentSummaryItem } from '@soccer/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { localDate as formatDate } from '../../../lib/i18n/formats';
import { tournamentSummary } from '../api/get-tournament-summary';
import { BalancesDue } from '../components/balances-due';
import { MoneyLine } from '../components/money-line';
import { SummaryList } from '../components/summary-list';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

export function ManageTournamentsPage() {
  const { _ } = useLingui();
  return (
    <SummaryList
      heading={_('staff.tournaments.heading')}
      lead={_('staff.tournaments.lead')}
      query={tournamentSummary}
      loadingLabel={_('staff.tournaments.loading')}
      emptyText={_('staff.tournaments.empty')}
      noUpcomingText={_('staff.tournaments.noUpcoming')}
      pastHeading={_('staff.tournaments.past')}
      days={(item) => ({
        start: item.tournament.tournamentStartDate,
        end: item.tournament.tournamentEndDate,
      })}
      revenueKind="tournaments"
      reportHref={reportHref}
      itemKey={(item) => `${item.tournament.id}-${ageRangeId(item)}`}
      label={_('staff.tournaments.label')}
      caption={_('staff.tournaments.caption')}
      columns={columnsOf(_)}
      card={(item) => <AgeGroupCard item={item} />}
      after={<BalancesDue />}
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

type Column = ListColumn<TournamentSummaryItem>;

const endColumn = (header: string, cell: Column['cell'], total?: Column['total']) => ({
  header,
  className: 'text-end',
  cellClassName: 'text-end',
  cell,
  total,
});

const columnsOf = (_: I18n['_']): ListColumn<TournamentSummaryItem>[] => [
  {
    header: _('staff.tournaments.col.tournament'),
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
  {
    header: _('staff.tournaments.col.ageGroup'),
    cell: (item) => item.tournament.ageRange.ageRangeDescription,
  },
  endColumn(_('staff.tournaments.col.minGames'), (item) => item.tournament.minNumberOfGames),
  endColumn(_('staff.tournaments.col.maxPlayers'), (item) => item.tournament.maxNumberOfPlayers),
  {
    header: _('staff.tournaments.col.deadline'),
    cell: (item) => formatDate(item.tournament.lastDateToRegister),
  },
  endColumn(
    _('staff.summary.col.paid'),
    (item) => item.numberOfRegistrationsPaid,
    (items) => summaryTotals(items).numberOfRegistrationsPaid,
  ),
  endColumn(
    _('staff.summary.col.unpaid'),
    (item) => item.numberOfRegistrationsUnpaid,
    (items) => summaryTotals(items).numberOfRegistrationsUnpaid,
  ),
  endColumn(
    _('staff.summary.col.netRevenue'),
    (item) => <MoneyLine item={item} />,
    (items) => <MoneyLine item={summaryTotals(items)} />,
  ),
  endColumn(_('staff.tournaments.col.maxTeams'), (item) => maxTeams(item)),
  endColumn(_('staff.summary.col.waitlist'), (item) => item.tournament.ageRange.waitlisted),
];

/** The age group's maximum of teams, or a dash when it takes any number. */
const maxTeams = (item: TournamentSummaryItem) => item.tournament.ageRange.maxTeams ?? '–';

function AgeGroupCard({ item }: { item: TournamentSummaryItem }) {
  const { _ } = useLingui();
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
        <dt className="col-7">{_('staff.tournaments.col.deadline')}</dt>
        <dd className="col-5 mb-1">{formatDate(t.lastDateToRegister)}</dd>
        <dt className="col-7">{_('staff.tournaments.col.minGames')}</dt>
        <dd className="col-5 mb-1">{t.minNumberOfGames}</dd>
        <dt className="col-7">{_('staff.tournaments.col.maxPlayers')}</dt>
        <dd className="col-5 mb-1">{t.maxNumberOfPlayers}</dd>
        <dt className="col-7">{_('staff.summary.col.paid')}</dt>
        <dd className="col-5 mb-1">{item.numberOfRegistrationsPaid}</dd>
        <dt className="col-7">{_('staff.summary.col.unpaid')}</dt>
        <dd className="col-5 mb-1">{item.numberOfRegistrationsUnpaid}</dd>
        <dt className="col-7">{_('staff.summary.col.netRevenue')}</dt>
        <dd className="col-5 mb-1">
          <MoneyLine item={item} />
        </dd>
        <dt className="col-7">{_('staff.tournaments.col.maxTeams')}</dt>
        <dd className="col-5 mb-1">{maxTeams(item)}</dd>
        <dt className="col-7">{_('staff.summary.col.waitlist')}</dt>
        <dd className="col-5 mb-0">{t.ageRange.waitlisted}</dd>
      </dl>
    </>
  );
}
