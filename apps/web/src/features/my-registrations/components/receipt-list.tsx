import { useLingui } from '@lingui/react';
import { apiPaths, type ReceiptSummary } from '@soccer/contracts';
import { ExportButton } from '../../../components/ui/export-button';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { localMoney } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';

/**
 * The account's receipts: number, date (the reader's zone), who it was for, the amount, and the
 * PDF and the page to download (decision 0082). A refund receipt names the receipt it refunds.
 */
export function ReceiptList({ items }: { items: ReceiptSummary[] }) {
  const { _ } = useLingui();
  const what = (r: ReceiptSummary) =>
    r.kind === 'refund' && r.refundsLabel
      ? _('receipts.refundOf', { number: r.refundsLabel })
      : _('receipts.payment');
  const amount = (r: ReceiptSummary) =>
    r.kind === 'refund' ? `-${localMoney(r.total)}` : localMoney(r.total);
  const downloads = (r: ReceiptSummary) => (
    <div className="d-flex flex-wrap gap-2 justify-content-md-end">
      <ExportButton
        label={_('receipts.pdf')}
        variant="outline-primary"
        size="sm"
        context={r.label}
        path={apiPaths.receipt(r.number)}
        fallbackName={() => `receipt-${r.label}.pdf`}
        failureText={() => _('receipts.downloadFailed')}
      />
      <ExportButton
        label={_('receipts.html')}
        variant="outline-secondary"
        size="sm"
        context={r.label}
        path={`${apiPaths.receipt(r.number)}?format=html`}
        fallbackName={() => `receipt-${r.label}.html`}
        failureText={() => _('receipts.downloadFailed')}
      />
    </div>
  );
  const columns: ListColumn<ReceiptSummary>[] = [
    { header: _('receipts.col.number'), rowHeader: true, cell: (r) => r.label },
    { header: _('receipts.col.what'), cell: what },
    { header: _('receipts.col.date'), cell: (r) => localInstant(r.issuedAt) },
    { header: _('receipts.col.for'), cell: (r) => r.who.join(', ') },
    {
      header: _('receipts.col.amount'),
      className: 'text-end',
      cellClassName: 'text-end text-nowrap',
      cell: amount,
    },
    {
      header: <span className="visually-hidden">{_('receipts.col.download')}</span>,
      cellClassName: 'text-end',
      cell: downloads,
    },
  ];
  return (
    <ResponsiveList<ReceiptSummary>
      items={items}
      itemKey={(r) => r.number}
      label={_('receipts.caption')}
      caption={_('receipts.caption')}
      tableClassName="table align-middle"
      cardClassName="shadow-sm"
      itemTestId="receipt"
      columns={columns}
      card={(r) => (
        <>
          <div className="d-flex justify-content-between align-items-start gap-2">
            <h3 className="h5 card-title mb-1">{r.label}</h3>
            <span className="fw-semibold">{amount(r)}</span>
          </div>
          <p className="mb-1">{what(r)}</p>
          <p className="mb-1">{r.who.join(', ')}</p>
          <p className="text-body-secondary mb-2">{localInstant(r.issuedAt)}</p>
          {downloads(r)}
        </>
      )}
    />
  );
}
