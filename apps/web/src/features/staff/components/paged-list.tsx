import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useErrorToast } from '../../../hooks/use-error-toast';
import type { PageOf } from '../api/staff-http';
import type { PagingParams } from '../hooks/use-paging-params';
import { EmptyPage } from './empty-page';
import { LoadError } from './load-error';
import { PagingControls, totalPages } from './paging-controls';

interface PagedListProps<T> {
  paging: PagingParams;
  list: UseQueryResult<PageOf<T>>;
  /** Plural of what is listed, as the controls and the empty page say it. */
  noun: string;
  loadingLabel: string;
  errorText: (error: unknown) => string;
  /** The page's items (never empty). */
  children: (items: T[]) => ReactNode;
}

/**
 * A staff list read page by page: loader, load error (toasted and shown with a retry), paging
 * controls above and, on longer pages, below, and the empty page.
 */
export function PagedList<T>({ paging, list, noun, loadingLabel, errorText, children }: PagedListProps<T>) {
  const { page, pageSize, goTo } = paging;
  useErrorToast(list.error, errorText);

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
        <EmptyPage total={total} noun={noun} onLast={() => goTo(totalPages(total, pageSize))} />
      ) : (
        children(items)
      )}
      {items.length > 5 ? controls('bottom') : null}
    </>
  );
}
