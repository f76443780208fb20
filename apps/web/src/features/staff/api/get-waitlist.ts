import { apiPaths, type StaffWaitlistEntry, type WaitlistKind } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET a camp session's or an age group's waitlist, in line order. */
export const itemWaitlist = signedQuery<[kind: WaitlistKind, itemId: number | string], StaffWaitlistEntry[]>({
  key: (kind, itemId) => queryKeys.waitlists.item(kind, itemId),
  path: (kind, itemId) =>
    kind === 'camp' ? apiPaths.staffCampWaitlist(itemId) : apiPaths.staffTournamentWaitlist(itemId),
});
