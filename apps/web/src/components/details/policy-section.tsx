import { useLingui } from '@lingui/react';
import type { CancellationPolicy } from '@soccer/contracts';
import { localMoney } from '../../lib/i18n/formats';
import { DetailSection } from './detail-sections';

/**
 * The catalogue ids the policy's words come from. Every area that shows `PolicySection` keeps them
 * in its own catalogue, the same texts as the camps' (`lib/i18n/shared-messages.test.ts` checks it).
 */
export const policyMessages = [
  'policy.title',
  'policy.oneStep',
  'policy.twoSteps',
  'policy.feeAmount',
  'policy.feePercent',
] as const;

/** The cancellation policy in force, in plain words (contracts `describePolicy`, translated). */
export function usePolicyText(policy: CancellationPolicy): string {
  const { _ } = useLingui();
  if (policy.feeDays === policy.fullRefundDays)
    return _('policy.oneStep', { fullDays: policy.fullRefundDays });
  const fee =
    policy.fee.kind === 'amount'
      ? _('policy.feeAmount', { amount: localMoney(policy.fee.cents / 100) })
      : _('policy.feePercent', { percent: policy.fee.percent });
  return _('policy.twoSteps', { fullDays: policy.fullRefundDays, feeDays: policy.feeDays, fee });
}

function PolicyText({ policy }: { policy: CancellationPolicy }) {
  return <p className="mb-0">{usePolicyText(policy)}</p>;
}

/** A camp session's or a tournament's cancellation policy; nothing when the list sent none. */
export function PolicySection({ policy }: { policy: CancellationPolicy | undefined }) {
  const { _ } = useLingui();
  return (
    <DetailSection id="policy" title={_('policy.title')}>
      {policy ? <PolicyText policy={policy} /> : null}
    </DetailSection>
  );
}
