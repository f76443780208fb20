import { useLingui } from '@lingui/react';
import type { CampRegistration, PickupCode } from '@soccer/contracts';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDate } from '../../../lib/i18n/formats';

/**
 * Each camp day's pickup code of the family's paid registrations, from today on (decision 0094):
 * whoever picks the child up tells the coach this day's code.
 */
export function PickupCodeList({
  codes,
  camps,
}: {
  codes: readonly PickupCode[];
  camps: readonly CampRegistration[];
}) {
  const { _ } = useLingui();
  const byRegistration = new Map<number, PickupCode[]>();
  for (const c of codes)
    byRegistration.set(c.registrationId, [...(byRegistration.get(c.registrationId) ?? []), c]);
  return (
    <>
      <p className="text-body-secondary">{_('pickup.lead')}</p>
      {[...byRegistration.entries()].map(([id, days]) => {
        const r = camps.find((c) => c.id === id);
        const camp = r?.campSession ? inReadersLanguage(r.campSession.campSpec).campName : '';
        return (
          <section key={id} className="mb-3" data-testid="pickup-codes">
            <h3 className="h6 mb-2">
              {r ? `${r.playerFirstName} ${r.playerLastName}` : ''}
              {camp ? <span className="fw-normal text-body-secondary"> · {camp}</span> : null}
            </h3>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {days.map((d) => (
                <li key={d.day} className="border rounded px-3 py-2 text-center" data-testid="pickup-code">
                  <span className="visually-hidden">
                    {_('pickup.codeOn', { date: localDate(d.day), code: d.code.split('').join(' ') })}
                  </span>
                  <span aria-hidden="true">
                    <span className="d-block small text-body-secondary">{localDate(d.day)}</span>
                    <span className="fs-4 fw-semibold font-monospace">{d.code}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
