import { apiPaths, campRegistrationRequestSchema, messages, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import { findSession, type SessionRecord, toCampSession } from '../camps/camp-sessions-repository.js';
import { pendingPayments } from '../payments/payment-attempts.js';
import { createPromoGuard, registrationRateLimits } from '../registration-limits/registration-limits.js';
import { submitCampRegistration } from './camp-registration-service.js';
import {
  findOwnedRegistration,
  listOwnedRegistrations,
  toCampRegistration,
} from './camp-registrations-repository.js';

const idParams = pathIdParams('registrationid');

/** A signed-in user's camp registrations: submit, read one, list all. Owner only. */
export const campRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const promoGuard = createPromoGuard(app.db, app.now, app.config.PROMO_FAILURES_PER_HOUR);

  /** Its hold lapsed, and its session still takes registrations and has a seat. */
  const canRegisterAgain = (status: string, s: SessionRecord) =>
    status === 'expired' &&
    !s.archived_at &&
    s.start_date > isoDay(app.now()) &&
    toCampSession(s).seatsLeft > 0;

  app.post(
    apiPaths.submitRegistration,
    {
      onRequest: app.requireUser,
      preHandler: registrationRateLimits(app),
      schema: { body: campRegistrationRequestSchema },
    },
    async (request) => ({
      id: await submitCampRegistration(app, promoGuard, principalOf(request), request.ip, request.body),
    }),
  );

  app.get(apiPaths.myRegistrations, { onRequest: app.requireUser }, async (request) => {
    const rows = await listOwnedRegistrations(app.db, principalOf(request).id);
    const sessions = new Map<number, SessionRecord>();
    for (const id of new Set(rows.map((r) => r.camp_session_id))) {
      const s = await findSession(app.db, id);
      if (s) sessions.set(id, s);
    }
    const pending = await pendingPayments(
      app.db,
      'camp',
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const s = sessions.get(r.camp_session_id);
      return {
        ...toCampRegistration(r, pending.has(r.id)),
        campSession: s ? toCampSession(s) : undefined,
        registerAgain: s ? canRegisterAgain(r.status, s) : false,
      };
    });
  });

  app.get(
    apiPaths.campRegistration(':registrationid'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => {
      const row = await findOwnedRegistration(app.db, request.params.registrationid, principalOf(request).id);
      if (!row) throw notFound('Registration not found');
      const session = await findSession(app.db, row.camp_session_id);
      if (!session) throw notFound(messages.campSessionNotFound);
      const pending = await pendingPayments(app.db, 'camp', [row.id]);
      return {
        ...toCampRegistration(row, pending.has(row.id)),
        campSession: toCampSession(session),
        registerAgain: canRegisterAgain(row.status, session),
      };
    },
  );
};
