import type { Key, ReactNode } from 'react';
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
}

export interface ResponsiveListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** Accessible name of the card list on small screens. */
  label: string;
  /** Visually hidden caption of the table on large screens. */
  caption: ReactNode;
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
}

/** Spec §2: a table on large screens, a list of cards on small ones. */
export function ResponsiveList<T>({
  items,
  itemKey,
  label,
  caption,
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
}: ResponsiveListProps<T>) {
  const size = useBrowserSize();
  if (size === 'small') {
    return (
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
      </table>
    </div>
  );
}
