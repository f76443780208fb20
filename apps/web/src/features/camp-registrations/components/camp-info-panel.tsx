import { useLingui } from '@lingui/react';
import type { CampSession } from '@soccer/contracts';
import Badge from 'react-bootstrap/Badge';
import { InstalmentSchedule } from '../../../components/details/instalment-schedule';
import { PriceWindowNote, priceNow } from '../../../components/details/price-window-note';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localAgeRange, localDate, localMoney } from '../../../lib/i18n/formats';

/** The camp info side panel of the registration form: what, when, where, for whom, how much. */
export function CampInfoPanel({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const { campFacility: facility } = session;
  const spec = inReadersLanguage(session.campSpec);
  const price = priceNow({ ...session, cost: session.campCost });
  return (
    <aside className="card camp-info shadow-sm border-0" aria-labelledby="camp-info-title">
      <div className="card-body">
        <p className="camp-info-kicker text-uppercase small fw-semibold text-primary mb-1">
          {_('register.info.kicker')}
        </p>
        <h2 id="camp-info-title" className="h4 card-title">
          {spec.campName}
        </h2>
        <p>{spec.catalogDescription}</p>
        <dl className="camp-info-facts row mb-0">
          <dt className="col-4">{_('register.info.dates')}</dt>
          <dd className="col-8">
            {localDate(session.campStartDate)} – {localDate(session.campEndDate)}
          </dd>
          <dt className="col-4">{_('register.info.time')}</dt>
          <dd className="col-8">{session.timeBlock}</dd>
          <dt className="col-4">{_('register.info.ages')}</dt>
          <dd className="col-8">{localAgeRange(session)}</dd>
          <dt className="col-4">{_('register.info.location')}</dt>
          <dd className="col-8">
            <address className="mb-0">
              {facility.facilityName}
              <br />
              {facility.addressLine1}
              <br />
              {facility.city}, {facility.state} {facility.zipCode}
            </address>
          </dd>
          <dt className="col-4">{_('register.info.price')}</dt>
          <dd className="col-8">
            <span className="fw-semibold">{localMoney(price.cost)}</span>
            <PriceWindowNote price={price} />
            {session.deposit ? (
              <span className="d-block small fw-normal" data-testid="deposit-offer">
                {_('register.info.deposit', {
                  deposit: localMoney(session.deposit.deposit),
                  balance: localMoney(session.deposit.balance),
                  date: localDate(session.deposit.balanceDueDate),
                })}
              </span>
            ) : null}
            <InstalmentSchedule offer={session.instalments} className="d-block small fw-normal" />
          </dd>
          <dt className="col-4">{_('register.info.seatsLeft')}</dt>
          <dd className="col-8" data-testid="seats-left">
            {session.seatsLeft <= 0 ? <Badge bg="danger">{_('register.full')}</Badge> : session.seatsLeft}
          </dd>
        </dl>
        {spec.attendeeNotes ? (
          <div className="camp-info-notes mt-3 p-3 rounded">
            <h3 className="h6 mb-1">{_('register.info.whatToBring')}</h3>
            <p className="mb-0">{spec.attendeeNotes}</p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
