import { apiPaths, type ContactMessage } from '@soccer/contracts';
import { HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { inboxPages } from './inbox-pages';

/**
 * One page of the message history: the spec's call, or the inbox search while a search or status
 * is asked. A refused load throws an HttpError whose message is the spec's
 * 'Failed to fetcg messages: {status}' (typo and all; contracts `messages.fetchMessagesFailed`, in the
 * catalogue as `staff.inbox.messages.fetchFailed`).
 */
export const contactMessages = inboxPages<ContactMessage>({
  kind: 'messages',
  key: queryKeys.contactMessages,
  list: apiPaths.contactUsMessages,
  describe: (failure) => i18n._('staff.inbox.messages.fetchFailed', { status: failure.status }),
});

/** The toast for a failed load: the status text for a refused call, 'Error while fetching messages: …' otherwise. */
export function contactMessagesErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : i18n._('staff.inbox.messages.fetchError', { message: String(error) });
}
