import {
  apiPaths,
  contactErrorKeys,
  contactMessageRequestSchema,
  fieldRentalErrorKeys,
  fieldRentalRequestSchema,
  validationMessages,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.js';
import type { CaptchaService } from '../captcha/captcha-verifier.js';
import { createContactService } from './contact-service.js';

export interface ContactRoutesOptions {
  captcha: CaptchaService;
}

/**
 * The two public forms. Order matters: shape and limits first (400 by field), then the service's
 * bot check and its write. Each client gets a few sends a minute (429 beyond).
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { captcha }) => {
  const contact = createContactService(app.serviceDeps, { captcha });
  const rateLimit = {
    max: app.config.RATE_LIMIT_FORMS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: validationMessages.tooManyRequests,
    }),
  };

  app.post(
    apiPaths.saveContactUsMessage,
    { config: { errorKeys: contactErrorKeys, rateLimit }, schema: { body: contactMessageRequestSchema } },
    async (request) => ({ id: await contact.saveMessage(request.body, request.ip, requestLocale(request)) }),
  );

  app.get(apiPaths.rentalLocations, async () => contact.rentalLocations());

  app.post(
    apiPaths.sendFieldRentalMessage,
    { config: { errorKeys: fieldRentalErrorKeys, rateLimit }, schema: { body: fieldRentalRequestSchema } },
    async (request) => ({
      id: await contact.saveRentalInquiry(request.body, request.ip, requestLocale(request)),
    }),
  );
};
