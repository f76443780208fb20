import { z } from './zod.js';

/**
 * Staff's inbox: contact messages and party (field rental) inquiries, each with where it stands,
 * a search and a CSV export. Beside the spec's message history, which stays as it is.
 */

/** Where a message stands: nobody has answered it, someone has, or nothing more is to be done. */
export const inboxStatuses = ['new', 'replied', 'closed'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

/** The two lists (a path's part): contact messages and field rental inquiries. */
export const inboxKinds = ['messages', 'rentals'] as const;
export type InboxKind = (typeof inboxKinds)[number];

const statusMessage = 'Choose new, replied or closed.';

/** Why a status change was refused (read back by key on the staff pages). */
export const inboxMessages = {
  changedMeanwhile: 'Someone else changed it just now. Reload and try again.',
} as const;

export const inboxStatusSchema = z.object({ status: z.enum(inboxStatuses, statusMessage) });
export type InboxStatusChange = z.infer<typeof inboxStatusSchema>;

export const inboxSearchMaxLength = 100;

/**
 * A search of one list: words found in the name, e-mail or subject (an inquiry has no subject),
 * any case; and a status. Both optional: none lists everything, newest first.
 */
export const inboxFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(inboxSearchMaxLength, `Search for at most ${inboxSearchMaxLength} characters.`)
    .default(''),
  status: z.enum(inboxStatuses, statusMessage).optional(),
});
export type InboxFilter = z.input<typeof inboxFilterSchema>;

/** The query string of a search or export (empty parts left out). */
export function inboxQuery({ q, status }: InboxFilter): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const text = params.toString();
  return text ? `?${text}` : '';
}
