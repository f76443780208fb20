import type { Readable } from 'node:stream';
import { type BalanceDueRow, type BalancesDueReport, formatDate, todayIsoDateIn } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { type ExportColumn, safeFileName, xlsxSheet, xlsxWorkbook } from '../exports/export-writers.js';
import { balanceView, registrationMoney } from './deposits.js';
import { depositRegistrations } from './deposits-repository.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The balances-due report's columns (dates are calendar days; money in dollars). */
const balanceColumns: ExportColumn<BalanceDueRow>[] = [
  { header: 'Due Date', width: 12, value: (r) => formatDate(r.dueDate) },
  { header: 'Paying By', width: 12, value: (r) => (r.plan ? 'Instalments' : 'Deposit') },
  { header: 'Overdue', width: 9, value: (r) => (r.overdue ? 'Yes' : 'No') },
  { header: 'Kind', width: 11, value: (r) => (r.kind === 'camp' ? 'Camp' : 'Tournament') },
  { header: 'Player or Team', width: 28, value: (r) => r.who },
  { header: 'Camp or Tournament', width: 30, value: (r) => r.item },
  { header: 'Starts', width: 12, value: (r) => formatDate(r.startDate) },
  { header: 'Family E-mail', width: 30, value: (r) => r.email },
  { header: 'Price (USD)', width: 12, value: (r) => r.price },
  { header: 'Paid (USD)', width: 12, value: (r) => r.paid },
  { header: 'Due (USD)', width: 12, value: (r) => r.due },
];

/**
 * The balances-due report (issue 30 item 7): every paid registration still owing its balance or
 * instalments (decision 0109),
 * the soonest due first, each from the one computation of its money; overdue on the facility's
 * calendar. A balance past its date keeps the seat: staff follow it up (decision 0104).
 */
export function createBalancesReport({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  async function report(): Promise<BalancesDueReport> {
    const now = clock();
    const rows: BalanceDueRow[] = [];
    for (const r of await depositRegistrations(db, { plans: true })) {
      const money = await registrationMoney(db, r.kind, {
        id: r.id,
        amount_cents: r.amount_cents,
        status: 'paid',
      });
      if (money.dueCents <= 0) continue;
      // The due date and overdue as the family's page shows them: a deposit's balance date, or
      // a plan's next open instalment (overdue once one failed or passed unpaid).
      const view = balanceView(money, todayIsoDateIn(r.time_zone, now));
      if (!view) continue;
      rows.push({
        kind: r.kind,
        registrationId: r.id,
        who: r.who,
        item: r.item,
        startDate: r.start_date,
        email: r.email,
        price: dollars(r.amount_cents),
        paid: dollars(money.paidCents),
        due: dollars(money.dueCents),
        dueDate: view.dueDate,
        overdue: view.overdue,
        plan: money.instalments.length > 0,
      });
    }
    rows.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.registrationId - b.registrationId);
    const sum = (list: BalanceDueRow[]) => dollars(list.reduce((t, r) => t + Math.round(r.due * 100), 0));
    return { rows, totalDue: sum(rows), totalOverdue: sum(rows.filter((r) => r.overdue)) };
  }

  async function exportFile(): Promise<{ fileName: string; contentType: string; body: Readable }> {
    const { rows } = await report();
    const stamp = clock().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    async function* batches() {
      yield rows;
    }
    return {
      fileName: `BALANCES_DUE_${safeFileName(stamp)}.xlsx`,
      contentType: xlsxType,
      body: xlsxWorkbook([xlsxSheet('Balances Due', balanceColumns, batches())]),
    };
  }

  return { report, exportFile };
}
