import { type CampRegistration, priceAfterDiscount } from '@soccer/contracts';
import { StatusBadge } from '../../../components/registration/status-badge';
import { paymentUnderway, StatusNote } from '../../../components/registration/status-note';
import type { BrowserSize } from '../../../hooks/use-browser-size';
import { formatDate, formatMoney } from '../../../lib/format';
import { CampRegistrationActions } from './registration-actions';

function describe(r: CampRegistration) {
  const session = r.campSession;
  return {
    player: `${r.playerFirstName} ${r.playerLastName}`,
    camp: session?.campSpec.campName ?? `Camp session ${r.campSessionId}`,
    dates: session ? `${formatDate(session.campStartDate)} – ${formatDate(session.campEndDate)}` : '',
    time: session?.timeBlock ?? '',
    location: session
      ? `${session.campFacility.facilityName}, ${session.campFacility.city}, ${session.campFacility.state}`
      : '',
    price: session ? formatMoney(priceAfterDiscount(session.campCost, r.promoDiscountAppliedAmount)) : '',
  };
}

/** Camp registrations: a table on large screens, cards on small ones. */
export function CampRegistrationList({ items, size }: { items: CampRegistration[]; size: BrowserSize }) {
  if (size === 'small') {
    return (
      <ul className="list-unstyled registration-cards mb-0">
        {items.map((r) => {
          const d = describe(r);
          return (
            <li key={r.id} className="card shadow-sm mb-3" data-testid="camp-registration">
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h3 className="h5 card-title mb-1">{d.player}</h3>
                  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} />
                </div>
                <StatusNote subject={r} className="small text-body-secondary mb-2" />
                <p className="fw-semibold mb-1">{d.camp}</p>
                <p className="mb-1">
                  {d.dates}
                  {d.time ? `, ${d.time}` : ''}
                </p>
                <p className="text-body-secondary mb-1">{d.location}</p>
                <p className="mb-0">{d.price}</p>
                <CampRegistrationActions registration={r} context={`for ${d.player}, ${d.camp}`} block />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="table-responsive">
      <table className="table align-middle registration-table">
        <caption className="visually-hidden">Camp registrations</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Camp</th>
            <th scope="col">Dates</th>
            <th scope="col">Location</th>
            <th scope="col" className="text-end">
              Price
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => {
            const d = describe(r);
            return (
              <tr key={r.id} data-testid="camp-registration">
                <th scope="row">{d.player}</th>
                <td>{d.camp}</td>
                <td className="text-nowrap">
                  {d.dates}
                  <div className="small text-body-secondary">{d.time}</div>
                </td>
                <td>{d.location}</td>
                <td className="text-end">{d.price}</td>
                <td className="status-cell">
                  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} />
                  <StatusNote subject={r} className="small text-body-secondary mt-1 mb-0" />
                </td>
                <td className="text-end">
                  <CampRegistrationActions registration={r} context={`for ${d.player}, ${d.camp}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
