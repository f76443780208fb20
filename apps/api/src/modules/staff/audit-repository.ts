import type { AuditEntry } from '@soccer/contracts';
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
