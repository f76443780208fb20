import { type SessionSummaryItem, summaryTotals } from '@soccer/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { dateRange } from '../../../lib/format';
import { sessionSummary } from '../api/get-session-summary';
import { FillBar } from '../components/fill-bar';
import { MoneyLine } from '../components/money-line';
import { SummaryList } from '../components/summary-list';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

const heading = 'Camp Session Registrations';

export function ManagePage() {
  return (
    <SummaryList
      heading={heading}
      lead="Choose a session to see its registrations and export them."
      query={sessionSummary}
      loadingLabel="Loading camp sessions…"
      emptyText="There are no camp sessions."
      noUpcomingText="There are no upcoming camp sessions."
      pastHeading="Past sessions"
      days={(item) => ({ start: item.campSession.campStartDate, end: item.campSession.campEndDate })}
      revenueKind="camps"
      reportHref={reportHref}
      itemKey={(item) => item.campSession.id}
      label="Camp sessions"
      caption="Camp sessions with paid and unpaid registrations"
      columns={columns}
      card={(item) => <SessionCard item={item} />}
    />
  );
}

function location({ campSession: { campFacility: f } }: SessionSummaryItem): string {
  return `${f.facilityName}, ${f.city}, ${f.state}`;
}

const reportHref = (item: SessionSummaryItem) => paths.sessionRegistrationReport.href(item.campSession.id);

const columns: ListColumn<SessionSummaryItem>[] = [
  {
    header: 'Camp',
    cell: (item) => (
      <>
        <Link to={reportHref(item)} onClick={(event) => event.stopPropagation()} className="fw-semibold">
          {item.campSession.campSpec.campName}
        </Link>
        <div className="small text-body-secondary">
          {item.campSession.ageRange} · {item.campSession.timeBlock}
        </div>
      </>
    ),
  },
  {
    header: 'Dates',
    cellClassName: 'text-nowrap',
    cell: (item) => dateRange(item.campSession.campStartDate, item.campSession.campEndDate),
  },
  { header: 'Location', cell: location },
  {
    header: 'Paid',
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => item.numberOfRegistrationsPaid,
    total: (items) => summaryTotals(items).numberOfRegistrationsPaid,
  },
  {
    header: 'Unpaid',
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => item.numberOfRegistrationsUnpaid,
    total: (items) => summaryTotals(items).numberOfRegistrationsUnpaid,
  },
  {
    header: 'Net revenue',
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => <MoneyLine item={item} />,
    total: (items) => <MoneyLine item={summaryTotals(items)} />,
  },
  { header: 'Fill', className: 'w-25', cell: (item) => <SessionFill item={item} /> },
  {
    header: 'Waitlist',
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => item.campSession.waitlisted,
  },
];

function SessionCard({ item }: { item: SessionSummaryItem }) {
  return (
    <>
      <h2 className="h5 card-title mb-1">
        <Link className="stretched-link" to={reportHref(item)}>
          {item.campSession.campSpec.campName}
        </Link>
      </h2>
      <p className="mb-1">
        {dateRange(item.campSession.campStartDate, item.campSession.campEndDate)} ·{' '}
        {item.campSession.timeBlock}
      </p>
      <p className="mb-2 text-body-secondary">
        {location(item)} · {item.campSession.ageRange}
      </p>
      <SessionFill item={item} />
      <div className="small mt-2">
        Net revenue: <MoneyLine item={item} />
        {item.campSession.waitlisted ? ` · ${item.campSession.waitlisted} on the waitlist` : ''}
      </div>
    </>
  );
}

function SessionFill({ item }: { item: SessionSummaryItem }) {
  return (
    <FillBar
      paid={item.numberOfRegistrationsPaid}
      unpaid={item.numberOfRegistrationsUnpaid}
      free={item.campSession.seatsLeft}
      capacity={item.campSession.attendeeCapacity}
    />
  );
}
