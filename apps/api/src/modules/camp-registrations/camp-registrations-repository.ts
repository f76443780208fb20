import {
  type CampRegistration,
  type OrderLine,
  type RegistrationStatus,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import {
  campDaysColumns,
  campRegistrationsWithSession,
  registrationsOwnedBy,
} from '../../db/registration-rows.js';
import type { CampRegistrationRow } from '../../db/schema.js';
import { facilityColumns, toFacility } from '../../lib/facility.js';
import { dollars } from '../../lib/money.js';
import { contactsOf } from '../household/household-repository.js';

/** A registration only its owner may see; anyone else gets nothing (the route answers 404). */
export async function findOwnedRegistration(db: Executor, id: number, ownerId: string) {
  return db
    .selectFrom('camp_registrations')
    .selectAll()
    .where('id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
}

/** The owner's camp registrations, newest first. */
export const listOwnedRegistrations = (db: Executor, ownerId: string) =>
  registrationsOwnedBy(db, 'camp_registrations', ownerId);

/**
 * The unpaid registrations of an owner's order, paid together in one checkout, in id order, each
 * with its own session's dates and facility: those the checkout takes at `at` (an ISO instant),
 * so not a line whose hold has lapsed (payment-service `unpaidOrderMembers`).
 */
export async function unpaidOrderLines(
  db: Executor,
  orderId: number,
  ownerId: string,
  at: string,
): Promise<OrderLine[]> {
  const rows = await campRegistrationsWithSession(db)
    .select([
      'r.id',
      'r.player_first_name',
      'r.player_last_name',
      'c.camp_name',
      's.id as session_id',
      's.start_date',
      's.end_date',
      's.time_block',
      ...facilityColumns,
      'r.amount_cents',
      'r.sibling_discount_cents',
    ])
    .where('r.order_id', '=', orderId)
    .where('r.owner_account_id', '=', ownerId)
    .where('r.status', 'in', [...unpaidStatuses])
    .where((eb) => eb.or([eb('r.hold_expires_at', 'is', null), eb('r.hold_expires_at', '>=', at)]))
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    registrationId: r.id,
    playerName: `${r.player_first_name} ${r.player_last_name}`,
    campName: r.camp_name,
    campSessionId: r.session_id,
    campStartDate: r.start_date,
    campEndDate: r.end_date,
    timeBlock: r.time_block,
    campFacility: toFacility(r),
    amount: dollars(r.amount_cents),
    siblingDiscount: dollars(r.sibling_discount_cents),
  }));
}

/** What the checkout page and the payment mails say about a registration (`locale`: the owner's saved language, null when none). */
export function findPaymentDetails(db: Executor, id: number) {
  return campRegistrationsWithSession(db)
    .select([
      'l.locale',
      ...campDaysColumns,
      ...facilityColumns,
      'f.time_zone',
      'r.pog1_email',
      'r.pog1_first_name',
      'r.player_first_name',
      'r.player_last_name',
      'r.amount_cents',
      'r.sibling_discount_cents',
      'r.promo_code',
      'r.promo_discount_cents',
      'r.order_id',
      'r.paid_at',
      'r.stripe_session_id',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** `paymentPending`: a delayed payment of its current checkout is clearing (payment-attempts). */
export function toCampRegistration(r: CampRegistrationRow, paymentPending = false): CampRegistration {
  const status = r.status as RegistrationStatus;
  return {
    id: r.id,
    ownerLocalAccountId: r.owner_account_id,
    registrationStatus: status,
    campSessionId: r.camp_session_id,
    stripeSessionId: r.stripe_session_id,
    promoCode: r.promo_code,
    promoDiscountAppliedAmount: dollars(r.promo_discount_cents),
    siblingDiscountAmount: dollars(r.sibling_discount_cents),
    orderId: r.order_id,
    playerFirstName: r.player_first_name,
    playerLastName: r.player_last_name,
    playerBirthdate: r.player_birthdate,
    tshirtSize: r.tshirt_size,
    playerAddressLine1: r.player_address_line1,
    playerAddressLine2: r.player_address_line2,
    playerCity: r.player_city,
    playerState: r.player_state,
    playerZipCode: r.player_zip_code,
    ...contactsOf(r),
    medicalConditions: r.medical_conditions,
    medicalTreatment: r.medical_treatment,
    createdAt: r.created_at,
    holdExpiresAt: unpaidStatuses.includes(status) ? r.hold_expires_at : null,
    paymentPending,
  };
}
