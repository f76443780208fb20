import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { useTestIdentityProvider } from './support/harness.js';
import { refresh, signIn, type TokenResponse, verifyAccessToken, verifyIdToken } from './support/oidc.js';

const idp = useTestIdentityProvider();

describe('refresh tokens', () => {
  it('rotates the refresh token on every use and rejects the old one', async () => {
    const { tokens } = await signIn(idp.url, 'staff@example.com', DEMO_PASSWORD);
    const first = tokens.refresh_token ?? '';
    expect(first).not.toBe('');

    const response = await refresh(idp.url, first);
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as TokenResponse;
    expect(renewed.refresh_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).not.toBe(first);

    // The renewed access token is still a JWT for the API with the same profile and roles.
    const access = await verifyAccessToken(idp.url, renewed.access_token);
    expect(access).toMatchObject({ email: 'staff@example.com', name: 'Sam Staff', roles: ['staff'] });
    expect(await verifyIdToken(idp.url, renewed.id_token)).toMatchObject({
      roles: ['staff'],
      name: 'Sam Staff',
    });

    const reused = await refresh(idp.url, first);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('keeps working through several rotations', async () => {
    const { tokens } = await signIn(idp.url, 'coach@example.com', DEMO_PASSWORD);
    let current = tokens.refresh_token ?? '';
    const seen = new Set([current]);
    for (let i = 0; i < 3; i++) {
      const response = await refresh(idp.url, current);
      expect(response.status).toBe(200);
      current = ((await response.json()) as TokenResponse).refresh_token ?? '';
      expect(seen.has(current)).toBe(false);
      seen.add(current);
    }
  });

  it('rejects an unknown refresh token', async () => {
    const response = await refresh(idp.url, 'not-a-refresh-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
