import { contactMessagesPaging } from '@soccer/contracts';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';

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
  /** Goes to another page (a new history entry, so Back returns). */
  goTo(page: number, pageSize?: number): void;
}

/**
 * Page and page size from the route's `:pagenumber?/:pagesize?` (default page 1, size 10); the
 * URL changes with them, so a link or a reload shows the same page.
 */
export function usePagingParams(hrefFor: (page: number, pageSize: number) => string): PagingParams {
  const { pagenumber, pagesize } = useParams();
  const navigate = useNavigate();
  const page = positiveInt(pagenumber, contactMessagesPaging.firstPage);
  const pageSize = positiveInt(
    pagesize,
    contactMessagesPaging.defaultPageSize,
    contactMessagesPaging.maxPageSize,
  );
  const goTo = useCallback(
    (nextPage: number, nextSize: number = pageSize) => navigate(hrefFor(Math.max(1, nextPage), nextSize)),
    [navigate, hrefFor, pageSize],
  );
  return { page, pageSize, goTo };
}
