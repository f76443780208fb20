import {
  apiPaths,
  officeAudienceRequestSchema,
  officeMessageListQuerySchema,
  officeMessageSchema,
  pathIdParams,
  textConsentSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { appUrl } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import type { MessageService } from './message-service.js';
import { isValidTwilioSignature } from './text-client.js';

const idParams = pathIdParams('id');

/** Staff's messages from the office: the audience's reach, sending or scheduling, cancelling a scheduled one, the history. */
export const staffMessageRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.requireStaff);
  app.post(
    apiPaths.officeMessageAudience,
    { schema: { body: officeAudienceRequestSchema } },
    async (request) => messages.countAudience(request.body.audience, request.body.urgent),
  );
  app.post(apiPaths.officeMessages, { schema: { body: officeMessageSchema } }, async (request, reply) =>
    reply.code(201).send(await messages.create(principalOf(request), request.body)),
  );
  app.get(
    apiPaths.officeMessages,
    { schema: { querystring: officeMessageListQuerySchema } },
    async (request) => messages.history(request.query),
  );
  app.get(apiPaths.officeMessage(':id'), { schema: { params: idParams } }, async (request) =>
    messages.detail(request.params.id),
  );
  app.post(apiPaths.officeMessageCancel(':id'), { schema: { params: idParams } }, async (request) =>
    messages.cancel(principalOf(request), request.params.id),
  );
};

/** The account's mobile number for urgent texts, with its consent. */
export const householdTextRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.requireUser);
  app.get(apiPaths.householdTexts, async (request) => messages.textConsent(principalOf(request)));
  app.put(apiPaths.householdTexts, { schema: { body: textConsentSchema } }, async (request) =>
    messages.saveTextConsent(principalOf(request), request.body),
  );
  app.delete(apiPaths.householdTexts, async (request, reply) => {
    await messages.removeTextConsent(principalOf(request));
    return reply.code(204).send();
  });
};

/**
 * The text provider's webhooks, form-encoded as Twilio posts them and signed with
 * `X-Twilio-Signature` over the public URL it called (APP_URL) and the fields: a text's status,
 * and a reply (STOP, START). An unsigned or wrongly signed call is a 403 and changes nothing.
 */
export const textWebhookRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  const texts = app.config.texts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const verified = (request: { url: string; headers: Record<string, unknown>; body: unknown }) => {
    const params = (request.body ?? {}) as Record<string, string>;
    const signature = request.headers['x-twilio-signature'];
    if (
      !texts ||
      typeof params !== 'object' ||
      !isValidTwilioSignature(
        texts.authToken,
        typeof signature === 'string' ? signature : undefined,
        `${appUrl(app.config)}${request.url}`,
        params,
      )
    )
      throw new HttpError(403, 'The signature of this request is not valid.');
    return params;
  };
  app.post(apiPaths.textStatusWebhook, async (request, reply) => {
    await messages.textStatus(verified(request));
    return reply.code(204).send();
  });
  // Twilio reads the answer as TwiML; an empty one sends no reply text.
  app.post(apiPaths.textInboundWebhook, async (request, reply) => {
    await messages.inbound(verified(request));
    return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
};
