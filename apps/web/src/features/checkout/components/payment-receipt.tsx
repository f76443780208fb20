import { Trans, useLingui } from '@lingui/react';
import {
  apiPaths,
  type PaymentReceiptLine,
  type PaymentReceipt as Receipt,
  receiptLabel,
} from '@soccer/contracts';
import { Link } from 'react-router';
import { ExportButton } from '../../../components/ui/export-button';
import { paths } from '../../../config/paths';
import { localDate, localDateRange, localMoney } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { localInstant } from '../../../lib/i18n/instants';
import { CheckoutSummary } from './checkout-summary';

/** A line's notes: when, where, a team's players, and what came off its price. */
function notesOf(line: PaymentReceiptLine, promoCode: string | null, couponCode: string | null) {
  const off = [
    ...(line.promoDiscount > 0
      ? [i18n._('receipt.promoOff', { code: promoCode ?? '', amount: localMoney(line.promoDiscount) })]
      : []),
    ...(line.couponDiscount > 0
      ? [i18n._('receipt.couponOff', { code: couponCode ?? '', amount: localMoney(line.couponDiscount) })]
      : []),
    ...(line.siblingDiscount > 0
      ? [i18n._('receipt.siblingOff', { amount: localMoney(line.siblingDiscount) })]
      : []),
  ];
  return [
    `${localDateRange(line.startDate, line.endDate)}${line.timeBlock ? `, ${line.timeBlock}` : ''}`,
    line.place,
    ...(line.players.length > 0 ? [i18n._('receipt.players', { players: line.players.join(', ') })] : []),
    ...(off.length > 0 ? [`${localMoney(line.price)}, ${off.join(', ')}`] : []),
  ];
}

/**
 * What a paid checkout paid for, as the server gave it to its payer: who and what, when and
 * where, what was paid and when, then what happens next.
 */
export function PaymentReceipt({ receipt, receiptNumber }: { receipt: Receipt; receiptNumber?: number }) {
  const { _ } = useLingui();
  const first = receipt.lines[0];
  const label = receiptNumber === undefined ? null : receiptLabel(receiptNumber);
  return (
    <>
      {receiptNumber !== undefined && label ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="official-receipt">
          <span className="fw-semibold">{_('receipt.number', { number: label })}</span>
          <ExportButton
            label={_('receipt.download')}
            variant="outline-primary"
            size="sm"
            context={label}
            path={apiPaths.receipt(receiptNumber)}
            fallbackName={() => `receipt-${label}.pdf`}
            failureText={() => _('receipt.downloadFailed')}
          />
        </div>
      ) : null}
      <CheckoutSummary
        kicker={_('receipt.order', { number: receipt.orderNumber })}
        title={
          receipt.lines.length === 1 && first
            ? `${first.who} · ${first.what}`
            : _('receipt.yourRegistrations')
        }
        facts={[
          [
            _('receipt.paid'),
            <span key="paid-at" data-testid="paid-at">
              {localInstant(receipt.paidAt)}
            </span>,
          ],
          [
            _('receipt.amount'),
            <span key="paid-amount" data-testid="paid-amount">
              {localMoney(receipt.total)}
            </span>,
          ],
        ]}
        price={{
          feeLabel: _('receipt.paid'),
          fee: receipt.total,
          discount: 0,
          promoCode: receipt.promoCode,
          total: receipt.total,
          totalTestId: 'receipt-total',
          lines: receipt.lines.map((line) => ({
            label: `${line.who} · ${line.what}`,
            amount: line.amount,
            notes: notesOf(line, receipt.promoCode, receipt.couponCode),
          })),
        }}
      />
      <section className="mb-4" aria-labelledby="next-steps">
        <h2 id="next-steps" className="h5">
          {_('receipt.nextSteps')}
        </h2>
        <ul className="mb-0" data-testid="next-steps">
          <li>
            <Trans id="receipt.mailed" values={{ email: receipt.mailedTo }} components={{ 0: <strong /> }} />
          </li>
          {receipt.lines.map((line) =>
            line.timeBlock ? (
              <li key={line.registrationId}>
                {_('receipt.starts', {
                  who: line.who,
                  date: localDate(line.startDate),
                  time: line.timeBlock,
                  place: line.place,
                })}
              </li>
            ) : null,
          )}
          {receipt.whatToBring ? <li>{_('receipt.whatToBring', { what: receipt.whatToBring })}</li> : null}
          <li>
            <Trans
              id="receipt.seeAnyTime"
              values={{ count: receipt.lines.length }}
              components={{ 0: <Link to={paths.myRegistrations.href()} /> }}
            />
          </li>
        </ul>
      </section>
    </>
  );
}
