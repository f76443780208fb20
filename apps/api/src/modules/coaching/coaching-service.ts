import {
  ageOn,
  type CoachAssignment,
  type CoachAssignmentKind,
  type CoachRoster,
  type CoachRosterItem,
  type CoachTeamRoster,
  type coachAssignmentInputSchema,
  coachingMessages,
  noAttendance,
  type PagePreview,
  type RosterChild,
  type RosterSheetKind,
  type SessionGroups,
  type StaffWebRouteName,
  todayIsoDateIn,
} from '@soccer/contracts';
import type { z } from 'zod';
import { hasCoachClaim, isStaff, type Principal } from '../../auth/token-verifier.js';
import { addDays } from '../../lib/dates.js';
import { conflict, FieldValidationError, forbidden, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { savedLocale } from '../account-language/account-language-repository.js';
import { audit } from '../audit/audit-repository.js';
import { pickupsOfAccounts } from '../household/household-repository.js';
import { eventsOfSessionDay } from './attendance-repository.js';
import { childDays, overdueAfter, publicDay } from './attendance-state.js';
import * as repo from './coaching-repository.js';
import { sheetFileName, sheetPdf } from './roster-sheets.js';

type SessionRow = Awaited<ReturnType<typeof repo.sessionsWithCamp>>[number];
type AgeGroupRow = Awaited<ReturnType<typeof repo.ageGroupsWithTournament>>[number];

const day10 = (v: string) => v.slice(0, 10);

const sessionItem = (s: SessionRow, group: string): CoachRosterItem => ({
  kind: 'session',
  id: s.id,
  campName: s.camp_name,
  campNameEs: s.camp_name_es,
  ageGroup: '',
  startDate: day10(s.start_date),
  endDate: day10(s.end_date),
  timeBlock: s.time_block,
  facilityName: s.facility_name,
  group,
});

const ageGroupItem = (a: AgeGroupRow): CoachRosterItem => ({
  kind: 'ageGroup',
  id: a.id,
  campName: a.tournament_name,
  campNameEs: a.tournament_name_es,
  ageGroup: a.age_range_description,
  startDate: day10(a.start_date),
  endDate: day10(a.end_date),
  timeBlock: '',
  facilityName: a.facility_name,
  group: '',
});

/** Every day from `start` to `end`, inclusive. */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = start; d <= end && days.length < 366; d = addDays(d, 1)) days.push(d);
  return days;
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Coaches (decision 0089): admins assign them by e-mail; a coach reads only the rosters assigned
 * (no money, no other families); staff put registrations in groups. Every roster a coach opens
 * records one audit row per child whose medical notes it showed.
 */
export function createCoachingService({ db, clock, config }: ServiceDeps) {
  /** The caller's assignments: by a verified e-mail only (anyone may sign up with any address). */
  async function assignmentsOf(p: Principal) {
    if (!p.email || !p.emailVerified) return [];
    return repo.assignmentsOfEmail(db, p.email);
  }

  async function describe(rows: repo.AssignmentRow[]): Promise<CoachAssignment[]> {
    const sessions = new Map(
      (
        await repo.sessionsWithCamp(
          db,
          rows.filter((r) => r.kind === 'session').map((r) => r.item_id),
        )
      ).map((s) => [s.id, s]),
    );
    const groups = new Map(
      (
        await repo.ageGroupsWithTournament(
          db,
          rows.filter((r) => r.kind === 'ageGroup').map((r) => r.item_id),
        )
      ).map((a) => [a.id, a]),
    );
    return rows.map((r) => {
      const s = r.kind === 'session' ? sessions.get(r.item_id) : undefined;
      const a = r.kind === 'ageGroup' ? groups.get(r.item_id) : undefined;
      const itemName = s
        ? `${s.camp_name} (${day10(s.start_date)} – ${day10(s.end_date)})`
        : a
          ? `${a.tournament_name}: ${a.age_range_description}`
          : '';
      return {
        id: r.id,
        email: r.coach_email,
        kind: r.kind as CoachAssignmentKind,
        itemId: r.item_id,
        itemName,
        group: r.group_name,
        assignedBy: r.assigned_by,
        createdAt: r.created_at,
      };
    });
  }

  /** Which of a session's groups the caller may see: 'all', a list of groups, or none (403). */
  async function sessionAccess(p: Principal, sessionId: number): Promise<'all' | string[]> {
    if (isStaff(p)) return 'all';
    const mine = (await assignmentsOf(p)).filter((a) => a.kind === 'session' && a.item_id === sessionId);
    if (mine.length === 0) throw forbidden(coachingMessages.notAssigned);
    return mine.some((a) => a.group_name === '') ? 'all' : mine.map((a) => a.group_name);
  }

  /**
   * One session's roster for a day (default: today at the facility, within the session).
   * Medical notes: the household's current ones for a child the owner keeps in the household
   * (same first and last name and birth date), else the registration's copy. The same household
   * player gives the adults who may pick the child up, every day and this day only (decision 0094). Each child with
   * notes shown is one recorded view (`recorded` adds which printed sheet showed them).
   */
  /** Today at the facility, within the session's days. */
  function defaultDay(session: SessionRow): string {
    const start = day10(session.start_date);
    const end = day10(session.end_date);
    const today = todayIsoDateIn(session.time_zone, clock());
    return today < start ? start : today > end ? end : today;
  }

  /**
   * The children of a session's day the caller may see, with their guardians and pickup adults;
   * records nothing. `dayField` names the day's field in a 400 (the query's, or a body's); `only`
   * reads one child (a tap).
   */
  async function rosterChildren(
    p: Principal,
    sessionId: number,
    day: string | undefined,
    dayField = 'querystring.day',
    only?: number,
  ) {
    const access = await sessionAccess(p, sessionId);
    const [session] = await repo.sessionsWithCamp(db, [sessionId]);
    if (!session) throw notFound('No such camp session.');
    const start = day10(session.start_date);
    const end = day10(session.end_date);
    if (day !== undefined && (day < start || day > end))
      throw new FieldValidationError({ [dayField]: [coachingMessages.dayOutsideSession] });
    const rosterDay = day ?? defaultDay(session);
    const rows = (await repo.paidRegistrationsOfSession(db, sessionId, only)).filter(
      (r) => access === 'all' || access.includes(r.group_name ?? ''),
    );
    const owners = [...new Set(rows.map((r) => r.owner_account_id))];
    const [household, pickups] = await Promise.all([
      repo.householdPlayersOf(db, owners),
      pickupsOfAccounts(db, owners),
    ]);
    const children: RosterChild[] = rows.map((r) => {
      const current = household.find(
        (h) =>
          h.owner_account_id === r.owner_account_id &&
          sameText(h.first_name, r.player_first_name) &&
          sameText(h.last_name, r.player_last_name) &&
          day10(h.birth_date) === day10(r.player_birthdate),
      );
      const guardians = [
        { name: fullName(r.pog1_first_name, r.pog1_last_name), phone: r.pog1_phone },
        { name: fullName(r.pog2_first_name, r.pog2_last_name), phone: r.pog2_phone },
      ]
        .map((g, i) => ({ id: `guardian-${i + 1}`, ...g }))
        .filter((g) => g.name !== '' || g.phone !== '');
      return {
        registrationId: r.id,
        firstName: r.player_first_name,
        lastName: r.player_last_name,
        age: ageOn(day10(r.player_birthdate), rosterDay),
        group: r.group_name ?? '',
        medicalConditions: current ? current.medical_conditions : r.medical_conditions,
        medicalTreatment: current ? current.medical_treatment : r.medical_treatment,
        medicalFromHousehold: Boolean(current),
        tshirtSize: r.tshirt_size,
        guardians,
        emergencyContact: {
          name: fullName(r.emergency_contact_first_name, r.emergency_contact_last_name),
          phone: r.emergency_contact_phone,
          relationship: r.emergency_contact_relationship,
        },
        attendance: noAttendance,
        pickupAdults: current
          ? pickups
              .filter(
                (a) =>
                  a.ownerId === r.owner_account_id &&
                  a.playerId === current.id &&
                  (a.date === '' || a.date === rosterDay),
              )
              .map((a) => ({
                id: `pickup-${a.id}`,
                name: a.name,
                relation: a.relation,
                phone: a.phone,
                oneDay: a.date !== '',
              }))
          : [],
      };
    });
    return { access, session, start, end, rosterDay, children };
  }

  async function readRoster(
    p: Principal,
    sessionId: number,
    day: string | undefined,
    recorded: { printed?: RosterSheetKind },
  ) {
    const {
      access,
      session,
      start,
      end,
      rosterDay,
      children: listed,
    } = await rosterChildren(p, sessionId, day);
    const days = childDays(
      await eventsOfSessionDay(db, sessionId, rosterDay),
      overdueAfter(session, rosterDay),
      clock(),
    );
    const children = listed.map((c) => {
      const d = days.get(c.registrationId);
      return d ? { ...c, attendance: publicDay(d) } : c;
    });
    const withNotes = children.filter((c) => c.medicalConditions.trim() || c.medicalTreatment.trim());
    if (withNotes.length > 0) {
      await db.transaction().execute(async (trx) => {
        for (const c of withNotes)
          await audit(
            trx,
            p,
            'medicalNotesViewed',
            'campRegistration',
            c.registrationId,
            { sessionId, day: rosterDay, ...recorded },
            clock(),
          );
      });
    }
    const roster: CoachRoster = {
      session: sessionItem(session, access === 'all' ? '' : access.join(', ')),
      day: rosterDay,
      days: daysOf(start, end),
      children,
    };
    return { roster, session };
  }

  return {
    rosterChildren,
    defaultDay,
    sessionDays: (session: SessionRow) => daysOf(day10(session.start_date), day10(session.end_date)),

    /** A coach by the provider's claim or by an assignment, or staff: the coach pages open (rosters still by assignment). */
    async opensCoachPages(p: Principal): Promise<boolean> {
      return hasCoachClaim(p) || isStaff(p) || (await assignmentsOf(p)).length > 0;
    },

    async assignments(): Promise<CoachAssignment[]> {
      return describe(await repo.allAssignments(db));
    },

    async assign(actor: Principal, input: z.output<typeof coachAssignmentInputSchema>) {
      const group = input.kind === 'session' ? input.group : '';
      const exists =
        input.kind === 'session'
          ? (await repo.sessionsWithCamp(db, [input.itemId])).length > 0
          : (await repo.ageGroupsWithTournament(db, [input.itemId])).length > 0;
      if (!exists) throw new FieldValidationError({ itemId: [coachingMessages.noSuchItem] });
      const at = clock().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        if (await repo.sameAssignment(trx, { ...input, group }))
          throw conflict(coachingMessages.alreadyAssigned);
        const newId = await repo.insertAssignment(trx, { ...input, group, by: actor.email, at });
        await audit(
          trx,
          actor,
          'coachAssigned',
          'coachAssignment',
          newId,
          { email: input.email, kind: input.kind, itemId: input.itemId, group },
          clock(),
        );
        return newId;
      });
      const [assignment] = await describe([
        {
          id,
          coach_email: input.email,
          kind: input.kind,
          item_id: input.itemId,
          group_name: group,
          assigned_by: actor.email,
          created_at: at,
        },
      ]);
      return assignment!;
    },

    async unassign(actor: Principal, id: number) {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findAssignment(trx, id);
        if (!row || !(await repo.deleteAssignment(trx, id))) throw notFound('No such assignment.');
        await audit(
          trx,
          actor,
          'coachUnassigned',
          'coachAssignment',
          id,
          { email: row.coach_email, kind: row.kind, itemId: row.item_id, group: row.group_name },
          clock(),
        );
      });
    },

    async sessionGroups(sessionId: number): Promise<SessionGroups> {
      if ((await repo.sessionsWithCamp(db, [sessionId])).length === 0)
        throw notFound('No such camp session.');
      const rows = await repo.paidRegistrationsOfSession(db, sessionId);
      return {
        registrations: rows.map((r) => ({
          id: r.id,
          firstName: r.player_first_name,
          lastName: r.player_last_name,
          group: r.group_name ?? '',
        })),
        coaches: await describe(await repo.assignmentsOfItem(db, 'session', sessionId)),
      };
    },

    async setGroup(actor: Principal, registrationId: number, group: string) {
      const registration = await repo.campRegistrationSession(db, registrationId);
      if (!registration) throw notFound('No such registration.');
      await db.transaction().execute(async (trx) => {
        await repo.saveGroup(trx, registrationId, group, actor.email, clock().toISOString());
        await audit(trx, actor, 'coachGroupSet', 'campRegistration', registrationId, { group }, clock());
      });
      return { id: registrationId, group };
    },

    /**
     * What the server draws a previewed signed-in page with before the browser knows the account
     * (decision 0122): for the coach's roster (`path` `/coach/sessions/{id}`), its session's
     * public facts (camp, dates, times, facility), as the public camp pages show them; nothing for
     * a session archived, ended (the facility's day) or unknown.
     */
    async pagePreview(route: StaffWebRouteName, path: string): Promise<PagePreview> {
      const id = path.replace(/\/+$/, '').split('/').pop() ?? '';
      if (route !== 'coachSession' || !/^\d{1,9}$/.test(id)) return {};
      const [s] = await repo.sessionsWithCamp(db, [Number(id)]);
      if (!s || s.archived_at || day10(s.end_date) < todayIsoDateIn(s.time_zone, clock())) return {};
      return { coachSession: sessionItem(s, '') };
    },

    /** The caller's rosters that have not ended (facility's day), soonest first; 403 for a non-coach. */
    async myRosters(p: Principal): Promise<CoachRosterItem[]> {
      const mine = await assignmentsOf(p);
      const sessions = await repo.sessionsWithCamp(
        db,
        mine.filter((a) => a.kind === 'session').map((a) => a.item_id),
      );
      const ageGroups = await repo.ageGroupsWithTournament(
        db,
        mine.filter((a) => a.kind === 'ageGroup').map((a) => a.item_id),
      );
      const now = clock();
      const items: CoachRosterItem[] = [
        ...sessions
          .filter((s) => day10(s.end_date) >= todayIsoDateIn(s.time_zone, now))
          .map((s) => {
            const groups = mine
              .filter((a) => a.kind === 'session' && a.item_id === s.id)
              .map((a) => a.group_name);
            return sessionItem(s, groups.includes('') ? '' : groups.join(', '));
          }),
        ...ageGroups.filter((a) => day10(a.end_date) >= todayIsoDateIn(a.time_zone, now)).map(ageGroupItem),
      ];
      return items.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    },

    /**
     * One session's roster for a day (default: today at the facility, within the session).
     * Medical notes: the household's current ones for a child the owner keeps in the household
     * (same first and last name and birth date), else the registration's copy.
     */
    async sessionRoster(p: Principal, sessionId: number, day: string | undefined): Promise<CoachRoster> {
      return (await readRoster(p, sessionId, day, {})).roster;
    },

    /**
     * A session's day printed as PDF (decision 0095): the roster or the sign-in/sign-out sheet,
     * in the reader's saved language, times in the facility's zone. A sheet that carries medical
     * notes is a recorded view, as the roster page is.
     */
    async sessionSheet(p: Principal, sessionId: number, day: string | undefined, sheet: RosterSheetKind) {
      const { roster, session } = await readRoster(p, sessionId, day, { printed: sheet });
      const locale = await savedLocale(db, p.id);
      return {
        fileName: sheetFileName(sheet, roster),
        body: await sheetPdf(sheet, roster, session, locale, clock(), config.business.legalName),
      };
    },

    async ageGroupRoster(p: Principal, ageRangeId: number): Promise<CoachTeamRoster> {
      if (!isStaff(p)) {
        const mine = await assignmentsOf(p);
        if (!mine.some((a) => a.kind === 'ageGroup' && a.item_id === ageRangeId))
          throw forbidden(coachingMessages.notAssigned);
      }
      const [ageGroup] = await repo.ageGroupsWithTournament(db, [ageRangeId]);
      if (!ageGroup) throw notFound('No such age group.');
      const onDay = day10(ageGroup.start_date);
      const teams = new Map<number, CoachTeamRoster['teams'][number]>();
      for (const r of await repo.paidTeamsOfAgeGroup(db, ageRangeId)) {
        let team = teams.get(r.id);
        if (!team) {
          team = {
            id: r.id,
            teamName: r.team_name,
            contact: { name: r.contact_name, phone: r.contact_phone },
            players: [],
          };
          teams.set(r.id, team);
        }
        if (r.player_full_name !== null)
          team.players.push({
            name: r.player_full_name,
            age: ageOn(day10(r.player_date_of_birth ?? ''), onDay),
            tshirtSize: r.tshirt_size ?? '',
            parent: { name: r.parent_full_name ?? '', phone: r.parent_phone ?? '' },
          });
      }
      return { ageGroup: ageGroupItem(ageGroup), teams: [...teams.values()] };
    },
  };
}

export type CoachingService = ReturnType<typeof createCoachingService>;
