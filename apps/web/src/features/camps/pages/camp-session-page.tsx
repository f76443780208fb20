import { useLingui } from '@lingui/react';
import { type CampSession, publicListMessages } from '@soccer/contracts';
import { Link, useParams } from 'react-router';
import {
  ListSection,
  Paragraphs,
  PhotosSection,
  Picture,
  PlaceSection,
  QuestionsSection,
  TextSection,
} from '../../../components/details/detail-sections';
import { PolicySection } from '../../../components/details/policy-section';
import { PriceWindowNote } from '../../../components/details/price-window-note';
import { PageHeader } from '../../../components/ui/page-header';
import { PublicListView } from '../../../components/ui/public-list-view';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useCampSessions } from '../../../hooks/use-camp-sessions';
import { describeFetchError, useErrorToast } from '../../../hooks/use-error-toast';
import { usePageTitle } from '../../../hooks/use-page-title';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localTime } from '../../../lib/i18n/formats';
import { activeLocale } from '../../../lib/i18n/i18n';
import { serverBuilder, useRenderedPageMeta } from '../../../lib/page-meta';
import { sessionFacts } from '../components/session-facts';
import '../../../styles/content.scss';
import '../camps.scss';

const asId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** "Central Time" / "hora central": the facility's zone, named in the reader's language. */
function zoneName(timeZone: string | undefined, day: string): string {
  if (!timeZone) return '';
  const locale = activeLocale() === 'es' ? 'es-US' : 'en-US';
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(`${day}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  );
}

/** An unknown, started or archived session: the server answers 404 with this. */
function SessionNotFound() {
  const { _ } = useLingui();
  const title = _('session.notFound.title');
  usePageTitle(title);
  useRenderedPageMeta({ status: 404 });
  return (
    <div className="container py-5 text-center">
      <h1 className="page-title">{title}</h1>
      <p className="lead">{_('session.notFound.text')}</p>
      <Link className="btn btn-primary" to={paths.camps.href()}>
        {_('session.allCamps')}
      </Link>
    </div>
  );
}

/** The facts in a list, and Register (or the waitlist when full). */
function SessionFacts({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const facts = sessionFacts(session);
  const zone = zoneName(session.timeZone, session.campStartDate);
  const full = session.seatsLeft <= 0;
  const details = session.details;
  return (
    <div className="card session-facts mb-4">
      <div className="card-body">
        <dl className="facts-list mb-3">
          <dt>{_('camps.col.dates')}</dt>
          <dd>{facts.dates}</dd>
          <dt>{_('session.times')}</dt>
          <dd>{zone ? _('session.timesIn', { times: facts.time, zone }) : facts.time}</dd>
          {(
            [
              ['session.dropOff', details?.dropOffTime],
              ['session.pickUp', details?.pickUpTime],
            ] as const
          ).map(([label, time]) =>
            time
              ? [
                  <dt key={label}>{_(label)}</dt>,
                  <dd key={time}>
                    {zone ? _('session.timesIn', { times: localTime(time), zone }) : localTime(time)}
                  </dd>,
                ]
              : null,
          )}
          <dt>{_('camps.col.ages')}</dt>
          <dd>{facts.ages}</dd>
          <dt>{_('session.price')}</dt>
          <dd>
            <span className="camp-cost">{facts.cost}</span>
            <PriceWindowNote price={facts.price} />
            {session.hasPromoCode ? <span className="d-block small">{_('session.promo')}</span> : null}
          </dd>
          <dt>{_('camps.col.seats')}</dt>
          <dd>{full ? _('session.waitlist') : _('camps.seatsLeft', { count: session.seatsLeft })}</dd>
        </dl>
        <Link className="btn btn-primary btn-lg w-100" to={paths.register.href(session.id)}>
          {full ? _('camps.joinWaitlist') : _('session.register')}
        </Link>
      </div>
    </div>
  );
}

function SessionPage({ session }: { session: CampSession }) {
  const { _ } = useLingui();
  const facts = sessionFacts(session);
  const { catalogDescription, attendeeNotes } = inReadersLanguage(session.campSpec);
  const { details, campFacility } = session;
  const description = _('session.metaDescription', {
    name: facts.name,
    facility: facts.facility,
    place: facts.place,
    dates: facts.dates,
    ages: facts.ages,
    cost: facts.cost,
  });
  const title = `${facts.name}, ${facts.place}`;
  usePageTitle(title, description);
  useRenderedPageMeta({
    title: `${title} | ${site.name}`,
    description,
    // Built by the server render only (its builder is not in the browser's bundle).
    jsonLd: serverBuilder('campSessionEvent')?.(
      session,
      facts.name,
      catalogDescription.trim() || description,
    ),
  });
  return (
    <div className="container py-4 camp-session-page">
      <PageHeader title={facts.name} lead={`${facts.facility} · ${facts.place}`} />
      <div className="row g-4">
        <div className="col-lg-4">
          <SessionFacts session={session} />
        </div>
        <div className="col-lg-8">
          {/* Each part shows nothing when staff wrote nothing (decisions 0064, 0065). */}
          <TextSection id="about" title={_('session.about')} text={catalogDescription} />
          <PlaceSection
            title={_('session.where')}
            facility={campFacility}
            notes={details ? inReadersLanguage(details).venueNotes : ''}
            mapText={_('session.map')}
            mapLabel={_('session.mapOf', { place: campFacility.facilityName })}
          />
          <TextSection id="bring" title={_('session.bring')} text={attendeeNotes} />
          <PhotosSection title={_('session.photos')} photos={details?.photos} />
          <ListSection
            id="coaches"
            title={_('session.coaches')}
            className="list-unstyled"
            items={details?.coaches}
            item={(coach, i) => (
              <li key={i} className="session-coach">
                {coach.photo ? <Picture images={coach.photo} alt="" sizes="96px" /> : null}
                <div>
                  <h3 className="h6">{coach.name}</h3>
                  <Paragraphs text={inReadersLanguage(coach).bio} />
                </div>
              </li>
            )}
          />
          <QuestionsSection title={_('session.questions')} questions={details?.questions} />
          <PolicySection policy={session.cancellationPolicy} />
          <p className="mt-4 mb-0 d-flex flex-wrap gap-3">
            <Link to={paths.campFlyer.href(session.campSpec.id, session.id)}>{_('session.flyer')}</Link>
            <Link to={paths.camps.href()}>{_('session.allCamps')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * /Camps/Session/{sessionid}: one open camp session's page, read from the public list of open
 * sessions (the same cached answer as /Camps), rendered on the server with its Schema.org data.
 */
export function CampSessionPage() {
  const { sessionid } = useParams();
  const sessions = useCampSessions();
  useErrorToast(
    sessions.error,
    describeFetchError(publicListMessages.fetchCampSessionsFailed, publicListMessages.fetchCampSessionsError),
  );
  const { _ } = useLingui();
  const id = asId(sessionid);
  const session = sessions.data?.find((s) => s.id === id);
  if (session) return <SessionPage session={session} />;
  if (sessions.data) return <SessionNotFound />;
  // Loading, or the list could not be read ('Try again').
  return (
    <div className="container py-4">
      <PublicListView list={sessions} noun={_('camps.noun')} isEmpty={false} empty={null}>
        {null}
      </PublicListView>
    </div>
  );
}
