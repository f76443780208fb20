import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type IdentityDatabase = Database.Database;

/**
 * Opens (and creates on first use) `${dataDir}/identity.sqlite`. One file holds accounts, the
 * OIDC artefacts (sessions, grants, tokens…) and password-reset tokens, so a restart keeps users
 * signed in.
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
  db.exec(SCHEMA);
  return db;
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
