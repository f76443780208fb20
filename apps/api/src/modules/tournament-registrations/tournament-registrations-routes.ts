import { apiPaths, messages, pathIdParams, tournamentRegistrationRequestSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { notFound } from '../../lib/errors.js';
import { pendingPayments } from '../payments/payment-attempts.js';
import { createPromoGuard, registrationRateLimits } from '../registration-limits/registration-limits.js';
import { findTournamentByAgeRange, toTournament } from '../tournaments/tournaments-repository.js';
import { saveTeamRegistration } from './tournament-registration-service.js';
import {
  findTeamRegistration,
  listTeamRegistrationsOf,
  membersByRegistration,
  toTournamentRegistration,
} from './tournament-registrations-repository.js';

/** A coach's team registrations: register or edit, read one, list all. Owner only. */
export const tournamentRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const promoGuard = createPromoGuard(app.db, app.now, app.config.PROMO_FAILURES_PER_HOUR);

  app.post(
    apiPaths.registerTournament,
    {
      onRequest: app.requireUser,
      preHandler: registrationRateLimits(app),
      schema: { body: tournamentRegistrationRequestSchema() },
    },
    async (request) => ({
      id: await saveTeamRegistration(app, promoGuard, principalOf(request), request.ip, request.body),
    }),
  );

  app.get(
    apiPaths.tournamentRegistrationById(':registrationid'),
    {
      onRequest: app.requireUser,
      schema: { params: pathIdParams('registrationid') },
    },
    async (request) => {
      const row = await findTeamRegistration(app.db, request.params.registrationid);
      if (!row || row.owner_account_id !== principalOf(request).id)
        throw notFound(messages.tournamentRegistrationNotFound);
      const members = await membersByRegistration(app.db, [row.id]);
      const tournament = await findTournamentByAgeRange(app.db, row.age_range_id);
      const pending = await pendingPayments(app.db, 'tournament', [row.id]);
      return {
        ...toTournamentRegistration(row, members.get(row.id) ?? [], pending.has(row.id)),
        tournament: tournament ? toTournament(tournament) : undefined,
      };
    },
  );

  app.get(apiPaths.myTournamentRegistrations, { onRequest: app.requireUser }, async (request) => {
    const rows = await listTeamRegistrationsOf(app.db, principalOf(request).id);
    const members = await membersByRegistration(
      app.db,
      rows.map((r) => r.id),
    );
    const pending = await pendingPayments(
      app.db,
      'tournament',
      rows.map((r) => r.id),
    );
    const tournaments = new Map<number, ReturnType<typeof toTournament>>();
    for (const ageRangeId of new Set(rows.map((r) => r.age_range_id))) {
      const t = await findTournamentByAgeRange(app.db, ageRangeId);
      if (t) tournaments.set(ageRangeId, toTournament(t));
    }
    return rows.map((r) => ({
      ...toTournamentRegistration(r, members.get(r.id) ?? [], pending.has(r.id)),
      tournament: tournaments.get(r.age_range_id),
    }));
  });
};
