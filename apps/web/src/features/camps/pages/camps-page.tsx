import { Trans, useLingui } from '@lingui/react';
import { type CampSession, publicListMessages } from '@soccer/contracts';
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
  const { _ } = useLingui();
  usePageTitle(_('camps.title'), _('camps.description'));
  const size = useBrowserSizeOrBoth();
  const sessions = useCampSessions();
  const states = useAvailableStates();
  useErrorToast(
    sessions.error,
    describeFetchError(publicListMessages.fetchCampSessionsFailed, publicListMessages.fetchCampSessionsError),
  );
  useErrorToast(
    states.error,
    describeFetchError(publicListMessages.fetchStatesFailed, publicListMessages.fetchStatesError),
  );

  const [search, setSearch] = useSearchParams();
  const selected = search.get('state')?.toUpperCase() ?? null;
  const labels = useMemo(() => stateLabels(sessions.data ?? []), [sessions.data]);
  // The same list from one render to the next, so the two layouts (memo) are not rendered again
  // when only the screen size is settled after hydration.
  const visible = useMemo(() => {
    const list = sessions.data ?? [];
    return selected ? list.filter((s) => s.campFacility.state.toUpperCase() === selected) : list;
  }, [sessions.data, selected]);

  const choose = (state: string | null) =>
    setSearch(state ? { state } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="container py-4">
      <PageHeader title={_('camps.title')} lead={_('camps.lead')} />
      {states.data && states.data.length > 1 ? (
        <StateFilter states={states.data} labels={labels} value={selected} onChange={choose} />
      ) : null}
      <PublicListView
        list={sessions}
        noun={_('camps.noun')}
        isEmpty={visible.length === 0}
        empty={
          <>
            <p className="fs-5 mb-2">{selected ? _('camps.emptyHere') : _('camps.empty')}</p>
            <p className="mb-0">
              <Trans id="camps.emptyMore" components={{ 0: <Link to={paths.contact.href()} /> }} />
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
        {_('camps.partner')} <Link to={paths.partner.href()}>{_('camps.learnMore')}</Link>
      </p>
    </div>
  );
}
