import { apiPaths, type FieldRentalInquiry } from '@soccer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { readPage, type SecureFetch } from './staff-http';

export function getRentalInquiries(
  secureFetch: SecureFetch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return secureFetch(apiPaths.fieldRentalInquiries(page, pageSize), {
    signal,
    read: readPage<FieldRentalInquiry>,
  });
}

/** Same wording pattern as the message history's toasts. */
export function rentalInquiriesErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : `Error while fetching rental inquiries: ${errorMessage(error)}`;
}

export function rentalInquiriesQueryOptions(secureFetch: SecureFetch, page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.rentalInquiries(page, pageSize),
    queryFn: ({ signal }) =>
      unwrap(
        getRentalInquiries(secureFetch, page, pageSize, signal),
        (failure) => `Failed to fetch rental inquiries: ${failure.status}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRentalInquiries(page: number, pageSize: number) {
  const { secureFetch } = useHttp();
  return useQuery(rentalInquiriesQueryOptions(secureFetch, page, pageSize));
}
