import {
  type CreditAccount,
  type CreditBalanceRow,
  type CreditEntry,
  type CreditEntryKind,
  type CreditGrantRequest,
  creditMessages,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { Executor } from '../../db/database.js';
import type { CreditEntriesTable } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/errors.js';
import { cents, dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { audit } from '../audit/audit-repository.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { addCredit, creditBalance, creditBalances, creditEntriesOf } from './credit-ledger.js';

type EntryRow = { id: number } & Omit<CreditEntriesTable, 'id'>;

const toEntry = (r: EntryRow): CreditEntry => ({
  id: r.id,
  kind: r.kind as CreditEntryKind,
  amount: dollars(r.amount_cents),
  reason: r.reason,
  createdAt: r.created_at,
  registration:
    r.registration_kind && r.registration_id !== null
      ? { kind: r.registration_kind as RegistrationKind, id: r.registration_id }
      : null,
  receiptNumber: r.receipt_number,
});

/**
 * The account that signs in with `email`, as its registrations and waitlist entries recorded it
 * (the identity provider keeps no list here); undefined when none has.
 */
async function accountByEmail(db: Executor, email: string): Promise<string | undefined> {
  const wanted = email.trim().toLowerCase();
  for (const table of ['camp_registrations', 'tournament_registrations', 'waitlist_entries'] as const) {
    const row = await db
      .selectFrom(table)
      .select('owner_account_id')
      .where((eb) => eb(eb.fn('lower', ['owner_email']), '=', wanted))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (row) return row.owner_account_id;
  }
  return undefined;
}

/** Each account's sign-in e-mail, as its newest registration recorded it. */
async function emailsOf(db: Executor, accountIds: string[]) {
  const emails = new Map<string, string>();
  if (accountIds.length === 0) return emails;
  for (const table of ['camp_registrations', 'tournament_registrations', 'waitlist_entries'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['owner_account_id', 'owner_email'])
      .where('owner_account_id', 'in', accountIds)
      .orderBy('id', 'desc')
      .execute();
    for (const r of rows) if (!emails.has(r.owner_account_id)) emails.set(r.owner_account_id, r.owner_email);
  }
  return emails;
}

/**
 * Account credit as people see it (decision 0096): staff give credit to a family found by its
 * e-mail (audited) and read every balance and one account's history; a family reads its own.
 */
export function createCreditService({ db, clock: now }: ServiceDeps) {
  async function grant(staff: Principal, body: CreditGrantRequest) {
    const accountId = await accountByEmail(db, body.email);
    if (!accountId) throw new FieldValidationError({ email: [creditMessages.noAccount] });
    const when = now();
    const amountCents = cents(body.amount);
    await db.transaction().execute(async (trx) => {
      await addCredit(
        trx,
        {
          accountId,
          kind: 'grant',
          cents: amountCents,
          reason: body.reason,
          byId: staff.id,
          at: when.toISOString(),
        },
        { cashCents: 0 },
      );
      await audit(
        trx,
        staff,
        'grantCredit',
        'account',
        accountId,
        { amount: dollars(amountCents), reason: body.reason },
        when,
      );
    });
    return { accountId, balance: dollars(await creditBalance(db, accountId)) };
  }

  async function accountOf(accountId: string): Promise<CreditAccount> {
    return {
      balance: dollars(await creditBalance(db, accountId)),
      entries: (await creditEntriesOf(db, accountId)).map(toEntry),
    };
  }

  async function balances(): Promise<CreditBalanceRow[]> {
    const rows = await creditBalances(db);
    const emails = await emailsOf(
      db,
      rows.map((r) => r.account_id),
    );
    return rows.map((r) => ({
      accountId: r.account_id,
      email: emails.get(r.account_id) ?? '',
      balance: dollars(r.balance_cents),
      granted: dollars(Number(r.granted_cents)),
      spent: dollars(Number(r.spent_cents)),
      lastAt: r.last_at,
    }));
  }

  async function historyByEmail(email: string): Promise<CreditAccount> {
    const accountId = await accountByEmail(db, email);
    if (!accountId) throw new FieldValidationError({ email: [creditMessages.noAccount] });
    return accountOf(accountId);
  }

  return { grant, mine: (owner: Principal) => accountOf(owner.id), balances, historyByEmail };
}

export type CreditService = ReturnType<typeof createCreditService>;
