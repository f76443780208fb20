import { Fragment, type Key, type ReactNode } from 'react';
import { useBrowserSize } from '../../hooks/use-browser-size';

export interface ListColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Class of the header cell. */
  className?: string;
  /** Class of each body cell. */
  cellClassName?: string;
  /** The cell names its row (`<th scope="row">`): the first column, usually. */
  rowHeader?: boolean;
  /** This column's figure in the totals row (over the items shown); columns without one stay blank. */
  total?: (items: readonly T[]) => ReactNode;
}

export interface ResponsiveListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** Accessible name of the card list on small screens. */
  label: string;
  /** Visually hidden caption of the table on large screens; `label` when the same words serve. */
  caption?: ReactNode;
  columns: readonly ListColumn<T>[];
  /** What goes inside one card's body. */
  card: (item: T) => ReactNode;
  /** Set while the list refetches; omitted, neither list nor table carries `aria-busy`. */
  busy?: boolean;
  tableClassName?: string;
  /** Classes after `card` on each list item. */
  cardClassName?: string | ((item: T) => string);
  rowClassName?: (item: T) => string | undefined;
  onRowClick?: (item: T) => (() => void) | undefined;
  /** `data-testid` of each card and each table row. */
  itemTestId?: string;
  cardTestId?: string;
  tableTestId?: string;
  /** The totals row's name (first cell; a card's heading on small screens), shown when a column has a `total`. */
  totalsLabel?: string;
}

/** Spec §2: a table on large screens, a list of cards on small ones. */
export function ResponsiveList<T>({
  items,
  itemKey,
  label,
  caption = label,
  columns,
  card,
  busy,
  tableClassName = 'table',
  cardClassName,
  rowClassName,
  onRowClick,
  itemTestId,
  cardTestId = itemTestId,
  tableTestId,
  totalsLabel = 'Totals',
}: ResponsiveListProps<T>) {
  const size = useBrowserSize();
  const totalled = columns.filter((c) => c.total);
  if (size === 'small') {
    return (
      <>
        <ul className="list-unstyled d-grid gap-3" aria-label={label} aria-busy={busy}>
          {items.map((item) => {
            const extra = typeof cardClassName === 'function' ? cardClassName(item) : cardClassName;
            return (
              <li key={itemKey(item)} className={extra ? `card ${extra}` : 'card'} data-testid={cardTestId}>
                <div className="card-body">{card(item)}</div>
              </li>
            );
          })}
        </ul>
        {totalled.length > 0 ? (
          <section className="card totals-card mb-3" aria-label={`${label}: ${totalsLabel}`}>
            <div className="card-body">
              <h2 className="h6 card-title">{totalsLabel}</h2>
              <dl className="row small mb-0">
                {totalled.map((column, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
                  <Fragment key={i}>
                    <dt className="col-7">{column.header}</dt>
                    <dd className="col-5 mb-1">{column.total?.(items)}</dd>
                  </Fragment>
                ))}
              </dl>
            </div>
          </section>
        ) : null}
      </>
    );
  }
  return (
    <div className="table-responsive">
      <table className={tableClassName} aria-busy={busy} data-testid={tableTestId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
              <th key={i} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={itemKey(item)}
              className={rowClassName?.(item)}
              onClick={onRowClick?.(item)}
              data-testid={itemTestId}
            >
              {columns.map((column, i) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
                  <Cell key={i} scope={column.rowHeader ? 'row' : undefined} className={column.cellClassName}>
                    {column.cell(item)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {totalled.length > 0 ? (
          <tfoot>
            <tr className="totals-row">
              {columns.map((column, i) => {
                const figure = column.total?.(items);
                return i === 0 && figure === undefined ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
                  <th key={i} scope="row">
                    {totalsLabel}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
                  <td key={i} className={column.cellClassName}>
                    {figure}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
