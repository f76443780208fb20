import type { CampSession } from '@soccer/contracts';
import Badge from 'react-bootstrap/Badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { inReadersLanguage } from '../../../lib/i18n/content';

/** The camp info side panel of the registration form: what, when, where, for whom, how much. */
export function CampInfoPanel({ session }: { session: CampSession }) {
  const { campFacility: facility } = session;
  const spec = inReadersLanguage(session.campSpec);
  return (
    <aside className="card camp-info shadow-sm border-0" aria-labelledby="camp-info-title">
      <div className="card-body">
        <p className="camp-info-kicker text-uppercase small fw-semibold text-primary mb-1">Camp details</p>
        <h2 id="camp-info-title" className="h4 card-title">
          {spec.campName}
        </h2>
        <p>{spec.catalogDescription}</p>
        <dl className="camp-info-facts row mb-0">
          <dt className="col-4">Dates</dt>
          <dd className="col-8">
            {formatDate(session.campStartDate)} – {formatDate(session.campEndDate)}
          </dd>
          <dt className="col-4">Time</dt>
          <dd className="col-8">{session.timeBlock}</dd>
          <dt className="col-4">Ages</dt>
          <dd className="col-8">{session.ageRange}</dd>
          <dt className="col-4">Location</dt>
          <dd className="col-8">
            <address className="mb-0">
              {facility.facilityName}
              <br />
              {facility.addressLine1}
              <br />
              {facility.city}, {facility.state} {facility.zipCode}
            </address>
          </dd>
          <dt className="col-4">Price</dt>
          <dd className="col-8 fw-semibold">{formatMoney(session.campCost)}</dd>
          <dt className="col-4">Seats left</dt>
          <dd className="col-8" data-testid="seats-left">
            {session.seatsLeft > 0 ? session.seatsLeft : <Badge bg="danger">Full</Badge>}
          </dd>
        </dl>
        {spec.attendeeNotes ? (
          <div className="camp-info-notes mt-3 p-3 rounded">
            <h3 className="h6 mb-1">What to bring</h3>
            <p className="mb-0">{spec.attendeeNotes}</p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
