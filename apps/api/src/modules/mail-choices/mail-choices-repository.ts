import { type MailChoiceKind, mailChoiceKinds } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';

/** The kinds of mail the account turned off (no row: every kind goes). */
export async function kindsOff(db: Executor, ownerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('mail_choices_off')
    .select('kind')
    .where('owner_account_id', '=', ownerId)
    .execute();
  return new Set(rows.map((r) => r.kind));
}

/** Turns `kind` off for the account (again is nothing new). */
export async function turnOff(db: Executor, ownerId: string, kind: MailChoiceKind, at: string) {
  await db
    .insertInto('mail_choices_off')
    .values({ owner_account_id: ownerId, kind, updated_at: at })
    .onConflict((oc) => oc.columns(['owner_account_id', 'kind']).doNothing())
    .execute();
}

/** Saves the account's choices: the kinds off get a row, the kinds on lose theirs. */
export async function saveKindsOff(db: Executor, ownerId: string, off: MailChoiceKind[], at: string) {
  const on = mailChoiceKinds.filter((k) => !off.includes(k));
  if (on.length)
    await db
      .deleteFrom('mail_choices_off')
      .where('owner_account_id', '=', ownerId)
      .where('kind', 'in', on)
      .execute();
  for (const kind of off) await turnOff(db, ownerId, kind, at);
}

/** Of `ownerIds`, the accounts that turned `kind` off. */
export async function accountsWithKindOff(db: Executor, kind: MailChoiceKind, ownerIds: string[]) {
  if (!ownerIds.length) return new Set<string>();
  const rows = await db
    .selectFrom('mail_choices_off')
    .select('owner_account_id')
    .where('kind', '=', kind)
    .where('owner_account_id', 'in', [...new Set(ownerIds)])
    .execute();
  return new Set(rows.map((r) => r.owner_account_id));
}
