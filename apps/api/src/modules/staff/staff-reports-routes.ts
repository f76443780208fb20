import {
  apiPaths,
  contactMessagesPaging,
  pathIdParams,
  pathNumber,
  revenueKinds,
  revenuePeriodSchema,
  totalCountHeader,
} from '@soccer/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../exports/export-writers.js';
import { createStaffReportsService, type ExportFile } from './reports-service.js';

const paging = z.object({
  page: pathNumber(),
  pageSize: pathNumber(contactMessagesPaging.maxPageSize),
});

const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply.header('content-disposition', attachment(file.fileName)).type(file.contentType).send(file.body);

/** A page of a list: the items as the body, the total in X-Total-Count for the paging controls. */
const sendPage = <T>(reply: FastifyReply, { items, total }: { items: T[]; total: number }) => {
  reply.header(totalCountHeader, String(total));
  return items;
};

/** Staff summaries, reports, exports and message history. Every route: staff or admin only. */
export const staffReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const reports = createStaffReportsService(app.serviceDeps);

  app.get(apiPaths.sessionRegistrationSummary, async () => reports.sessionSummary());

  app.get(
    apiPaths.sessionRegistrations(':sessionid'),
    { schema: { params: pathIdParams('sessionid') } },
    async (request) => reports.sessionReport(request.params.sessionid),
  );

  app.get(
    apiPaths.sessionRegistrationsExcel(':sessionid'),
    { schema: { params: pathIdParams('sessionid') } },
    async (request, reply) => sendFile(reply, await reports.sessionExport(request.params.sessionid)),
  );

  app.get(apiPaths.tournamentRegistrationSummary, async () => reports.tournamentSummary());

  const reportParams = { params: pathIdParams('tournamentId', 'ageRangeId') };

  app.get(
    apiPaths.tournamentRegistrations(':tournamentId', ':ageRangeId'),
    { schema: reportParams },
    async (request) => reports.tournamentReport(request.params.tournamentId, request.params.ageRangeId),
  );

  app.get(
    apiPaths.tournamentById(':tournamentId'),
    { schema: { params: pathIdParams('tournamentId') } },
    async (request) => reports.tournamentDetail(request.params.tournamentId),
  );

  for (const format of ['xlsx', 'csv'] as const) {
    const path =
      format === 'xlsx'
        ? apiPaths.tournamentRegistrationsExcel(':tournamentId', ':ageRangeId')
        : apiPaths.tournamentRegistrationsCsv(':tournamentId', ':ageRangeId');
    app.get(path, { schema: reportParams }, async (request, reply) => {
      const { tournamentId, ageRangeId } = request.params;
      return sendFile(reply, await reports.tournamentExport(tournamentId, ageRangeId, format));
    });
  }

  for (const kind of revenueKinds) {
    app.get(apiPaths.periodRevenue(kind), { schema: { querystring: revenuePeriodSchema } }, async (request) =>
      reports.periodRevenue(kind === 'camps' ? 'camp' : 'tournament', request.query),
    );
  }

  app.get(
    apiPaths.contactUsMessages(':page', ':pageSize'),
    { schema: { params: paging } },
    async (request, reply) =>
      sendPage(reply, await reports.contactMessages(request.params.page, request.params.pageSize)),
  );

  app.get(
    apiPaths.fieldRentalInquiries(':page', ':pageSize'),
    { schema: { params: paging } },
    async (request, reply) =>
      sendPage(reply, await reports.rentalInquiries(request.params.page, request.params.pageSize)),
  );
};
