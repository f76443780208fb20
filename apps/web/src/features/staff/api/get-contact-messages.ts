import { apiPaths, type ContactMessage, messages } from '@soccer/contracts';
import { HttpError } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { inboxPages } from './inbox-pages';

/**
 * One page of the message history: the spec's call, or the inbox search while a search or status
 * is asked. A refused load throws an HttpError whose message is the spec's
 * 'Failed to fetcg messages: {status}' (typo and all).
 */
export const contactMessages = inboxPages<ContactMessage>({
  kind: 'messages',
  key: queryKeys.contactMessages,
  list: apiPaths.contactUsMessages,
  describe: (failure) => messages.fetchMessagesFailed(failure.status),
});

/** The toast for a failed load: the status text for a refused call, 'Error while fetching messages: …' otherwise. */
export function contactMessagesErrorText(error: unknown): string {
  return error instanceof HttpError ? error.message : messages.fetchMessagesError(error);
}
