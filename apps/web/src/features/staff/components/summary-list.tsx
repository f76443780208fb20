import { useLingui } from '@lingui/react';
import { type ItemDays, isPastItem, type RevenueKind } from '@soccer/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ResponsiveList, type ResponsiveListProps } from '../../../components/ui/responsive-list';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { errorMessage } from '../../../lib/error-reporting';
import { localIsoDate } from '../../../lib/format';
import { useHttp } from '../../../lib/http';
import type { SignedQuery } from '../../../lib/signed-query';
import { LoadError } from './load-error';
import { RevenuePeriod } from './revenue-period';
import { StaffPage } from './staff-page';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

type ShownSummary<T> = Pick<
  ResponsiveListProps<T>,
  'itemKey' | 'label' | 'caption' | 'columns' | 'card' | 'itemTestId' | 'totalsLabel'
>;

interface SummaryListProps<T> extends ShownSummary<T> {
  /** The page's title (h1 and document title). */
  heading: string;
  lead: string;
  query: SignedQuery<[], T[]>;
  loadingLabel: string;
  /** What the page says when there is nothing to list. */
  emptyText: string;
  /** The report an item opens (its row is clickable, its card a link); null when it has none. */
  reportHref: (item: T) => string | null;
  /** An item's first and last day: past items (ended before today) are folded away under `pastHeading`. */
  days: (item: T) => ItemDays;
  pastHeading: string;
  /** What the page says when everything is past. */
  noUpcomingText: string;
  /** Whose money the revenue of a period counts. */
  revenueKind: RevenueKind;
  /** What the page shows after the revenue (the camps page: finding a receipt). */
  after?: ReactNode;
}

/**
 * A staff summary page: everything of one kind with its registration counts, each item leading
 * to its report. Loader, load error (toasted and shown with a retry), the empty text, or the
 * lists: upcoming items (in the server's order, the soonest first) with their totals, then past
 * ones folded away with theirs, then the revenue of a chosen period.
 */
export function SummaryList<T>({ heading, ...props }: SummaryListProps<T>) {
  return (
    <StaffPage heading={heading}>
      <SummaryListBody heading={heading} {...props} />
    </StaffPage>
  );
}

function SummaryListBody<T>({
  heading,
  lead,
  query,
  loadingLabel,
  emptyText,
  reportHref,
  days,
  pastHeading,
  noUpcomingText,
  revenueKind,
  after,
  ...shown
}: SummaryListProps<T>) {
  const { _ } = useLingui();
  const summary = useQuery(query.options(useHttp()));
  const navigate = useNavigate();
  useErrorToast(summary.error, errorMessage);

  return (
    <div className="container py-4">
      <PageHeader title={heading} lead={lead} />
      {summary.isPending ? (
        <PageLoader label={loadingLabel} />
      ) : summary.isError ? (
        <LoadError message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : summary.data.length === 0 ? (
        <p className="text-body-secondary">{emptyText}</p>
      ) : (
        <SplitLists
          items={summary.data}
          days={days}
          pastHeading={pastHeading}
          noUpcomingText={noUpcomingText}
        >
          {(items, part) => (
            <ResponsiveList
              items={items}
              tableClassName="table table-hover align-middle staff-table"
              cardClassName={(item) => (reportHref(item) ? 'staff-card is-clickable' : 'staff-card')}
              rowClassName={(item) => (reportHref(item) ? 'clickable-row' : undefined)}
              onRowClick={(item) => {
                const href = reportHref(item);
                return href ? () => navigate(href) : undefined;
              }}
              totalsLabel={_('staff.summary.totals')}
              {...shown}
              {...(part === 'past' ? { label: pastHeading, caption: pastHeading } : {})}
            />
          )}
        </SplitLists>
      )}
      <RevenuePeriod kind={revenueKind} />
      {after}
    </div>
  );
}

/** Upcoming items as a list, past ones (ended before today, where the staff member is) in a folded section. */
function SplitLists<T>({
  items,
  days,
  pastHeading,
  noUpcomingText,
  children: list,
}: {
  items: T[];
  days: (item: T) => ItemDays;
  pastHeading: string;
  noUpcomingText: string;
  /** A list of these items; `part` says which (the past list is named by its heading). */
  children: (items: T[], part: 'upcoming' | 'past') => ReactNode;
}) {
  const today = localIsoDate();
  const upcoming = items.filter((i) => !isPastItem(days(i), today));
  const past = items.filter((i) => isPastItem(days(i), today));
  return (
    <>
      {upcoming.length > 0 ? (
        list(upcoming, 'upcoming')
      ) : (
        <p className="text-body-secondary">{noUpcomingText}</p>
      )}
      {past.length > 0 ? (
        <details className="past-items mb-4">
          <summary className="h5">
            {pastHeading} ({past.length})
          </summary>
          {list(past, 'past')}
        </details>
      ) : null}
    </>
  );
}
