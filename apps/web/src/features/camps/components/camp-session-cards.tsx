import { useLingui } from '@lingui/react';
import type { CampSession } from '@soccer/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { PriceWindowNote } from '../../../components/details/price-window-note';
import { paths } from '../../../config/paths';
import { SeatsBadge } from './seats-badge';
import { sessionFacts } from './session-facts';

/**
 * Phones: one card per session. The whole card is the registration link (the name link is
 * stretched over it); 'Details' (the flyer) and
 * 'Camp page' (the session's own page) sit above that link.
 */
export const CampSessionCards = memo(function CampSessionCards({
  sessions,
}: {
  sessions: readonly CampSession[];
}) {
  const { _ } = useLingui();
  return (
    <ul className="list-unstyled camp-cards mb-0">
      {sessions.map((session) => {
        const facts = sessionFacts(session);
        return (
          <li key={session.id} className="card camp-card listing-card">
            <div className="card-body">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <h2 className="h5 card-title mb-0">
                  <Link className="stretched-link listing-link" to={paths.register.href(session.id)}>
                    {facts.name}
                  </Link>
                </h2>
                <SeatsBadge session={session} />
              </div>
              <dl className="facts-list mb-3">
                <dt>{_('camps.col.dates')}</dt>
                <dd>{facts.dates}</dd>
                <dt>{_('camps.col.time')}</dt>
                <dd>{facts.time}</dd>
                <dt>{_('camps.col.ages')}</dt>
                <dd>{facts.ages}</dd>
                <dt>{_('camps.col.where')}</dt>
                <dd>
                  {facts.facility}
                  <br />
                  {facts.place}
                </dd>
              </dl>
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-3">
                <span className="me-auto">
                  <span className="camp-cost">{facts.cost}</span>
                  <PriceWindowNote price={facts.price} />
                </span>
                <Link
                  className="details-link above-stretched"
                  aria-label={_('camps.detailsAbout', { name: facts.name, place: facts.place })}
                  to={paths.campFlyer.href(session.campSpec.id, session.id)}
                >
                  {_('camps.details')}
                </Link>
                <Link
                  className="details-link above-stretched"
                  aria-label={_('camps.campPageAbout', { name: facts.name, place: facts.place })}
                  to={paths.campSession.href(session.id)}
                >
                  {_('camps.campPage')}
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
});
