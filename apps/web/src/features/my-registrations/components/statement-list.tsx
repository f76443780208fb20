import { useLingui } from '@lingui/react';
import { apiPaths, type StatementSummary } from '@soccer/contracts';
import { ExportButton } from '../../../components/ui/export-button';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { localMoney } from '../../../lib/i18n/formats';

/**
 * The account's childcare statements: a child and calendar year each, its days of camp and what
 * was paid for them net of refunds, and the PDF and the page to download (decision 0084).
 */
export function StatementList({ items }: { items: StatementSummary[] }) {
  const { _ } = useLingui();
  const context = (s: StatementSummary) => `${s.child} ${s.year}`;
  const fileName = (s: StatementSummary, format: string) =>
    `childcare-statement-${s.year}-${s.playerId}.${format}`;
  const downloads = (s: StatementSummary) => (
    <div className="d-flex flex-wrap gap-2 justify-content-md-end">
      <ExportButton
        label={_('statements.pdf')}
        variant="outline-primary"
        size="sm"
        context={context(s)}
        path={apiPaths.statement(s.year, s.playerId)}
        fallbackName={() => fileName(s, 'pdf')}
        failureText={() => _('statements.downloadFailed')}
      />
      <ExportButton
        label={_('statements.html')}
        variant="outline-secondary"
        size="sm"
        context={context(s)}
        path={`${apiPaths.statement(s.year, s.playerId)}?format=html`}
        fallbackName={() => fileName(s, 'html')}
        failureText={() => _('statements.downloadFailed')}
      />
    </div>
  );
  const days = (s: StatementSummary) => _('statements.days', { count: s.days });
  const columns: ListColumn<StatementSummary>[] = [
    { header: _('statements.col.year'), cell: (s) => String(s.year) },
    { header: _('statements.col.child'), rowHeader: true, cell: (s) => s.child },
    { header: _('statements.col.days'), cell: days },
    {
      header: _('statements.col.amount'),
      className: 'text-end',
      cellClassName: 'text-end text-nowrap',
      cell: (s) => localMoney(s.total),
    },
    {
      header: <span className="visually-hidden">{_('statements.col.download')}</span>,
      cellClassName: 'text-end',
      cell: downloads,
    },
  ];
  return (
    <>
      <p className="text-body-secondary">{_('statements.lead')}</p>
      <ResponsiveList<StatementSummary>
        items={items}
        itemKey={(s) => `${s.year}-${s.playerId}`}
        label={_('statements.caption')}
        caption={_('statements.caption')}
        tableClassName="table align-middle"
        cardClassName="shadow-sm"
        itemTestId="statement"
        columns={columns}
        card={(s) => (
          <>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h3 className="h5 card-title mb-1">
                {_('statements.cardTitle', { child: s.child, year: String(s.year) })}
              </h3>
              <span className="fw-semibold text-nowrap">{localMoney(s.total)}</span>
            </div>
            <p className="text-body-secondary mb-2">{days(s)}</p>
            {downloads(s)}
          </>
        )}
      />
    </>
  );
}
