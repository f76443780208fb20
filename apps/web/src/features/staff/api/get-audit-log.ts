import { type AuditEntry, apiPaths } from '@soccer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { readPage, type SecureFetch } from './staff-http';

export function getAuditLog(secureFetch: SecureFetch, page: number, pageSize: number, signal?: AbortSignal) {
  return secureFetch(apiPaths.auditLog(page, pageSize), { signal, read: readPage<AuditEntry> });
}

export function auditLogErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : `Error while fetching the audit log: ${errorMessage(error)}`;
}

export function auditLogQueryOptions(secureFetch: SecureFetch, page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.auditLog(page, pageSize),
    queryFn: ({ signal }) =>
      unwrap(
        getAuditLog(secureFetch, page, pageSize, signal),
        (failure) => `Failed to fetch the audit log: ${failure.status}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Who changed what and when (admins only). */
export function useAuditLog(page: number, pageSize: number) {
  const { secureFetch } = useHttp();
  return useQuery(auditLogQueryOptions(secureFetch, page, pageSize));
}
