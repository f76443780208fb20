import {
  businessTimeZone,
  type ContactMessage,
  type FieldRentalInquiry,
  formatInstant,
  formatPhone,
  type InboxStatus,
  inboxStatusLabels,
} from '@soccer/contracts';
import type { ExportColumn } from '../exports/export-writers.js';

/**
 * The columns both inbox exports begin with: the id, when it was received (messages belong to no
 * facility: dated in the business's own zone, named) and where it stands.
 */
const inboxColumns = <
  Row extends { id: number; dateCreated: string; status: InboxStatus },
>(): ExportColumn<Row>[] => [
  { header: 'ID', value: (row) => row.id },
  { header: 'Received', value: (row) => formatInstant(row.dateCreated, businessTimeZone) },
  { header: 'Status', value: (row) => inboxStatusLabels[row.status] },
];

/** The CSV of contact messages: what the message history shows, with where each stands. */
export const messageExportColumns: ExportColumn<ContactMessage>[] = [
  ...inboxColumns(),
  { header: 'First Name', value: (m) => m.firstName },
  { header: 'Last Name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => formatPhone(m.telephone) },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
];

/** The CSV of field rental inquiries: every field of the form, with where each stands. */
export const rentalExportColumns: ExportColumn<FieldRentalInquiry>[] = [
  ...inboxColumns(),
  { header: 'Full Name', value: (r) => r.fullName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => formatPhone(r.telephone) },
  { header: 'Address', value: (r) => [r.streetAddress1, r.streetAddress2].filter(Boolean).join(', ') },
  { header: 'City', value: (r) => r.city },
  { header: 'State', value: (r) => r.state },
  { header: 'Zip', value: (r) => r.zipCode },
  { header: 'Preferred Date', value: (r) => r.datePreferred },
  { header: 'Preferred Time', value: (r) => r.timePreferred },
  { header: 'Hours', value: (r) => r.numberOfHours },
  { header: 'Fields', value: (r) => r.numberOfFields },
  { header: 'Location', value: (r) => r.location ?? '' },
  { header: 'Children', value: (r) => r.numberOfChildren ?? '' },
  { header: "Birthday Child's Age", value: (r) => r.childAge ?? '' },
  { header: 'Message', value: (r) => r.message },
];
