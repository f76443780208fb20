import { randomUUID } from 'node:crypto';
import type { IdentityDatabase } from './database.js';
import type { DemoAccount } from './demo-accounts.js';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords.js';

export interface Account {
  id: string;
  email: string;
  name: string;
  roles: string[];
  /** The owner followed a link mailed to the address (or reset the password through one). */
  emailVerified: boolean;
  createdAt: string;
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: string;
  email_verified_at: string | null;
  created_at: string;
}

/** E-mails are compared case-insensitively and stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toAccount(row: AccountRow): Account {
  const roles: unknown = JSON.parse(row.roles);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at,
  };
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  roles?: readonly string[];
  emailVerified?: boolean;
}

export class AccountStore {
  readonly #db: IdentityDatabase;

  constructor(db: IdentityDatabase) {
    this.#db = db;
  }

  findById(id: string): Account | undefined {
    const row = this.#db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
    return row && toAccount(row);
  }

  findByEmail(email: string): Account | undefined {
    const row = this.#db
      .prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?')
      .get(normalizeEmail(email));
    return row && toAccount(row);
  }

  /**
   * Creates the account, or returns undefined when the address is taken. Both cases hash the
   * password and run the same insert, so they take the same time.
   */
  async create(input: NewAccount): Promise<Account | undefined> {
    const now = new Date().toISOString();
    const account: Account = {
      id: randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      roles: [...(input.roles ?? [])],
      emailVerified: input.emailVerified ?? false,
      createdAt: now,
    };
    const passwordHash = await hashPassword(input.password);
    const result = this.#db
      .prepare(
        `INSERT INTO accounts (id, email, name, password_hash, roles, email_verified_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      )
      .run(
        account.id,
        account.email,
        account.name,
        passwordHash,
        JSON.stringify(account.roles),
        account.emailVerified ? now : null,
        account.createdAt,
      );
    return result.changes === 0 ? undefined : account;
  }

  /** Returns the account when the password matches; unknown e-mails cost the same time. */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const row = this.#db
      .prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?')
      .get(normalizeEmail(email));
    if (!row) {
      await spendPasswordCheckTime(password);
      return undefined;
    }
    return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
  }

  /** Stores an already computed hash (see hashPassword), so callers can update inside a transaction. */
  setPasswordHash(id: string, passwordHash: string): void {
    this.#db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }

  /** Records that the owner proved the address (kept from the first time). */
  markEmailVerified(id: string): void {
    this.#db
      .prepare('UPDATE accounts SET email_verified_at = ? WHERE id = ? AND email_verified_at IS NULL')
      .run(new Date().toISOString(), id);
  }

  /**
   * Creates the demo accounts that are missing; existing ones (and changed passwords) are kept.
   * Demo addresses count as verified, also in databases created before addresses were verified.
   */
  async seed(accounts: readonly DemoAccount[]): Promise<void> {
    for (const demo of accounts) {
      const existing = this.findByEmail(demo.email);
      if (!existing) await this.create({ ...demo, emailVerified: true });
      else if (!existing.emailVerified) this.markEmailVerified(existing.id);
    }
  }
}
