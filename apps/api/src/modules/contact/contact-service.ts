import {
  contactErrorKeys,
  type contactMessageRequestSchema,
  fieldRentalErrorKeys,
  type fieldRentalRequestSchema,
  validationMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { FieldValidationError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import type { CaptchaService } from '../captcha/captcha-verifier.js';
import { contactNotification, rentalNotification } from './contact-mails.js';
import { insertContactMessage, insertRentalInquiry } from './contact-repository.js';

type ContactMessage = z.output<typeof contactMessageRequestSchema>;
type RentalInquiry = z.output<typeof fieldRentalRequestSchema>;

/**
 * The two public forms. The bot check comes first (400 on its field; a used token is refused),
 * then the row and the business's notification mail in one transaction.
 */
export function createContactService(
  { db, clock, config, log }: ServiceDeps,
  { captcha }: { captcha: CaptchaService },
) {
  async function save(
    captchaToken: string,
    ip: string,
    captchaField: string,
    insert: (trx: Executor, createdAt: string) => Promise<number>,
    notification: (id: number) => OutgoingMail,
  ) {
    const result = await captcha.verify(captchaToken, ip);
    if (!result.ok) {
      log.info({ reason: result.reason }, 'captcha refused');
      throw new FieldValidationError({ [captchaField]: [validationMessages.captchaInvalid] });
    }
    const createdAt = clock().toISOString();
    return db.transaction().execute(async (trx) => {
      const id = await insert(trx, createdAt);
      await enqueueMail(trx, notification(id), clock());
      return id;
    });
  }

  return {
    saveMessage: (m: ContactMessage, ip: string) =>
      save(
        m.RecaptchaValue,
        ip,
        contactErrorKeys.RecaptchaValue,
        (trx, createdAt) =>
          insertContactMessage(trx, {
            first_name: m.firstName,
            last_name: m.lastName,
            email: m.email,
            telephone: m.telephone,
            subject: m.subject,
            message: m.message,
            created_at: createdAt,
          }),
        (id) => contactNotification(id, config.BUSINESS_EMAIL, m),
      ),

    saveRentalInquiry: (r: RentalInquiry, ip: string) =>
      save(
        r.RecaptchaValue,
        ip,
        fieldRentalErrorKeys.RecaptchaValue,
        (trx, createdAt) =>
          insertRentalInquiry(trx, {
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
          }),
        (id) => rentalNotification(id, config.BUSINESS_EMAIL, r),
      ),
  };
}
