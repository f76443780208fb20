import { Trans, useLingui } from '@lingui/react';
import { publicListMessages } from '@soccer/contracts';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PublicListView } from '../../../components/ui/public-list-view';
import { paths } from '../../../config/paths';
import { describeFetchError, useErrorToast } from '../../../hooks/use-error-toast';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAllTournaments } from '../api/get-all-tournaments';
import { TournamentCard } from '../components/tournament-card';
import '../../../styles/content.scss';
import '../tournaments.scss';

/** /Tournaments: one card per tournament age group; a card opens that group's team registration. */
export function TournamentsPage() {
  const { _ } = useLingui();
  usePageTitle(_('tournaments.title'), _('tournaments.description'));
  const tournaments = useAllTournaments();
  useErrorToast(
    tournaments.error,
    describeFetchError(publicListMessages.fetchTournamentsFailed, publicListMessages.fetchTournamentsError),
  );
  const list = tournaments.data ?? [];

  return (
    <div className="container py-4">
      <PageHeader title={_('tournaments.title')} lead={_('tournaments.note')} />
      <PublicListView
        list={tournaments}
        noun={_('tournaments.noun')}
        isEmpty={list.length === 0}
        empty={
          <>
            <p className="fs-5 mb-2">{_('tournaments.empty')}</p>
            <p className="mb-0">
              <Trans id="tournaments.emptyMore" components={{ 0: <Link to={paths.contact.href()} /> }} />
            </p>
          </>
        }
      >
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 mb-0">
          {list.map((tournament) => (
            <li className="col" key={tournament.ageRange.tournamentAgeRangeId}>
              <TournamentCard tournament={tournament} />
            </li>
          ))}
        </ul>
      </PublicListView>
    </div>
  );
}
