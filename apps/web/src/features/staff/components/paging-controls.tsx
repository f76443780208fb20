import { useLingui } from '@lingui/react';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { pageSizeOptions } from '../hooks/use-paging-params';

export interface PagingControlsProps {
  page: number;
  pageSize: number;
  /** All rows on the server (`x-total-count`). */
  total: number;
  /** What the rows are, plural, e.g. 'messages'. */
  noun: string;
  /** Controls above and below a long list are told apart by screen readers. */
  where?: 'top' | 'bottom';
  /** A page is loading: the buttons wait. */
  busy?: boolean;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / Next, 'Page x of y', the row range shown and a page-size choice (10, 25, 50). */
export function PagingControls({
  page,
  pageSize,
  total,
  noun,
  where = 'top',
  busy = false,
  onPage,
  onPageSize,
}: PagingControlsProps) {
  const { _ } = useLingui();
  const pages = totalPages(total, pageSize);
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const sizeId = useId();
  const sizes: number[] = pageSizeOptions.includes(pageSize as (typeof pageSizeOptions)[number])
    ? [...pageSizeOptions]
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <nav
      className="paging-controls d-flex flex-wrap align-items-center gap-2 gap-sm-3 my-3"
      aria-label={_(where === 'top' ? 'staff.paging.pagesOf' : 'staff.paging.pagesOfBottom', { noun })}
    >
      <div className="btn-group">
        <Button variant="outline-primary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹ </span>
          {_('staff.paging.previous')}
        </Button>
        <Button variant="outline-primary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
          {_('staff.paging.next')}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <span
        className="fw-semibold"
        aria-live={where === 'top' ? 'polite' : undefined}
        data-testid="page-status"
      >
        {_('staff.paging.pageOf', { page, pages })}
      </span>
      <span className="text-body-secondary small">
        {total === 0
          ? _('staff.paging.none', { noun })
          : _('staff.paging.range', { first, last, total, noun })}
      </span>
      <div className="d-flex align-items-center gap-2 ms-sm-auto">
        <Form.Label htmlFor={sizeId} className="mb-0 small text-nowrap">
          {_('staff.paging.perPage')}
        </Form.Label>
        <Form.Select
          id={sizeId}
          size="sm"
          className="w-auto"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
      </div>
    </nav>
  );
}
