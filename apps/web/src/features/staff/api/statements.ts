import { apiPaths, type StaffStatements } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Admin/Statements?email=: a family's childcare statements, found by the email it registered with (404: none). */
export const staffStatements = signedQuery<[email: string | null], StaffStatements>({
  key: (email) => queryKeys.statements.byEmail(email ?? ''),
  path: (email) => `${apiPaths.staffStatements}?email=${encodeURIComponent(email ?? '')}`,
  enabled: (email) => email !== null,
  readOnOpen: true,
});
