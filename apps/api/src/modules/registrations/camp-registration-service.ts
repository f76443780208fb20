import {
  type CampRegistrationRequest,
  type campRegistrationRequestSchema,
  messages,
  validationMessages,
} from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { countSeatsTaken, insertRegistration, lockSession } from './camp-registrations-repository.js';

type ValidRequest = z.output<typeof campRegistrationRequestSchema>;

export type { CampRegistrationRequest };

/**
 * Registers a player for a camp session. Price and discount come from the session, never from
 * the request; the seat count and the insert happen under the session's lock so the last seats
 * go to exactly as many people as there are seats.
 */
export async function submitCampRegistration(
  app: FastifyInstance,
  owner: Principal,
  body: ValidRequest,
): Promise<number> {
  const now = app.now();
  const holdUntil = new Date(now.getTime() + app.config.HOLD_MINUTES * 60_000).toISOString();

  return app.db.transaction().execute(async (trx) => {
    const session = app.config.UNSAFE_DISABLE_SEAT_LOCK
      ? await trx
          .selectFrom('camp_sessions')
          .selectAll()
          .where('id', '=', body.campSessionId)
          .executeTakeFirst()
      : await lockSession(trx, app.engine, body.campSessionId);
    if (!session || session.archived_at) throw notFound(messages.campSessionNotFound);
    if (session.start_date <= isoDay(now)) throw conflict(validationMessages.campSessionEnded);

    let discountCents = 0;
    if (body.promoCode) {
      const matches = session.promo_code && session.promo_code.toLowerCase() === body.promoCode.toLowerCase();
      if (!matches) throw new FieldValidationError({ promoCode: [validationMessages.promoCodeInvalid] });
      discountCents = Math.min(session.promo_discount_cents, session.cost_cents);
    }

    const taken = await countSeatsTaken(trx, session.id);
    if (taken >= session.attendee_capacity) throw conflict(validationMessages.campSessionFull);

    const at = now.toISOString();
    return insertRegistration(trx, {
      owner_account_id: owner.id,
      owner_email: owner.email,
      camp_session_id: session.id,
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
    });
  });
}
