import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, InvalidTokenError } from '../src/auth/token-verifier.js';
import { accounts, createTestKeys, testAudience, testIssuer } from './support/test-tokens.js';

async function setup() {
  const keys = await createTestKeys();
  const keySet = vi.fn(keys.keySet);
  const verify = createTokenVerifier({
    authority: testIssuer,
    issuer: testIssuer,
    audience: testAudience,
    rolesClaim: 'roles',
    emailClaim: 'email',
    adminEmails: [],
    staffEmails: [],
    keySet,
  });
  return { ...keys, keySet, verify };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('token verifier', () => {
  it('checks a token once, then answers from memory until it expires', async () => {
    const { sign, keySet, verify } = await setup();
    const token = await sign(accounts.parentA, { expiresIn: '2m' });
    expect((await verify(token)).id).toBe(accounts.parentA.id);
    expect((await verify(token)).email).toBe(accounts.parentA.email);
    expect(keySet).toHaveBeenCalledTimes(1);

    vi.useFakeTimers({ now: Date.now() + 3 * 60_000, toFake: ['Date'] });
    await expect(verify(token)).rejects.toThrow(InvalidTokenError);
    await expect(verify(token)).rejects.toThrow('The access token has expired.');
  });

  it('never remembers a token that failed', async () => {
    const { sign, keySet, verify } = await setup();
    const forged = await sign(accounts.parentA, { foreignKey: true });
    await expect(verify(forged)).rejects.toThrow(InvalidTokenError);
    await expect(verify(forged)).rejects.toThrow(InvalidTokenError);
    expect(keySet).toHaveBeenCalledTimes(2);
  });
});
