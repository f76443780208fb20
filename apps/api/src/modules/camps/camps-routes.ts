import { allStates, apiPaths, messages } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import {
  findSession,
  listAvailableStates,
  listOpenSessions,
  toCampSession,
} from './camp-sessions-repository.js';

/** Public camp catalogue: states, sessions that have not ended (by start date), one session. */
export const campsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.availableStates, async () => listAvailableStates(app.db, isoDay(app.now())));

  app.get(
    apiPaths.campSessions(':state'),
    { schema: { params: z.object({ state: z.string().max(20) }) } },
    async (request) => {
      const { state } = request.params;
      const filter = state === allStates ? null : state.toUpperCase();
      const rows = await listOpenSessions(app.db, isoDay(app.now()), filter);
      return rows.map(toCampSession);
    },
  );

  app.get(
    apiPaths.campSession(':sessionid'),
    {
      onRequest: app.requireUser,
      schema: { params: z.object({ sessionid: z.coerce.number().int().positive() }) },
    },
    async (request) => {
      const row = await findSession(app.db, request.params.sessionid);
      if (!row || row.archived_at) throw notFound(messages.campSessionNotFound);
      return toCampSession(row);
    },
  );
};
