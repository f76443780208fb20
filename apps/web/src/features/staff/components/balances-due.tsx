import { useLingui } from '@lingui/react';
import { apiPaths, type BalanceDueRow } from '@soccer/contracts';
import Badge from 'react-bootstrap/Badge';
import { ExportButton } from '../../../components/ui/export-button';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import { balancesDue } from '../api/get-balances-due';

/**
 * Balances due (issue 30 item 7): each registration still owing after its deposit or by its
 * instalment plan (marked; due by its next payment), the soonest
 * due first, overdue ones marked (the seat stays; the office follows up), the totals, and the
 * same as a spreadsheet. Nothing at all while nobody owes anything.
 */
export function BalancesDue() {
  const { _ } = useLingui();
  const report = balancesDue.use();
  // Nothing while it loads, when it cannot be read, or while nobody owes anything.
  if (!Array.isArray(report.data?.rows) || report.data.rows.length === 0) return null;
  const { rows, totalDue, totalOverdue } = report.data;
  const columns: ListColumn<BalanceDueRow>[] = [
    {
      header: _('staff.balances.col.dueDate'),
      cellClassName: 'text-nowrap',
      cell: (r) => <DueDate row={r} />,
    },
    { header: _('staff.balances.col.who'), cell: (r) => r.who, rowHeader: true },
    { header: _('staff.balances.col.item'), cell: (r) => r.item },
    { header: _('staff.balances.col.email'), cell: (r) => r.email },
    {
      header: _('staff.balances.col.paid'),
      className: 'text-end',
      cellClassName: 'text-end',
      cell: (r) => localMoney(r.paid),
    },
    {
      header: _('staff.balances.col.due'),
      className: 'text-end',
      cellClassName: 'text-end fw-semibold',
      cell: (r) => localMoney(r.due),
    },
  ];
  return (
    <section className="mt-5" aria-labelledby="balances-due-title" data-testid="balances-due">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="balances-due-title" className="h4 mb-0">
          {_('staff.balances.heading')}
        </h2>
        <ExportButton
          label={_('staff.balances.export')}
          variant="outline-primary"
          size="sm"
          path={apiPaths.balancesDueExcel}
          fallbackName={() => 'BALANCES_DUE.xlsx'}
          failureText={() => _('staff.balances.exportFailed')}
        />
      </div>
      <p className="text-body-secondary" data-testid="balances-total">
        {_('staff.balances.total', { due: localMoney(totalDue), overdue: localMoney(totalOverdue) })}
      </p>
      <ResponsiveList<BalanceDueRow>
        items={rows}
        itemKey={(r) => `${r.kind}-${r.registrationId}`}
        label={_('staff.balances.heading')}
        caption={_('staff.balances.heading')}
        tableClassName="table align-middle"
        cardClassName="shadow-sm"
        itemTestId="balance-due-row"
        columns={columns}
        card={(r) => (
          <>
            <h3 className="h6 card-title mb-1">{r.who}</h3>
            <p className="mb-1">{r.item}</p>
            <p className="mb-1 small text-body-secondary">{r.email}</p>
            <p className="mb-0">
              <span className="fw-semibold">{localMoney(r.due)}</span> · <DueDate row={r} />
            </p>
          </>
        )}
      />
    </section>
  );
}

function DueDate({ row }: { row: BalanceDueRow }) {
  const { _ } = useLingui();
  return (
    <>
      {localDate(row.dueDate)}
      {row.plan ? (
        <Badge bg="light" text="dark" className="ms-2 border">
          {_('staff.balances.plan')}
        </Badge>
      ) : null}
      {row.overdue ? (
        <Badge bg="danger" className="ms-2">
          {_('staff.balances.overdue')}
        </Badge>
      ) : null}
    </>
  );
}
