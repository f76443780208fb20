import { type AuditEntry, apiPaths } from '@soccer/contracts';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { type PageOf, readPage } from './staff-http';

/** Who changed what and when (admins only), a page at a time. */
export const auditLog = signedQuery<[page: number, pageSize: number], PageOf<AuditEntry>>({
  key: queryKeys.auditLog,
  path: apiPaths.auditLog,
  read: readPage<AuditEntry>,
  describe: (failure) => i18n._('staff.audit.fetchFailed', { status: failure.status }),
  keepPrevious: true,
});

export function auditLogErrorText(error: unknown): string {
  return error instanceof HttpError
    ? error.message
    : i18n._('staff.audit.fetchError', { message: errorMessage(error) });
}
