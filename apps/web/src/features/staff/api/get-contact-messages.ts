import { apiPaths, type ContactMessage, messages } from '@soccer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, useHttp } from '../../../lib/http';
import { staffKey } from './get-session-summary';
import { type PageOf, readPage, type SecureFetch } from './staff-http';

export const contactMessagesKey = [...staffKey, 'contactMessages'] as const;

/**
 * One page of the message history. A refused call throws an HttpError whose message is the
 * spec's 'Failed to fetcg messages: {status}' (typo and all).
 */
export async function getContactMessages(
  secureFetch: SecureFetch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageOf<ContactMessage>> {
  const response = await secureFetch(apiPaths.contactUsMessages(page, pageSize), signal ? { signal } : {});
  if (!response.ok) throw new HttpError(response.status, messages.fetchMessagesFailed(response.status));
  return readPage<ContactMessage>(response);
}

/** The toast for a failed load: the status text for a refused call, 'Error while fetching messages: …' otherwise. */
export function contactMessagesErrorText(error: unknown): string {
  return error instanceof HttpError ? error.message : messages.fetchMessagesError(error);
}

export function contactMessagesQueryOptions(secureFetch: SecureFetch, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...contactMessagesKey, page, pageSize] as const,
    queryFn: ({ signal }) => getContactMessages(secureFetch, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number, pageSize: number) {
  const { secureFetch } = useHttp();
  return useQuery(contactMessagesQueryOptions(secureFetch, page, pageSize));
}
