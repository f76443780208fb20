import {
  apiPaths,
  campOrderRequestSchema,
  campRegistrationRequestSchema,
  pathIdParams,
  siblingDiscountSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createCouponService } from '../coupons/coupons-service.js';
import { createPromoGuard, registrationRateLimits } from '../registration-limits/registration-limits.js';
import { createCampRegistrationService } from './camp-registration-service.js';
import { createSiblingDiscountService } from './sibling-discount-service.js';

const idParams = pathIdParams('registrationid');

/** A signed-in user's camp registrations: submit one or an order of several, read one, list all. Owner only. */
export const campRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const siblingDiscount = createSiblingDiscountService(app.serviceDeps);
  const promoGuard = createPromoGuard(app.serviceDeps);
  const registrations = createCampRegistrationService(app.serviceDeps, {
    ledger: app.ledger,
    promoGuard,
    siblingDiscount,
    coupons: createCouponService(app.serviceDeps, { promoGuard }),
  });

  /** A signed-in family's request that takes seats: rate-limited, each route with its own limits. */
  const takesSeats = () => ({
    onRequest: app.requireUser,
    preHandler: registrationRateLimits(app),
    config: { takesSeatsOnly: true },
  });

  app.post(
    apiPaths.submitRegistration,
    { ...takesSeats(), schema: { body: campRegistrationRequestSchema } },
    async (request) => ({
      id: await registrations.submit(principalOf(request), request.ip, request.body),
    }),
  );

  app.post(
    apiPaths.submitCampOrder,
    { ...takesSeats(), schema: { body: campOrderRequestSchema } },
    async (request) => registrations.submitOrder(principalOf(request), request.ip, request.body),
  );

  app.get(apiPaths.myRegistrations, { onRequest: app.requireUser }, async (request) =>
    registrations.listOwned(principalOf(request)),
  );

  app.get(
    apiPaths.campRegistration(':registrationid'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => registrations.getOwned(principalOf(request), request.params.registrationid),
  );

  // Shown on the register form before paying; the same rule the server prices an order by.
  app.get(apiPaths.publicSiblingDiscount, async () => siblingDiscount.read());
  app.get(apiPaths.siblingDiscount, { onRequest: app.requireStaff }, async () => siblingDiscount.read());
  app.put(
    apiPaths.siblingDiscount,
    { onRequest: app.requireStaff, schema: { body: siblingDiscountSchema } },
    async (request) => siblingDiscount.set(principalOf(request), request.body),
  );
};
