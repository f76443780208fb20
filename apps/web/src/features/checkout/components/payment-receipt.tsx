import { formatInstant, type PaymentReceiptLine, type PaymentReceipt as Receipt } from '@soccer/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dateRange, formatDate, formatMoney } from '../../../lib/format';
import { CheckoutSummary } from './checkout-summary';

/** A line's notes: when, where, a team's players, and what came off its price. */
function notesOf(line: PaymentReceiptLine, promoCode: string | null) {
  const off = [
    ...(line.promoDiscount > 0
      ? [`promo code${promoCode ? ` ${promoCode}` : ''} −${formatMoney(line.promoDiscount)}`]
      : []),
    ...(line.siblingDiscount > 0 ? [`sibling discount −${formatMoney(line.siblingDiscount)}`] : []),
  ];
  return [
    `${dateRange(line.startDate, line.endDate)}${line.timeBlock ? `, ${line.timeBlock}` : ''}`,
    line.place,
    ...(line.players.length > 0 ? [`Players: ${line.players.join(', ')}`] : []),
    ...(off.length > 0 ? [`${formatMoney(line.price)}, ${off.join(', ')}`] : []),
  ];
}

/**
 * What a paid checkout paid for, as the server gave it to its payer: who and what, when and
 * where, what was paid and when, then what happens next.
 */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const first = receipt.lines[0];
  return (
    <>
      <CheckoutSummary
        kicker={`Order ${receipt.orderNumber}`}
        title={receipt.lines.length === 1 && first ? `${first.who} · ${first.what}` : 'Your registrations'}
        facts={[
          [
            'Paid',
            <span key="paid-at" data-testid="paid-at">
              {formatInstant(receipt.paidAt)}
            </span>,
          ],
          [
            'Amount',
            <span key="paid-amount" data-testid="paid-amount">
              {formatMoney(receipt.total)}
            </span>,
          ],
        ]}
        price={{
          feeLabel: 'Paid',
          fee: receipt.total,
          discount: 0,
          promoCode: receipt.promoCode,
          total: receipt.total,
          totalTestId: 'receipt-total',
          lines: receipt.lines.map((line) => ({
            label: `${line.who} · ${line.what}`,
            amount: line.amount,
            notes: notesOf(line, receipt.promoCode),
          })),
        }}
      />
      <section className="mb-4" aria-labelledby="next-steps">
        <h2 id="next-steps" className="h5">
          What happens next
        </h2>
        <ul className="mb-0" data-testid="next-steps">
          <li>
            A confirmation e-mail with these details is on its way to <strong>{receipt.mailedTo}</strong>.
          </li>
          {receipt.lines.map((line) =>
            line.timeBlock ? (
              <li key={line.registrationId}>
                {line.who} starts {formatDate(line.startDate)}, {line.timeBlock}, at {line.place}.
              </li>
            ) : null,
          )}
          {receipt.whatToBring ? <li>What to bring: {receipt.whatToBring}</li> : null}
          <li>
            You can see {receipt.lines.length > 1 ? 'them' : 'it'} any time with{' '}
            <Link to={paths.myRegistrations.href()}>your registrations</Link>.
          </li>
        </ul>
      </section>
    </>
  );
}
