import { useLingui } from '@lingui/react';
import type { InstalmentOffer } from '@soccer/contracts';
import { localDate, localMoney } from '../../lib/i18n/formats';

/**
 * The catalogue ids of the schedule's words. Every area that shows `InstalmentSchedule` keeps them
 * in its own catalogue, the same texts as the camp registration form's
 * (`lib/i18n/shared-messages.test.ts` checks it).
 */
export const instalmentMessageIds = ['instalments.schedule', 'instalments.on'] as const;

/**
 * "3 payments: $81.67 today, $81.67 on 5/15/2026, $81.66 on 6/1/2026." from the server's schedule
 * (contracts `instalmentSchedule`, decision 0109); nothing without a plan.
 */
export function InstalmentSchedule({
  offer,
  className = 'd-block small',
}: {
  offer: InstalmentOffer | null | undefined;
  className?: string;
}) {
  const { _ } = useLingui();
  if (!offer || offer.payments.length < 2) return null;
  const [today, ...later] = offer.payments;
  return (
    <span className={className} data-testid="instalment-offer">
      {_('instalments.schedule', {
        count: offer.payments.length,
        today: localMoney(today!.amount),
        later: later
          .map((p) => _('instalments.on', { amount: localMoney(p.amount), date: localDate(p.dueDate) }))
          .join(', '),
      })}
    </span>
  );
}
