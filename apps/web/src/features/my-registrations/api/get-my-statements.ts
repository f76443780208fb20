import { apiPaths, type StatementSummary } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Statements/Mine: the account's childcare statements, a child and year each, newest year first. */
export const myStatements = signedQuery<[], StatementSummary[]>({
  key: () => queryKeys.statements.mine,
  path: () => apiPaths.myStatements,
  readOnOpen: true,
});
