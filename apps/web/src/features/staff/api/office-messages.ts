import {
  apiPaths,
  type OfficeAudience,
  type OfficeAudienceCount,
  type OfficeMessageDetail,
  type OfficeMessageRequest,
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

/** GET one message with each recipient's mail and text state (read when staff open it). */
export const officeMessageDetail = signedQuery<[id: number], OfficeMessageDetail>({
  key: (id) => queryKeys.officeMessages.detail(id),
  path: (id) => apiPaths.officeMessage(id),
  fresh: true,
});

/** POST: how many accounts an audience reaches, and how many of them by text. */
export function useAudienceCount() {
  return useStaffAction(
    (secureFetch, audience: OfficeAudience) =>
      secureFetch<OfficeAudienceCount>(apiPaths.officeMessageAudience, {
        method: 'POST',
        body: { audience },
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
