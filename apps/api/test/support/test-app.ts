import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { type AppDependencies, buildApp } from '../../src/app.js';
import { createTokenVerifier, tokenVerifierOptions } from '../../src/auth/token-verifier.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { createTestDatabase, withSchemaChangeLock } from './test-database.js';
import { accounts, createTestKeys, type TestAccount, testAudience, testIssuer } from './test-tokens.js';

export interface TestApp {
  app: FastifyInstance;
  database: Db & { url?: string };
  config: Config;
  clock: { now: Date };
  /** The verifier the app trusts (a second server on the same database takes the same tokens). */
  verifyToken: ReturnType<typeof createTokenVerifier>;
  token(
    account: TestAccount,
    overrides?: Parameters<Awaited<ReturnType<typeof createTestKeys>>['sign']>[1],
  ): Promise<string>;
  /** `inject` with a bearer token for the account. */
  as(account: TestAccount | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh database, with tokens signed by a test key the verifier trusts. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { sqliteFile?: string } & Pick<AppDependencies, 'textClient'> = {},
): Promise<TestApp> {
  const { sqliteFile, ...extra } = options;
  const database = await createTestDatabase(sqliteFile ? { file: sqliteFile } : {});
  const jobsSchema = `jobs_${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OIDC_AUTHORITY: testIssuer,
    OIDC_AUDIENCE: testAudience,
    WEB_DIST: '/nonexistent',
    // A request may queue a job (pg-boss opens its pool in the test's own database on first use).
    // Its own pg-boss schema too, so no other test's jobs run here (dropped on close).
    ...(database.url ? { DATABASE_URL: database.url, JOBS_SCHEMA: jobsSchema } : {}),
    ...env,
  });
  const keys = await createTestKeys();
  const clock = { now: new Date() };
  const verifyToken = createTokenVerifier({ ...tokenVerifierOptions(config), keySet: keys.keySet });
  const app = await buildApp({
    config,
    database,
    verifyToken,
    now: () => clock.now,
    ...extra,
    ...(process.env.TEST_LOG_LEVEL ? {} : { logger: false }),
  });
  await app.ready();

  // Signing is the slow part of a request in tests; reuse a token for a few minutes.
  const cache = new Map<string, { token: string; until: number }>();
  async function tokenFor(account: TestAccount) {
    const hit = cache.get(account.id);
    if (hit && hit.until > Date.now()) return hit.token;
    const token = await keys.sign(account);
    cache.set(account.id, { token, until: Date.now() + 4 * 60_000 });
    return token;
  }

  return {
    app,
    database,
    config,
    clock,
    verifyToken,
    token: keys.sign,
    async as(account, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (account) headers.authorization = `Bearer ${await tokenFor(account)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.jobs.stop({ timeoutMs: 200 });
      await app.close();
      if (database.url)
        await withSchemaChangeLock((admin) => admin.query(`drop schema if exists ${jobsSchema} cascade`));
      await database.close();
    },
  };
}

/** POSTs a raw body (malformed JSON, another media type) with its content type and any other headers. */
export const postRaw = (
  app: FastifyInstance,
  url: string,
  payload: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload });

/**
 * An app made fresh for each test of the enclosing `describe` by `create` and closed after it;
 * the returned object stands for the current test's app.
 */
export function freshForEachTest<T extends { close(): Promise<void> }>(create: () => Promise<T>): T {
  let current: T | undefined;
  beforeEach(async () => {
    current = await create();
  });
  afterEach(() => current?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!current) throw new Error('the app is made in beforeEach');
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

export { accounts };

/** Saves `locale` as the account's language, as the site's language choice does. */
export const saveLanguage = (t: TestApp, account: TestAccount, locale: string) =>
  t.as(account, { method: 'PUT', url: '/api/Account/Language', payload: { locale } });
