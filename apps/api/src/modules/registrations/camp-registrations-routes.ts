import { apiPaths, campRegistrationRequestSchema, messages, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { notFound } from '../../lib/errors.js';
import { findSession, toCampSession } from '../camps/camp-sessions-repository.js';
import { submitCampRegistration } from './camp-registration-service.js';
import {
  findOwnedRegistration,
  listOwnedRegistrations,
  toCampRegistration,
} from './camp-registrations-repository.js';

const idParams = pathIdParams('registrationid');

/** A signed-in user's camp registrations: submit, read one, list all. Owner only. */
export const campRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.submitRegistration,
    { onRequest: app.requireUser, schema: { body: campRegistrationRequestSchema } },
    async (request) => ({ id: await submitCampRegistration(app, principalOf(request), request.body) }),
  );

  app.get(apiPaths.myRegistrations, { onRequest: app.requireUser }, async (request) => {
    const rows = await listOwnedRegistrations(app.db, principalOf(request).id);
    const sessions = new Map<number, ReturnType<typeof toCampSession>>();
    for (const id of new Set(rows.map((r) => r.camp_session_id))) {
      const s = await findSession(app.db, id);
      if (s) sessions.set(id, toCampSession(s));
    }
    return rows.map((r) => ({ ...toCampRegistration(r), campSession: sessions.get(r.camp_session_id) }));
  });

  app.get(
    apiPaths.campRegistration(':registrationid'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => {
      const row = await findOwnedRegistration(app.db, request.params.registrationid, principalOf(request).id);
      if (!row) throw notFound('Registration not found');
      const session = await findSession(app.db, row.camp_session_id);
      if (!session) throw notFound(messages.campSessionNotFound);
      return { ...toCampRegistration(row), campSession: toCampSession(session) };
    },
  );
};
