import {
  apiPaths,
  campSessionInputSchema,
  campSpecInputSchema,
  cancelRegistrationSchema,
  contactMessagesPaging,
  facilityInputSchema,
  pathIdParams,
  pathNumber,
  totalCountHeader,
  tournamentInputSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../auth/auth-plugin.js';
import type { Principal } from '../../../auth/token-verifier.js';
import { createCatalogService } from './catalog-service.js';

const idParams = pathIdParams('id');

/**
 * Staff run the catalogue: create, edit and archive facilities, camps, sessions and
 * tournaments; cancel a registration with a reason; release a camp hold; admins read the audit log.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const catalog = createCatalogService(app.serviceDeps, {
    ledger: app.ledger,
    payments: app.payments,
    seatsChanged: () => app.publicCache.clear(),
  });

  app.get(apiPaths.adminCatalog, async () => catalog.catalog());

  /** A kind of record with a list path to create at and a path of one to update. */
  function createAndUpdate<Body>(
    paths: { list: string; one: string },
    schema: z.ZodType<Body>,
    create: (actor: Principal, body: Body) => Promise<{ id: number }>,
    update: (actor: Principal, id: number, body: Body) => Promise<{ id: number }>,
  ) {
    // The type provider wraps a generic body type (UndefinedToUnknown); the schema made it a Body.
    app.post(paths.list, { schema: { body: schema } }, async (request) =>
      create(principalOf(request), request.body as Body),
    );
    app.put(paths.one, { schema: { params: idParams, body: schema } }, async (request) =>
      update(principalOf(request), request.params.id, request.body as Body),
    );
  }
  createAndUpdate(
    { list: apiPaths.adminFacilities, one: apiPaths.adminFacility(':id') },
    facilityInputSchema,
    catalog.createFacility,
    catalog.updateFacility,
  );
  createAndUpdate(
    { list: apiPaths.adminCampSpecs, one: apiPaths.adminCampSpec(':id') },
    campSpecInputSchema,
    catalog.createCampSpec,
    catalog.updateCampSpec,
  );
  createAndUpdate(
    { list: apiPaths.adminCampSessions, one: apiPaths.adminCampSession(':id') },
    campSessionInputSchema,
    catalog.createCampSession,
    catalog.updateCampSession,
  );
  createAndUpdate(
    { list: apiPaths.adminTournaments, one: apiPaths.adminTournament(':id') },
    tournamentInputSchema,
    catalog.createTournament,
    catalog.updateTournament,
  );

  for (const kind of [
    { path: apiPaths.cancelCampRegistration(':id'), kind: 'camp' },
    { path: apiPaths.cancelTournamentRegistration(':id'), kind: 'tournament' },
  ] as const) {
    app.post(kind.path, { schema: { params: idParams, body: cancelRegistrationSchema } }, async (request) =>
      catalog.cancel(kind.kind, request.params.id, principalOf(request), request.body),
    );
  }

  app.post(apiPaths.releaseCampHold(':id'), { schema: { params: idParams } }, async (request) =>
    catalog.releaseHold(request.params.id, principalOf(request)),
  );

  app.get(
    apiPaths.auditLog(':page', ':pageSize'),
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({
          page: pathNumber(),
          pageSize: pathNumber(contactMessagesPaging.maxPageSize),
        }),
      },
    },
    async (request, reply) => {
      const { entries, total } = await catalog.auditPage(request.params.page, request.params.pageSize);
      reply.header(totalCountHeader, String(total));
      return entries;
    },
  );
};
