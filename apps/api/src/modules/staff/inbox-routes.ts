import {
  apiPaths,
  contactMessagesPaging,
  inboxFilterSchema,
  inboxKinds,
  inboxStatusSchema,
  pathIdParams,
  pathNumber,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createInboxService } from './inbox-service.js';
import { sendFile, sendPage } from './replies.js';

const paging = z.object({
  page: pathNumber(),
  pageSize: pathNumber(contactMessagesPaging.maxPageSize),
});

/**
 * Staff's inbox. The spec's message history (and its twin for rental inquiries) keep their paths
 * and bodies; beside them, per list: a search, setting a row's status, and the CSV export.
 * Every route: staff or admin only.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const inbox = createInboxService(app.serviceDeps);

  app.get(
    apiPaths.contactUsMessages(':page', ':pageSize'),
    { schema: { params: paging } },
    async (request, reply) =>
      sendPage(reply, await inbox.page('messages', {}, request.params.page, request.params.pageSize)),
  );

  app.get(
    apiPaths.fieldRentalInquiries(':page', ':pageSize'),
    { schema: { params: paging } },
    async (request, reply) =>
      sendPage(reply, await inbox.page('rentals', {}, request.params.page, request.params.pageSize)),
  );

  for (const kind of inboxKinds) {
    app.get(
      apiPaths.inboxSearch(kind, ':page', ':pageSize'),
      { schema: { params: paging, querystring: inboxFilterSchema } },
      async (request, reply) =>
        sendPage(reply, await inbox.page(kind, request.query, request.params.page, request.params.pageSize)),
    );

    app.put(
      apiPaths.inboxStatus(kind, ':id'),
      { schema: { params: pathIdParams('id'), body: inboxStatusSchema } },
      async (request) => inbox.setStatus(principalOf(request), kind, request.params.id, request.body.status),
    );

    app.get(
      apiPaths.inboxExport(kind),
      { schema: { querystring: inboxFilterSchema } },
      async (request, reply) => sendFile(reply, inbox.export(kind, request.query)),
    );
  }
};
