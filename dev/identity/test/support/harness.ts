import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  type IdentityProviderOptions,
  type RunningIdentityProvider,
  startIdentityProvider,
} from '../../src/index.js';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

export const APP_URL = 'http://localhost:5999';
export const CLIENT_ID = 'soccer-web';
export const REDIRECT_URI = `${APP_URL}/auth/callback`;
export const POST_LOGOUT_REDIRECT_URI = `${APP_URL}/`;
export const AUDIENCE = 'api://soccer-registration';

export interface TestIdentityProvider {
  url: string;
  dataDir: string;
  smtp: SmtpSink;
  /** Stops the provider (keeps data and the SMTP sink), e.g. to start it again on the same port. */
  stop(): Promise<void>;
  /** Starts it again with the same data directory and port. */
  restart(): Promise<void>;
  /** Stops everything and deletes the data directory. */
  close(): Promise<void>;
}

export interface TestProviderOptions
  extends Partial<Omit<IdentityProviderOptions, 'port' | 'issuer' | 'clients' | 'smtp'>> {
  /** How long the SMTP sink waits before accepting each message (a slow mail server). */
  smtpDelayMs?: number;
}

/** Starts the provider on a free port with a temporary data directory and an SMTP sink. */
export async function startTestIdentityProvider(
  options: TestProviderOptions = {},
): Promise<TestIdentityProvider> {
  const { smtpDelayMs, ...overrides } = options;
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'identity-test-')));
  const smtp = await startSmtpSink({ delayMs: smtpDelayMs ?? 0 });
  let port = 0;
  let running: RunningIdentityProvider | undefined;

  const start = async () => {
    running = await startIdentityProvider({
      ...overrides,
      port,
      issuer: port ? `http://localhost:${port}` : undefined,
      dataDir,
      clients: [
        {
          clientId: CLIENT_ID,
          redirectUris: [REDIRECT_URI, `${APP_URL}/auth/popup-callback`],
          postLogoutRedirectUris: [POST_LOGOUT_REDIRECT_URI],
          origins: [APP_URL],
        },
      ],
      audience: AUDIENCE,
      smtp: { host: '127.0.0.1', port: smtp.port, from: 'no-reply@localhost' },
    });
    port = Number(new URL(running.url).port);
  };
  await start();

  const handle: TestIdentityProvider = {
    get url() {
      if (!running) throw new Error('identity provider is stopped');
      return running.url;
    },
    dataDir,
    smtp,
    async stop() {
      await running?.close();
      running = undefined;
    },
    restart: start,
    async close() {
      await handle.stop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/**
 * One provider for a test file: started before its tests (with `options`, or the options that
 * function prepares) and closed after them. The handle answers once the provider has started.
 */
export function useTestIdentityProvider(
  options: TestProviderOptions | (() => Promise<TestProviderOptions>) = {},
): TestIdentityProvider {
  let idp: TestIdentityProvider | undefined;
  beforeAll(async () => {
    idp = await startTestIdentityProvider(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await idp?.close();
  });
  const started = () => {
    if (!idp) throw new Error('the identity provider starts before the tests');
    return idp;
  };
  return {
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
    get smtp() {
      return started().smtp;
    },
    stop: () => started().stop(),
    restart: () => started().restart(),
    close: () => started().close(),
  };
}
