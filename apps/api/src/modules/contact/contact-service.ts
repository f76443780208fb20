import {
  contactErrorKeys,
  type contactMessageRequestSchema,
  fieldRentalErrorKeys,
  type fieldRentalRequestSchema,
  type Locale,
  type RentalLocation,
  rentalLocationLabel,
  validationMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { FieldValidationError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import type { CaptchaService } from '../captcha/captcha-verifier.js';
import {
  contactAcknowledgement,
  contactNotification,
  type Rental,
  rentalAcknowledgement,
  rentalNotification,
} from './contact-mails.js';
import {
  activeFacilities,
  activeFacility,
  insertContactMessage,
  insertRentalInquiry,
} from './contact-repository.js';

type ContactMessage = z.output<typeof contactMessageRequestSchema>;
type RentalInquiry = z.output<typeof fieldRentalRequestSchema>;

/**
 * The two public forms. The bot check comes first (400 on its field; a used token is refused),
 * then the row, the business's notification (in the office's language, `OFFICE_LOCALE`) and the
 * sender's acknowledgement (in the language the site showed them) in one transaction.
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
    mails: (id: number) => OutgoingMail[],
  ) {
    const result = await captcha.verify(captchaToken, ip);
    if (!result.ok) {
      log.info({ reason: result.reason }, 'captcha refused');
      throw new FieldValidationError({ [captchaField]: [validationMessages.captchaInvalid] });
    }
    const createdAt = clock().toISOString();
    return db.transaction().execute(async (trx) => {
      const id = await insert(trx, createdAt);
      for (const mail of mails(id)) await enqueueMail(trx, mail, clock());
      return id;
    });
  }

  /** The label of the facility an inquiry names ('' is none); a 400 on `Location` if it is not one of ours. */
  async function locationLabel(location: string): Promise<string | null> {
    if (!location) return null;
    const facility = await activeFacility(db, Number(location));
    if (!facility)
      throw new FieldValidationError({
        [fieldRentalErrorKeys.location]: [validationMessages.unknownLocation],
      });
    return rentalLocationLabel({
      facilityName: facility.facility_name,
      city: facility.city,
      state: facility.state,
    });
  }

  return {
    /** The facilities an inquiry may name, by name. */
    rentalLocations: async (): Promise<RentalLocation[]> =>
      (await activeFacilities(db)).map((f) => ({
        id: f.id,
        facilityName: f.facility_name,
        city: f.city,
        state: f.state,
      })),

    /** A contact message, sent while the site showed `locale`: its acknowledgement is written in it. */
    saveMessage: (m: ContactMessage, ip: string, locale: Locale) =>
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
            locale,
          }),
        (id) => [
          contactNotification(id, config.BUSINESS_EMAIL, m, locale, mailTexts(config.OFFICE_LOCALE)),
          contactAcknowledgement(id, config.BUSINESS_EMAIL, m, mailTexts(locale)),
        ],
      ),

    /** A party inquiry, sent while the site showed `locale`: its acknowledgement is written in it. */
    async saveRentalInquiry(body: RentalInquiry, ip: string, locale: Locale) {
      // Checked before the bot check spends its token: a wrong location can be corrected and resent.
      const r: Rental = { ...body, location: await locationLabel(body.location) };
      return save(
        body.RecaptchaValue,
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
            location: r.location,
            number_of_children: r.numberOfChildren,
            child_age: r.childAge,
            operation_id: body.operationId || null,
            created_at: createdAt,
            locale,
          }),
        (id) => [
          rentalNotification(id, config.BUSINESS_EMAIL, r, locale, mailTexts(config.OFFICE_LOCALE)),
          rentalAcknowledgement(id, config.BUSINESS_EMAIL, r, mailTexts(locale)),
        ],
      );
    },
  };
}
