import type { Readable } from 'node:stream';
import {
  type Acceptance,
  type ContactMessage,
  type FieldRentalInquiry,
  messages,
  type SessionSummaryItem,
  type TournamentReportRow,
  type TournamentSummaryItem,
} from '@soccer/contracts';
import type { CampRegistrationRow } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { toCampRegistration } from '../camp-registrations/camp-registrations-repository.js';
import { switchesOf, withSwitches } from '../camp-registrations/session-switches-repository.js';
import { findSession, listActiveSessions, toCampSession } from '../camps/camp-sessions-repository.js';
import { csvStream, safeFileName, xlsxStream } from '../exports/export-writers.js';
import { paymentIssuesOf } from '../ledger/payment-issues.js';
import { pendingPayments } from '../payments/payments-repository.js';
import { moneyByItem, moneyByRegistration, refundsOf, withRefunds } from '../refunds/refunds-repository.js';
import { toTeamMember } from '../tournament-registrations/tournament-registrations-repository.js';
import { listActiveTournamentAgeRanges, toTournament } from '../tournaments/tournaments-repository.js';
import { acceptancesOf, withAcceptances } from '../waivers/waivers-repository.js';
import { campExportColumns, tournamentExportColumns } from './export-columns.js';
import {
  campRegistrationBatches,
  contactMessagesPage,
  findTournamentDetail,
  type PlayerRow,
  registrationCounts,
  rentalInquiriesPage,
  tournamentPlayerBatches,
} from './reports-repository.js';

/** A report file: its name, its content type and its bytes as they are written. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const noCounts = { paid: 0, unpaid: 0 };
const noMoney = { paidCents: 0, refundedCents: 0 };
/** Shared by every exported row without acceptances (most rows of a long export): no array per row. */
const noAcceptances = Object.freeze([]) as unknown as Acceptance[];

/** The summary's money in dollars. */
const summaryMoney = ({ paidCents, refundedCents }: typeof noMoney) => ({
  revenue: dollars(paidCents),
  refunded: dollars(refundedCents),
  netRevenue: dollars(paidCents - refundedCents),
});

/** Staff summaries, reports, exports and message history. */
export function createStaffReportsService({ db, arrayRows, clock }: ServiceDeps) {
  /** A paged list: one page of rows as items, and the total. */
  const paged =
    <Row, Item>(
      load: (on: typeof db, page: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>,
      item: (row: Row) => Item,
    ) =>
    async (page: number, pageSize: number) => {
      const { rows, total } = await load(db, page, pageSize);
      return { items: rows.map(item), total };
    };

  /** Each registration row with what it paid and has had refunded and what it accepted (two queries per batch). */
  async function* campRowsWithMoney(batches: AsyncIterable<CampRegistrationRow[]>) {
    for await (const batch of batches) {
      const ids = batch.map((r) => r.id);
      const [money, acceptances] = await Promise.all([
        moneyByRegistration(db, 'camp', ids),
        acceptancesOf(db, 'camp', ids),
      ]);
      yield batch.map((r) => ({
        ...r,
        ...(money.get(r.id) ?? noMoney),
        acceptances: acceptances.get(r.id) ?? noAcceptances,
      }));
    }
  }

  /** Player rows with the team's payment, refunds and acceptances on the team's first row only, so sums stay right. */
  async function* playerRowsWithTeamMoney(batches: AsyncIterable<PlayerRow[]>) {
    const seen = new Set<number>();
    for await (const batch of batches) {
      const ids = [...new Set(batch.map((p) => p.registration_id))];
      const [money, acceptances] = await Promise.all([
        moneyByRegistration(db, 'tournament', ids),
        acceptancesOf(db, 'tournament', ids),
      ]);
      yield batch.map((p) => {
        const first = !seen.has(p.registration_id);
        seen.add(p.registration_id);
        return {
          ...p,
          teamMoney: first ? (money.get(p.registration_id) ?? noMoney) : null,
          acceptances: first ? (acceptances.get(p.registration_id) ?? noAcceptances) : noAcceptances,
        };
      });
    }
  }

  return {
    /** Every session not archived with its paid and unpaid registrations: two queries in all. */
    async sessionSummary(): Promise<SessionSummaryItem[]> {
      const [sessions, counts, money] = await Promise.all([
        listActiveSessions(db),
        registrationCounts(db, 'camp'),
        moneyByItem(db, 'camp'),
      ]);
      return sessions.map((s) => {
        const c = counts.get(s.id) ?? noCounts;
        return {
          campSession: toCampSession(s),
          numberOfRegistrationsPaid: c.paid,
          numberOfRegistrationsUnpaid: c.unpaid,
          ...summaryMoney(money.get(s.id) ?? noMoney),
        };
      });
    },

    async sessionReport(sessionId: number) {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(messages.campSessionNotFound);
      const registrations = [];
      for await (const batch of campRegistrationBatches(db, session.id)) {
        const ids = batch.map((r) => r.id);
        const [pending, issues, refunds, switches, acceptances] = await Promise.all([
          pendingPayments(db, 'camp', ids),
          paymentIssuesOf(db, 'camp', ids),
          refundsOf(db, 'camp', ids),
          switchesOf(db, ids),
          acceptancesOf(db, 'camp', ids),
        ]);
        for (const r of batch) {
          const paymentIssues = issues.get(r.id);
          registrations.push({
            ...toCampRegistration(r, pending.has(r.id)),
            ...(paymentIssues ? { paymentIssues } : {}),
            ...withRefunds(refunds.get(r.id)),
            ...withSwitches(switches.get(r.id)),
            ...withAcceptances(acceptances.get(r.id)),
          });
        }
      }
      return { campSession: toCampSession(session), registrations };
    },

    async sessionExport(sessionId: number): Promise<ExportFile> {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(messages.campSessionNotFound);
      const stamp = clock().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      return {
        fileName: `REGISTRATIONS_${safeFileName(session.camp_name)}_${stamp}.xlsx`,
        contentType: xlsxType,
        body: xlsxStream(
          'Registrations',
          campExportColumns,
          campRowsWithMoney(campRegistrationBatches(db, session.id)),
        ),
      };
    },

    async tournamentSummary(): Promise<TournamentSummaryItem[]> {
      const [ranges, counts, money] = await Promise.all([
        listActiveTournamentAgeRanges(db),
        registrationCounts(db, 'tournament'),
        moneyByItem(db, 'tournament'),
      ]);
      return ranges.map((r) => {
        const c = counts.get(r.age_range_id) ?? noCounts;
        return {
          tournament: toTournament(r),
          numberOfRegistrationsPaid: c.paid,
          numberOfRegistrationsUnpaid: c.unpaid,
          ...summaryMoney(money.get(r.age_range_id) ?? noMoney),
        };
      });
    },

    /** One row per team with its players, read in keyset batches of players. */
    async tournamentReport(tournamentId: number, ageRangeId: number) {
      const rows = new Map<number, TournamentReportRow>();
      for await (const batch of tournamentPlayerBatches(db, arrayRows, tournamentId, ageRangeId)) {
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
      const [issues, refunds, acceptances] = await Promise.all([
        paymentIssuesOf(db, 'tournament', [...rows.keys()]),
        refundsOf(db, 'tournament', [...rows.keys()]),
        acceptancesOf(db, 'tournament', [...rows.keys()]),
      ]);
      for (const [registrationId, list] of acceptances) {
        const row = rows.get(registrationId);
        if (row) row.acceptances = list;
      }
      for (const [registrationId, list] of issues) {
        const row = rows.get(registrationId);
        if (row) row.paymentIssues = list;
      }
      for (const [registrationId, list] of refunds) {
        const row = rows.get(registrationId);
        if (row) row.refunds = list;
      }
      return [...rows.values()];
    },

    async tournamentDetail(tournamentId: number) {
      const detail = await findTournamentDetail(db, tournamentId);
      if (!detail) throw notFound('Tournament not found');
      return detail;
    },

    async tournamentExport(
      tournamentId: number,
      ageRangeId: number,
      format: 'xlsx' | 'csv',
    ): Promise<ExportFile> {
      const detail = await findTournamentDetail(db, tournamentId);
      if (!detail?.ageRanges.some((a) => a.tournamentAgeRangeId === ageRangeId))
        throw notFound('Tournament not found');
      const date = clock().toISOString().slice(0, 10);
      const batches = playerRowsWithTeamMoney(
        tournamentPlayerBatches(db, arrayRows, tournamentId, ageRangeId),
      );
      return {
        fileName: `TOURNAMENT_REGISTRATIONS_${safeFileName(detail.tournamentName)}_${date}.${format}`,
        contentType: format === 'xlsx' ? xlsxType : 'text/csv; charset=utf-8',
        body:
          format === 'xlsx'
            ? xlsxStream('Registrations', tournamentExportColumns, batches)
            : csvStream(tournamentExportColumns, batches),
      };
    },

    contactMessages: paged(
      contactMessagesPage,
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
    ),

    rentalInquiries: paged(
      rentalInquiriesPage,
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
        location: r.location,
        numberOfChildren: r.number_of_children,
        childAge: r.child_age,
        dateCreated: r.created_at,
      }),
    ),
  };
}

export type StaffReportsService = ReturnType<typeof createStaffReportsService>;
