import type { Readable } from 'node:stream';
import {
  type Acceptance,
  facilityLine,
  formatDate,
  messages,
  type PeriodRevenue,
  type RevenuePeriod,
  type SessionSummaryItem,
  type TournamentReportRow,
  type TournamentSummaryItem,
  upcomingFirst,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import type { CampRegistrationRow } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { rosterChangesOf } from '../audit/audit-repository.js';
import { toCampRegistration } from '../camp-registrations/camp-registrations-repository.js';
import { switchesOf, withSwitches } from '../camp-registrations/session-switches-repository.js';
import { findSession, listActiveSessions, toCampSession } from '../camps/camp-sessions-repository.js';
import { couponsByItem, couponUsesOf, withCoupon } from '../coupons/coupons-repository.js';
import { csvStream, safeFileName, xlsxSheet, xlsxStream, xlsxWorkbook } from '../exports/export-writers.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { historyOf } from '../ledger/transitions.js';
import { pendingPayments } from '../money/attempts-repository.js';
import { creditUsedByRegistration } from '../money/credit-ledger.js';
import {
  discountTransfersOf,
  moneyByItem,
  moneyByRegistration,
  moneyInPeriod,
} from '../money/money-reports.js';
import { paymentIssuesOf } from '../money/payment-issues.js';
import { refundsOf, withRefunds } from '../money/refunds-repository.js';
import { toTeamMember } from '../tournament-registrations/tournament-registrations-repository.js';
import { listActiveTournamentAgeRanges, toTournament } from '../tournaments/tournaments-repository.js';
import { itemEntries } from '../waitlists/waitlists-repository.js';
import { acceptancesOf, withAcceptances } from '../waivers/waivers-repository.js';
import {
  campExportColumns,
  type SessionContext,
  tournamentExportColumns,
  waitlistExportColumns,
} from './export-columns.js';
import {
  campRegistrationBatches,
  findTournamentDetail,
  type PlayerRow,
  registrationCounts,
  tournamentPlayerBatches,
  tournamentTimeZone,
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

/**
 * The paid and unpaid registrations and the money of every item of one kind (two queries), and
 * a function giving one item's as the summaries show them.
 */
async function summaryFigures(db: Executor, kind: RegistrationKind) {
  const [counts, money, coupons] = await Promise.all([
    registrationCounts(db, kind),
    moneyByItem(db, kind),
    couponsByItem(db, kind),
  ]);
  return (itemId: number) => {
    const c = counts.get(itemId) ?? noCounts;
    const used = coupons.get(itemId);
    return {
      numberOfRegistrationsPaid: c.paid,
      numberOfRegistrationsUnpaid: c.unpaid,
      ...summaryMoney(money.get(itemId) ?? noMoney),
      ...(used ? { couponUses: used.uses, couponDiscount: dollars(used.cents) } : {}),
    };
  };
}

/** Staff summaries, reports, exports and message history. */
export function createStaffReportsService({ db, arrayRows, clock }: ServiceDeps) {
  /** Each registration row with what it paid and has had refunded and what it accepted (two queries per batch). */
  async function* campRowsWithMoney(batches: AsyncIterable<CampRegistrationRow[]>) {
    for await (const batch of batches) {
      const ids = batch.map((r) => r.id);
      const [money, acceptances, coupons, credit] = await Promise.all([
        moneyByRegistration(db, 'camp', ids),
        acceptancesOf(db, 'camp', ids),
        couponUsesOf(db, 'camp', ids),
        creditUsedByRegistration(db, 'camp', ids),
      ]);
      yield batch.map((r) => ({
        ...r,
        ...(money.get(r.id) ?? noMoney),
        acceptances: acceptances.get(r.id) ?? noAcceptances,
        coupon: coupons.get(r.id) ?? null,
        creditCents: credit.get(r.id) ?? 0,
      }));
    }
  }

  /** Player rows with the team's payment, refunds and acceptances on the team's first row only, so sums stay right. */
  async function* playerRowsWithTeamMoney(batches: AsyncIterable<PlayerRow[]>) {
    const seen = new Set<number>();
    for await (const batch of batches) {
      const ids = [...new Set(batch.map((p) => p.registration_id))];
      const [money, acceptances, coupons] = await Promise.all([
        moneyByRegistration(db, 'tournament', ids),
        acceptancesOf(db, 'tournament', ids),
        couponUsesOf(db, 'tournament', ids),
      ]);
      yield batch.map((p) => {
        const first = !seen.has(p.registration_id);
        seen.add(p.registration_id);
        return {
          ...p,
          teamMoney: first ? (money.get(p.registration_id) ?? noMoney) : null,
          teamCoupon: first ? (coupons.get(p.registration_id) ?? null) : null,
          acceptances: first ? (acceptances.get(p.registration_id) ?? noAcceptances) : noAcceptances,
        };
      });
    }
  }

  return {
    /**
     * Every session not archived with its paid and unpaid registrations and money: three queries
     * in all. Upcoming sessions first, the soonest first, then past ones, the latest first.
     */
    async sessionSummary(): Promise<SessionSummaryItem[]> {
      const [sessions, figures] = await Promise.all([listActiveSessions(db), summaryFigures(db, 'camp')]);
      const ordered = upcomingFirst(
        sessions,
        (s) => ({ start: s.start_date, end: s.end_date }),
        isoDay(clock()),
      );
      return ordered.map((s) => ({ campSession: toCampSession(s), ...figures(s.id) }));
    },

    /** Card payments received less refunds that reached the card in a period, for camps or tournaments. */
    async periodRevenue(kind: RegistrationKind, period: RevenuePeriod): Promise<PeriodRevenue> {
      const { receivedCents, refundedCents } = await moneyInPeriod(db, kind, period.from, period.to);
      return {
        ...period,
        received: dollars(receivedCents),
        refunded: dollars(refundedCents),
        net: dollars(receivedCents - refundedCents),
      };
    },

    async sessionReport(sessionId: number) {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(messages.campSessionNotFound);
      const registrations = [];
      for await (const batch of campRegistrationBatches(db, session.id)) {
        const ids = batch.map((r) => r.id);
        const [pending, issues, refunds, switches, acceptances, moved, history, coupons] = await Promise.all([
          pendingPayments(db, 'camp', ids),
          paymentIssuesOf(db, 'camp', ids),
          refundsOf(db, 'camp', ids),
          switchesOf(db, ids),
          acceptancesOf(db, 'camp', ids),
          discountTransfersOf(db, ids),
          historyOf(db, 'camp', ids),
          couponUsesOf(db, 'camp', ids),
        ]);
        for (const r of batch) {
          const paymentIssues = issues.get(r.id);
          const m = moved.get(r.id);
          registrations.push({
            ...toCampRegistration(r, pending.has(r.id)),
            ...(paymentIssues ? { paymentIssues } : {}),
            ...(m?.outCents ? { siblingDiscountKept: dollars(m.outCents) } : {}),
            ...(m?.inCents ? { siblingDiscountEnded: dollars(m.inCents) } : {}),
            ...withRefunds(refunds.get(r.id)),
            ...withSwitches(switches.get(r.id)),
            ...withAcceptances(acceptances.get(r.id)),
            ...withCoupon(coupons.get(r.id)),
            ...(history.has(r.id) ? { history: history.get(r.id) } : {}),
          });
        }
      }
      // The facility's zone: staff schedule messages for this session in it.
      return { campSession: { ...toCampSession(session), timeZone: session.time_zone }, registrations };
    },

    /** The session's registrations, then its waitlist on a sheet of its own; times in the facility's zone. */
    async sessionExport(sessionId: number): Promise<ExportFile> {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(messages.campSessionNotFound);
      const stamp = clock().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const shown = toCampSession(session);
      const context: SessionContext = {
        camp: session.camp_name,
        dates: `${formatDate(session.start_date)} – ${formatDate(session.end_date)}`,
        times: session.time_block,
        ages: shown.ageRange,
        location: facilityLine(shown.campFacility),
        timeZone: session.time_zone,
      };
      async function* waitlist() {
        yield await itemEntries(db, 'camp', session!.id);
      }
      return {
        fileName: `REGISTRATIONS_${safeFileName(session.camp_name)}_${stamp}.xlsx`,
        contentType: xlsxType,
        body: xlsxWorkbook([
          xlsxSheet(
            'Registrations',
            campExportColumns(context),
            campRowsWithMoney(campRegistrationBatches(db, session.id)),
          ),
          xlsxSheet('Waitlist', waitlistExportColumns(context), waitlist()),
        ]),
      };
    },

    /** Every open age group with its counts and money, ordered like the session summary. */
    async tournamentSummary(): Promise<TournamentSummaryItem[]> {
      const [ranges, figures] = await Promise.all([
        listActiveTournamentAgeRanges(db),
        summaryFigures(db, 'tournament'),
      ]);
      const today = isoDay(clock());
      const ordered = upcomingFirst(
        ranges,
        (r) => ({ start: r.start_date, end: r.end_date }),
        today,
        (r) => r.last_date_to_register < today,
      );
      return ordered.map((r) => ({ tournament: toTournament(r), ...figures(r.age_range_id) }));
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
      const ids = [...rows.keys()];
      const [paymentIssues, refunds, acceptances, rosterChanges, history] = await Promise.all([
        paymentIssuesOf(db, 'tournament', ids),
        refundsOf(db, 'tournament', ids),
        acceptancesOf(db, 'tournament', ids),
        rosterChangesOf(db, ids),
        historyOf(db, 'tournament', ids),
      ]);
      // Each detail goes on its team's row, and only when there is some.
      const details = { rosterChanges, acceptances, paymentIssues, refunds, history };
      for (const [field, byTeam] of Object.entries(details))
        for (const [registrationId, list] of byTeam as Map<number, unknown[]>) {
          const row = rows.get(registrationId);
          if (row) (row as Record<string, unknown>)[field] = list;
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
      const columns = tournamentExportColumns(await tournamentTimeZone(db, tournamentId));
      const batches = playerRowsWithTeamMoney(
        tournamentPlayerBatches(db, arrayRows, tournamentId, ageRangeId),
      );
      return {
        fileName: `TOURNAMENT_REGISTRATIONS_${safeFileName(detail.tournamentName)}_${date}.${format}`,
        contentType: format === 'xlsx' ? xlsxType : 'text/csv; charset=utf-8',
        body: format === 'xlsx' ? xlsxStream('Registrations', columns, batches) : csvStream(columns, batches),
      };
    },
  };
}

export type StaffReportsService = ReturnType<typeof createStaffReportsService>;
