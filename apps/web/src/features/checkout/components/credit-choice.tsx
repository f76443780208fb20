import { useLingui } from '@lingui/react';
import { creditToApply } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { localMoney } from '../../../lib/i18n/formats';

/** What account credit pays of a checkout of `totalDollars` and what the card pays, in dollars. */
export function creditSplit(totalDollars: number, balanceDollars: number) {
  const totalCents = Math.round(totalDollars * 100);
  const creditCents = creditToApply(totalCents, Math.round(balanceDollars * 100));
  return { credit: creditCents / 100, card: (totalCents - creditCents) / 100 };
}

/**
 * Account credit at checkout (decision 0096): on by default, it pays before the card, all the
 * balance up to the total; the family may turn it off and pay all by card. Says what each pays.
 */
export function CreditChoice({
  balance,
  total,
  useCredit,
  onChange,
}: {
  balance: number;
  total: number;
  useCredit: boolean;
  onChange: (useCredit: boolean) => void;
}) {
  const { _ } = useLingui();
  const split = creditSplit(total, balance);
  if (split.credit <= 0) return null;
  return (
    <div className="border rounded p-3 mb-3" data-testid="credit-choice">
      <Form.Check
        type="switch"
        id="use-account-credit"
        checked={useCredit}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={_('checkout.useCredit', { balance: localMoney(balance) })}
      />
      <p className="mb-0 mt-2" data-testid="credit-split">
        {!useCredit
          ? _('checkout.creditOff', { total: localMoney(total) })
          : split.card > 0
            ? _('checkout.creditPart', { credit: localMoney(split.credit), card: localMoney(split.card) })
            : _('checkout.creditAll', { credit: localMoney(split.credit) })}
      </p>
    </div>
  );
}
