import { apiPaths, pathIdParams, tournamentRegistrationRequestSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createCouponService } from '../coupons/coupons-service.js';
import { createPromoGuard, registrationRateLimits } from '../registration-limits/registration-limits.js';
import type { TeamRosterService } from '../team-rosters/team-roster-service.js';
import { createRosterChanges } from './roster-change.js';
import { createTournamentRegistrationService } from './tournament-registration-service.js';

/** A coach's team registrations: register or edit, read one, list all. Owner only. */
export const tournamentRegistrationsRoutes: FastifyPluginAsyncZod<{
  teamRosters: Pick<TeamRosterService, 'addInvites'>;
}> = async (app, { teamRosters }) => {
  const promoGuard = createPromoGuard(app.serviceDeps);
  const registrations = createTournamentRegistrationService(app.serviceDeps, {
    ledger: app.ledger,
    payments: app.payments,
    promoGuard,
    changeRoster: createRosterChanges(app.serviceDeps),
    coupons: createCouponService(app.serviceDeps, { promoGuard }),
    invites: teamRosters,
  });

  app.post(
    apiPaths.registerTournament,
    {
      onRequest: app.requireUser,
      preHandler: registrationRateLimits(app),
      schema: { body: tournamentRegistrationRequestSchema() },
    },
    async (request) => ({
      id: await registrations.save(principalOf(request), request.ip, request.body),
    }),
  );

  app.get(
    apiPaths.tournamentRegistrationById(':registrationid'),
    {
      onRequest: app.requireUser,
      schema: { params: pathIdParams('registrationid') },
    },
    async (request) => registrations.getOwned(principalOf(request), request.params.registrationid),
  );

  app.get(apiPaths.myTournamentRegistrations, { onRequest: app.requireUser }, async (request) =>
    registrations.listOwned(principalOf(request)),
  );
};
