import { apiPaths, type InboxFilter, type InboxKind, inboxQuery } from '@soccer/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { HttpFailure } from '../../../lib/http';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/**
 * One page of an inbox (contact messages, rental inquiries): the spec's list call (`list`), or the
 * inbox search while a search or status is asked. The page on screen stays while the next loads.
 */
export function inboxPages<T>({
  kind,
  key,
  list,
  describe,
}: {
  kind: InboxKind;
  key: (page: number, pageSize: number, filter?: InboxFilter) => QueryKey;
  list: (page: number, pageSize: number) => string;
  /** The thrown error's text for a refused load. */
  describe: (failure: HttpFailure) => string;
}) {
  return signedQuery<[page: number, pageSize: number, filter?: InboxFilter], PageOf<T>>({
    key,
    path: (page, pageSize, filter = {}) => {
      const query = inboxQuery(filter);
      return query ? `${apiPaths.inboxSearch(kind, page, pageSize)}${query}` : list(page, pageSize);
    },
    read: readPage<T>,
    describe,
    keepPrevious: true,
  });
}
