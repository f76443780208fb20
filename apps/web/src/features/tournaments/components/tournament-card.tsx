import { useLingui } from '@lingui/react';
import { type Tournament, todayIsoDate } from '@soccer/contracts';
import { Link } from 'react-router';
import { PriceWindowNote, priceNow } from '../../../components/details/price-window-note';
import { paths } from '../../../config/paths';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDate as formatDate, localMoney as formatMoney } from '../../../lib/i18n/formats';

function dateRange(start: string, end: string): string {
  const from = formatDate(start);
  const to = formatDate(end);
  return from === to ? from : `${from} – ${to}`;
}

/**
 * One tournament age group; the whole card opens the team registration for that age group (for a
 * full group, its waitlist: the register page takes the team form onto it). 'Tournament page'
 * (the tournament's own page) sits above that link.
 */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { _ } = useLingui();
  const { facility, ageRange } = tournament;
  const texts = inReadersLanguage(tournament);
  const price = priceNow({ ...tournament, cost: tournament.tournamentCost });
  const closed = tournament.lastDateToRegister.slice(0, 10) < todayIsoDate();
  const full = !closed && ageRange.teamsLeft === 0;
  return (
    <article className="card tournament-card listing-card h-100">
      <div className="card-body d-flex flex-column">
        <p className="mb-2">
          <span className="badge age-badge">{ageRange.ageRangeDescription}</span>
        </p>
        <h2 className="h5 card-title">
          <Link
            className="stretched-link listing-link"
            to={paths.registerTournament.href(ageRange.tournamentAgeRangeId)}
          >
            {texts.tournamentName}
            <span className="visually-hidden">{`, ${ageRange.ageRangeDescription}`}</span>
          </Link>
        </h2>
        <p className="card-text">{texts.tournamentDescription}</p>
        <dl className="facts-list mt-auto mb-0">
          <dt>{_('tournaments.date')}</dt>
          <dd>{dateRange(tournament.tournamentStartDate, tournament.tournamentEndDate)}</dd>
          <dt>{_('tournaments.cost')}</dt>
          <dd>
            <span className="fw-bold">{_('tournaments.perTeam', { cost: formatMoney(price.cost) })}</span>
            <PriceWindowNote price={price} />
          </dd>
          <dt>{_('tournaments.ageGroup')}</dt>
          <dd>{ageRange.ageRangeDescription}</dd>
          <dt>{_('tournaments.where')}</dt>
          <dd>
            <span className="d-block fw-semibold">{facility.facilityName}</span>
            <span className="d-block">{facility.addressLine1}</span>
            <span className="d-block">
              {facility.city}, {facility.state} {facility.zipCode}
            </span>
          </dd>
        </dl>
        <Link
          className="tournament-page-link align-self-start"
          aria-label={_('tournaments.pageAbout', {
            name: texts.tournamentName,
            place: `${facility.city}, ${facility.state}`,
          })}
          to={paths.tournament.href(tournament.id)}
        >
          {_('tournaments.page')}
        </Link>
      </div>
      <div className="card-footer tournament-card-footer d-flex justify-content-between align-items-center">
        <span>
          {full ? <span className="badge text-bg-danger me-2">{_('tournaments.full')}</span> : null}
          {closed
            ? _('tournaments.closed')
            : _('tournaments.registerBy', { date: formatDate(tournament.lastDateToRegister) })}
        </span>
        <span aria-hidden="true" className="fw-bold">
          {closed
            ? _('tournaments.seeDetails')
            : full
              ? _('tournaments.joinWaitlist')
              : _('tournaments.registerTeam')}
        </span>
      </div>
    </article>
  );
}
