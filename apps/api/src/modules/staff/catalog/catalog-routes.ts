import {
  apiPaths,
  campSessionInputSchema,
  campSpecInputSchema,
  cancelRegistrationSchema,
  contactMessagesPaging,
  documentInputSchema,
  facilityInputSchema,
  newDocumentInputSchema,
  pathIdParams,
  pathNumber,
  totalCountHeader,
  tournamentInputSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../auth/auth-plugin.js';
import { createWaiverService } from '../../waivers/waivers-service.js';
import { createCatalogService, type Editable } from './catalog-service.js';

const idParams = pathIdParams('id');

/**
 * Staff run the catalogue: create, edit and archive facilities, camps, sessions and
 * tournaments and their waivers and consents; cancel a registration with a reason; release a camp hold; admins read the audit log.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const catalog = createCatalogService(app.serviceDeps, { payments: app.payments });

  app.get(apiPaths.adminCatalog, async () => catalog.catalog());

  for (const [list, one, schema, records] of [
    [apiPaths.adminFacilities, apiPaths.adminFacility(':id'), facilityInputSchema, catalog.facilities],
    [apiPaths.adminCampSpecs, apiPaths.adminCampSpec(':id'), campSpecInputSchema, catalog.campSpecs],
    [
      apiPaths.adminCampSessions,
      apiPaths.adminCampSession(':id'),
      campSessionInputSchema,
      catalog.campSessions,
    ],
    [apiPaths.adminTournaments, apiPaths.adminTournament(':id'), tournamentInputSchema, catalog.tournaments],
  ] as const) {
    // Each schema parses the body its own records take; TypeScript cannot pair them through the loop.
    const { create, update } = records as Editable<unknown>;
    app.post(list, { schema: { body: schema } }, async (request) =>
      create(principalOf(request), request.body),
    );
    app.put(one, { schema: { params: idParams, body: schema } }, async (request) =>
      update(principalOf(request), request.params.id, request.body),
    );
  }

  for (const kind of [
    { path: apiPaths.cancelCampRegistration(':id'), kind: 'camp' },
    { path: apiPaths.cancelTournamentRegistration(':id'), kind: 'tournament' },
  ] as const) {
    app.post(kind.path, { schema: { params: idParams, body: cancelRegistrationSchema } }, async (request) =>
      app.cancellation.cancelByStaff(
        kind.kind,
        request.params.id,
        principalOf(request),
        request.body.reason,
        request.body.refund,
      ),
    );
  }

  // Waivers and consents of a camp or tournament: add, save a new version, retire.
  const waivers = createWaiverService(app.serviceDeps);
  app.post(apiPaths.adminDocuments, { schema: { body: newDocumentInputSchema } }, async (request) =>
    waivers.create(principalOf(request), request.body),
  );
  app.put(
    apiPaths.adminDocument(':id'),
    { schema: { params: idParams, body: documentInputSchema } },
    async (request) => waivers.update(principalOf(request), request.params.id, request.body),
  );
  app.post(apiPaths.retireDocument(':id'), { schema: { params: idParams } }, async (request) =>
    waivers.retire(principalOf(request), request.params.id),
  );

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
