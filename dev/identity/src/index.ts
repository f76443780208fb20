import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountMail, DEFAULT_MAIL_COOLDOWN_SECONDS } from './account-mail.js';
import { AccountStore } from './accounts.js';
import { BackgroundTasks } from './background.js';
import { openIdentityDatabase } from './database.js';
import { demoAccounts } from './demo-accounts.js';
import { createRequestHandler } from './http/request-handler.js';
import { MailTokens } from './mail-tokens.js';
import { Mailer } from './mailer.js';
import {
  assertValidOptions,
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_AUDIENCE,
  type IdentityProviderOptions,
} from './options.js';
import { createProvider } from './provider.js';
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys } from './secrets.js';
import { createSqliteAdapterFactory, deleteExpiredModels } from './sqlite-adapter.js';
import { AbuseControls, resolveLimits } from './throttle.js';

export { DEMO_PASSWORD, type DemoAccount, demoAccounts } from './demo-accounts.js';
export type { IdentityClientOptions, IdentityProviderOptions } from './options.js';
export { API_SCOPE } from './provider.js';
export type { AbuseLimitOptions, AbuseLimits, LimitRule } from './throttle.js';

export interface RunningIdentityProvider {
  /** The issuer, e.g. http://localhost:8081 (discovery at /.well-known/openid-configuration). */
  url: string;
  close(): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const CLOSE_GRACE_MS = 5000;

function listen(server: Server, port: number, host: string | undefined): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const onListening = () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    };
    if (host) server.listen(port, host, onListening);
    else server.listen(port, onListening);
  });
}

/** Starts the local OpenID Connect provider (the development stand-in for Azure AD B2C). */
export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<RunningIdentityProvider> {
  assertValidOptions(options);
  const db = openIdentityDatabase(options.dataDir);
  const server = createServer();
  const background = new BackgroundTasks();
  let mailer: Mailer | undefined;
  try {
    const accounts = new AccountStore(db);
    await accounts.seed(demoAccounts);
    const jwks = await loadOrCreateSigningKeys(options.dataDir);
    const cookieKeys = loadOrCreateCookieKeys(db);
    deleteExpiredModels(db);

    // Listen first so port 0 can resolve to the real port used by the default issuer.
    const address = await listen(server, options.port, options.host);
    const issuer = options.issuer ?? `http://localhost:${address.port}`;

    const clients = options.clients;
    const appUrlFor = (clientId: string | undefined) => {
      const client = clients.find((c) => c.clientId === clientId) ?? clients[0];
      return client?.postLogoutRedirectUris[0] ?? client?.origins[0] ?? issuer;
    };
    const audience = options.audience ?? DEFAULT_AUDIENCE;
    const provider = createProvider({
      issuer,
      audience,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      clients,
      accounts,
      adapter: createSqliteAdapterFactory(db),
      jwks,
      cookieKeys,
      appUrlFor,
    });
    mailer = new Mailer(options.smtp);
    const mailTokens = new MailTokens(db);
    const accountMail = new AccountMail({
      accounts,
      tokens: mailTokens,
      mailer,
      background,
      linkBaseUrl: options.resetLinkBaseUrl ?? issuer,
      appUrl: appUrlFor(undefined),
      cooldownSeconds: options.mailCooldownSeconds ?? DEFAULT_MAIL_COOLDOWN_SECONDS,
    });

    server.on(
      'request',
      createRequestHandler({
        provider,
        db,
        accounts,
        mailTokens,
        accountMail,
        abuse: new AbuseControls(resolveLimits(options.limits)),
        demoAccounts,
        issuer,
        appOrigins: [...new Set(clients.flatMap((c) => c.origins))],
        appUrlFor,
      }),
    );

    const cleanup = setInterval(() => deleteExpiredModels(db), CLEANUP_INTERVAL_MS);
    cleanup.unref();

    let closing: Promise<void> | undefined;
    const runningMailer = mailer;
    return {
      url: issuer,
      close() {
        closing ??= new Promise<void>((resolve) => {
          clearInterval(cleanup);
          server.close(() => {
            // Let e-mails being sent finish (they use the database) before closing it.
            void background.idle(CLOSE_GRACE_MS).then(() => {
              runningMailer.close();
              db.close();
              resolve();
            });
          });
          // Keep-alive connections (browsers, fetch) would otherwise hold close() open.
          server.closeAllConnections();
        });
        return closing;
      },
    };
  } catch (err) {
    mailer?.close();
    if (server.listening) server.close();
    db.close();
    throw err;
  }
}
