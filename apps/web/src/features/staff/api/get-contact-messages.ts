import { apiPaths, type ContactMessage, messages } from '@soccer/contracts';
import { HttpError } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/**
 * One page of the message history. A refused load throws an HttpError whose message is the
 * spec's 'Failed to fetcg messages: {status}' (typo and all).
 */
export const contactMessages = signedQuery<[page: number, pageSize: number], PageOf<ContactMessage>>({
  key: queryKeys.contactMessages,
  path: apiPaths.contactUsMessages,
  read: readPage<ContactMessage>,
  describe: (failure) => messages.fetchMessagesFailed(failure.status),
  keepPrevious: true,
});

/** The toast for a failed load: the status text for a refused call, 'Error while fetching messages: …' otherwise. */
export function contactMessagesErrorText(error: unknown): string {
  return error instanceof HttpError ? error.message : messages.fetchMessagesError(error);
}
