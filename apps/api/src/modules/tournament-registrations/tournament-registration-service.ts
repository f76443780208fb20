import { messages, type tournamentRegistrationRequestSchema, validationMessages } from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import {
  findTeamRegistration,
  insertTeamRegistration,
  type MemberValues,
  updateTeamRegistration,
} from './tournament-registrations-repository.js';

type ValidRequest = z.output<ReturnType<typeof tournamentRegistrationRequestSchema>>;

/**
 * Registers (id 0) or edits (id > 0, owner only, not once paid) a team. The tournament's own
 * rules are checked here: the age range belongs to it, the deadline has not passed, the team
 * fits its maximum, shirts are sized when it offers them; the price is the tournament's.
 */
export async function saveTeamRegistration(
  app: FastifyInstance,
  owner: Principal,
  body: ValidRequest,
): Promise<number> {
  const tournament = await findTournamentByAgeRange(app.db, body.ageRangeID);
  if (!tournament || tournament.archived_at || tournament.age_range_archived_at) {
    throw new FieldValidationError({ ageRangeID: ['This age group is not open for registration.'] });
  }
  if (body.tournamentID && body.tournamentID !== tournament.id) {
    throw new FieldValidationError({ ageRangeID: ['This age group does not belong to the tournament.'] });
  }
  if (isoDay(app.now()) > tournament.last_date_to_register)
    throw conflict(validationMessages.registrationDeadlinePassed);

  const errors: Record<string, string[]> = {};
  if (body.teamMembers.length > tournament.max_players) {
    errors.teamMembers = [validationMessages.tooManyMembers(tournament.max_players)];
  }
  if (tournament.supports_tshirt) {
    body.teamMembers.forEach((m, i) => {
      if (!m.tshirtSize)
        errors[`teamMembers[${i}].tshirtSize`] = [validationMessages.invalidChoice('T-shirt size')];
    });
  }
  let discountCents = 0;
  if (body.promoCode) {
    const ok = tournament.promo_code && tournament.promo_code.toLowerCase() === body.promoCode.toLowerCase();
    if (!ok) errors.promoCode = [validationMessages.promoCodeInvalid];
    else discountCents = Math.min(tournament.promo_discount_cents, tournament.cost_cents);
  }
  if (Object.keys(errors).length) throw new FieldValidationError(errors);

  const members: MemberValues[] = body.teamMembers.map((m) => ({
    player_full_name: m.playerFullName,
    player_email: m.playerEmail,
    player_date_of_birth: m.playerDateOfBirth,
    tshirt_size: tournament.supports_tshirt ? m.tshirtSize : '',
    player_gender: m.playerGender,
    parent_full_name: m.parentFullName,
    parent_phone: m.parentPhone,
  }));
  const at = app.now().toISOString();
  const values = {
    tournament_id: tournament.id,
    age_range_id: body.ageRangeID,
    contact_name: body.contactName,
    contact_email: body.contactEmail,
    contact_phone: body.contactPhone,
    team_name: body.teamName,
    promo_code: body.promoCode ? body.promoCode.toUpperCase() : '',
    promo_discount_cents: discountCents,
    amount_cents: tournament.cost_cents - discountCents,
    updated_at: at,
  };

  return app.db.transaction().execute(async (trx) => {
    if (body.id > 0) {
      const existing = await findTeamRegistration(trx, body.id);
      if (!existing || existing.owner_account_id !== owner.id)
        throw notFound(messages.tournamentRegistrationNotFound);
      if (!['registered', 'paymentrejected', 'paymentinprocess'].includes(existing.status)) {
        throw conflict(`A ${existing.status} registration can no longer be changed.`);
      }
      await updateTeamRegistration(trx, body.id, values, members);
      return body.id;
    }
    return insertTeamRegistration(
      trx,
      {
        ...values,
        owner_account_id: owner.id,
        owner_email: owner.email,
        status: 'registered',
        stripe_session_id: null,
        cancel_reason: null,
        paid_at: null,
        created_at: at,
      },
      members,
    );
  });
}
