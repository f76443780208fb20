import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ResponsiveList, type ResponsiveListProps } from '../../../components/ui/responsive-list';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useHttp } from '../../../lib/http';
import type { SignedQuery } from '../../../lib/signed-query';
import type { PageOf } from '../api/staff-http';
import { usePagingParams } from '../hooks/use-paging-params';
import { EmptyPage } from './empty-page';
import { LoadError } from './load-error';
import { PagingControls, totalPages } from './paging-controls';
import { StaffPage } from './staff-page';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

type ShownList<T> = Pick<ResponsiveListProps<T>, 'label' | 'columns' | 'card' | 'itemTestId'>;

export interface PagedListProps<T extends { id: number }, F = undefined> extends ShownList<T> {
  /** The page's title (h1 and document title). */
  heading: string;
  lead: string;
  /** For administrators only (else for all staff). */
  admin?: boolean;
  /** The address of a page of the list. */
  hrefFor: (page: number, pageSize: number) => string;
  query: SignedQuery<[page: number, pageSize: number, filter?: F], PageOf<T>>;
  /** What the list is narrowed to (a search), passed to the query. */
  filter?: F;
  /** Above the list: a search and its actions; `search` goes to page 1 with a new query string. */
  toolbar?: (search: (query: string) => void) => ReactNode;
  /** What the page says when nothing is listed (by default, that there is nothing yet). */
  emptyText?: string;
  /** Plural of what is listed, as the controls and the empty page say it. */
  noun: string;
  loadingLabel: string;
  errorText: (error: unknown) => string;
  /** The table's caption before ', page n'. */
  caption: string;
}

/**
 * A staff page listing something page by page: the page number and size come from the address;
 * loader, load error (toasted and shown with a retry), paging controls above and, on longer
 * pages, below, the empty page, and the items as a table or cards.
 */
export function PagedList<T extends { id: number }, F = undefined>({
  heading,
  admin,
  ...props
}: PagedListProps<T, F>) {
  return (
    <StaffPage heading={heading} admin={admin}>
      <PagedListBody heading={heading} {...props} />
    </StaffPage>
  );
}

function PagedListBody<T extends { id: number }, F>({
  heading,
  lead,
  hrefFor,
  query,
  filter,
  toolbar,
  emptyText,
  noun,
  loadingLabel,
  errorText,
  caption,
  ...shown
}: PagedListProps<T, F>) {
  const { _ } = useLingui();
  const paging = usePagingParams(hrefFor);
  const { page, pageSize, goTo } = paging;
  const list = useQuery(query.options(useHttp(), page, pageSize, filter));
  useErrorToast(list.error, errorText);

  const body = () => {
    if (list.isPending) return <PageLoader label={loadingLabel} />;
    if (list.isError && !list.data) {
      return <LoadError message={errorText(list.error)} onRetry={() => void list.refetch()} />;
    }
    const total = list.data?.total ?? 0;
    const items = list.data?.items ?? [];
    const controls = (where: 'top' | 'bottom') => (
      <PagingControls
        where={where}
        page={page}
        pageSize={pageSize}
        total={total}
        noun={noun}
        busy={list.isFetching}
        onPage={(p) => goTo(p)}
        onPageSize={(s) => goTo(1, s)}
      />
    );
    return (
      <>
        {total > 0 ? controls('top') : null}
        {items.length === 0 ? (
          <EmptyPage
            total={total}
            noun={noun}
            emptyText={emptyText}
            onLast={() => goTo(totalPages(total, pageSize))}
          />
        ) : (
          <ResponsiveList
            items={items}
            itemKey={(item) => item.id}
            caption={_('staff.paging.caption', { caption, page })}
            busy={list.isFetching}
            tableClassName="table staff-table"
            cardClassName="staff-card"
            {...shown}
          />
        )}
        {items.length > 5 ? controls('bottom') : null}
      </>
    );
  };

  return (
    <div className="container py-4">
      <PageHeader title={heading} lead={lead} />
      {toolbar?.((query) => goTo(1, pageSize, query))}
      {body()}
    </div>
  );
}
