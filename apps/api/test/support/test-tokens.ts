import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export const testIssuer = 'http://identity.test';
export const testAudience = 'api://soccer-registration';

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
} satisfies Record<string, TestAccount>;

/** A signing key of our own and the JWKS the API verifies against, as a provider would publish. */
export async function createTestKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [publicJwk] });

  async function sign(
    account: TestAccount,
    overrides: { audience?: string; issuer?: string; expiresIn?: string | number; foreignKey?: boolean } = {},
  ) {
    return new SignJWT({ email: account.email, name: account.name, roles: account.roles, scope: 'openid' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(account.id)
      .setIssuer(overrides.issuer ?? testIssuer)
      .setAudience(overrides.audience ?? testAudience)
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '5m')
      .sign(overrides.foreignKey ? other.privateKey : privateKey);
  }

  return { keySet, sign };
}
