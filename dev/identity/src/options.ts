import type { SmtpOptions } from './mailer.js';
import { type AbuseLimitOptions, assertValidLimits, resolveLimits } from './throttle.js';

export interface IdentityClientOptions {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Browser origins allowed to call the token/revocation endpoints (CORS). */
  origins: string[];
}

export interface IdentityProviderOptions {
  /** 0 picks a free port (then the default issuer uses it). */
  port: number;
  /** Interface to listen on; by default every interface (IPv4 and IPv6), so http://localhost works. */
  host?: string;
  /** Issuer URL, an origin without a path; defaults to http://localhost:<port>. */
  issuer?: string;
  dataDir: string;
  clients: IdentityClientOptions[];
  /** `aud` of access tokens and the only accepted resource indicator. */
  audience?: string;
  accessTokenTtlSeconds?: number;
  smtp: SmtpOptions;
  /** Origin used in the links of e-mails (password reset, address verification); defaults to the issuer. */
  resetLinkBaseUrl?: string;
  /**
   * Throttling of sign-in failures, sign-ups and mail requests, per client address and per
   * account (normalised e-mail); any rule or part of one replaces its default (see throttle.ts).
   */
  limits?: AbuseLimitOptions;
  /**
   * At most one e-mail of each kind (reset, verification, sign-up notice) per account in this
   * many seconds; further requests get the same answer and send nothing. Default 300; 0 = no limit.
   */
  mailCooldownSeconds?: number;
}

export const DEFAULT_AUDIENCE = 'api://soccer-registration';
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 300;

/** Fails fast with a message naming the bad option. */
export function assertValidOptions(options: IdentityProviderOptions): void {
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new TypeError(`port must be an integer 0-65535, got ${options.port}`);
  }
  if (options.issuer !== undefined) {
    const issuer = new URL(options.issuer);
    // The provider is served from the root of its origin; a path would need a mount prefix.
    if (issuer.pathname !== '/' || options.issuer.endsWith('/') || issuer.search || issuer.hash) {
      throw new TypeError(`issuer must be an origin without a path or trailing slash, got ${options.issuer}`);
    }
  }
  if (options.clients.length === 0) throw new TypeError('at least one client is required');
  for (const client of options.clients) {
    if (!client.clientId) throw new TypeError('clientId must not be empty');
    if (client.redirectUris.length === 0)
      throw new TypeError(`client ${client.clientId} needs a redirect URI`);
  }
  const ttl = options.accessTokenTtlSeconds;
  if (ttl !== undefined && (!Number.isSafeInteger(ttl) || ttl <= 0)) {
    throw new TypeError(`accessTokenTtlSeconds must be a positive integer, got ${ttl}`);
  }
  assertValidLimits(resolveLimits(options.limits));
  const cooldown = options.mailCooldownSeconds;
  if (cooldown !== undefined && (!Number.isSafeInteger(cooldown) || cooldown < 0)) {
    throw new TypeError(`mailCooldownSeconds must be a non-negative integer, got ${cooldown}`);
  }
}
