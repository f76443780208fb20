import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ResponsiveList, type ResponsiveListProps } from '../../../components/ui/responsive-list';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { errorMessage } from '../../../lib/error-reporting';
import { useHttp } from '../../../lib/http';
import type { SignedQuery } from '../../../lib/signed-query';
import { LoadError } from './load-error';
import { StaffPage } from './staff-page';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

type ShownSummary<T> = Pick<
  ResponsiveListProps<T>,
  'itemKey' | 'label' | 'caption' | 'columns' | 'card' | 'itemTestId'
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
}

/**
 * A staff summary page: everything of one kind with its registration counts, each item leading
 * to its report. Loader, load error (toasted and shown with a retry), the empty text, or the list.
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
  ...shown
}: SummaryListProps<T>) {
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
        <ResponsiveList
          items={summary.data}
          tableClassName="table table-hover align-middle staff-table"
          cardClassName={(item) => (reportHref(item) ? 'staff-card is-clickable' : 'staff-card')}
          rowClassName={(item) => (reportHref(item) ? 'clickable-row' : undefined)}
          onRowClick={(item) => {
            const href = reportHref(item);
            return href ? () => navigate(href) : undefined;
          }}
          {...shown}
        />
      )}
    </div>
  );
}
