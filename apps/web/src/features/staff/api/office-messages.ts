import {
  apiPaths,
  type OfficeAudience,
  type OfficeAudienceCount,
  type OfficeMessageDetail,
  type OfficeMessageRequest,
  type OfficeMessageStatus,
  type OfficeMessageSummary,
} from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { useStaffAction } from './staff-action';

/** GET a camp session's messages from the office, newest first, with their delivery counts. */
export const sessionMessages = signedQuery<[sessionId: number | string], OfficeMessageSummary[]>({
  key: (sessionId) => queryKeys.officeMessages.session(sessionId),
  path: (sessionId) => `${apiPaths.officeMessages}?sessionId=${encodeURIComponent(String(sessionId))}`,
  readOnOpen: true,
});

/** GET a tournament's messages from the office (every age group), newest first. */
export const tournamentMessages = signedQuery<[tournamentId: number | string], OfficeMessageSummary[]>({
  key: (tournamentId) => queryKeys.officeMessages.tournament(tournamentId),
  path: (tournamentId) =>
    `${apiPaths.officeMessages}?tournamentId=${encodeURIComponent(String(tournamentId))}`,
  readOnOpen: true,
});

/** GET one message with each recipient's mail and text state (read when staff open it). */
export const officeMessageDetail = signedQuery<[id: number], OfficeMessageDetail>({
  key: (id) => queryKeys.officeMessages.detail(id),
  path: (id) => apiPaths.officeMessage(id),
  fresh: true,
});

/** POST: how many accounts a message to an audience reaches by mail, leaves out (office news off) and texts. */
export function useAudienceCount() {
  return useStaffAction(
    (secureFetch, request: { audience: OfficeAudience; urgent: boolean }) =>
      secureFetch<OfficeAudienceCount>(apiPaths.officeMessageAudience, {
        method: 'POST',
        body: request,
      }),
    async () => undefined,
  );
}

/** POST a message (now or at its time); the history is read again. */
export function useSendOfficeMessage() {
  return useStaffAction(
    (secureFetch, body: OfficeMessageRequest) =>
      secureFetch<{ id: number }>(apiPaths.officeMessages, { method: 'POST', body }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.officeMessages.all }),
  );
}

/** POST: cancel a message still waiting for its time (409 once it has gone); the history is read again. */
export function useCancelOfficeMessage() {
  return useStaffAction(
    (secureFetch, id: number) =>
      secureFetch<{ id: number; status: OfficeMessageStatus }>(apiPaths.officeMessageCancel(id), {
        method: 'POST',
      }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.officeMessages.all }),
  );
}
