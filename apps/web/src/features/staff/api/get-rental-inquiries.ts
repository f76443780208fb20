import { apiPaths, type FieldRentalInquiry } from '@soccer/contracts';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/** One page of the field rental inquiries. */
export const rentalInquiries = signedQuery<[page: number, pageSize: number], PageOf<FieldRentalInquiry>>({
  key: queryKeys.rentalInquiries,
  path: apiPaths.fieldRentalInquiries,
  read: readPage<FieldRentalInquiry>,
  describe: (failure) => `Failed to fetch rental inquiries: ${failure.status}`,
  keepPrevious: true,
});

/** Same wording pattern as the message history's toasts. */
export function rentalInquiriesErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : `Error while fetching rental inquiries: ${errorMessage(error)}`;
}
