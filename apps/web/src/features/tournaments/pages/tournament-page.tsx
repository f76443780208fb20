import { useLingui } from '@lingui/react';
import { publicListMessages, type Tournament, todayIsoDate } from '@soccer/contracts';
import { Link, useParams } from 'react-router';
import {
  PhotosSection,
  PlaceSection,
  QuestionsSection,
  TextSection,
} from '../../../components/details/detail-sections';
import { PolicySection } from '../../../components/details/policy-section';
import { PriceWindowNote, priceNow } from '../../../components/details/price-window-note';
import { PageHeader } from '../../../components/ui/page-header';
import { PublicListView } from '../../../components/ui/public-list-view';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { describeFetchError, useErrorToast } from '../../../hooks/use-error-toast';
import { usePageTitle } from '../../../hooks/use-page-title';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import { serverBuilder, useRenderedPageMeta } from '../../../lib/page-meta';
import { useAllTournaments } from '../api/get-all-tournaments';
import '../../../styles/content.scss';
import '../tournaments.scss';

const asId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function dateRange(start: string, end: string): string {
  const from = localDate(start);
  const to = localDate(end);
  return from === to ? from : `${from} – ${to}`;
}

/** An unknown, ended or archived tournament: the server answers 404 with this. */
function TournamentNotFound() {
  const { _ } = useLingui();
  const title = _('tournament.notFound.title');
  usePageTitle(title);
  useRenderedPageMeta({ status: 404 });
  return (
    <div className="container py-5 text-center">
      <h1 className="page-title">{title}</h1>
      <p className="lead">{_('tournament.notFound.text')}</p>
      <Link className="btn btn-primary" to={paths.tournaments.href()}>
        {_('tournament.allTournaments')}
      </Link>
    </div>
  );
}

/** Each age group with its places and its Register (or waitlist) link while registration is open. */
function AgeGroups({ groups, closed }: { groups: Tournament[]; closed: boolean }) {
  const { _ } = useLingui();
  return (
    <>
      <h2 className="h6 mb-2">{_('tournament.ageGroups')}</h2>
      <ul className="list-unstyled tournament-groups mb-0">
        {groups.map(({ ageRange }) => {
          const full = ageRange.teamsLeft === 0;
          const name = ageRange.ageRangeDescription;
          return (
            <li key={ageRange.tournamentAgeRangeId}>
              <span className="fw-semibold">{name}</span>
              {closed ? null : (
                <>
                  <span className="d-block small">
                    {full
                      ? _('tournament.waitlist')
                      : ageRange.teamsLeft === null
                        ? _('tournament.open')
                        : _('tournament.teamsLeft', { count: ageRange.teamsLeft })}
                  </span>
                  <Link
                    className={`btn btn-sm mt-1 ${full ? 'btn-outline-primary' : 'btn-primary'}`}
                    to={paths.registerTournament.href(ageRange.tournamentAgeRangeId)}
                    aria-label={_(full ? 'tournament.joinWaitlistFor' : 'tournament.registerFor', {
                      group: name,
                    })}
                  >
                    {full ? _('tournament.joinWaitlist') : _('tournament.register')}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The facts in a list, then the age groups. */
function TournamentFacts({ groups, first }: { groups: Tournament[]; first: Tournament }) {
  const { _ } = useLingui();
  const price = priceNow({ ...first, cost: first.tournamentCost });
  const closed = first.lastDateToRegister.slice(0, 10) < todayIsoDate();
  return (
    <div className="card tournament-facts mb-4">
      <div className="card-body">
        <dl className="facts-list mb-3">
          <dt>{_('tournaments.date')}</dt>
          <dd>{dateRange(first.tournamentStartDate, first.tournamentEndDate)}</dd>
          <dt>{_('tournaments.cost')}</dt>
          <dd>
            <span className="fw-bold">{_('tournaments.perTeam', { cost: localMoney(price.cost) })}</span>
            <PriceWindowNote price={price} />
            {first.hasPromoCode ? <span className="d-block small">{_('tournament.promo')}</span> : null}
          </dd>
          <dt>{_('tournament.games')}</dt>
          <dd>{_('tournament.gamesAtLeast', { count: first.minNumberOfGames })}</dd>
          <dt>{_('tournament.players')}</dt>
          <dd>{_('tournament.playersUpTo', { count: first.maxNumberOfPlayers })}</dd>
          <dt>{_('tournament.registration')}</dt>
          <dd>
            {closed
              ? _('tournaments.closed')
              : _('tournaments.registerBy', { date: localDate(first.lastDateToRegister) })}
          </dd>
        </dl>
        <AgeGroups groups={groups} closed={closed} />
      </div>
    </div>
  );
}

function TournamentDetailsPage({ groups, first }: { groups: Tournament[]; first: Tournament }) {
  const { _ } = useLingui();
  const { tournamentName, tournamentDescription } = inReadersLanguage(first);
  const { facility } = first;
  const place = `${facility.city}, ${facility.state}`;
  const details = first.details;
  const texts = details ? inReadersLanguage(details) : undefined;
  const dates = dateRange(first.tournamentStartDate, first.tournamentEndDate);
  const description = _('tournament.metaDescription', {
    name: tournamentName,
    facility: facility.facilityName,
    place,
    dates,
    cost: _('tournaments.perTeam', {
      cost: localMoney(priceNow({ ...first, cost: first.tournamentCost }).cost),
    }),
  });
  const title = `${tournamentName}, ${place}`;
  usePageTitle(title, description);
  useRenderedPageMeta({
    title: `${title} | ${site.name}`,
    description,
    // Built by the server render only (its builder is not in the browser's bundle).
    jsonLd: serverBuilder('tournamentEvent')?.(
      groups,
      tournamentName,
      tournamentDescription.trim() || description,
    ),
  });
  return (
    <div className="container py-4 tournament-page">
      <PageHeader title={tournamentName} lead={`${facility.facilityName} · ${place}`} />
      <div className="row g-4">
        <div className="col-lg-4">
          <TournamentFacts groups={groups} first={first} />
        </div>
        <div className="col-lg-8">
          <TextSection id="about" title={_('tournament.about')} text={tournamentDescription} />
          <PlaceSection
            title={_('tournaments.where')}
            facility={facility}
            notes={texts?.venueNotes ?? ''}
            mapText={_('tournament.map')}
            mapLabel={_('tournament.mapOf', { place: facility.facilityName })}
          />
          <TextSection id="bring" title={_('tournament.bring')} text={texts?.attendeeNotes ?? ''} />
          <PhotosSection title={_('tournament.photos')} photos={details?.photos} />
          <QuestionsSection title={_('tournament.questions')} questions={details?.questions} />
          <PolicySection policy={first.cancellationPolicy} />
          <p className="mt-4 mb-0">
            <Link to={paths.tournaments.href()}>{_('tournament.allTournaments')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * /Tournaments/{tournamentid}: one tournament's page, read from the public list (one entry per
 * age group, the same cached answer as /Tournaments), rendered on the server with its Schema.org
 * data; its details (decision 0065) in the reader's language.
 */
export function TournamentPage() {
  const { tournamentid } = useParams();
  const tournaments = useAllTournaments();
  useErrorToast(
    tournaments.error,
    describeFetchError(publicListMessages.fetchTournamentsFailed, publicListMessages.fetchTournamentsError),
  );
  const { _ } = useLingui();
  const id = asId(tournamentid);
  const groups = tournaments.data?.filter((t) => t.id === id) ?? [];
  const [first] = groups;
  if (first) return <TournamentDetailsPage groups={groups} first={first} />;
  if (tournaments.data) return <TournamentNotFound />;
  // Loading, or the list could not be read ('Try again').
  return (
    <div className="container py-4">
      <PublicListView list={tournaments} noun={_('tournaments.noun')} isEmpty={false} empty={null}>
        {null}
      </PublicListView>
    </div>
  );
}
