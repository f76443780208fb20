import { apiPaths, type ContactMessage, messages } from '@soccer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { readPage, type SecureFetch } from './staff-http';

/**
 * One page of the message history. A refused load throws an HttpError whose message is the
 * spec's 'Failed to fetcg messages: {status}' (typo and all).
 */
export function getContactMessages(
  secureFetch: SecureFetch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return secureFetch(apiPaths.contactUsMessages(page, pageSize), { signal, read: readPage<ContactMessage> });
}

/** The toast for a failed load: the status text for a refused call, 'Error while fetching messages: …' otherwise. */
export function contactMessagesErrorText(error: unknown): string {
  return error instanceof HttpError ? error.message : messages.fetchMessagesError(error);
}

export function contactMessagesQueryOptions(secureFetch: SecureFetch, page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.contactMessages(page, pageSize),
    queryFn: ({ signal }) =>
      unwrap(getContactMessages(secureFetch, page, pageSize, signal), (failure) =>
        messages.fetchMessagesFailed(failure.status),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number, pageSize: number) {
  const { secureFetch } = useHttp();
  return useQuery(contactMessagesQueryOptions(secureFetch, page, pageSize));
}
