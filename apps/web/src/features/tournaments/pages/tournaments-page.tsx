import { messages } from '@soccer/contracts';
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

const description =
  'Small-sided youth soccer tournaments from Touchline Soccer Academy: 3v3, 4v4 and 7v7 events with guaranteed games for every team. Register your team online.';

/** /Tournaments: one card per tournament age group; a card opens that group's team registration. */
export function TournamentsPage() {
  usePageTitle(messages.tournamentsTitle, description);
  const tournaments = useAllTournaments();
  useErrorToast(
    tournaments.error,
    describeFetchError(messages.fetchTournamentsFailed, messages.fetchTournamentsError),
  );
  const list = tournaments.data ?? [];

  return (
    <div className="container py-4">
      <PageHeader title={messages.tournamentsTitle} lead={messages.tournamentsNote} />
      <PublicListView
        list={tournaments}
        noun="Tournaments"
        isEmpty={list.length === 0}
        empty={
          <>
            <p className="fs-5 mb-2">No tournaments are open for registration right now.</p>
            <p className="mb-0">
              New events are announced through the season. <Link to={paths.contact.href()}>Contact us</Link>{' '}
              to hear first.
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
