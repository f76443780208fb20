import { apiPaths, type FieldRentalInquiry, type InboxFilter, inboxQuery } from '@soccer/contracts';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/** One page of the field rental inquiries: all of them, or the inbox search while one is asked. */
export const rentalInquiries = signedQuery<
  [page: number, pageSize: number, filter?: InboxFilter],
  PageOf<FieldRentalInquiry>
>({
  key: queryKeys.rentalInquiries,
  path: (page, pageSize, filter = {}) => {
    const query = inboxQuery(filter);
    return query
      ? `${apiPaths.inboxSearch('rentals', page, pageSize)}${query}`
      : apiPaths.fieldRentalInquiries(page, pageSize);
  },
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
