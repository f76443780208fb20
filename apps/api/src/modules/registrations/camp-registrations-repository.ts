import { type CampRegistration, type RegistrationStatus, seatHoldingStatuses } from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { CampRegistrationRow, Database, NewCampRegistration } from '../../db/schema.js';
import { dollars } from '../../lib/money.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Locks a camp session for the rest of the transaction so seat counting and the insert that
 * follows are one step. PostgreSQL: a row lock (FOR UPDATE) that every app server honours.
 * SQLite: our transactions begin IMMEDIATE, holding the database's write lock from the start,
 * so no other writer can count seats until we commit.
 */
export async function lockSession(trx: Transaction<Database>, engine: Engine, sessionId: number) {
  const query = trx.selectFrom('camp_sessions').selectAll().where('id', '=', sessionId);
  return engine === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function countSeatsTaken(db: Executor, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('camp_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('camp_session_id', '=', sessionId)
    .where('status', 'in', [...seatHoldingStatuses])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRegistration(db: Executor, values: NewCampRegistration): Promise<number> {
  const row = await db
    .insertInto('camp_registrations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A registration only its owner may see; anyone else gets nothing (the route answers 404). */
export async function findOwnedRegistration(db: Executor, id: number, ownerId: string) {
  return db
    .selectFrom('camp_registrations')
    .selectAll()
    .where('id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
}

export async function listOwnedRegistrations(db: Executor, ownerId: string) {
  return db
    .selectFrom('camp_registrations')
    .selectAll()
    .where('owner_account_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function toCampRegistration(r: CampRegistrationRow): CampRegistration {
  return {
    id: r.id,
    ownerLocalAccountId: r.owner_account_id,
    registrationStatus: r.status as RegistrationStatus,
    campSessionId: r.camp_session_id,
    stripeSessionId: r.stripe_session_id,
    promoCode: r.promo_code,
    promoDiscountAppliedAmount: dollars(r.promo_discount_cents),
    playerFirstName: r.player_first_name,
    playerLastName: r.player_last_name,
    playerBirthdate: r.player_birthdate,
    tshirtSize: r.tshirt_size,
    playerAddressLine1: r.player_address_line1,
    playerAddressLine2: r.player_address_line2,
    playerCity: r.player_city,
    playerState: r.player_state,
    playerZipCode: r.player_zip_code,
    pog1FirstName: r.pog1_first_name,
    pog1LastName: r.pog1_last_name,
    pog1Email: r.pog1_email,
    pog1Phone: r.pog1_phone,
    pog2FirstName: r.pog2_first_name,
    pog2LastName: r.pog2_last_name,
    pog2Email: r.pog2_email,
    pog2Phone: r.pog2_phone,
    emergencyContactFirstName: r.emergency_contact_first_name,
    emergencyContactLastName: r.emergency_contact_last_name,
    emergencyContactPhone: r.emergency_contact_phone,
    emergencyContactRelationship: r.emergency_contact_relationship,
    medicalConditions: r.medical_conditions,
    medicalTreatment: r.medical_treatment,
    createdAt: r.created_at,
  };
}
