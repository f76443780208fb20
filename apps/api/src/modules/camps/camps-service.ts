import { messages } from '@soccer/contracts';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import {
  findSession,
  listAvailableStates,
  listOpenSessions,
  toCampSession,
} from './camp-sessions-repository.js';

/** The public camp catalogue: states with open sessions, the open sessions, one session. */
export function createCampsService({ db, clock }: ServiceDeps) {
  const today = () => isoDay(clock());
  return {
    availableStates: () => listAvailableStates(db, today()),

    /** Sessions still open for registration (not started), in one state or (null) all. */
    async openSessions(state: string | null) {
      return (await listOpenSessions(db, today(), state)).map(toCampSession);
    },

    async session(id: number) {
      const row = await findSession(db, id);
      if (!row || row.archived_at) throw notFound(messages.campSessionNotFound);
      return toCampSession(row);
    },
  };
}

export type CampsService = ReturnType<typeof createCampsService>;
