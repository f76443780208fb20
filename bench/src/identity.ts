import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** Publishes a signing key as a JWKS and signs access tokens with it, as an identity provider would. */
export async function startTokenIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((_q, res) => res.end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const audience = 'api://soccer-registration';
  return {
    env: { OIDC_AUTHORITY: issuer, OIDC_JWKS_URI: `${issuer}/jwks`, OIDC_AUDIENCE: audience },
    /** `claims` adds to the token (a coach's assignment needs `email_verified`). */
    token: (sub: string, roles: string[] = [], claims: Record<string, unknown> = {}) =>
      new SignJWT({ email: `${sub}@example.com`, name: sub, roles, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(privateKey),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
