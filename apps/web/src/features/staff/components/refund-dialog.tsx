import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import {
  type RegistrationStatus,
  refundLimits,
  type StaffRefundQuote,
  type StaffRefundResult,
  splitRefund,
  staffRefundSchema,
} from '@soccer/contracts';
import type { z } from 'zod';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { validationText } from '../../../lib/i18n/form-texts';
import { localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { staffRefundQuote, useRefundRegistration } from '../api/refunds';
import { serverNoteText } from '../server-notes';
import { ReasonField } from './reason-field';

type RefundForm = z.input<typeof staffRefundSchema>;

const blankRefund: RefundForm = { amount: '', reason: '' };

export interface RefundTarget {
  id: number;
  /** The player's or team's name (shown as text). */
  name: string;
}

/** A registration that may have a payment to refund (the server checks what is left). */
export const canRefund = (status: RegistrationStatus) => status === 'paid' || status === 'cancelled';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The refund quote: what is left in each form, and how the amount typed would be split between
 * the card and account credit (in proportion to what each paid, as the server splits it).
 */
function RefundQuote({ quote, amount }: { quote: StaffRefundQuote; amount: string }) {
  const { _ } = useLingui();
  const typed = Number(amount);
  const split =
    amount !== '' && Number.isFinite(typed) && typed > 0 && typed <= quote.card + quote.credit
      ? splitRefund({ cardCents: cents(quote.card), creditCents: cents(quote.credit) }, cents(typed))
      : null;
  return (
    <div data-testid="refund-quote">
      <p className="mb-1">
        {quote.credit > 0
          ? _('staff.refund.leftByForm', { card: localMoney(quote.card), credit: localMoney(quote.credit) })
          : _('staff.refund.leftCard', { card: localMoney(quote.card) })}
      </p>
      {split && quote.credit > 0 ? (
        <p className="mb-0 fw-semibold" data-testid="refund-split">
          {_('staff.refund.split', {
            card: localMoney(split.cardCents / 100),
            credit: localMoney(split.creditCents / 100),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The toast of a refund recorded: the card's part on its way, credit's part given back. */
function refundedText(
  _: ReturnType<typeof useLingui>['_'],
  r: StaffRefundResult,
  name: string | undefined,
): [string, 'danger' | 'success'] {
  const refund = r.refund;
  if (refund?.state === 'failed')
    return [
      _('staff.refund.refused', {
        amount: localMoney(refund.amount),
        reason: refund.failureReason ? serverNoteText(refund.failureReason) : _('staff.refund.noReason'),
      }),
      'danger',
    ];
  if (!refund) return [_('staff.refund.asCredit', { credit: localMoney(r.credit), name }), 'success'];
  return [
    r.credit > 0
      ? _('staff.refund.refundingAndCredit', {
          amount: localMoney(refund.amount),
          credit: localMoney(r.credit),
          name,
        })
      : _('staff.refund.refunding', { amount: localMoney(refund.amount), name }),
    'success',
  ];
}

/**
 * Staff: refund part or all of a payment with a reason (kept with the refund and in the audit
 * log). What the card paid goes back to the card, what account credit paid back as credit; the
 * quote says which before staff confirm.
 */
export function RefundDialog({
  kind,
  target,
  onClose,
}: TargetDialogProps<RefundTarget> & { kind: RegistrationKind }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const refund = useRefundRegistration(kind);
  const quote = staffRefundQuote.use(kind, target?.id);
  const dialog = useDialogForm({ target, onClose }, zodResolver(staffRefundSchema), blankRefund, {
    send: (values: z.output<typeof staffRefundSchema>) =>
      refund.mutateAsync({ id: target?.id ?? 0, ...values }),
    onSaved: (r) => {
      toast(...refundedText(_, r, target?.name));
      onClose();
    },
    onFailed: (message) => toast(_('staff.refund.failed', { message: validationText(message) }), 'danger'),
  });
  const amount = String(dialog.form.watch('amount') ?? '');
  return (
    <FormDialog
      {...dialog}
      title={_('staff.refund.title')}
      confirmLabel={_('staff.refund.confirm')}
      dismissLabel={_('staff.dialog.close')}
      intro={
        <>
          <p>
            <Trans id="staff.refund.intro" values={{ name: target?.name }} components={{ 0: <strong /> }} />
          </p>
          {quote.data ? <RefundQuote quote={quote.data} amount={amount} /> : null}
        </>
      }
    >
      <TextField<RefundForm> name="amount" label="Amount ($)" type="number" min="0.01" required />
      <ReasonField<RefundForm> maxLength={refundLimits.reasonMax} />
    </FormDialog>
  );
}
