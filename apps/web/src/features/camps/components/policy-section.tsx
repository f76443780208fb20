import { useLingui } from '@lingui/react';
import type { CampSession, CancellationPolicy } from '@soccer/contracts';
import { DetailSection } from '../../../components/details/detail-sections';
import { localMoney } from '../../../lib/i18n/formats';

/** The cancellation policy in force, in plain words (contracts `describePolicy`, translated). */
export function usePolicyText(policy: CancellationPolicy): string {
  const { _ } = useLingui();
  if (policy.feeDays === policy.fullRefundDays)
    return _('session.policy.oneStep', { fullDays: policy.fullRefundDays });
  const fee =
    policy.fee.kind === 'amount'
      ? _('session.policy.feeAmount', { amount: localMoney(policy.fee.cents / 100) })
      : _('session.policy.feePercent', { percent: policy.fee.percent });
  return _('session.policy.twoSteps', { fullDays: policy.fullRefundDays, feeDays: policy.feeDays, fee });
}

function PolicyText({ policy }: { policy: CancellationPolicy }) {
  return <p className="mb-0">{usePolicyText(policy)}</p>;
}

export function PolicySection({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const policy = session.cancellationPolicy;
  return (
    <DetailSection id="policy" title={_('session.policy')}>
      {policy ? <PolicyText policy={policy} /> : null}
    </DetailSection>
  );
}
