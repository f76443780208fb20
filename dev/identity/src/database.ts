import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type IdentityDatabase = Database.Database;

/**
 * Opens (and creates on first use) `${dataDir}/identity.sqlite`. One file holds accounts, the
 * OIDC artefacts (sessions, grants, tokens…) and the mailed tokens (password reset, address
 * verification), so a restart keeps users signed in. Older files are migrated in place.
 */
export function openIdentityDatabase(dataDir: string): IdentityDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'identity.sqlite');
  const db = new Database(file);
  // Password hashes and live tokens: owner-only, like the key file (SQLite's -wal/-shm follow it).
  chmodSync(file, 0o600);
  // WAL lets readers and the single writer proceed together; NORMAL sync is safe with WAL.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Steps from the first schema (SCHEMA below, never changed) to the current one; `user_version`
 * counts the steps applied. Each runs in a transaction, so a failed step leaves the file as it was.
 */
const MIGRATIONS: readonly string[] = [
  // 1: accounts get a verified-address state; password-reset tokens become mail tokens with a
  // purpose ('reset' or 'verify'), keeping the reset links already sent.
  `ALTER TABLE accounts ADD COLUMN email_verified_at TEXT;
   CREATE TABLE mail_tokens (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
     purpose    TEXT NOT NULL CHECK (purpose IN ('reset', 'verify')),
     expires_at INTEGER NOT NULL,
     used_at    INTEGER,
     return_to  TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX mail_tokens_account ON mail_tokens (account_id, purpose);
   INSERT INTO mail_tokens (token_hash, account_id, purpose, expires_at, used_at, return_to, created_at)
     SELECT token_hash, account_id, 'reset', expires_at, used_at, return_to, created_at
     FROM password_reset_tokens;
   DROP TABLE password_reset_tokens;`,
];

function migrate(db: IdentityDatabase): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  // A new file, or one from before the migrations (its tables exist already: IF NOT EXISTS).
  if (applied === 0) db.exec(SCHEMA);
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (version <= applied) return;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  });
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  roles         TEXT NOT NULL DEFAULT '[]',
  created_at    TEXT NOT NULL
);

-- Every oidc-provider model (Session, Grant, AuthorizationCode, RefreshToken, Interaction, …).
-- The lookup columns are copied out of the JSON payload so the adapter's queries can use indexes.
CREATE TABLE IF NOT EXISTS oidc_models (
  model      TEXT NOT NULL,
  id         TEXT NOT NULL,
  payload    TEXT NOT NULL,
  grant_id   TEXT,
  uid        TEXT,
  user_code  TEXT,
  account_id TEXT,
  expires_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_models_grant_id ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_account_id ON oidc_models (account_id) WHERE account_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_expires_at ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;

-- Only a hash of each reset token is stored, so a copy of the database cannot reset passwords.
-- (Migration 1 replaces this table with mail_tokens.)
CREATE TABLE IF NOT EXISTS password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  return_to  TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS password_reset_tokens_account ON password_reset_tokens (account_id);

CREATE TABLE IF NOT EXISTS settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
