import { resolve } from 'node:path';
import { runAsProgram } from '../../shared/src/program.js';
import { type IdentityProviderOptions, startIdentityProvider } from './index.js';

function integer(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Builds the provider options from environment variables (see README.md). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityProviderOptions {
  const port = integer('IDP_PORT', 8081, env);
  const appUrl = withoutTrailingSlash(env.APP_URL || 'http://localhost:8080');
  return {
    port,
    // Loopback unless configured: the stand-in is for this machine, not the network.
    host: env.IDP_HOST || '127.0.0.1',
    issuer: withoutTrailingSlash(env.IDP_ISSUER || `http://localhost:${port}`),
    dataDir: resolve(env.DATA_DIR || './data'),
    audience: env.OIDC_AUDIENCE || 'api://soccer-registration',
    clients: [
      {
        clientId: env.OIDC_CLIENT_ID || 'soccer-web',
        redirectUris: [`${appUrl}/auth/callback`, `${appUrl}/auth/popup-callback`],
        postLogoutRedirectUris: [`${appUrl}/`],
        origins: [new URL(appUrl).origin],
      },
    ],
    // A browser test suite signs up many accounts from one address in an hour.
    limits: {
      signUp: { perClient: { attempts: integer('IDP_SIGNUPS_PER_CLIENT_PER_HOUR', 10, env) } },
    },
    smtp: {
      host: env.SMTP_HOST || 'localhost',
      port: integer('SMTP_PORT', 1025, env),
      from: env.MAIL_FROM || 'no-reply@localhost',
    },
  };
}

// Its data (accounts, signing keys) is readable by its owner only.
runAsProgram(
  import.meta.url,
  async () => {
    const provider = await startIdentityProvider(optionsFromEnv());
    console.log(`Identity provider listening at ${provider.url}`);
    console.log(`Discovery: ${provider.url}/.well-known/openid-configuration`);
    return provider;
  },
  (err) => console.error('[identity] failed to start:', err instanceof Error ? err.message : err),
);
