import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openIdentityDatabase } from '../src/database.js';
import { DEMO_PASSWORD } from '../src/index.js';
import { hashPassword } from '../src/passwords.js';
import { useTestIdentityProvider } from './support/harness.js';
import { signIn, verifyAccessToken, verifyIdToken } from './support/oidc.js';

// The accounts and reset-token tables as they were before addresses were verified.
const OLD_SCHEMA = `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
  password_hash TEXT NOT NULL, roles TEXT NOT NULL DEFAULT '[]', created_at TEXT NOT NULL
);
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL, used_at INTEGER, return_to TEXT, created_at INTEGER NOT NULL
);
`;

const idp = useTestIdentityProvider(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'identity-migration-'));
  const old = new Database(join(dataDir, 'identity.sqlite'));
  old.exec(OLD_SCHEMA);
  const insert = old.prepare(
    "INSERT INTO accounts (id, email, name, password_hash, roles, created_at) VALUES (?, ?, ?, ?, '[]', ?)",
  );
  insert.run('demo-parent', 'parent@example.com', 'Pat Parker', await hashPassword(DEMO_PASSWORD), 'x');
  insert.run('someone', 'someone@example.com', 'Some One', await hashPassword('a-long-password'), 'x');
  old
    .prepare(
      'INSERT INTO password_reset_tokens (token_hash, account_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
    )
    .run('hash', 'someone', Date.now() + 60_000, Date.now());
  old.close();
  return { dataDir };
});

describe('a database from before e-mail verification', () => {
  it('marks the demo accounts verified and other accounts unverified', async () => {
    const demo = await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);
    expect((await verifyAccessToken(idp.url, demo.tokens.access_token)).email_verified).toBe(true);
    expect((await verifyIdToken(idp.url, demo.tokens.id_token)).email_verified).toBe(true);
    expect((await verifyAccessToken(idp.url, demo.tokens.access_token)).sub).toBe('demo-parent');

    const other = await signIn(idp.url, 'someone@example.com', 'a-long-password');
    expect((await verifyAccessToken(idp.url, other.tokens.access_token)).email_verified).toBe(false);
  });

  it('keeps reset tokens as mail tokens and migrates only once', async () => {
    await idp.stop();
    const db = openIdentityDatabase(idp.dataDir);
    try {
      expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(1);
      expect(db.prepare('SELECT account_id, purpose FROM mail_tokens').all()).toEqual([
        { account_id: 'someone', purpose: 'reset' },
      ]);
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'password_reset_tokens'")
        .all();
      expect(tables).toEqual([]);
    } finally {
      db.close();
    }
    await idp.restart();
    const again = await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);
    expect((await verifyAccessToken(idp.url, again.tokens.access_token)).email_verified).toBe(true);
  });
});
