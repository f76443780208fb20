import {
  apiPaths,
  contactErrorKeys,
  contactMessageRequestSchema,
  fieldRentalErrorKeys,
  fieldRentalRequestSchema,
  validationMessages,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldValidationError } from '../../lib/errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { CaptchaService } from '../captcha/captcha-verifier.js';
import { contactNotification, rentalNotification } from './contact-mails.js';

export interface ContactRoutesOptions {
  captcha: CaptchaService;
}

/**
 * The two public forms. Order matters: shape and limits first (400 by field), then the bot
 * check (400 on RecaptchaValue, a used token is refused), then the row and its notification
 * mail in one transaction. Each client gets a few sends a minute (429 beyond).
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { captcha }) => {
  const rateLimit = {
    max: app.config.RATE_LIMIT_FORMS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: validationMessages.tooManyRequests,
    }),
  };

  async function requireCaptcha(token: string, ip: string, key: string) {
    const result = await captcha.verify(token, ip);
    if (!result.ok) {
      app.log.info({ reason: result.reason }, 'captcha refused');
      throw new FieldValidationError({ [key]: [validationMessages.captchaInvalid] });
    }
  }

  app.post(
    apiPaths.saveContactUsMessage,
    { config: { errorKeys: contactErrorKeys, rateLimit }, schema: { body: contactMessageRequestSchema } },
    async (request) => {
      const m = request.body;
      await requireCaptcha(m.RecaptchaValue, request.ip, contactErrorKeys.RecaptchaValue);
      const createdAt = app.now().toISOString();
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('contact_messages')
          .values({
            first_name: m.firstName,
            last_name: m.lastName,
            email: m.email,
            telephone: m.telephone,
            subject: m.subject,
            message: m.message,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, contactNotification(row.id, app.config.BUSINESS_EMAIL, m), app.now());
        return row.id;
      });
      return { id };
    },
  );

  app.post(
    apiPaths.sendFieldRentalMessage,
    { config: { errorKeys: fieldRentalErrorKeys, rateLimit }, schema: { body: fieldRentalRequestSchema } },
    async (request) => {
      const r = request.body;
      await requireCaptcha(r.RecaptchaValue, request.ip, fieldRentalErrorKeys.RecaptchaValue);
      const createdAt = app.now().toISOString();
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('field_rental_inquiries')
          .values({
            full_name: r.fullName,
            street_address1: r.streetAddress1,
            street_address2: r.streetAddress2,
            city: r.city,
            state: r.state,
            zip_code: r.zipCode,
            email: r.email,
            telephone: r.telephone,
            date_preferred: r.datePreferred,
            time_preferred: r.timePreferred,
            number_of_hours: r.numberOfHours,
            number_of_fields: r.numberOfFields,
            message: r.message,
            operation_id: r.operationId || null,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, rentalNotification(row.id, app.config.BUSINESS_EMAIL, r), app.now());
        return row.id;
      });
      return { id };
    },
  );
};
