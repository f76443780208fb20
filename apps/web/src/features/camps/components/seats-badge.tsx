import { useLingui } from '@lingui/react';
import type { CampSession } from '@soccer/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { sessionFacts } from './session-facts';

/**
 * 'Full', or how many seats are left ('1 seat left', '3 seats left'); few seats stand out. A full
 * session offers its waitlist (the register page takes the form onto it).
 */
export function SeatsBadge({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const { seatsLeft } = session;
  const facts = sessionFacts(session);
  if (seatsLeft <= 0)
    return (
      <span className="d-inline-flex flex-column align-items-end gap-1">
        <span className="badge text-bg-danger seats-badge">{_('camps.full')}</span>
        <Link
          className="small text-nowrap above-stretched waitlist-link"
          aria-label={_('camps.joinWaitlistFor', { name: facts.name, place: facts.place })}
          to={paths.register.href(session.id)}
        >
          {_('camps.joinWaitlist')}
        </Link>
      </span>
    );
  const text = _('camps.seatsLeft', { count: seatsLeft });
  return (
    <span className={`badge seats-badge ${seatsLeft <= 5 ? 'text-bg-warning' : 'seats-badge-open'}`}>
      {text}
    </span>
  );
}
