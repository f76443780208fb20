import { type CampSession, messages, storedPolicy } from '@soccer/contracts';
import { defaultCancellationPolicy } from '../../config.js';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { depositOfferOn, instalmentOfferOn } from '../money/deposits.js';
import {
  findSession,
  listAvailableStates,
  listOpenSessions,
  toCampSession,
  withPublicDetails,
} from './camp-sessions-repository.js';

/** The public camp catalogue: states with open sessions, the open sessions, one session. */
export function createCampsService({ db, clock, config }: ServiceDeps) {
  const today = () => isoDay(clock());
  const defaultPolicy = defaultCancellationPolicy(config);
  return {
    availableStates: () => listAvailableStates(db, today()),

    /**
     * Sessions still open for registration (not started), in one state or (null) all, with what
     * a session's public page shows beyond the list: the facility's time zone and the
     * cancellation policy in force.
     */
    async openSessions(state: string | null): Promise<CampSession[]> {
      return (await listOpenSessions(db, today(), state)).map((row) => ({
        ...withPublicDetails(toCampSession(row), row),
        timeZone: row.time_zone,
        cancellationPolicy: storedPolicy(row.cancellation_policy) ?? defaultPolicy,
        deposit: depositOfferOn(row, clock()),
        instalments: instalmentOfferOn(row, clock()),
      }));
    },

    async session(id: number) {
      const row = await findSession(db, id);
      if (!row || row.archived_at) throw notFound(messages.campSessionNotFound);
      return {
        ...toCampSession(row),
        deposit: depositOfferOn(row, clock()),
        instalments: instalmentOfferOn(row, clock()),
      };
    },
  };
}

export type CampsService = ReturnType<typeof createCampsService>;
