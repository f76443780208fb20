import {
  apiPaths,
  balanceCheckoutRequestSchema,
  campCheckoutRequestSchema,
  tournamentCheckoutRequestSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { HttpError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { PaymentService } from './payment-service.js';

const sessionParams = z.object({ sessionid: z.string().min(1).max(255) });

/** Checkout, the result page's status update (camps and tournaments), and the provider's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  for (const [kind, checkoutPath, statusPath, body] of [
    ['camp', apiPaths.campCheckout, apiPaths.campPaymentStatus(':sessionid'), campCheckoutRequestSchema],
    [
      'tournament',
      apiPaths.tournamentCheckout,
      apiPaths.tournamentPaymentStatus(':sessionid'),
      tournamentCheckoutRequestSchema,
    ],
  ] as const satisfies readonly [RegistrationKind, string, string, unknown][]) {
    app.post(checkoutPath, { onRequest: app.requireUser, schema: { body } }, async (request, reply) => {
      const { registrationId, totalPurchaseAmountDollars, useCredit, instalments } = request.body;
      // The provider's page opens in the language the site shows (its `lang` cookie, then
      // `Accept-Language`), as the page that sent the family there.
      const locale = requestLocale(request);
      const url = await payments.startCheckout(
        kind,
        registrationId,
        principalOf(request),
        totalPurchaseAmountDollars,
        locale,
        useCredit ?? true,
        instalments ?? false,
      );
      return reply.type('text/plain; charset=utf-8').send(url);
    });

    app.post(
      kind === 'camp' ? apiPaths.campBalanceCheckout : apiPaths.tournamentBalanceCheckout,
      { onRequest: app.requireUser, schema: { body: balanceCheckoutRequestSchema } },
      async (request, reply) => {
        const url = await payments.startBalanceCheckout(
          kind,
          request.body.registrationId,
          principalOf(request),
          requestLocale(request),
          request.body.instalment,
        );
        return reply.type('text/plain; charset=utf-8').send(url);
      },
    );

    app.put(statusPath, { onRequest: app.requireUser, schema: { params: sessionParams } }, async (request) =>
      payments.syncFromProvider(kind, request.params.sessionid, principalOf(request)),
    );
  }

  // The webhook needs the exact bytes that were signed, so this scope keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(apiPaths.paymentWebhook, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, 'Missing webhook signature.');
      }
      let event: ReturnType<typeof payments.parseWebhook>;
      try {
        event = payments.parseWebhook(request.body, signature);
      } catch {
        throw new HttpError(400, 'Webhook signature verification failed.');
      }
      const outcome = await payments.handleEvent(event);
      return reply.send({ received: true, outcome });
    });
  });
};
