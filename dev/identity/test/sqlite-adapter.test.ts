import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type IdentityDatabase, openIdentityDatabase } from '../src/database.js';
import { SqliteAdapter } from '../src/sqlite-adapter.js';

let dataDir: string;
let db: IdentityDatabase;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'identity-adapter-'));
  db = openIdentityDatabase(dataDir);
});

afterEach(async () => {
  db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SqliteAdapter', () => {
  it('stores, finds, consumes and destroys payloads per model', async () => {
    const codes = new SqliteAdapter(db, 'AuthorizationCode');
    const sessions = new SqliteAdapter(db, 'Session');
    await codes.upsert('c1', { accountId: 'a1', grantId: 'g1', kind: 'AuthorizationCode' }, 60);

    expect(await codes.find('c1')).toEqual({ accountId: 'a1', grantId: 'g1', kind: 'AuthorizationCode' });
    expect(await sessions.find('c1')).toBeUndefined();

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));

    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('hides expired rows and keeps rows without expiry', async () => {
    const grants = new SqliteAdapter(db, 'Grant');
    await grants.upsert('expired', { kind: 'Grant' }, -1);
    await grants.upsert('forever', { kind: 'Grant' });
    expect(await grants.find('expired')).toBeUndefined();
    expect(await grants.find('forever')).toEqual({ kind: 'Grant' });
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = new SqliteAdapter(db, 'Session');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a1' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a1' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();

    const deviceCodes = new SqliteAdapter(db, 'DeviceCode');
    await deviceCodes.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes only the given model’s tokens of a grant', async () => {
    const refreshTokens = new SqliteAdapter(db, 'RefreshToken');
    const codes = new SqliteAdapter(db, 'AuthorizationCode');
    await refreshTokens.upsert('r1', { grantId: 'g1' }, 60);
    await refreshTokens.upsert('r2', { grantId: 'g2' }, 60);
    await codes.upsert('c1', { grantId: 'g1' }, 60);

    await refreshTokens.revokeByGrantId('g1');
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
  });

  it('replaces the payload on upsert and clears consumed with it', async () => {
    const tokens = new SqliteAdapter(db, 'RefreshToken');
    await tokens.upsert('r1', { grantId: 'g1', scope: 'openid' }, 60);
    await tokens.consume('r1');
    await tokens.upsert('r1', { grantId: 'g1', scope: 'openid email' }, 60);
    expect(await tokens.find('r1')).toEqual({ grantId: 'g1', scope: 'openid email' });
  });
});
