import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import type { TextClient } from '../../src/modules/messages/text-client.js';
import type { TestApp } from './test-app.js';

/**
 * Another app server on the test app's PostgreSQL database, with a pool of its own, the same
 * clock and the same tokens: how the product runs on several servers. `config` adds settings
 * (a job queue's schema, its poll). `close` stops its job queue, then the app and its pool.
 */
export async function anotherServer(
  t: Pick<TestApp, 'database' | 'config' | 'clock' | 'verifyToken' | 'token'>,
  options: { config?: Partial<Config>; poolSize?: number; textClient?: TextClient } = {},
) {
  const database = openDatabase({ databaseUrl: t.database.url!, poolSize: options.poolSize ?? 6 });
  const app = await buildApp({
    config: { ...t.config, ...options.config },
    database,
    now: () => t.clock.now,
    logger: false,
    verifyToken: t.verifyToken,
    ...(options.textClient ? { textClient: options.textClient } : {}),
  });
  await app.ready();
  return {
    app,
    /** `inject` with a bearer token for the account, as `TestApp.as`. */
    as: (async (account, request) => {
      const headers = { ...(request.headers ?? {}) } as Record<string, string>;
      if (account) headers.authorization = `Bearer ${await t.token(account)}`;
      return app.inject({ ...request, headers });
    }) as TestApp['as'],
    async close() {
      await app.jobs.stop({ timeoutMs: 1000 });
      await app.close();
      await database.close();
    },
  };
}

export type AnotherServer = Awaited<ReturnType<typeof anotherServer>>;
