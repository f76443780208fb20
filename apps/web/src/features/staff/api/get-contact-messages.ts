import { apiPaths, type ContactMessage, type InboxFilter, inboxQuery, messages } from '@soccer/contracts';
import { HttpError } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/**
 * One page of the message history: the spec's call, or the inbox search while a search or status
 * is asked. A refused load throws an HttpError whose message is the spec's
 * 'Failed to fetcg messages: {status}' (typo and all).
 */
export const contactMessages = signedQuery<
  [page: number, pageSize: number, filter?: InboxFilter],
  PageOf<ContactMessage>
>({
  key: queryKeys.contactMessages,
  path: (page, pageSize, filter = {}) => {
    const query = inboxQuery(filter);
    return query
      ? `${apiPaths.inboxSearch('messages', page, pageSize)}${query}`
      : apiPaths.contactUsMessages(page, pageSize);
  },
  read: readPage<ContactMessage>,
  describe: (failure) => messages.fetchMessagesFailed(failure.status),
  keepPrevious: true,
});

/** The toast for a failed load: the status text for a refused call, 'Error while fetching messages: …' otherwise. */
export function contactMessagesErrorText(error: unknown): string {
  return error instanceof HttpError ? error.message : messages.fetchMessagesError(error);
}
