import { randomUUID } from 'node:crypto';
import type { IdentityDatabase } from './database.js';
import type { DemoAccount } from './demo-accounts.js';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords.js';

export interface Account {
  id: string;
  email: string;
  name: string;
  roles: string[];
  createdAt: string;
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: string;
  created_at: string;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('An account with this email already exists.');
  }
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
    createdAt: row.created_at,
  };
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

  async create(input: { email: string; name: string; password: string; roles?: readonly string[] }) {
    const account: Account = {
      id: randomUUID(),
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      roles: [...(input.roles ?? [])],
      createdAt: new Date().toISOString(),
    };
    const passwordHash = await hashPassword(input.password);
    const result = this.#db
      .prepare(
        `INSERT INTO accounts (id, email, name, password_hash, roles, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      )
      .run(
        account.id,
        account.email,
        account.name,
        passwordHash,
        JSON.stringify(account.roles),
        account.createdAt,
      );
    if (result.changes === 0) throw new DuplicateEmailError();
    return account;
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

  /** Creates the demo accounts that are missing; existing ones (and changed passwords) are kept. */
  async seed(accounts: readonly DemoAccount[]): Promise<void> {
    for (const demo of accounts) {
      if (this.findByEmail(demo.email)) continue;
      try {
        await this.create(demo);
      } catch (err) {
        if (!(err instanceof DuplicateEmailError)) throw err;
      }
    }
  }
}
