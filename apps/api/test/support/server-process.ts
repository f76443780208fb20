import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startJwksServer } from './jwks-server.js';
import { raceEnv } from './load-env.js';
import { createTestDatabase, withSchemaChangeLock } from './test-database.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

/**
 * Runs the real server entry (`src/server.ts`) as its own process, the way production does. On
 * PostgreSQL its start-up migration takes its turn with the other test files' schema changes.
 */
export async function startServerProcess(env: Record<string, string>) {
  return env.DATABASE_URL ? withSchemaChangeLock(() => startOnAFreePort(env)) : startOnAFreePort(env);
}

/** The free port can be taken by another test file before the child listens; then it tries another. */
async function startOnAFreePort(env: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer(env);
    } catch (error) {
      if (!/EADDRINUSE/.test(String(error)) || attempt === 5) throw error;
    }
  }
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DEMO_SEED: 'false',
        WEB_DIST: '/nonexistent',
        SMTP_PORT: '1',
        ...raceEnv,
        HOLD_SWEEP_MS: '3600000',
        MAIL_POLL_MS: '3600000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    kill(signal: NodeJS.Signals = 'SIGTERM') {
      child.kill(signal);
      return new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
    },
  };
}

/**
 * The way the product scales out: two app server processes sharing one fresh PostgreSQL database
 * and trusting one test key set (`env` adds settings). Started before the file's tests, stopped
 * after them; the returned object holds them once started.
 */
export function twoServersSharingPostgres(env: Record<string, string> = {}) {
  const shared = {} as {
    database: Awaited<ReturnType<typeof createTestDatabase>>;
    jwks: Awaited<ReturnType<typeof startJwksServer>>;
    servers: Awaited<ReturnType<typeof startServerProcess>>[];
  };
  beforeAll(async () => {
    shared.database = await createTestDatabase();
    shared.jwks = await startJwksServer();
    const all = {
      DATABASE_URL: shared.database.url!,
      // The job queue's tables go in the test's own schema, dropped with it.
      JOBS_SCHEMA: new URL(shared.database.url!).searchParams.get('options')!.replace('-c search_path=', ''),
      OIDC_AUTHORITY: shared.jwks.issuer,
      OIDC_JWKS_URI: shared.jwks.jwksUri,
      OIDC_AUDIENCE: shared.jwks.audience,
      ...raceEnv,
      ...env,
    };
    shared.servers = [await startServerProcess(all), await startServerProcess(all)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all((shared.servers ?? []).map((s) => s.kill()));
    await shared.jwks?.close();
    await shared.database?.close();
  });
  return shared;
}
