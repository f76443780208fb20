import { apiPaths, ownerCancelSchema, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { CancellationService } from './cancellation-service.js';

const idParams = pathIdParams('id');

/** The owner's own cancellation (what it refunds, then confirming it) for both kinds. */
export const ownerCancellationRoutes: FastifyPluginAsyncZod<{ cancellation: CancellationService }> = async (
  app,
  { cancellation },
) => {
  for (const [kind, quotePath, cancelPath] of [
    ['camp', apiPaths.campCancellationQuote(':id'), apiPaths.cancelMyCampRegistration(':id')],
    ['tournament', apiPaths.teamWithdrawalQuote(':id'), apiPaths.withdrawMyTeam(':id')],
  ] as const satisfies readonly [RegistrationKind, string, string][]) {
    app.get(quotePath, { onRequest: app.requireUser, schema: { params: idParams } }, async (request) =>
      cancellation.quote(kind, request.params.id, principalOf(request)),
    );
    app.post(
      cancelPath,
      { onRequest: app.requireUser, schema: { params: idParams, body: ownerCancelSchema } },
      async (request) =>
        cancellation.cancelByOwner(
          kind,
          request.params.id,
          principalOf(request),
          request.body.expectedRefund,
          request.body.takeCredit ?? false,
        ),
    );
  }
};
