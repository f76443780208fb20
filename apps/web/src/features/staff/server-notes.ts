import { registrationStatuses, serverNotes } from '@soccer/contracts';
import { contractTexts } from '../../lib/i18n/form-texts';
import { i18n } from '../../lib/i18n/i18n';

const statuses = new Set<string>(registrationStatuses);

/**
 * What the server wrote down about a registration (its history's `why`, a payment issue's
 * reason, a refund's reason or refusal: contracts `serverNotes`, stored in English) in the staff
 * page's language, read back by key as `staff.note.<key>` (decision 0059). Inside a note, a
 * status reads as the report's badge (`staff.status.<status>`), another note is read back too
 * (a family's move: 'Moved to another session: Moved by the account holder'), and anything else
 * (a staff member's own reason, an amount) stays as written. A text that is not a note stays as
 * it is (a staff member's reason, the payment provider's refusal).
 */
export const serverNoteText: (text: string) => string = contractTexts(
  { 'staff.note': serverNotes },
  (value) => (statuses.has(value) ? i18n._(`staff.status.${value}`) : serverNoteText(value)),
);
