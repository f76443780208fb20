import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type SessionSummaryItem, summaryTotals } from '@soccer/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { localDateRange as dateRange, localAgeRange } from '../../../lib/i18n/formats';
import { sessionSummary } from '../api/get-session-summary';
import { BalancesDue } from '../components/balances-due';
import { FillBar } from '../components/fill-bar';
import { MoneyLine } from '../components/money-line';
import { ReceiptLookup } from '../components/receipt-lookup';
import { StatementLookup } from '../components/statement-lookup';
import { SummaryList } from '../components/summary-list';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

export function ManagePage() {
  const { _ } = useLingui();
  return (
    <SummaryList
      heading={_('staff.sessions.heading')}
      lead={_('staff.sessions.lead')}
      query={sessionSummary}
      loadingLabel={_('staff.sessions.loading')}
      emptyText={_('staff.sessions.empty')}
      noUpcomingText={_('staff.sessions.noUpcoming')}
      pastHeading={_('staff.sessions.past')}
      days={(item) => ({ start: item.campSession.campStartDate, end: item.campSession.campEndDate })}
      revenueKind="camps"
      reportHref={reportHref}
      itemKey={(item) => item.campSession.id}
      label={_('staff.sessions.label')}
      caption={_('staff.sessions.caption')}
      columns={columnsOf(_)}
      card={(item) => <SessionCard item={item} />}
      after={
        <>
          <BalancesDue />
          <ReceiptLookup />
          <StatementLookup />
        </>
      }
    />
  );
}

function location({ campSession: { campFacility: f } }: SessionSummaryItem): string {
  return `${f.facilityName}, ${f.city}, ${f.state}`;
}

const reportHref = (item: SessionSummaryItem) => paths.sessionRegistrationReport.href(item.campSession.id);

const columnsOf = (_: I18n['_']): ListColumn<SessionSummaryItem>[] => [
  {
    header: _('staff.sessions.col.camp'),
    cell: (item) => (
      <>
        <Link to={reportHref(item)} onClick={(event) => event.stopPropagation()} className="fw-semibold">
          {item.campSession.campSpec.campName}
        </Link>
        <div className="small text-body-secondary">
          {localAgeRange(item.campSession)} · {item.campSession.timeBlock}
        </div>
      </>
    ),
  },
  {
    header: _('staff.sessions.col.dates'),
    cellClassName: 'text-nowrap',
    cell: (item) => dateRange(item.campSession.campStartDate, item.campSession.campEndDate),
  },
  { header: _('staff.sessions.col.location'), cell: location },
  {
    header: _('staff.summary.col.paid'),
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => item.numberOfRegistrationsPaid,
    total: (items) => summaryTotals(items).numberOfRegistrationsPaid,
  },
  {
    header: _('staff.summary.col.unpaid'),
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => item.numberOfRegistrationsUnpaid,
    total: (items) => summaryTotals(items).numberOfRegistrationsUnpaid,
  },
  {
    header: _('staff.summary.col.netRevenue'),
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => <MoneyLine item={item} />,
    total: (items) => <MoneyLine item={summaryTotals(items)} />,
  },
  { header: _('staff.sessions.col.fill'), className: 'w-25', cell: (item) => <SessionFill item={item} /> },
  {
    header: _('staff.summary.col.waitlist'),
    className: 'text-end',
    cellClassName: 'text-end',
    cell: (item) => item.campSession.waitlisted,
  },
];

function SessionCard({ item }: { item: SessionSummaryItem }) {
  const { _ } = useLingui();
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
        {location(item)} · {localAgeRange(item.campSession)}
      </p>
      <SessionFill item={item} />
      <div className="small mt-2">
        {_('staff.summary.netRevenue')} <MoneyLine item={item} />
        {item.campSession.waitlisted
          ? ` · ${_('staff.summary.onWaitlist', { count: item.campSession.waitlisted })}`
          : ''}
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
