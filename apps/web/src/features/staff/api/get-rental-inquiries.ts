import { apiPaths, type FieldRentalInquiry } from '@soccer/contracts';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { inboxPages } from './inbox-pages';

/** One page of the field rental inquiries: all of them, or the inbox search while one is asked. */
export const rentalInquiries = inboxPages<FieldRentalInquiry>({
  kind: 'rentals',
  key: queryKeys.rentalInquiries,
  list: apiPaths.fieldRentalInquiries,
  describe: (failure) => i18n._('staff.inbox.rentals.fetchFailed', { status: failure.status }),
});

/** Same wording pattern as the message history's toasts. */
export function rentalInquiriesErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : i18n._('staff.inbox.rentals.fetchError', { message: errorMessage(error) });
}
