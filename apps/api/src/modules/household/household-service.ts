import {
  type Household,
  type HouseholdContacts,
  type HouseholdPlayer,
  type HouseholdPlayerFields,
  householdLimits,
  householdMessages,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { lockAccount } from '../../db/account-lock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import {
  contactsOfAccount,
  countPlayers,
  deletePlayer,
  insertPlayer,
  playersOfAccount,
  updatePlayer,
  upsertContacts,
} from './household-repository.js';

/**
 * The household profile of the signed-in account. Ownership is the account's subject: every
 * read and write names it, so another account's player is simply not found (404).
 */
export function createHouseholdService({ db, engine, clock }: ServiceDeps) {
  return {
    async get(owner: Principal): Promise<Household> {
      const [contacts, players] = await Promise.all([
        contactsOfAccount(db, owner.id),
        playersOfAccount(db, owner.id),
      ]);
      return { contacts, players };
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
