import { apiPaths, campRegistrationRequestSchema, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createPromoGuard, registrationRateLimits } from '../registration-limits/registration-limits.js';
import { createCampRegistrationService } from './camp-registration-service.js';

const idParams = pathIdParams('registrationid');

/** A signed-in user's camp registrations: submit, read one, list all. Owner only. */
export const campRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = createCampRegistrationService(app.serviceDeps, {
    ledger: app.ledger,
    promoGuard: createPromoGuard(app.serviceDeps),
  });

  app.post(
    apiPaths.submitRegistration,
    {
      onRequest: app.requireUser,
      preHandler: registrationRateLimits(app),
      schema: { body: campRegistrationRequestSchema },
    },
    async (request) => ({
      id: await registrations.submit(principalOf(request), request.ip, request.body),
    }),
  );

  app.get(apiPaths.myRegistrations, { onRequest: app.requireUser }, async (request) =>
    registrations.listOwned(principalOf(request)),
  );

  app.get(
    apiPaths.campRegistration(':registrationid'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => registrations.getOwned(principalOf(request), request.params.registrationid),
  );
};
