import { apiPaths, type SessionSummaryItem } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** Camp sessions with their paid and unpaid registration counts (/manage). */
export const sessionSummary = signedQuery<[], SessionSummaryItem[]>({
  key: () => queryKeys.campSessions.summary,
  path: () => apiPaths.sessionRegistrationSummary,
});
