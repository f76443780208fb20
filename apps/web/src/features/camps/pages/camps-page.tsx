import { type CampSession, messages } from '@soccer/contracts';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PublicListView } from '../../../components/ui/public-list-view';
import { paths } from '../../../config/paths';
import { useBrowserSizeOrBoth } from '../../../hooks/use-browser-size';
import { useCampSessions } from '../../../hooks/use-camp-sessions';
import { describeFetchError, useErrorToast } from '../../../hooks/use-error-toast';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAvailableStates } from '../api/get-available-states';
import { CampSessionCards } from '../components/camp-session-cards';
import { CampSessionsTable } from '../components/camp-sessions-table';
import { StateFilter } from '../components/state-filter';
import '../../../styles/content.scss';
import '../camps.scss';

const description =
  'Youth soccer camps in Nashville TN, Dallas TX and Stratham NH: small-sided, high-energy, skill-focused sessions for ages 4 to 16. Pick a session and register online.';

/** "Nashville, TN" for each state, from the cities of its sessions. */
function stateLabels(sessions: readonly CampSession[]): Map<string, string> {
  const cities = new Map<string, Set<string>>();
  for (const { campFacility } of sessions) {
    const set = cities.get(campFacility.state) ?? new Set<string>();
    set.add(campFacility.city);
    cities.set(campFacility.state, set);
  }
  return new Map([...cities].map(([state, set]) => [state, `${[...set].sort().join(' & ')}, ${state}`]));
}

/**
 * /Camps: every open session, as table rows on wide screens and cards on phones (both in the
 * server's markup, where the width is unknown; CSS shows the one that fits).
 */
export function CampsPage() {
  usePageTitle('Camps', description);
  const size = useBrowserSizeOrBoth();
  const sessions = useCampSessions();
  const states = useAvailableStates();
  useErrorToast(
    sessions.error,
    describeFetchError(messages.fetchCampSessionsFailed, messages.fetchCampSessionsError),
  );
  useErrorToast(states.error, describeFetchError(messages.fetchStatesFailed, messages.fetchStatesError));

  const [search, setSearch] = useSearchParams();
  const selected = search.get('state')?.toUpperCase() ?? null;
  const list = sessions.data ?? [];
  const labels = useMemo(() => stateLabels(sessions.data ?? []), [sessions.data]);
  const visible = selected ? list.filter((s) => s.campFacility.state.toUpperCase() === selected) : list;

  const choose = (state: string | null) =>
    setSearch(state ? { state } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="container py-4">
      <PageHeader
        title="Camps"
        lead="Small groups, lots of touches and coaches who make every player feel like a star. Choose a session to register."
      />
      {states.data && states.data.length > 1 ? (
        <StateFilter states={states.data} labels={labels} value={selected} onChange={choose} />
      ) : null}
      <PublicListView
        list={sessions}
        noun="Camp sessions"
        isEmpty={visible.length === 0}
        empty={
          <>
            <p className="fs-5 mb-2">
              {selected
                ? 'No camp sessions are open in this location right now.'
                : 'No camp sessions are open right now.'}
            </p>
            <p className="mb-0">
              New dates are added through the year. <Link to={paths.contact.href()}>Contact us</Link> and we
              will let you know when registration opens.
            </p>
          </>
        }
      >
        {size !== 'large' ? (
          <div className="camps-small-view">
            <CampSessionCards sessions={visible} />
          </div>
        ) : null}
        {size !== 'small' ? (
          <div className="camps-large-view">
            <CampSessionsTable sessions={visible} />
          </div>
        ) : null}
      </PublicListView>
      <p className="small text-body-secondary mt-4 mb-0">
        Every camper also gets a full year of our partner's online training program.{' '}
        <Link to={paths.partner.href()}>Learn more</Link>
      </p>
    </div>
  );
}
