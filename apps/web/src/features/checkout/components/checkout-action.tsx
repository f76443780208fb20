import { useLingui } from '@lingui/react';
import { type InstalmentOffer, type RegistrationStatus, unpaidStatuses } from '@soccer/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paymentUnderway, type StatusNoteSubject } from '../../../components/registration/status-note';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { accountCredit } from '../../../hooks/use-account-credit';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { validationText } from '../../../lib/i18n/form-texts';
import { localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useStartCheckout } from '../api/start-checkout';
import { type CheckoutRequests, paymentKinds } from '../payment-kinds';
import { CreditChoice, creditSplit } from './credit-choice';

export interface CheckoutLink {
  to: string;
  label: string;
}

/**
 * What the owner can do at checkout: pay on the provider's hosted page while the registration is
 * unpaid (`alongside`: another way on, e.g. 'Edit team'), nothing but My Registrations while a
 * bank payment clears or once it is paid, and for a registration that can no longer be paid the
 * way back (`instead`, e.g. 'Register again').
 */
export function CheckoutAction<K extends RegistrationKind>({
  kind,
  registration,
  request,
  alongside,
  instead,
}: {
  kind: K;
  /**
   * `deposit`: the checkout takes a deposit today (decision 0104); `instalments`: its item's plan,
   * which the family may choose instead of paying in full (decision 0109).
   */
  registration: StatusNoteSubject & {
    registrationStatus: RegistrationStatus;
    deposit?: unknown;
    instalments?: InstalmentOffer | undefined;
  };
  request: CheckoutRequests[K];
  alongside?: CheckoutLink | null;
  instead?: CheckoutLink | null;
}) {
  const { _ } = useLingui();
  const checkout = useStartCheckout(kind);
  const credit = accountCredit.use();
  const [useCredit, setUseCredit] = useState(true);
  const { toast } = useToast();
  const status = registration.registrationStatus;
  const myRegistrations = paths.myRegistrations.href();

  if (status === 'paid') {
    return (
      <Alert variant="success">
        <p className="mb-2">{_('checkout.alreadyPaid')}</p>
        <Link to={myRegistrations} className="btn btn-success">
          {_('checkout.goToMyRegistrations')}
        </Link>
      </Alert>
    );
  }
  if (paymentUnderway(registration)) {
    // The status note says the bank payment is on its way; paying again would pay twice.
    return (
      <Link to={myRegistrations} className="btn btn-outline-primary">
        {_('checkout.goToMyRegistrations')}
      </Link>
    );
  }
  if (!unpaidStatuses.includes(status)) {
    return (
      <Alert variant="warning">
        <p className="mb-2">{_('checkout.noLongerPayable', { status: _(`status.${status}`) })}</p>
        <div className="d-flex flex-wrap gap-3">
          {instead ? (
            <Link className="alert-link" to={instead.to}>
              {instead.label}
            </Link>
          ) : null}
          <Link className="alert-link" to={myRegistrations}>
            {_('checkout.goToMyRegistrations')}
          </Link>
        </div>
      </Alert>
    );
  }

  // After a successful start the browser is leaving; the button stays busy until it has gone.
  const busy = checkout.isPending || (checkout.isSuccess && checkout.data.ok);
  const asked = request.totalPurchaseAmountDollars;
  const total = typeof asked === 'number' ? asked : undefined;
  // Credit pays registrations paid in full; a deposit is paid by card (decisions 0096, 0104).
  const balance = registration.deposit ? 0 : (credit.data?.balance ?? 0);
  const paysAllInCredit =
    useCredit && total !== undefined && total > 0 && creditSplit(total, balance).card === 0;
  const plan = registration.instalments;
  const purchase = (byPlan = false) =>
    checkout.mutate(
      byPlan && plan
        ? { ...request, totalPurchaseAmountDollars: plan.payments[0]!.amount, instalments: true }
        : // Credit is only mentioned when the family has some.
          balance > 0
          ? { ...request, useCredit }
          : request,
      {
        // A failed sign-in or network (thrown) was toasted by the HTTP client already.
        onSuccess: (result) => {
          if (result.ok) hostedCheckout.assign(result.data);
          else toast(_('checkout.startFailed', { text: validationText(result.message) }), 'danger');
        },
      },
    );

  return (
    <div>
      {total !== undefined && balance > 0 ? (
        <CreditChoice balance={balance} total={total} useCredit={useCredit} onChange={setUseCredit} />
      ) : null}
      <div className="d-grid gap-2 d-sm-flex flex-sm-row-reverse justify-content-sm-between align-items-sm-center">
        <Button size="lg" onClick={() => purchase()} disabled={busy} aria-describedby="checkout-note">
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {paysAllInCredit ? _('checkout.payWithCredit') : _(paymentKinds[kind].purchaseLabel)}
        </Button>
        {plan ? (
          // The first payment by card, saved for the rest on their dates (the schedule is above).
          <Button variant="outline-primary" size="lg" onClick={() => purchase(true)} disabled={busy}>
            {_('checkout.payByPlan', {
              count: plan.payments.length,
              amount: localMoney(plan.payments[0]!.amount),
            })}
          </Button>
        ) : null}
        {alongside ? (
          <Link to={alongside.to} className="btn btn-outline-secondary">
            {alongside.label}
          </Link>
        ) : null}
      </div>
      <p id="checkout-note" className="text-body-secondary small mt-3 mb-0">
        {_('checkout.providerNote')}
      </p>
    </div>
  );
}
