import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { IdentityDatabase } from './database.js';

export interface SigningKeys {
  keys: JWK[];
}

const KEYS_FILE = 'identity-jwks.json';

/**
 * Loads the RS256 signing key from `${dataDir}/identity-jwks.json`, generating it on first start.
 * A stable key (and `kid`) means tokens issued before a restart still verify after it.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = join(dataDir, KEYS_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as SigningKeys;
    if (!Array.isArray(stored.keys) || stored.keys.length === 0) throw new Error(`${file} holds no keys`);
    await chmod(file, 0o600).catch(() => undefined);
    return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint({ kty: 'RSA', e: jwk.e, n: jwk.n });
  const keys: SigningKeys = { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  // Write to a private temp file and rename, so a crash never leaves a half-written key file.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, file);
  return keys;
}

/** Secret(s) that sign the provider's cookies, created once and kept in the database. */
export function loadOrCreateCookieKeys(db: IdentityDatabase): string[] {
  const row = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'cookie_keys'").get();
  if (row) return JSON.parse(row.value) as string[];
  const keys = [randomBytes(32).toString('base64url')];
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('cookie_keys', ?)").run(
    JSON.stringify(keys),
  );
  return loadOrCreateCookieKeys(db);
}
