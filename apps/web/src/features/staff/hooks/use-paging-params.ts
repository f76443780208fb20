import { contactMessagesPaging } from '@soccer/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** The page sizes staff can choose from. */
export const pageSizeOptions = [10, 25, 50] as const;

function positiveInt(value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!value || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

export interface PagingParams {
  page: number;
  pageSize: number;
  /** Goes to another page (a new history entry, so Back returns), keeping the query string (a search) unless given another. */
  goTo(page: number, pageSize?: number, search?: string): void;
}

/**
 * Page and page size from the route's `:pagenumber?/:pagesize?` (default page 1, size 10); the
 * URL changes with them, so a link or a reload shows the same page (and the same search).
 */
export function usePagingParams(hrefFor: (page: number, pageSize: number) => string): PagingParams {
  const { pagenumber, pagesize } = useParams();
  const navigate = useNavigate();
  const { search: currentSearch } = useLocation();
  const page = positiveInt(pagenumber, contactMessagesPaging.firstPage);
  const pageSize = positiveInt(
    pagesize,
    contactMessagesPaging.defaultPageSize,
    contactMessagesPaging.maxPageSize,
  );
  const goTo = useCallback(
    (nextPage: number, nextSize: number = pageSize, search: string = currentSearch) =>
      navigate({ pathname: hrefFor(Math.max(1, nextPage), nextSize), search }),
    [navigate, hrefFor, pageSize, currentSearch],
  );
  return { page, pageSize, goTo };
}
