import { apiPaths, type ConsentDocument } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/**
 * The waivers and consents a camp session's registration form shows and sends acceptances of.
 * Read anew each time the form opens, so the form carries the versions current then (a version
 * staff publish after that is refused by the server with a message to read it again).
 */
export const campSessionDocuments = signedQuery<[sessionId: number], ConsentDocument[]>({
  key: (sessionId) => queryKeys.documents.of('camp-session', sessionId),
  path: (sessionId) => apiPaths.campSessionDocuments(sessionId),
  fresh: true,
});
