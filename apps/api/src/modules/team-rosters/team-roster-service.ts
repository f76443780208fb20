import {
  type Locale,
  messages,
  type RosterInviteInput,
  type RosterInvitePage,
  type rosterCompletionSchema,
  rosterDeadlineOf,
  rosterInviteLimits,
  rosterInviteMessages,
  type TeamRosterStatus,
  teamMemberEligibilityProblems,
  textIn,
  unpaidStatuses,
  validationMessages,
  webRoutes,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Executor, Trx } from '../../db/database.js';
import type { TeamRosterInviteRow, TournamentRegistrationRow } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, HttpError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import { savedLocale } from '../account-language/account-language-repository.js';
import { teamAgeRule } from '../tournament-registrations/tournament-registration-service.js';
import {
  findTeamRegistration,
  membersByRegistration,
} from '../tournament-registrations/tournament-registrations-repository.js';
import { findTournamentByAgeRange, type TournamentRecord } from '../tournaments/tournaments-repository.js';
import { currentDocuments } from '../waivers/waivers-repository.js';
import { recordAcceptances } from '../waivers/waivers-service.js';
import {
  rosterInviteIdOf,
  rosterInviteKey,
  rosterInviteMatches,
  signRosterInvite,
} from './roster-invite-token.js';
import * as repo from './team-rosters-repository.js';

export type RosterCompletion = z.output<ReturnType<typeof rosterCompletionSchema>>;

/** Statuses of a team whose roster still changes: unpaid (being registered) or paid. */
const liveStatuses: readonly string[] = [...unpaidStatuses, 'paid'];

const deadlineOf = (t: TournamentRecord) =>
  rosterDeadlineOf({ lastDateToRegister: t.last_date_to_register, rosterDeadline: t.roster_deadline });

/**
 * Tournament rosters completed by guardians (decision 0100). A team's coach lists players by name
 * and a guardian's e-mail (on the registration form of a new team, or later on the team's roster
 * page); each guardian gets a personal link to give the player's details and accept the
 * tournament's waivers, without an account. The coach sees who is complete and who is missing and
 * may mail a guardian again, once a day per player. The roster deadline closes all of it.
 */
export function createTeamRosterService({ db, clock, config }: Pick<ServiceDeps, 'db' | 'clock' | 'config'>) {
  const key = rosterInviteKey(config.UNSUBSCRIBE_SECRET);
  const remindAfterMs = rosterInviteLimits.remindAfterHours * 3_600_000;

  const linkOf = (invite: Pick<TeamRosterInviteRow, 'id' | 'guardian_email'>) =>
    `${appUrl(config)}${webRoutes.rosterInvite}?token=${encodeURIComponent(
      signRosterInvite(key, invite.id, invite.guardian_email),
    )}`;

  /** The invitation mail (or a reminder) in the invitation's language, queued in `trx`. */
  async function queueMail(
    trx: Executor,
    invite: TeamRosterInviteRow,
    team: Pick<TournamentRegistrationRow, 'team_name' | 'contact_name'>,
    tournament: TournamentRecord,
    reminder: boolean,
  ) {
    const x = mailTexts(invite.locale);
    const player = invite.player_full_name;
    await enqueueMail(
      trx as Trx,
      mailFromLines({
        dedupeKey: `roster-invite:${invite.id}:${invite.last_sent_at}`,
        to: invite.guardian_email,
        subject: x.t(reminder ? 'rosterInvite.reminderSubject' : 'rosterInvite.subject', {
          player,
          team: team.team_name,
        }),
        locale: x.locale,
        lines: [
          x.t('rosterInvite.greeting'),
          '',
          x.t('rosterInvite.listed', {
            coach: team.contact_name,
            player,
            team: team.team_name,
            tournament: textIn(tournament.tournament_name, tournament.tournament_name_es, x.locale),
            ageGroup: tournament.age_range_description,
            dates: x.t('rosterInvite.dates', {
              start: x.date(tournament.start_date.slice(0, 10)),
              end: x.date(tournament.end_date.slice(0, 10)),
            }),
          }),
          '',
          x.t('rosterInvite.ask', { player, url: linkOf(invite) }),
          x.t('rosterInvite.deadline', { deadline: x.date(deadlineOf(tournament)) }),
          x.t('rosterInvite.noAccount', { player }),
        ],
      }),
      new Date(invite.last_sent_at),
    );
  }

  /**
   * Adds invited players to a team and queues one mail per guardian, in the caller's transaction
   * (a new team's registration, or the roster page). The caller has checked the roster's size.
   */
  async function addInvites(
    trx: Executor,
    team: Pick<TournamentRegistrationRow, 'id' | 'team_name' | 'contact_name' | 'owner_account_id'>,
    tournament: TournamentRecord,
    players: readonly RosterInviteInput[],
    at: string,
  ) {
    if (players.length === 0) return;
    const locale: Locale = (await savedLocale(trx, team.owner_account_id)) ?? 'en';
    const rows = await repo.insertInvites(
      trx,
      players.map((p) => ({
        tournament_registration_id: team.id,
        player_full_name: p.playerFullName.trim(),
        guardian_email: p.guardianEmail.trim().toLowerCase(),
        status: 'invited',
        locale,
        created_at: at,
        last_sent_at: at,
      })),
    );
    for (const invite of rows) await queueMail(trx, invite, team, tournament, false);
  }

  /** The caller's own team and its tournament (404 for anyone else's). */
  async function ownedTeam(owner: Principal, id: number) {
    const team = await findTeamRegistration(db, id);
    if (!team || team.owner_account_id !== owner.id) throw notFound(messages.tournamentRegistrationNotFound);
    const tournament = await findTournamentByAgeRange(db, team.age_range_id);
    if (!tournament) throw notFound(messages.tournamentRegistrationNotFound);
    return { team, tournament };
  }

  /** The roster may change: the team is live and the deadline (end of its UTC day) has not passed. */
  function assertOpen(team: Pick<TournamentRegistrationRow, 'status'>, tournament: TournamentRecord) {
    if (!liveStatuses.includes(team.status)) throw conflict(rosterInviteMessages.teamClosed);
    if (isoDay(clock()) > deadlineOf(tournament)) throw conflict(rosterInviteMessages.closed);
  }

  async function status(owner: Principal, id: number): Promise<TeamRosterStatus> {
    const { team, tournament } = await ownedTeam(owner, id);
    const [members, invites] = await Promise.all([
      membersByRegistration(db, [id]),
      repo.invitesByTeam(db, [id]),
    ]);
    const mine = invites.get(id) ?? [];
    const byMember = new Set(mine.map((i) => i.team_member_id).filter((m) => m !== null));
    const now = clock().getTime();
    const remindFrom = (i: TeamRosterInviteRow) => {
      const from = new Date(i.last_sent_at).getTime() + remindAfterMs;
      return i.status === 'invited' && from > now ? new Date(from).toISOString() : null;
    };
    return {
      registrationId: id,
      teamName: team.team_name,
      tournamentName: tournament.tournament_name,
      tournamentNameEs: tournament.tournament_name_es,
      ageGroup: tournament.age_range_description,
      rosterDeadline: deadlineOf(tournament),
      open: liveStatuses.includes(team.status) && isoDay(clock()) <= deadlineOf(tournament),
      maxPlayers: tournament.max_players,
      players: [
        // Players in full: those the coach entered, and those guardians completed.
        ...(members.get(id) ?? []).map((m) => {
          const invite = byMember.has(m.id) ? mine.find((i) => i.team_member_id === m.id) : undefined;
          return {
            inviteId: invite?.id ?? 0,
            playerFullName: m.player_full_name,
            guardianEmail: invite?.guardian_email ?? '',
            complete: true,
            lastSentAt: invite?.last_sent_at ?? null,
            remindFrom: null,
          };
        }),
        ...mine
          .filter((i) => i.status === 'invited')
          .map((i) => ({
            inviteId: i.id,
            playerFullName: i.player_full_name,
            guardianEmail: i.guardian_email,
            complete: false,
            lastSentAt: i.last_sent_at,
            remindFrom: remindFrom(i),
          })),
      ],
    };
  }

  /** The roster page's invitations: within the tournament's maximum with the players and open invitations. */
  async function invite(owner: Principal, id: number, players: readonly RosterInviteInput[]) {
    const { team, tournament } = await ownedTeam(owner, id);
    assertOpen(team, tournament);
    const at = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      const members = (await membersByRegistration(trx, [id])).get(id)?.length ?? 0;
      const open = await repo.openInviteCount(trx, id);
      if (members + open + players.length > tournament.max_players)
        throw new FieldValidationError({
          invitedPlayers: [validationMessages.tooManyMembers(tournament.max_players)],
        });
      await addInvites(trx, team, tournament, players, at);
    });
    return status(owner, id);
  }

  /** Mails the guardian again: at most once per `remindAfterHours` per player (429 otherwise). */
  async function remind(owner: Principal, id: number, inviteId: number) {
    const { team, tournament } = await ownedTeam(owner, id);
    const invite = await repo.findInvite(db, inviteId);
    if (!invite || invite.tournament_registration_id !== id) throw notFound();
    if (invite.status !== 'invited') throw conflict(rosterInviteMessages.alreadyComplete);
    assertOpen(team, tournament);
    const now = clock();
    const at = now.toISOString();
    const before = new Date(now.getTime() - remindAfterMs).toISOString();
    await db.transaction().execute(async (trx) => {
      if (!(await repo.takeReminder(trx, inviteId, before, at)))
        throw new HttpError(429, rosterInviteMessages.remindTooSoon(rosterInviteLimits.remindAfterHours));
      await queueMail(trx, { ...invite, last_sent_at: at }, team, tournament, true);
    });
    return status(owner, id);
  }

  /** The invitation a token names, once its signature matches; a refused token learns nothing more. */
  async function inviteOf(token: string) {
    const inviteId = rosterInviteIdOf(token);
    const invite = inviteId ? await repo.findInvite(db, inviteId) : undefined;
    if (!invite || !rosterInviteMatches(key, token, invite.id, invite.guardian_email))
      throw notFound(rosterInviteMessages.invalidLink);
    const team = await findTeamRegistration(db, invite.tournament_registration_id);
    const tournament = team ? await findTournamentByAgeRange(db, team.age_range_id) : undefined;
    if (!team || !tournament) throw notFound(rosterInviteMessages.invalidLink);
    return { invite, team, tournament };
  }

  /** What the guardian's page shows (no player details are sent back: the link may be forwarded). */
  async function page(token: string): Promise<RosterInvitePage> {
    const { invite, team, tournament } = await inviteOf(token);
    if (!liveStatuses.includes(team.status)) throw conflict(rosterInviteMessages.teamClosed);
    return {
      playerFullName: invite.player_full_name,
      teamName: team.team_name,
      tournamentName: tournament.tournament_name,
      tournamentNameEs: tournament.tournament_name_es,
      ageGroup: tournament.age_range_description,
      startDate: tournament.start_date.slice(0, 10),
      endDate: tournament.end_date.slice(0, 10),
      rosterDeadline: deadlineOf(tournament),
      open: isoDay(clock()) <= deadlineOf(tournament),
      complete: invite.status === 'complete',
      supportsTshirt: Boolean(tournament.supports_tshirt),
      documents: await currentDocuments(db, 'tournament', tournament.id),
    };
  }

  /**
   * The guardian's details: the player joins the team's roster (or, completed before, is updated)
   * and the tournament's waivers are accepted, in one transaction, until the roster deadline. The
   * age group's birth dates and gender apply (400 on the field).
   */
  async function complete(body: RosterCompletion) {
    const { invite, team, tournament } = await inviteOf(body.token);
    assertOpen(team, tournament);
    const problems = teamMemberEligibilityProblems(body, teamAgeRule(tournament));
    const errors: Record<string, string[]> = Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [field, [message]]),
    );
    if (tournament.supports_tshirt && !body.tshirtSize)
      errors.tshirtSize = [validationMessages.invalidChoice('T-shirt size')];
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
    const member = {
      player_full_name: invite.player_full_name,
      player_email: '',
      player_date_of_birth: body.playerDateOfBirth,
      tshirt_size: tournament.supports_tshirt ? body.tshirtSize : '',
      player_gender: body.playerGender,
      parent_full_name: body.parentFullName,
      parent_phone: body.parentPhone,
    };
    const at = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      const updated =
        invite.team_member_id !== null &&
        (await repo.updateMember(trx, team.id, invite.team_member_id, member));
      if (!updated) {
        const memberId = await repo.appendMember(trx, team.id, member);
        await repo.markComplete(trx, invite.id, memberId, at);
      }
      await recordAcceptances(trx, {
        registration: { kind: 'rosterInvite', id: invite.id },
        item: { owner: 'tournament', itemId: tournament.id },
        accountId: '',
        waivers: body.waivers,
        at,
        edit: invite.status === 'complete',
      });
    });
    return { complete: true };
  }

  return { addInvites, status, invite, remind, page, complete };
}

export type TeamRosterService = ReturnType<typeof createTeamRosterService>;
