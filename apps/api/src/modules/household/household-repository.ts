import type {
  HouseholdContacts,
  HouseholdPlayer,
  HouseholdPlayerFields,
  PickupAdult,
  TshirtSize,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import type { HouseholdContactsRow, HouseholdPickupRow, HouseholdPlayerRow } from '../../db/schema.js';

/** The household profile's rows; every query names the owning account. */

type ContactColumns = Omit<HouseholdContactsRow, 'owner_account_id' | 'updated_at'>;

/**
 * The guardians' and emergency contact's columns, as the household profile and a camp
 * registration both name them, from the contracts' field names and back.
 */
export const contactColumns = (c: HouseholdContacts) => ({
  pog1_first_name: c.pog1FirstName,
  pog1_last_name: c.pog1LastName,
  pog1_email: c.pog1Email,
  pog1_phone: c.pog1Phone,
  pog2_first_name: c.pog2FirstName,
  pog2_last_name: c.pog2LastName,
  pog2_email: c.pog2Email,
  pog2_phone: c.pog2Phone,
  emergency_contact_first_name: c.emergencyContactFirstName,
  emergency_contact_last_name: c.emergencyContactLastName,
  emergency_contact_phone: c.emergencyContactPhone,
  emergency_contact_relationship: c.emergencyContactRelationship,
});

export const contactsOf = (r: ContactColumns): HouseholdContacts => ({
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
});

const playerColumns = (p: HouseholdPlayerFields) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  birth_date: p.birthDate,
  gender: p.gender,
  tshirt_size: p.tshirtSize,
  address_line1: p.addressLine1,
  address_line2: p.addressLine2,
  city: p.city,
  state: p.state,
  zip_code: p.zipCode,
  medical_conditions: p.medicalConditions,
  medical_treatment: p.medicalTreatment,
});

const playerOf = (r: HouseholdPlayerRow): HouseholdPlayer => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  birthDate: r.birth_date,
  gender: r.gender as HouseholdPlayer['gender'],
  tshirtSize: r.tshirt_size as TshirtSize,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  city: r.city,
  state: r.state,
  zipCode: r.zip_code,
  medicalConditions: r.medical_conditions,
  medicalTreatment: r.medical_treatment,
});

export async function contactsOfAccount(db: Executor, ownerId: string): Promise<HouseholdContacts | null> {
  const row = await db
    .selectFrom('household_contacts')
    .selectAll()
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return row ? contactsOf(row) : null;
}

/** The account's players, oldest saved first. */
export async function playersOfAccount(db: Executor, ownerId: string): Promise<HouseholdPlayer[]> {
  const rows = await db
    .selectFrom('household_players')
    .selectAll()
    .where('owner_account_id', '=', ownerId)
    .orderBy('id')
    .execute();
  return rows.map(playerOf);
}

export async function countPlayers(db: Executor, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('household_players')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts or replaces the account's contacts. */
export async function upsertContacts(db: Executor, ownerId: string, contacts: HouseholdContacts, at: string) {
  const values = { ...contactColumns(contacts), updated_at: at };
  await db
    .insertInto('household_contacts')
    .values({ owner_account_id: ownerId, ...values })
    .onConflict((oc) => oc.column('owner_account_id').doUpdateSet(values))
    .execute();
}

export async function insertPlayer(
  db: Executor,
  ownerId: string,
  player: HouseholdPlayerFields,
  at: string,
): Promise<HouseholdPlayer> {
  const row = await db
    .insertInto('household_players')
    .values({ owner_account_id: ownerId, ...playerColumns(player), created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return playerOf(row);
}

/** Changes the player only when the account owns it; null otherwise. */
export async function updatePlayer(
  db: Executor,
  ownerId: string,
  id: number,
  player: HouseholdPlayerFields,
  at: string,
): Promise<HouseholdPlayer | null> {
  const row = await db
    .updateTable('household_players')
    .set({ ...playerColumns(player), updated_at: at })
    .where('id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
  return row ? playerOf(row) : null;
}

/** Removes the player (and the adults who may pick it up) only when the account owns it; whether it did. */
export async function deletePlayer(db: Executor, ownerId: string, id: number): Promise<boolean> {
  await db
    .deleteFrom('household_pickups')
    .where('player_id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .execute();
  const result = await db
    .deleteFrom('household_players')
    .where('id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const pickupOf = (r: HouseholdPickupRow): PickupAdult => ({
  id: r.id,
  playerId: r.player_id,
  name: r.name,
  relation: r.relation,
  phone: r.phone,
  date: r.pickup_date,
});

/** The adults who may pick up the accounts' players (decision 0094), every day first, then by day. */
export async function pickupsOfAccounts(db: Executor, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectFrom('household_pickups')
    .selectAll()
    .where('owner_account_id', 'in', ownerIds)
    .orderBy('pickup_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ownerId: r.owner_account_id, ...pickupOf(r) }));
}

export async function pickupsOfAccount(db: Executor, ownerId: string): Promise<PickupAdult[]> {
  return (await pickupsOfAccounts(db, [ownerId])).map(({ ownerId: _, ...p }) => p);
}

export async function countPickups(db: Executor, ownerId: string, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('household_pickups')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner_account_id', '=', ownerId)
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function playerOwned(db: Executor, ownerId: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('household_players')
    .select('id')
    .where('id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPickup(
  db: Executor,
  ownerId: string,
  playerId: number,
  p: { name: string; relation: string; phone: string; date: string },
  at: string,
): Promise<PickupAdult> {
  const row = await db
    .insertInto('household_pickups')
    .values({
      owner_account_id: ownerId,
      player_id: playerId,
      name: p.name,
      relation: p.relation,
      phone: p.phone,
      pickup_date: p.date,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return pickupOf(row);
}

/** Removes the adult only when the account named it; whether it did. */
export async function deletePickup(db: Executor, ownerId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('household_pickups')
    .where('id', '=', id)
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account's paid camp registrations with their session's days and facility zone (pickup codes). */
export async function paidCampDaysOfAccount(db: Executor, ownerId: string) {
  return db
    .selectFrom('camp_registrations as r')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select(['r.id', 's.start_date', 's.end_date', 'f.time_zone'])
    .where('r.owner_account_id', '=', ownerId)
    .where('r.status', '=', 'paid')
    .orderBy('s.start_date')
    .orderBy('r.id')
    .execute();
}

/** A paid camp registration's session days (null: no such paid registration), for checking a code. */
export async function paidCampDaysOfRegistration(db: Executor, registrationId: number) {
  const row = await db
    .selectFrom('camp_registrations as r')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .select(['s.start_date', 's.end_date'])
    .where('r.id', '=', registrationId)
    .where('r.status', '=', 'paid')
    .executeTakeFirst();
  return row ?? null;
}

/** Erasing the account's personal data removes its whole profile. */
export async function deleteHousehold(db: Executor, ownerId: string) {
  const pickups = await db
    .deleteFrom('household_pickups')
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  const players = await db
    .deleteFrom('household_players')
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  const contacts = await db
    .deleteFrom('household_contacts')
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return {
    players: Number(players.numDeletedRows),
    contacts: Number(contacts.numDeletedRows),
    pickups: Number(pickups.numDeletedRows),
  };
}
