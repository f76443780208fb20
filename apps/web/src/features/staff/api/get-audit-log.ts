import { type AuditEntry, apiPaths } from '@soccer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError, useHttp } from '../../../lib/http';
import { staffKey } from './get-session-summary';
import { type PageOf, readPage, type SecureFetch } from './staff-http';

export const auditLogKey = [...staffKey, 'auditLog'] as const;

export async function getAuditLog(
  secureFetch: SecureFetch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageOf<AuditEntry>> {
  const response = await secureFetch(apiPaths.auditLog(page, pageSize), signal ? { signal } : {});
  if (!response.ok) throw new HttpError(response.status, `Failed to fetch the audit log: ${response.status}`);
  return readPage<AuditEntry>(response);
}

export function auditLogErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : `Error while fetching the audit log: ${errorMessage(error)}`;
}

export function auditLogQueryOptions(secureFetch: SecureFetch, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...auditLogKey, page, pageSize] as const,
    queryFn: ({ signal }) => getAuditLog(secureFetch, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Who changed what and when (admins only). */
export function useAuditLog(page: number, pageSize: number) {
  const { secureFetch } = useHttp();
  return useQuery(auditLogQueryOptions(secureFetch, page, pageSize));
}
