import {
  apiPaths,
  campDetailsInputSchema,
  campSessionInputSchema,
  campSpecInputSchema,
  cancelRegistrationSchema,
  catalogDetailLimits,
  contactMessagesPaging,
  documentInputSchema,
  facilityInputSchema,
  imageHashSchema,
  newDocumentInputSchema,
  pathIdParams,
  pathNumber,
  sessionDetailsInputSchema,
  totalCountHeader,
  tournamentDetailsInputSchema,
  tournamentInputSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../auth/auth-plugin.js';
import { createWaiverService } from '../../waivers/waivers-service.js';
import { createCatalogService, type Editable } from './catalog-service.js';
import { createDetailsService } from './details-service.js';

const idParams = pathIdParams('id');
const imageParams = z.object({ hash: imageHashSchema });

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

  // What a camp, a session and a tournament are (decision 0065): their details, their photos.
  const details = createDetailsService(app.serviceDeps);
  app.put(
    apiPaths.adminCampSpecDetails(':id'),
    { schema: { params: idParams, body: campDetailsInputSchema } },
    async (request) => details.saveCamp(principalOf(request), request.params.id, request.body),
  );
  app.put(
    apiPaths.adminCampSessionDetails(':id'),
    { schema: { params: idParams, body: sessionDetailsInputSchema } },
    async (request) => details.saveSession(principalOf(request), request.params.id, request.body),
  );
  app.put(
    apiPaths.adminTournamentDetails(':id'),
    { schema: { params: idParams, body: tournamentDetailsInputSchema } },
    async (request) => details.saveTournament(principalOf(request), request.params.id, request.body),
  );
  // A photo comes as the request's body, whatever its declared type: its bytes say what it is.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: catalogDetailLimits.uploadBytes },
      (_req, body, done) => done(null, body),
    );
    scope.post(apiPaths.adminImages, { bodyLimit: catalogDetailLimits.uploadBytes }, async (request) =>
      details.upload(principalOf(request), request.body),
    );
  });
  app.delete(apiPaths.adminImage(':hash'), { schema: { params: imageParams } }, async (request, reply) => {
    await details.remove(principalOf(request), request.params.hash);
    return reply.code(204).send();
  });

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
