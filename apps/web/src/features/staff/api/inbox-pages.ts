import { apiPaths, type InboxFilter, type InboxKind, inboxQuery } from '@soccer/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n/i18n';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/**
 * One page of an inbox (contact messages, rental inquiries): the spec's list call (`list`), or the
 * inbox search while a search or status is asked. The page on screen stays while the next loads.
 * A refused load throws an HttpError with the catalogue's `staff.inbox.<kind>.fetchFailed`
 * ('Failed to fetcg messages: {status}', the spec's typo and all, for the messages); `errorText`
 * is the toast for a failed load: that text for a refused call, `staff.inbox.<kind>.fetchError`
 * ('Error while fetching messages: ' plus the error) otherwise.
 */
export function inboxPages<T>({
  kind,
  key,
  list,
}: {
  kind: InboxKind;
  key: (page: number, pageSize: number, filter?: InboxFilter) => QueryKey;
  list: (page: number, pageSize: number) => string;
}) {
  const query = signedQuery<[page: number, pageSize: number, filter?: InboxFilter], PageOf<T>>({
    key,
    path: (page, pageSize, filter = {}) => {
      const search = inboxQuery(filter);
      return search ? `${apiPaths.inboxSearch(kind, page, pageSize)}${search}` : list(page, pageSize);
    },
    read: readPage<T>,
    describe: (failure) => i18n._(`staff.inbox.${kind}.fetchFailed`, { status: failure.status }),
    keepPrevious: true,
  });
  const errorText = (error: unknown): string =>
    error instanceof HttpError
      ? error.message
      : i18n._(`staff.inbox.${kind}.fetchError`, { message: String(error) });
  return { query, errorText };
}
