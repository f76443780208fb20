import { apiPaths, pathIdParams, revenueKinds, revenuePeriodSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBalancesReport } from '../money/balances-report.js';
import { sendFile } from './replies.js';
import { createStaffReportsService } from './reports-service.js';

/** Staff summaries, reports and exports (the message history is the inbox's). Every route: staff or admin only. */
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

  const balances = createBalancesReport(app.serviceDeps);
  app.get(apiPaths.balancesDue, async () => balances.report());
  app.get(apiPaths.balancesDueExcel, async (_request, reply) => sendFile(reply, await balances.exportFile()));

  for (const kind of revenueKinds) {
    app.get(apiPaths.periodRevenue(kind), { schema: { querystring: revenuePeriodSchema } }, async (request) =>
      reports.periodRevenue(kind === 'camps' ? 'camp' : 'tournament', request.query),
    );
  }
};
