import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export const testIssuer = 'http://identity.test';
export const testAudience = 'api://soccer-registration';
export const testClientId = 'soccer-web';

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  roles: string[];
}

export const accounts = {
  parentA: { id: 'parent-a', email: 'parent@example.com', name: 'Pat Parker', roles: [] },
  parentB: { id: 'parent-b', email: 'parent2@example.com', name: 'Jordan Lee', roles: [] },
  staff: { id: 'staff-1', email: 'staff@example.com', name: 'Sam Staff', roles: ['staff'] },
  admin: { id: 'admin-1', email: 'admin@example.com', name: 'Alex Admin', roles: ['admin'] },
  /** A coach by assignment only (no role claim): what an admin assigns to this e-mail. */
  coach: { id: 'coach-1', email: 'coach@example.com', name: 'Casey Coach', roles: [] },
} satisfies Record<string, TestAccount>;

/** A signing key of our own and the JWKS the API verifies against, as a provider would publish. */
export async function createTestKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [publicJwk] });

  /**
   * Signs an access token the way the local provider does (`typ: at+jwt`, `client_id`, a
   * verified e-mail). Overrides change or drop (undefined) claims and the header's type.
   */
  async function sign(
    account: TestAccount,
    overrides: {
      audience?: string;
      issuer?: string;
      expiresIn?: string | number;
      foreignKey?: boolean;
      typ?: string | undefined;
      claims?: Record<string, unknown>;
      issuedAt?: number;
    } = {},
  ) {
    const claims: Record<string, unknown> = {
      email: account.email,
      email_verified: true,
      name: account.name,
      roles: account.roles,
      scope: 'openid',
      client_id: testClientId,
      sub: account.id,
      iss: overrides.issuer ?? testIssuer,
      aud: overrides.audience ?? testAudience,
      iat: overrides.issuedAt ?? Math.floor(Date.now() / 1000),
      ...overrides.claims,
    };
    const jwt = new SignJWT(
      Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)),
    ).setProtectedHeader({
      alg: 'RS256',
      kid: 'test-key',
      ...('typ' in overrides
        ? overrides.typ === undefined
          ? {}
          : { typ: overrides.typ }
        : { typ: 'at+jwt' }),
    });
    if (!(overrides.claims && 'exp' in overrides.claims)) jwt.setExpirationTime(overrides.expiresIn ?? '5m');
    return jwt.sign(overrides.foreignKey ? other.privateKey : privateKey);
  }

  return { keySet, sign };
}
