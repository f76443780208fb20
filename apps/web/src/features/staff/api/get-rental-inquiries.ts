import { apiPaths, type FieldRentalInquiry } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { inboxPages } from './inbox-pages';

/** One page of the field rental inquiries: all of them, or the inbox search while one is asked. */
export const rentalInquiries = inboxPages<FieldRentalInquiry>({
  kind: 'rentals',
  key: queryKeys.rentalInquiries,
  list: apiPaths.fieldRentalInquiries,
});
