import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdentityDatabase } from './database.js';

/**
 * oidc-provider storage for every model in one SQLite table, so sessions, grants, codes and refresh
 * tokens survive a restart. Behaves like the library's in-memory adapter: expired rows are invisible,
 * `consume` marks the payload, and tokens are revoked per model by grant id.
 */
export class SqliteAdapter implements Adapter {
  readonly #db: IdentityDatabase;
  readonly #model: string;

  constructor(db: IdentityDatabase, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null;
    this.#db
      .prepare(
        `INSERT INTO oidc_models (model, id, payload, grant_id, uid, user_code, account_id, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET
           payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
           user_code = excluded.user_code, account_id = excluded.account_id, expires_at = excluded.expires_at`,
      )
      .run(
        this.#model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        payload.accountId ?? null,
        expiresAt,
      );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findOne('model = ? AND id = ?', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findOne('model = ? AND uid = ?', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findOne('model = ? AND user_code = ?', userCode);
  }

  async consume(id: string): Promise<void> {
    const consumedAt = Math.floor(Date.now() / 1000);
    this.#db
      .prepare(
        `UPDATE oidc_models SET payload = json_set(payload, '$.consumed', ?) WHERE model = ? AND id = ?`,
      )
      .run(consumedAt, this.#model, id);
  }

  async destroy(id: string): Promise<void> {
    this.#db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(this.#model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.#db.prepare('DELETE FROM oidc_models WHERE model = ? AND grant_id = ?').run(this.#model, grantId);
  }

  #findOne(where: string, value: string): AdapterPayload | undefined {
    const row = this.#db
      .prepare<[string, string, number], { payload: string }>(
        `SELECT payload FROM oidc_models WHERE ${where} AND (expires_at IS NULL OR expires_at > ?)`,
      )
      .get(this.#model, value, Date.now());
    return row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
  }
}

export function createSqliteAdapterFactory(db: IdentityDatabase) {
  return (model: string): Adapter => new SqliteAdapter(db, model);
}

/** Deletes rows whose expiry has passed; lookups already ignore them, this just reclaims space. */
export function deleteExpiredModels(db: IdentityDatabase): void {
  db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?').run(Date.now());
}

/** Ends every session, grant and token of an account (used after a password reset). */
export function deleteModelsForAccount(db: IdentityDatabase, accountId: string): void {
  db.prepare(
    `DELETE FROM oidc_models WHERE grant_id IN (SELECT id FROM oidc_models WHERE model = 'Grant' AND account_id = ?)`,
  ).run(accountId);
  db.prepare('DELETE FROM oidc_models WHERE account_id = ?').run(accountId);
}
