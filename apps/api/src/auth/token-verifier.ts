import { coachRole } from '@soccer/contracts';
import {
  createRemoteJWKSet,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import type { Config } from '../config.js';

/** The signed-in caller, as read from a verified access token. */
export interface Principal {
  id: string;
  email: string;
  name: string;
  roles: string[];
  /** The provider verified `email` (`email_verified`): only then may it earn an e-mail-listed role or a coach's assignments. */
  emailVerified?: boolean;
}

export interface TokenVerifierOptions {
  authority: string;
  issuer: string;
  audience: string;
  /** The site's client id: a token naming another client (`azp` / `client_id`) is refused. */
  clientId: string;
  /** Oldest token accepted, counted from its `iat`. */
  maxTokenAgeSeconds: number;
  jwksUri?: string | undefined;
  rolesClaim: string;
  emailClaim: string;
  adminEmails: string[];
  staffEmails: string[];
  /** A key set to use instead of fetching the provider's JWKS (tests). */
  keySet?: JWTVerifyGetKey;
}

export class InvalidTokenError extends Error {}

const verifiedTokenCacheSize = 10_000;

// Access tokens of oidc-provider (RFC 9068) say `at+jwt`; Azure AD B2C's say `JWT` or nothing.
// Any other type is some other token (a logout token, an ID token of another profile…).
const accessTokenTypes = new Set(['at+jwt', 'application/at+jwt', 'jwt']);

export function tokenVerifierOptions(config: Config): TokenVerifierOptions {
  return {
    authority: config.OIDC_AUTHORITY,
    issuer: config.OIDC_ISSUER ?? config.OIDC_AUTHORITY,
    audience: config.OIDC_AUDIENCE,
    clientId: config.OIDC_CLIENT_ID,
    maxTokenAgeSeconds: config.OIDC_MAX_TOKEN_AGE_SECONDS,
    jwksUri: config.OIDC_JWKS_URI,
    rolesClaim: config.OIDC_ROLES_CLAIM,
    emailClaim: config.OIDC_EMAIL_CLAIM,
    adminEmails: config.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    staffEmails: config.STAFF_EMAILS.map((e) => e.toLowerCase()),
  };
}

/**
 * Verifies bearer tokens against the identity provider's published keys: signature, issuer,
 * audience, a required `sub`, `iat` and `exp`, an age limit, the token type where the header
 * names one, and the client where the token names one. The JWKS address comes from discovery
 * unless configured, so Azure AD B2C or the local provider work the same way.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  let jwks: JWTVerifyGetKey | undefined = options.keySet;

  async function keys() {
    if (jwks) return jwks;
    const uri = options.jwksUri ?? (await discoverJwksUri(options.authority));
    jwks = createRemoteJWKSet(new URL(uri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    return jwks;
  }

  // A token proven once stays valid until it expires (or grows too old): later requests with
  // the same token skip the signature check. Bounded; the oldest entries go first.
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();

  return async function verify(token: string): Promise<Principal> {
    const hit = verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.principal;
      verified.delete(token);
    }
    let payload: JWTPayload;
    let protectedHeader: JWTHeaderParameters;
    try {
      ({ payload, protectedHeader } = await jwtVerify(token, await keys(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        requiredClaims: ['sub', 'iat', 'exp'],
        maxTokenAge: options.maxTokenAgeSeconds,
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(describe(error));
      throw error;
    }
    if (protectedHeader.typ !== undefined && !accessTokenTypes.has(protectedHeader.typ.toLowerCase()))
      throw new InvalidTokenError('The token is not an access token.');
    for (const claim of ['azp', 'client_id'] as const) {
      if (payload[claim] !== undefined && payload[claim] !== options.clientId)
        throw new InvalidTokenError(`The access token's ${claim} claim is not accepted.`);
    }
    const principal = toPrincipal(payload, options);
    const expiresAt = Math.min(payload.exp!, payload.iat! + options.maxTokenAgeSeconds) * 1000;
    if (verified.size >= verifiedTokenCacheSize) verified.delete(verified.keys().next().value as string);
    verified.set(token, { principal, expiresAt });
    return principal;
  };
}

function toPrincipal(payload: JWTPayload, options: TokenVerifierOptions): Principal {
  if (!payload.sub) throw new InvalidTokenError('Token has no subject.');
  const emailClaim = payload[options.emailClaim];
  // Azure AD B2C puts addresses in an `emails` array.
  const email = String(
    (Array.isArray(emailClaim) ? emailClaim[0] : emailClaim) ??
      (Array.isArray(payload.emails) ? payload.emails[0] : '') ??
      '',
  ).toLowerCase();
  const claimed = payload[options.rolesClaim];
  const roles = new Set(
    (Array.isArray(claimed) ? claimed : typeof claimed === 'string' ? claimed.split(/[\s,]+/) : []).map(
      String,
    ),
  );
  // Anyone can sign up with any address; only one the provider has verified may earn a role
  // from ADMIN_EMAILS / STAFF_EMAILS.
  if (email && emailVerified(payload)) {
    if (options.adminEmails.includes(email)) roles.add('admin');
    if (options.staffEmails.includes(email)) roles.add('staff');
  }
  const name = typeof payload.name === 'string' ? payload.name : email;
  return {
    id: payload.sub,
    email,
    name,
    roles: [...roles].filter(Boolean),
    emailVerified: Boolean(email) && emailVerified(payload),
  };
}

/** OpenID Connect's `email_verified`; some providers send it as the string "true". */
function emailVerified(payload: JWTPayload): boolean {
  return payload.email_verified === true || payload.email_verified === 'true';
}

function describe(error: InstanceType<typeof joseErrors.JOSEError>): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return error.reason === 'missing'
      ? `The access token has no ${error.claim} claim.`
      : `The access token's ${error.claim} claim is not accepted.`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'The access token signature is not valid.';
  return 'The access token is not valid.';
}

async function discoverJwksUri(authority: string): Promise<string> {
  const url = `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`OpenID discovery failed at ${url}: ${response.status}`);
  const body = (await response.json()) as { jwks_uri?: string };
  if (!body.jwks_uri) throw new Error(`OpenID discovery at ${url} has no jwks_uri`);
  return body.jwks_uri;
}

export function isStaff(p: Principal): boolean {
  return p.roles.includes('staff') || p.roles.includes('admin');
}
export function isAdmin(p: Principal): boolean {
  return p.roles.includes('admin');
}
/** The provider's roles claim names the caller a coach (decision 0089); the rosters still come from assignments. */
export function hasCoachClaim(p: Principal): boolean {
  return p.roles.includes(coachRole);
}
