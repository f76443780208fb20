import type { AuditEntry, RosterChange } from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { Executor } from '../../db/database.js';
import { newestFirstPage } from '../../db/paging.js';

/** Writes who did what to which record, in the same transaction as the change itself. */
export async function audit(
  db: Executor,
  actor: Principal,
  action: string,
  entity: string,
  entityId: number | string,
  details: unknown,
  at: Date,
) {
  await db
    .insertInto('audit_log')
    .values({
      actor_account_id: actor.id,
      actor_email: actor.email,
      action,
      entity,
      entity_id: String(entityId),
      details: JSON.stringify(details).slice(0, 4000),
      created_at: at.toISOString(),
    })
    .execute();
}

export async function auditPage(db: Executor, page: number, pageSize: number) {
  const { rows, total } = await newestFirstPage(db, 'audit_log', ['id'], page, pageSize);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actorEmail: r.actor_email,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    details: r.details,
    createdAt: r.created_at,
  }));
  return { entries, total };
}

type RosterChangeDetails = Omit<RosterChange, 'at' | 'by'>;

/** A paid team's roster save (players by name only), in the save's transaction. */
export const auditRosterChange = (
  db: Executor,
  actor: Principal,
  registrationId: number,
  change: RosterChangeDetails,
  at: Date,
) => audit(db, actor, 'rosterChange', 'tournamentRegistration', registrationId, change, at);

/** The roster saves of many teams in one query, oldest first, by registration id. */
export async function rosterChangesOf(db: Executor, registrationIds: number[]) {
  const byTeam = new Map<number, RosterChange[]>();
  if (registrationIds.length === 0) return byTeam;
  const rows = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'actor_email', 'details', 'created_at'])
    .where('entity', '=', 'tournamentRegistration')
    .where('entity_id', 'in', registrationIds.map(String))
    .where('action', '=', 'rosterChange')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const details = JSON.parse(r.details) as RosterChangeDetails;
    const list = byTeam.get(Number(r.entity_id)) ?? [];
    list.push({ ...details, at: r.created_at, by: r.actor_email });
    byTeam.set(Number(r.entity_id), list);
  }
  return byTeam;
}
