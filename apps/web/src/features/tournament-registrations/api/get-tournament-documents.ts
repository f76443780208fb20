import { apiPaths, type ConsentDocument } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/**
 * The waivers and consents a tournament's team form shows and sends acceptances of. Read anew
 * each time the form opens, so the form carries the versions current then (a version staff
 * publish after that is refused by the server with a message to read it again).
 */
export const tournamentDocuments = signedQuery<[tournamentId: number], ConsentDocument[]>({
  key: (tournamentId) => queryKeys.documents.of('tournament', tournamentId),
  path: (tournamentId) => apiPaths.tournamentDocuments(tournamentId),
  enabled: (tournamentId) => tournamentId > 0,
  fresh: true,
});
