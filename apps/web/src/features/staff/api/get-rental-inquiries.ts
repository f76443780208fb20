import { apiPaths, type FieldRentalInquiry } from '@soccer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError, useHttp } from '../../../lib/http';
import { staffKey } from './get-session-summary';
import { type PageOf, readPage, type SecureFetch } from './staff-http';

export const rentalInquiriesKey = [...staffKey, 'rentalInquiries'] as const;

export async function getRentalInquiries(
  secureFetch: SecureFetch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageOf<FieldRentalInquiry>> {
  const response = await secureFetch(apiPaths.fieldRentalInquiries(page, pageSize), signal ? { signal } : {});
  if (!response.ok)
    throw new HttpError(response.status, `Failed to fetch rental inquiries: ${response.status}`);
  return readPage<FieldRentalInquiry>(response);
}

/** Same wording pattern as the message history's toasts. */
export function rentalInquiriesErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : `Error while fetching rental inquiries: ${errorMessage(error)}`;
}

export function rentalInquiriesQueryOptions(secureFetch: SecureFetch, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...rentalInquiriesKey, page, pageSize] as const,
    queryFn: ({ signal }) => getRentalInquiries(secureFetch, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRentalInquiries(page: number, pageSize: number) {
  const { secureFetch } = useHttp();
  return useQuery(rentalInquiriesQueryOptions(secureFetch, page, pageSize));
}
