import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { TestAccount } from './test-tokens.js';

/**
 * A minimal identity provider for tests that run the server as a separate process: it serves
 * a JWKS over HTTP and signs tokens with the matching key, so the server verifies them exactly
 * as it verifies a real provider's.
 */
export async function startJwksServer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'proc-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  const issuer = `http://127.0.0.1:${port}`;
  const audience = 'api://soccer-registration';
  return {
    issuer,
    audience,
    jwksUri: `${issuer}/jwks`,
    sign(account: TestAccount) {
      return new SignJWT({ email: account.email, name: account.name, roles: account.roles })
        .setProtectedHeader({ alg: 'RS256', kid: 'proc-key' })
        .setSubject(account.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(privateKey);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
