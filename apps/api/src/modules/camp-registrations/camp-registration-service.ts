import {
  type CampRegistrationRequest,
  type campRegistrationRequestSchema,
  ledgerMessages,
  messages,
  validationMessages,
} from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import { isoDay } from '../../lib/dates.js';
import { FieldValidationError } from '../../lib/errors.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';

type ValidRequest = z.output<typeof campRegistrationRequestSchema>;

export type { CampRegistrationRequest };

/**
 * Registers a player for a camp session. Price and discount come from the session, never from
 * the request. The ledger takes the seat: under the session's lock, within the account's caps of
 * unpaid holds, for HOLD_BEFORE_CHECKOUT_MINUTES until a checkout is started.
 */
export async function submitCampRegistration(
  app: FastifyInstance,
  promoGuard: PromoGuard,
  owner: Principal,
  clientKey: string,
  body: ValidRequest,
): Promise<number> {
  const now = app.now();
  const holdUntil = new Date(now.getTime() + app.config.HOLD_BEFORE_CHECKOUT_MINUTES * 60_000).toISOString();

  // A promo code is checked before any lock, and failures are counted outside the transaction.
  let discountCents = 0;
  if (body.promoCode) {
    await promoGuard.assertAllowed(owner.id, clientKey);
    const session = await app.db
      .selectFrom('camp_sessions')
      .select(['promo_code', 'promo_discount_cents', 'cost_cents'])
      .where('id', '=', body.campSessionId)
      .executeTakeFirst();
    const matches = session?.promo_code && session.promo_code.toLowerCase() === body.promoCode.toLowerCase();
    if (!matches) {
      await promoGuard.recordFailure(owner.id, clientKey);
      throw new FieldValidationError({ promoCode: [validationMessages.promoCodeInvalid] });
    }
  }

  const at = now.toISOString();
  return app.ledger.registerCamp({
    ownerId: owner.id,
    sessionId: body.campSessionId,
    today: isoDay(now),
    rules: { perSession: app.config.HOLDS_PER_SESSION, perAccount: app.config.HOLDS_PER_ACCOUNT },
    messages: {
      notFound: messages.campSessionNotFound,
      started: validationMessages.campSessionEnded,
      full: validationMessages.campSessionFull,
      perSession: ledgerMessages.tooManyHoldsInSession(app.config.HOLDS_PER_SESSION),
      perAccount: ledgerMessages.tooManyHolds(app.config.HOLDS_PER_ACCOUNT),
    },
    values: (session) => {
      // The code matched above; under the lock the session is read again for the amounts.
      if (body.promoCode) {
        if (session.promo_code?.toLowerCase() !== body.promoCode.toLowerCase())
          throw new FieldValidationError({ promoCode: [validationMessages.promoCodeInvalid] });
        discountCents = Math.min(session.promo_discount_cents, session.cost_cents);
      }
      return {
        owner_account_id: owner.id,
        owner_email: owner.email,
        camp_session_id: body.campSessionId,
        status: 'registered',
        stripe_session_id: null,
        promo_code: body.promoCode ? body.promoCode.toUpperCase() : '',
        promo_discount_cents: discountCents,
        amount_cents: session.cost_cents - discountCents,
        hold_expires_at: holdUntil,
        player_first_name: body.playerFirstName,
        player_last_name: body.playerLastName,
        player_birthdate: body.playerBirthdate,
        tshirt_size: body.tshirtSize,
        player_address_line1: body.playerAddressLine1,
        player_address_line2: body.playerAddressLine2,
        player_city: body.playerCity,
        player_state: body.playerState.toUpperCase(),
        player_zip_code: body.playerZipCode,
        pog1_first_name: body.pog1FirstName,
        pog1_last_name: body.pog1LastName,
        pog1_email: body.pog1Email,
        pog1_phone: body.pog1Phone,
        pog2_first_name: body.pog2FirstName,
        pog2_last_name: body.pog2LastName,
        pog2_email: body.pog2Email,
        pog2_phone: body.pog2Phone,
        emergency_contact_first_name: body.emergencyContactFirstName,
        emergency_contact_last_name: body.emergencyContactLastName,
        emergency_contact_phone: body.emergencyContactPhone,
        emergency_contact_relationship: body.emergencyContactRelationship,
        medical_conditions: body.medicalConditions,
        medical_treatment: body.medicalTreatment,
        cancel_reason: null,
        paid_at: null,
        created_at: at,
        updated_at: at,
      };
    },
  });
}
