import {
  apiPaths,
  householdContactsSchema,
  householdPlayerSchema,
  pathIdParams,
  pickupAdultSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createHouseholdService } from './household-service.js';

const idParams = pathIdParams('id');

/** The signed-in account's household profile: contacts and saved players (answers are no-store). */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const household = createHouseholdService(app.serviceDeps);
  app.addHook('onRequest', app.requireUser);
  app.get(apiPaths.household, async (request) => household.get(principalOf(request)));
  app.put(apiPaths.household, { schema: { body: householdContactsSchema } }, async (request) =>
    household.saveContacts(principalOf(request), request.body),
  );
  app.post(apiPaths.householdPlayers, { schema: { body: householdPlayerSchema } }, async (request) =>
    household.addPlayer(principalOf(request), request.body),
  );
  app.put(
    apiPaths.householdPlayer(':id'),
    { schema: { params: idParams, body: householdPlayerSchema } },
    async (request) => household.updatePlayer(principalOf(request), request.params.id, request.body),
  );
  app.delete(apiPaths.householdPlayer(':id'), { schema: { params: idParams } }, async (request, reply) => {
    await household.removePlayer(principalOf(request), request.params.id);
    return reply.code(204).send();
  });
  app.post(
    apiPaths.householdPickups(':id'),
    { schema: { params: idParams, body: pickupAdultSchema } },
    async (request) => household.addPickup(principalOf(request), request.params.id, request.body),
  );
  app.delete(apiPaths.householdPickup(':id'), { schema: { params: idParams } }, async (request, reply) => {
    await household.removePickup(principalOf(request), request.params.id);
    return reply.code(204).send();
  });
  app.get(apiPaths.householdPickupCodes, async (request) => household.pickupCodes(principalOf(request)));
};
