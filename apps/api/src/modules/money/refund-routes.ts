import { apiPaths, pathIdParams, staffRefundSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { RefundService } from './refund-service.js';

const idParams = pathIdParams('id');

/** Staff: what is left to refund in each form, refund part or all of it, and retry a refund the provider refused. */
export const staffRefundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (
  app,
  { refunds },
) => {
  app.addHook('onRequest', app.requireStaff);
  for (const [kind, path] of [
    ['camp', apiPaths.refundCampRegistration(':id')],
    ['tournament', apiPaths.refundTournamentRegistration(':id')],
  ] as const satisfies readonly [RegistrationKind, string][]) {
    app.get(path, { schema: { params: idParams } }, async (request) =>
      refunds.quote(kind, request.params.id),
    );
    app.post(path, { schema: { params: idParams, body: staffRefundSchema } }, async (request) =>
      refunds.refund(
        kind,
        request.params.id,
        principalOf(request),
        Math.round(request.body.amount * 100),
        request.body.reason,
      ),
    );
  }
  app.post(apiPaths.retryRefund(':id'), { schema: { params: idParams } }, async (request) =>
    refunds.retry(request.params.id, principalOf(request)),
  );
};
