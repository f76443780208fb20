import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { useTestIdentityProvider } from './support/harness.js';
import {
  authorizationRequest,
  codeFrom,
  exchangeCode,
  openAuthorization,
  refresh,
  signIn,
  type TokenResponse,
  verifyAccessToken,
} from './support/oidc.js';

const idp = useTestIdentityProvider();

async function currentKid(): Promise<string | undefined> {
  const jwks = (await (await fetch(`${idp.url}/jwks`)).json()) as { keys: Array<{ kid?: string }> };
  return jwks.keys[0]?.kid;
}

describe('persistence across restarts', () => {
  it('keeps the signing key, sessions and refresh tokens', async () => {
    const keyFile = join(idp.dataDir, 'identity-jwks.json');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect((await stat(join(idp.dataDir, 'identity.sqlite'))).isFile()).toBe(true);

    const kidBefore = await currentKid();
    const { tokens, browser } = await signIn(idp.url, 'admin@example.com', DEMO_PASSWORD);
    const url = idp.url;

    await idp.stop();
    await expect(fetch(`${url}/jwks`)).rejects.toThrow();
    await idp.restart();
    expect(idp.url).toBe(url);

    expect(await currentKid()).toBe(kidBefore);
    // A token issued before the restart still verifies against the published keys.
    expect((await verifyAccessToken(idp.url, tokens.access_token)).roles).toEqual(['admin']);

    // The refresh token issued before the restart still works.
    const refreshed = await refresh(idp.url, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenResponse;
    expect((await verifyAccessToken(idp.url, renewed.access_token)).email).toBe('admin@example.com');

    // The browser session (signed cookie + stored session) still signs in silently.
    const request = authorizationRequest(idp.url, { prompt: 'none' });
    const silent = await openAuthorization(browser, request);
    const code = codeFrom(silent.url, request);
    expect((await exchangeCode(idp.url, code, request.verifier)).status).toBe(200);
  });

  it('does not duplicate demo accounts when seeding again', async () => {
    await idp.stop();
    await idp.restart();
    const { tokens } = await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);
    expect((await verifyAccessToken(idp.url, tokens.access_token)).name).toBe('Pat Parker');
  });
});
