import { useLingui } from '@lingui/react';
import type { CreditAccount, CreditEntry } from '@soccer/contracts';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { localMoney } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';

/** A signed amount: credit added, or credit used with a minus sign. */
const signed = (amount: number) => (amount < 0 ? `-${localMoney(-amount)}` : `+${localMoney(amount)}`);

/**
 * The account's credit (decision 0096): the balance that pays the next checkout before the card,
 * and each entry that moved it (given by the office, a cancellation taken as credit, used at a
 * checkout, given back), with when (the reader's zone) and why.
 */
export function CreditAccountView({ account }: { account: CreditAccount }) {
  const { _ } = useLingui();
  const what = (e: CreditEntry) => _(`credit.kind.${e.kind}`);
  const columns: ListColumn<CreditEntry>[] = [
    { header: _('credit.col.date'), rowHeader: true, cell: (e) => localInstant(e.createdAt) },
    { header: _('credit.col.what'), cell: what },
    { header: _('credit.col.reason'), cell: (e) => e.reason },
    {
      header: _('credit.col.amount'),
      className: 'text-end',
      cellClassName: 'text-end text-nowrap',
      cell: (e) => signed(e.amount),
    },
  ];
  return (
    <>
      <p className="fs-5" data-testid="credit-balance">
        {_('credit.balance', { amount: localMoney(account.balance) })}
      </p>
      <p className="text-body-secondary">{_('credit.howItWorks')}</p>
      {account.entries.length > 0 ? (
        <ResponsiveList<CreditEntry>
          items={account.entries}
          itemKey={(e) => e.id}
          label={_('credit.caption')}
          caption={_('credit.caption')}
          tableClassName="table align-middle"
          cardClassName="shadow-sm"
          itemTestId="credit-entry"
          columns={columns}
          card={(e) => (
            <>
              <div className="d-flex justify-content-between align-items-start gap-2">
                <h3 className="h6 card-title mb-1">{what(e)}</h3>
                <span className="fw-semibold text-nowrap">{signed(e.amount)}</span>
              </div>
              {e.reason ? <p className="mb-1">{e.reason}</p> : null}
              <p className="text-body-secondary mb-0">{localInstant(e.createdAt)}</p>
            </>
          )}
        />
      ) : null}
    </>
  );
}
