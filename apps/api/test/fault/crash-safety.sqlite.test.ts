import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { campRegistrationBody, createCampSession } from '../support/factories.js';
import { startJwksServer } from '../support/jwks-server.js';
import { startServerProcess } from '../support/server-process.js';
import { accounts } from '../support/test-app.js';

const kills = Number(process.env.CRASH_KILLS ?? 20);

/**
 * A server writing registrations is killed with SIGKILL at random moments. After every
 * restart each registration that was answered 200 is there, and SQLite's integrity check passes.
 */
describe('crash safety of the SQLite file (sqlite)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'soccer-crash-')), 'soccer.sqlite');
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let sessionId = 0;

  beforeAll(async () => {
    jwks = await startJwksServer();
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database);
    sessionId = await createCampSession(database.db, new Date(), { capacity: 1_000_000 });
    await database.close();
  });
  afterAll(() => jwks.close());

  it(`keeps every acknowledged registration across ${kills} SIGKILLs`, async () => {
    const token = await jwks.sign(accounts.parentA);
    const acknowledged = new Set<number>();
    for (let round = 0; round < kills; round++) {
      const server = await startServerProcess({
        SQLITE_FILE: file,
        OIDC_AUTHORITY: jwks.issuer,
        OIDC_JWKS_URI: jwks.jwksUri,
        OIDC_AUDIENCE: jwks.audience,
      });
      let stop = false;
      const writer = async () => {
        while (!stop) {
          try {
            const res = await fetch(`${server.url}/api/Registration/submitRegistration`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(campRegistrationBody(sessionId, { playerFirstName: `K${round}` })),
            });
            if (res.status === 200) acknowledged.add(((await res.json()) as { id: number }).id);
            else await res.arrayBuffer();
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Promise.all([writer(), writer(), writer()]);
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 600));
      await server.kill('SIGKILL');
      stop = true;
      await writers;

      const sqlite = new SqliteDatabase(file, { readonly: true });
      try {
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        const ids = new Set(
          (sqlite.prepare('select id from camp_registrations').all() as { id: number }[]).map((r) => r.id),
        );
        const lost = [...acknowledged].filter((id) => !ids.has(id));
        expect(lost, `round ${round}: acknowledged but missing`).toEqual([]);
      } finally {
        sqlite.close();
      }
    }
    expect(acknowledged.size).toBeGreaterThan(kills);
  }, 600_000);
});
