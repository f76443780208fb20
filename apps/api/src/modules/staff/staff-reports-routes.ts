import {
  apiPaths,
  type ContactMessage,
  contactMessagesPaging,
  type FieldRentalInquiry,
  messages,
  pathIdParams,
  pathNumber,
  type SessionSummaryItem,
  type TournamentReportRow,
  type TournamentSummaryItem,
  totalCountHeader,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { toCampRegistration } from '../camp-registrations/camp-registrations-repository.js';
import { findSession, toCampSession } from '../camps/camp-sessions-repository.js';
import { attachment, csvStream, safeFileName, xlsxStream } from '../exports/export-writers.js';
import { paymentIssuesOf } from '../ledger/payment-issues.js';
import { pendingPayments } from '../payments/payment-attempts.js';
import { toTeamMember } from '../tournament-registrations/tournament-registrations-repository.js';
import { toTournament } from '../tournaments/tournaments-repository.js';
import { campExportColumns, tournamentExportColumns } from './export-columns.js';
import {
  ageRangeCounts,
  campRegistrationBatches,
  campSessionCounts,
  tournamentPlayerBatches,
} from './reports-repository.js';
import {
  allTournamentAgeRanges,
  contactMessagesPage,
  findTournament,
  rentalInquiriesPage,
} from './staff-repository.js';

const paging = z.object({
  page: pathNumber(),
  pageSize: pathNumber(contactMessagesPaging.maxPageSize),
});

/** Staff summaries, reports, exports and message history. Every route: staff or admin only. */
export const staffReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(apiPaths.sessionRegistrationSummary, async (): Promise<SessionSummaryItem[]> => {
    const counts = await campSessionCounts(app.db);
    const sessions = await app.db
      .selectFrom('camp_sessions')
      .select('id')
      .where('archived_at', 'is', null)
      .orderBy('start_date', 'desc')
      .execute();
    const items: SessionSummaryItem[] = [];
    for (const { id: sessionId } of sessions) {
      const s = await findSession(app.db, sessionId);
      if (!s) continue;
      const c = counts.get(sessionId) ?? { paid: 0, unpaid: 0 };
      items.push({
        campSession: toCampSession(s),
        numberOfRegistrationsPaid: c.paid,
        numberOfRegistrationsUnpaid: c.unpaid,
      });
    }
    return items;
  });

  app.get(
    apiPaths.sessionRegistrations(':sessionid'),
    { schema: { params: pathIdParams('sessionid') } },
    async (request) => {
      const session = await findSession(app.db, request.params.sessionid);
      if (!session) throw notFound(messages.campSessionNotFound);
      const out = [];
      for await (const batch of campRegistrationBatches(app.db, session.id)) {
        const ids = batch.map((r) => r.id);
        const [pending, issues] = await Promise.all([
          pendingPayments(app.db, 'camp', ids),
          paymentIssuesOf(app.db, 'camp', ids),
        ]);
        for (const r of batch) {
          const paymentIssues = issues.get(r.id);
          out.push({
            ...toCampRegistration(r, pending.has(r.id)),
            ...(paymentIssues ? { paymentIssues } : {}),
          });
        }
      }
      return { campSession: toCampSession(session), registrations: out };
    },
  );

  app.get(
    apiPaths.sessionRegistrationsExcel(':sessionid'),
    { schema: { params: pathIdParams('sessionid') } },
    async (request, reply) => {
      const session = await findSession(app.db, request.params.sessionid);
      if (!session) throw notFound(messages.campSessionNotFound);
      const stamp = app.now().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const fileName = `REGISTRATIONS_${safeFileName(session.camp_name)}_${stamp}.xlsx`;
      return reply
        .header('content-disposition', attachment(fileName))
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(xlsxStream('Registrations', campExportColumns, campRegistrationBatches(app.db, session.id)));
    },
  );

  app.get(apiPaths.tournamentRegistrationSummary, async (): Promise<TournamentSummaryItem[]> => {
    const counts = await ageRangeCounts(app.db);
    return (await allTournamentAgeRanges(app.db)).map((r) => {
      const c = counts.get(r.age_range_id) ?? { paid: 0, unpaid: 0 };
      return {
        tournament: toTournament(r),
        numberOfRegistrationsPaid: c.paid,
        numberOfRegistrationsUnpaid: c.unpaid,
      };
    });
  });

  const reportParams = { params: pathIdParams('tournamentId', 'ageRangeId') };

  app.get(
    apiPaths.tournamentRegistrations(':tournamentId', ':ageRangeId'),
    { schema: reportParams },
    async (request) => {
      const { tournamentId, ageRangeId } = request.params;
      const rows = new Map<number, TournamentReportRow>();
      for await (const batch of tournamentPlayerBatches(app.db, app.arrayRows, tournamentId, ageRangeId)) {
        for (const p of batch) {
          let row = rows.get(p.registration_id);
          if (!row) {
            row = {
              id: p.registration_id,
              teamName: p.team_name,
              contactName: p.contact_name,
              contactPhone: p.contact_phone,
              contactEmail: p.contact_email,
              registrationStatus: p.status as TournamentReportRow['registrationStatus'],
              teamMembers: [],
            };
            rows.set(p.registration_id, row);
          }
          row.teamMembers.push(
            toTeamMember({
              id: p.member_id,
              tournament_registration_id: p.registration_id,
              position: row.teamMembers.length,
              player_full_name: p.player_full_name,
              player_email: p.player_email,
              player_date_of_birth: p.player_date_of_birth,
              tshirt_size: p.tshirt_size,
              player_gender: p.player_gender,
              parent_full_name: p.parent_full_name,
              parent_phone: p.parent_phone,
            }),
          );
        }
      }
      const issues = await paymentIssuesOf(app.db, 'tournament', [...rows.keys()]);
      for (const [registrationId, list] of issues) {
        const row = rows.get(registrationId);
        if (row) row.paymentIssues = list;
      }
      return [...rows.values()];
    },
  );

  app.get(
    apiPaths.tournamentById(':tournamentId'),
    { schema: { params: pathIdParams('tournamentId') } },
    async (request) => {
      const detail = await findTournament(app.db, request.params.tournamentId);
      if (!detail) throw notFound('Tournament not found');
      return detail;
    },
  );

  for (const format of ['xlsx', 'csv'] as const) {
    const path =
      format === 'xlsx'
        ? apiPaths.tournamentRegistrationsExcel(':tournamentId', ':ageRangeId')
        : apiPaths.tournamentRegistrationsCsv(':tournamentId', ':ageRangeId');
    app.get(path, { schema: reportParams }, async (request, reply) => {
      const { tournamentId, ageRangeId } = request.params;
      const detail = await findTournament(app.db, tournamentId);
      if (!detail?.ageRanges.some((a) => a.tournamentAgeRangeId === ageRangeId))
        throw notFound('Tournament not found');
      const date = app.now().toISOString().slice(0, 10);
      const fileName = `TOURNAMENT_REGISTRATIONS_${safeFileName(detail.tournamentName)}_${date}.${format}`;
      const batches = tournamentPlayerBatches(app.db, app.arrayRows, tournamentId, ageRangeId);
      reply.header('content-disposition', attachment(fileName));
      return format === 'xlsx'
        ? reply
            .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .send(xlsxStream('Registrations', tournamentExportColumns, batches))
        : reply.type('text/csv; charset=utf-8').send(csvStream(tournamentExportColumns, batches));
    });
  }

  app.get(
    apiPaths.contactUsMessages(':page', ':pageSize'),
    { schema: { params: paging } },
    async (request, reply) => {
      const { page, pageSize } = request.params;
      const { rows, total } = await contactMessagesPage(app.db, page, pageSize);
      reply.header(totalCountHeader, String(total));
      return rows.map(
        (m): ContactMessage => ({
          id: m.id,
          firstName: m.first_name,
          lastName: m.last_name,
          email: m.email,
          telephone: m.telephone,
          subject: m.subject,
          message: m.message,
          dateCreated: m.created_at,
        }),
      );
    },
  );

  app.get(
    apiPaths.fieldRentalInquiries(':page', ':pageSize'),
    { schema: { params: paging } },
    async (request, reply) => {
      const { page, pageSize } = request.params;
      const { rows, total } = await rentalInquiriesPage(app.db, page, pageSize);
      reply.header(totalCountHeader, String(total));
      return rows.map(
        (r): FieldRentalInquiry => ({
          id: r.id,
          fullName: r.full_name,
          streetAddress1: r.street_address1,
          streetAddress2: r.street_address2,
          city: r.city,
          state: r.state,
          zipCode: r.zip_code,
          email: r.email,
          telephone: r.telephone,
          datePreferred: r.date_preferred,
          timePreferred: r.time_preferred,
          numberOfHours: r.number_of_hours,
          numberOfFields: r.number_of_fields,
          message: r.message,
          dateCreated: r.created_at,
        }),
      );
    },
  );
};
