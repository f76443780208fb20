import {
  accountDataMessages,
  type ErasureResult,
  type RetentionSetting,
  serverNotes,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { isoDay } from '../../lib/dates.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { savedLocale } from '../account-language/account-language-repository.js';
import { audit } from '../audit/audit-repository.js';
import { deleteFeed } from '../calendars/calendar-repository.js';
import {
  contactsOfAccount,
  deleteHousehold,
  pickupsOfAccount,
  playersOfAccount,
} from '../household/household-repository.js';
import type { Ledger } from '../ledger/index.js';
import { receiptsOf } from '../receipts/receipts-repository.js';
import { readSetting, writeSetting } from '../system/settings-repository.js';
import type { WaitlistService } from '../waitlists/waitlist-service.js';
import { acceptancesOfAccount } from '../waivers/waivers-repository.js';
import { accountRows, erasePersonalFields, expiredPersonalData } from './account-data-repository.js';

const retentionKey = 'retention_months';

/** YYYY-MM-DD `months` calendar months before `day`. */
function monthsBefore(day: string, months: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return isoDay(d);
}

/**
 * A family's own data (download, erasure) and the retention job that erases old registrations'
 * personal fields after the period staff set.
 */
export function createAccountDataService(
  { db, clock, log }: ServiceDeps,
  c: { ledger: Ledger; waitlists: Pick<WaitlistService, 'close'>; seatsChanged: () => void },
) {
  /** Everything held on the account: its saved language, the household profile, registrations (teams with members), waitlist entries, payments, refunds, moves, acceptances. */
  async function download(owner: Principal) {
    const [rows, contacts, players, pickups, acceptances, language, receipts] = await Promise.all([
      accountRows(db, owner.id),
      contactsOfAccount(db, owner.id),
      playersOfAccount(db, owner.id),
      pickupsOfAccount(db, owner.id),
      acceptancesOfAccount(db, owner.id),
      savedLocale(db, owner.id),
      receiptsOf(db, owner.id),
    ]);
    return {
      account: { id: owner.id, email: owner.email, name: owner.name, language },
      exportedAt: clock().toISOString(),
      household: { contacts, players, pickups },
      campRegistrations: rows.camp.map((r) => ({
        ...r,
        moves: rows.moves.filter((m) => m.registration_id === r.id),
      })),
      teamRegistrations: rows.teams.map((r) => ({
        ...r,
        members: rows.members.filter((m) => m.tournament_registration_id === r.id),
        invitedPlayers: rows.invites.filter((i) => i.tournament_registration_id === r.id),
      })),
      waitlistEntries: rows.waitlist.map(({ form_json, ...e }) => ({
        ...e,
        form: JSON.parse(form_json) as unknown,
      })),
      payments: rows.payments,
      refunds: rows.refunds.map(({ idempotency_key: _key, ...r }) => r),
      waiverAcceptances: acceptances,
      // Each receipt as issued: what it says, not only its number.
      receipts: receipts.map((r) => ({
        number: r.number,
        kind: r.kind,
        issuedAt: r.issued_at,
        document: JSON.parse(r.content) as unknown,
      })),
    };
  }

  /**
   * Erases the account's personal data. Refused while a payment is going through, or while a
   * paid registration's camp or tournament has not ended (the players' contacts and health
   * details are needed to run it). Unpaid holds are cancelled and open waitlist entries left
   * first, through the ledger, so their seats go back. Receipts stay as issued (decision 0093).
   */
  async function erase(owner: Principal): Promise<ErasureResult> {
    const now = clock();
    const at = now.toISOString();
    const today = isoDay(now);
    const rows = await accountRows(db, owner.id);
    const householdContacts = await contactsOfAccount(db, owner.id);
    const sessions = await db
      .selectFrom('camp_sessions')
      .select(['id', 'end_date'])
      .where('id', 'in', rows.camp.length ? rows.camp.map((r) => r.camp_session_id) : [-1])
      .execute();
    const tournaments = await db
      .selectFrom('tournaments')
      .select(['id', 'end_date'])
      .where('id', 'in', rows.teams.length ? rows.teams.map((r) => r.tournament_id) : [-1])
      .execute();
    const endOf = new Map([
      ...sessions.map((s) => [`camp:${s.id}`, s.end_date] as const),
      ...tournaments.map((t) => [`tournament:${t.id}`, t.end_date] as const),
    ]);
    const all = [
      ...rows.camp.map((r) => ({
        kind: 'camp' as const,
        id: r.id,
        status: r.status,
        end: endOf.get(`camp:${r.camp_session_id}`),
      })),
      ...rows.teams.map((r) => ({
        kind: 'tournament' as const,
        id: r.id,
        status: r.status,
        end: endOf.get(`tournament:${r.tournament_id}`),
      })),
    ];
    const moving = rows.moves.some((m) => m.state === 'awaiting_payment');
    if (
      moving ||
      all.some((r) => r.status === 'paymentinprocess') ||
      rows.payments.some((p) => p.state === 'pending')
    )
      throw conflict(accountDataMessages.paymentInProgress);
    const upcoming = all.filter((r) => r.status === 'paid' && (r.end ?? '') >= today).length;
    if (upcoming) throw conflict(accountDataMessages.upcomingPaid(upcoming));

    let holdsCancelled = 0;
    for (const r of all.filter((x) => (unpaidStatuses as readonly string[]).includes(x.status))) {
      if (
        await c.ledger.cancel(r.kind, r.id, { by: 'family', byId: owner.id, why: serverNotes.dataErased }, at)
      )
        holdsCancelled++;
    }
    // An entry holding an offer passes its seat to the next family, with their mail.
    for (const e of rows.waitlist.filter((x) => x.state === 'waiting' || x.state === 'offered'))
      await c.waitlists.close(e.id, owner, 'left');
    const addresses = [
      owner.email,
      ...rows.camp.flatMap((r) => [r.owner_email, r.pog1_email, r.pog2_email]),
      ...rows.teams.flatMap((r) => [r.owner_email, r.contact_email]),
      householdContacts?.pog1Email ?? '',
      householdContacts?.pog2Email ?? '',
    ];
    const household = await db.transaction().execute(async (trx) => {
      await erasePersonalFields(
        trx,
        {
          campIds: rows.camp.map((r) => r.id),
          teamIds: rows.teams.map((r) => r.id),
          entryIds: rows.waitlist.map((e) => e.id),
          addresses,
        },
        at,
      );
      await audit(
        trx,
        owner,
        'eraseAccountData',
        'account',
        owner.id,
        {
          campRegistrations: rows.camp.length,
          teamRegistrations: rows.teams.length,
          waitlistEntries: rows.waitlist.length,
        },
        now,
      );
      // The calendar feed's link stops working (decision 0063).
      await deleteFeed(trx, owner.id);
      // The profile has nothing accounting needs: it goes entirely.
      return deleteHousehold(trx, owner.id);
    });
    if (holdsCancelled) c.seatsChanged();
    return {
      campRegistrations: rows.camp.length,
      teamRegistrations: rows.teams.length,
      waitlistEntries: rows.waitlist.length,
      holdsCancelled,
      householdPlayers: household.players,
    };
  }

  async function retention(): Promise<RetentionSetting> {
    const value = await readSetting(db, retentionKey);
    return { retentionMonths: value === null ? null : Number(value) };
  }

  return {
    download,
    erase,
    retention,

    async setRetention(admin: Principal, setting: RetentionSetting): Promise<RetentionSetting> {
      await db.transaction().execute(async (trx) => {
        await writeSetting(
          trx,
          retentionKey,
          setting.retentionMonths === null ? null : String(setting.retentionMonths),
        );
        await audit(trx, admin, 'setDataRetention', 'settings', retentionKey, setting, clock());
      });
      return setting;
    },

    /** The retention job: erases personal fields of registrations whose camp or tournament ended more than the period ago. */
    async eraseExpired(): Promise<number> {
      const { retentionMonths } = await retention();
      if (retentionMonths === null) return 0;
      const cutoff = monthsBefore(isoDay(clock()), retentionMonths);
      const due = await expiredPersonalData(db, cutoff);
      const count = due.campIds.length + due.teamIds.length + due.entryIds.length;
      if (count === 0) return 0;
      await db.transaction().execute((trx) => erasePersonalFields(trx, due, clock().toISOString()));
      log.info({ erased: count, cutoff }, 'personal data past its retention erased');
      return count;
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
