import {
  type Household,
  type HouseholdContacts,
  type HouseholdPlayer,
  type HouseholdPlayerFields,
  householdLimits,
  householdMessages,
  type PickupAdult,
  type PickupCode,
  type pickupAdultSchema,
  pickupLimits,
  pickupMessages,
  todayIsoDateIn,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import { lockAccount } from '../../db/account-lock.js';
import { addDays } from '../../lib/dates.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import {
  contactsOfAccount,
  countPickups,
  countPlayers,
  deletePickup,
  deletePlayer,
  insertPickup,
  insertPlayer,
  paidCampDaysOfAccount,
  paidCampDaysOfRegistration,
  pickupsOfAccount,
  playerOwned,
  playersOfAccount,
  updatePlayer,
  upsertContacts,
} from './household-repository.js';
import { pickupCode, pickupCodeKey, pickupCodeMatches } from './pickup-codes.js';

const day10 = (v: string) => v.slice(0, 10);

/**
 * The household profile of the signed-in account. Ownership is the account's subject: every
 * read and write names it, so another account's player is simply not found (404).
 */
export function createHouseholdService({ db, engine, clock, config }: ServiceDeps) {
  const codeKey = pickupCodeKey(config.UNSUBSCRIBE_SECRET);
  return {
    async get(owner: Principal): Promise<Household> {
      const [contacts, players, pickups] = await Promise.all([
        contactsOfAccount(db, owner.id),
        playersOfAccount(db, owner.id),
        pickupsOfAccount(db, owner.id),
      ]);
      return { contacts, players, pickups };
    },

    /**
     * Names an adult who may pick one of the account's players up (decision 0094): 404 for a
     * player the account does not keep, 409 past `pickupLimits.maxPerPlayer`; under the
     * account's lock, like adding a player.
     */
    async addPickup(
      owner: Principal,
      playerId: number,
      pickup: z.output<typeof pickupAdultSchema>,
    ): Promise<PickupAdult> {
      return db.transaction().execute(async (trx) => {
        await lockAccount(trx, engine, owner.id);
        if (!(await playerOwned(trx, owner.id, playerId))) throw notFound(householdMessages.playerNotFound);
        if ((await countPickups(trx, owner.id, playerId)) >= pickupLimits.maxPerPlayer)
          throw conflict(pickupMessages.tooMany);
        return insertPickup(
          trx,
          owner.id,
          playerId,
          { name: pickup.name, relation: pickup.relation, phone: pickup.phoneNumber, date: pickup.date },
          clock().toISOString(),
        );
      });
    },

    async removePickup(owner: Principal, id: number): Promise<void> {
      if (!(await deletePickup(db, owner.id, id))) throw notFound(pickupMessages.notFound);
    },

    /** The pickup code of each camp day, from today (the facility's) on, of the account's paid registrations. */
    async pickupCodes(owner: Principal): Promise<PickupCode[]> {
      const now = clock();
      const codes: PickupCode[] = [];
      for (const r of await paidCampDaysOfAccount(db, owner.id)) {
        const today = todayIsoDateIn(r.time_zone, now);
        const end = day10(r.end_date);
        for (let d = day10(r.start_date); d <= end; d = addDays(d, 1))
          if (d >= today) codes.push({ registrationId: r.id, day: d, code: pickupCode(codeKey, r.id, d) });
      }
      return codes;
    },

    /**
     * Whether `code` is the pickup code of this paid registration on this day (a day of its
     * session); what a check-out confirms. Nothing is recorded here.
     */
    async verifyPickupCode(registrationId: number, day: string, code: string): Promise<boolean> {
      const days = await paidCampDaysOfRegistration(db, registrationId);
      if (!days || day < day10(days.start_date) || day > day10(days.end_date)) return false;
      return pickupCodeMatches(codeKey, registrationId, day, code);
    },

    async saveContacts(owner: Principal, contacts: HouseholdContacts): Promise<HouseholdContacts> {
      await upsertContacts(db, owner.id, contacts, clock().toISOString());
      return contacts;
    },

    /**
     * Adds a player unless the household already keeps the most it may (409). The count and the
     * insert run under the account's lock, so adds arriving at once take turns and the last
     * ones see the full count.
     */
    async addPlayer(owner: Principal, player: HouseholdPlayerFields): Promise<HouseholdPlayer> {
      return db.transaction().execute(async (trx) => {
        await lockAccount(trx, engine, owner.id);
        if ((await countPlayers(trx, owner.id)) >= householdLimits.maxPlayers)
          throw conflict(householdMessages.tooManyPlayers);
        return insertPlayer(trx, owner.id, player, clock().toISOString());
      });
    },

    async updatePlayer(
      owner: Principal,
      id: number,
      player: HouseholdPlayerFields,
    ): Promise<HouseholdPlayer> {
      const saved = await updatePlayer(db, owner.id, id, player, clock().toISOString());
      if (!saved) throw notFound(householdMessages.playerNotFound);
      return saved;
    },

    async removePlayer(owner: Principal, id: number): Promise<void> {
      if (!(await deletePlayer(db, owner.id, id))) throw notFound(householdMessages.playerNotFound);
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
