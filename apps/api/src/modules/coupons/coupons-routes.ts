import { apiPaths, couponInputSchema, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createPromoGuard } from '../registration-limits/registration-limits.js';
import { createCouponService } from './coupons-service.js';

const idParams = pathIdParams('id');

/** Staff run the coupons in the catalogue: list, create, edit or turn off, and read their uses. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const coupons = createCouponService(app.serviceDeps, { promoGuard: createPromoGuard(app.serviceDeps) });

  app.get(apiPaths.adminCoupons, async () => coupons.list());
  app.post(apiPaths.adminCoupons, { schema: { body: couponInputSchema } }, async (request) =>
    coupons.create(principalOf(request), request.body),
  );
  app.put(
    apiPaths.adminCoupon(':id'),
    { schema: { params: idParams, body: couponInputSchema } },
    async (request) => coupons.update(principalOf(request), request.params.id, request.body),
  );
  app.get(apiPaths.adminCouponUses, async () => coupons.uses());
};
