import { apiPaths, type ConsentDocument } from '@soccer/contracts';
import { queryKeys } from './query-keys';
import { signedQuery } from './signed-query';

/**
 * The waivers and consents a registration form shows and sends acceptances of. Read anew each
 * time a form opens, so the form carries the versions current then (a version staff publish
 * after that is refused by the server with a message to read it again).
 */
export const campSessionDocuments = signedQuery<[sessionId: number], ConsentDocument[]>({
  key: (sessionId) => queryKeys.documents.of('camp-session', sessionId),
  path: (sessionId) => apiPaths.campSessionDocuments(sessionId),
  fresh: true,
});

export const tournamentDocuments = signedQuery<[tournamentId: number], ConsentDocument[]>({
  key: (tournamentId) => queryKeys.documents.of('tournament', tournamentId),
  path: (tournamentId) => apiPaths.tournamentDocuments(tournamentId),
  enabled: (tournamentId) => tournamentId > 0,
  fresh: true,
});

/** A form's starting acceptances of `documents`: nothing ticked, no name typed. */
export const blankAcceptances = (documents: readonly ConsentDocument[]) =>
  documents.map((d) => ({ documentId: d.id, version: d.version, accepted: false, fullName: '' }));
