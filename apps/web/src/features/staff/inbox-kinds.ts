import type { ContactMessage, FieldRentalInquiry, InboxFilter, InboxKind } from '@soccer/contracts';
import { paths } from '../../config/paths';
import type { SignedQuery } from '../../lib/signed-query';
import { contactMessages } from './api/get-contact-messages';
import { rentalInquiries } from './api/get-rental-inquiries';
import type { PageOf } from './api/staff-http';

/** What each inbox lists. */
export interface InboxItems {
  messages: ContactMessage;
  rentals: FieldRentalInquiry;
}

interface InboxSpec<T> {
  itemTestId: string;
  /** The CSV export's name before its date, when the server names none. */
  exportName: string;
  hrefFor: (page: number, pageSize: number) => string;
  query: SignedQuery<[page: number, pageSize: number, filter?: InboxFilter], PageOf<T>>;
  errorText: (error: unknown) => string;
}

/**
 * What differs between staff's two inboxes, the contact form's messages and the rental
 * inquiries, apart from how an item shows: the address of a page and the call. Their words are
 * the catalogue's `staff.inbox.<kind>.*` (heading, lead, searchHelp, searchLabel, noun, label,
 * caption, loading, noMatch, statusOf).
 */
export const inboxKinds: { [K in InboxKind]: InboxSpec<InboxItems[K]> } = {
  messages: {
    itemTestId: 'message',
    exportName: 'MESSAGES',
    hrefFor: (page: number, pageSize: number) => paths.contacts.href(page, pageSize),
    ...contactMessages,
  },
  rentals: {
    itemTestId: 'inquiry',
    exportName: 'RENTAL_INQUIRIES',
    hrefFor: (page: number, pageSize: number) => paths.manageRentals.href(page, pageSize),
    ...rentalInquiries,
  },
};
