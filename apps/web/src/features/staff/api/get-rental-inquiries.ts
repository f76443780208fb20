import { apiPaths, type FieldRentalInquiry } from '@soccer/contracts';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { inboxPages } from './inbox-pages';

/** One page of the field rental inquiries: all of them, or the inbox search while one is asked. */
export const rentalInquiries = inboxPages<FieldRentalInquiry>({
  kind: 'rentals',
  key: queryKeys.rentalInquiries,
  list: apiPaths.fieldRentalInquiries,
  describe: (failure) => `Failed to fetch rental inquiries: ${failure.status}`,
});

/** Same wording pattern as the message history's toasts. */
export function rentalInquiriesErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : `Error while fetching rental inquiries: ${errorMessage(error)}`;
}
