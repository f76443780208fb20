import {
  createRemoteJWKSet,
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
}

export interface TokenVerifierOptions {
  authority: string;
  issuer: string;
  audience: string;
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

export function tokenVerifierOptions(config: Config): TokenVerifierOptions {
  return {
    authority: config.OIDC_AUTHORITY,
    issuer: config.OIDC_ISSUER ?? config.OIDC_AUTHORITY,
    audience: config.OIDC_AUDIENCE,
    jwksUri: config.OIDC_JWKS_URI,
    rolesClaim: config.OIDC_ROLES_CLAIM,
    emailClaim: config.OIDC_EMAIL_CLAIM,
    adminEmails: config.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    staffEmails: config.STAFF_EMAILS.map((e) => e.toLowerCase()),
  };
}

/**
 * Verifies bearer tokens against the identity provider's published keys: signature, issuer,
 * audience and expiry. The JWKS address comes from discovery unless configured, so Azure AD B2C
 * or the local provider work the same way.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  let jwks: JWTVerifyGetKey | undefined = options.keySet;

  async function keys() {
    if (jwks) return jwks;
    const uri = options.jwksUri ?? (await discoverJwksUri(options.authority));
    jwks = createRemoteJWKSet(new URL(uri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    return jwks;
  }

  // A token proven once stays valid until it expires: later requests with the same token skip
  // the signature check. Bounded; the oldest entries go first.
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();

  return async function verify(token: string): Promise<Principal> {
    const hit = verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.principal;
      verified.delete(token);
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keys(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(describe(error));
      throw error;
    }
    const principal = toPrincipal(payload, options);
    if (payload.exp) {
      if (verified.size >= verifiedTokenCacheSize) verified.delete(verified.keys().next().value as string);
      verified.set(token, { principal, expiresAt: payload.exp * 1000 });
    }
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
  if (email && options.adminEmails.includes(email)) roles.add('admin');
  if (email && options.staffEmails.includes(email)) roles.add('staff');
  const name = typeof payload.name === 'string' ? payload.name : email;
  return { id: payload.sub, email, name, roles: [...roles].filter(Boolean) };
}

function describe(error: InstanceType<typeof joseErrors.JOSEError>): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `The access token's ${error.claim} claim is not accepted.`;
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
