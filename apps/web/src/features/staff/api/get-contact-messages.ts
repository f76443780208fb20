import { apiPaths, type ContactMessage } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { inboxPages } from './inbox-pages';

/**
 * One page of the message history: the spec's call, or the inbox search while a search or status
 * is asked; its texts are the catalogue's `staff.inbox.messages.*` (contracts
 * `messages.fetchMessagesFailed` is `fetchFailed`).
 */
export const contactMessages = inboxPages<ContactMessage>({
  kind: 'messages',
  key: queryKeys.contactMessages,
  list: apiPaths.contactUsMessages,
});
