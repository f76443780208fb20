import { useLingui } from '@lingui/react';
import type { InboxKind } from '@soccer/contracts';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { type InboxItems, inboxKinds } from '../inbox-kinds';
import { InboxStatusSelect } from './inbox-status-select';
import { InboxToolbar, isSearching, useInboxFilter } from './inbox-toolbar';
import { PagedList } from './paged-list';

/**
 * A staff inbox (`inboxKinds`: contact messages, rental inquiries): the list page by page, its
 * search and CSV export, and on each item where it stands (new, replied, closed), changed on the
 * spot. The status select comes second among the columns, so the one thing staff change is in
 * view without scrolling the table sideways, and last on a card.
 */
export function InboxList<K extends InboxKind>({
  kind,
  sender,
  columns: [first, ...rest],
  card,
}: {
  kind: K;
  /** Who sent an item: its status select is named after them. */
  sender: (item: InboxItems[K]) => string;
  columns: ListColumn<InboxItems[K]>[];
  /** A card's body, before its status select. */
  card: (item: InboxItems[K]) => ReactNode;
}) {
  const { _ } = useLingui();
  const { query, exportName: _export, ...page } = inboxKinds[kind];
  const text = (name: string, values?: Record<string, unknown>) => _(`staff.inbox.${kind}.${name}`, values);
  const filter = useInboxFilter();
  const status = (item: InboxItems[K]) => (
    <InboxStatusSelect
      kind={kind}
      id={item.id}
      status={item.status}
      label={text('statusOf', { name: sender(item) })}
    />
  );
  return (
    <PagedList
      {...page}
      heading={text('heading')}
      lead={text('lead')}
      label={text('label')}
      caption={text('caption')}
      query={query}
      filter={filter}
      toolbar={(search) => <InboxToolbar kind={kind} filter={filter} onFilter={search} />}
      emptyText={isSearching(filter) ? text('noMatch') : undefined}
      noun={text('noun')}
      loadingLabel={text('loading')}
      columns={[
        ...(first ? [first] : []),
        { header: _('staff.inbox.status'), className: 'col-status', cell: status },
        ...rest,
      ]}
      card={(item) => (
        <>
          {card(item)}
          <div className="inbox-card-status d-flex align-items-center gap-2">
            <span className="small text-body-secondary" aria-hidden="true">
              {_('staff.inbox.status')}
            </span>
            {status(item)}
          </div>
        </>
      )}
    />
  );
}
