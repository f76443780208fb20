import { useLingui } from '@lingui/react';
import type { CampSession } from '@soccer/contracts';
import { type MouseEvent, memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PriceWindowNote } from '../../../components/details/price-window-note';
import { paths } from '../../../config/paths';
import { SeatsBadge } from './seats-badge';
import { sessionFacts } from './session-facts';
import '../../../styles/tables.scss';

/**
 * Wide screens: one row per session. Clicking a row opens its registration; the camp name is
 * the same link for keyboards and screen readers, 'Details' opens the flyer and 'Camp page'
 * the session's own page instead.
 */
export const CampSessionsTable = memo(function CampSessionsTable({
  sessions,
}: {
  sessions: readonly CampSession[];
}) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, sessionId: number) => {
    // Links in the row do their own navigation.
    if ((event.target as Element).closest('a, button')) return;
    navigate(paths.register.href(sessionId));
  };
  return (
    <div className="table-responsive">
      <table className="table table-hover camp-table mb-0">
        <caption className="visually-hidden">{_('camps.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{_('camps.col.camp')}</th>
            <th scope="col">{_('camps.col.dates')}</th>
            <th scope="col">{_('camps.col.time')}</th>
            <th scope="col">{_('camps.col.ages')}</th>
            <th scope="col">{_('camps.col.location')}</th>
            <th scope="col" className="text-end">
              {_('camps.col.cost')}
            </th>
            <th scope="col">{_('camps.col.seats')}</th>
            <th scope="col">
              <span className="visually-hidden">{_('camps.col.flyer')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => {
            const facts = sessionFacts(session);
            return (
              <tr key={session.id} className="camp-row" onClick={(event) => onRowClick(event, session.id)}>
                <th scope="row" className="camp-name-cell">
                  <Link className="listing-link" to={paths.register.href(session.id)}>
                    {facts.name}
                  </Link>
                </th>
                <td className="text-nowrap">{facts.dates}</td>
                <td className="text-nowrap">{facts.time}</td>
                <td className="text-nowrap">{facts.ages}</td>
                <td>
                  <div>{facts.facility}</div>
                  <div className="small text-body-secondary">{facts.place}</div>
                </td>
                <td className="text-end">
                  <span className="fw-semibold">{facts.cost}</span>
                  <PriceWindowNote price={facts.price} />
                </td>
                <td>
                  <SeatsBadge session={session} />
                </td>
                <td>
                  <Link
                    className="details-link"
                    aria-label={_('camps.detailsAbout', { name: facts.name, place: facts.place })}
                    to={paths.campFlyer.href(session.campSpec.id, session.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {_('camps.details')}
                  </Link>
                  <br />
                  <Link
                    className="details-link"
                    aria-label={_('camps.campPageAbout', { name: facts.name, place: facts.place })}
                    to={paths.campSession.href(session.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {_('camps.campPage')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
