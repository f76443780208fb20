import { apiPaths, type InboxKind, type InboxStatus } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Every page and search of a list: the root of its keys. */
const listRoot = (kind: InboxKind) =>
  (kind === 'messages' ? queryKeys.contactMessages(1, 1) : queryKeys.rentalInquiries(1, 1)).slice(0, 1);

/** PUT where a message or inquiry stands (audited on the server); the list's pages are read again. */
export function useSetInboxStatus(kind: InboxKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: InboxStatus }) =>
      secureFetch<{ id: number; status: InboxStatus }>(apiPaths.inboxStatus(kind, id), {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listRoot(kind) }),
  });
}
