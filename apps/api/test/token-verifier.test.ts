import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTokenVerifier,
  InvalidTokenError,
  type TokenVerifierOptions,
} from '../src/auth/token-verifier.js';
import {
  accounts,
  createTestKeys,
  type TestAccount,
  testAudience,
  testClientId,
  testIssuer,
} from './support/test-tokens.js';

async function setup(options: Partial<TokenVerifierOptions> = {}) {
  const keys = await createTestKeys();
  const keySet = vi.fn(keys.keySet);
  const verify = createTokenVerifier({
    authority: testIssuer,
    issuer: testIssuer,
    audience: testAudience,
    clientId: testClientId,
    maxTokenAgeSeconds: 24 * 60 * 60,
    rolesClaim: 'roles',
    emailClaim: 'email',
    adminEmails: [],
    staffEmails: [],
    keySet,
    ...options,
  });
  return { ...keys, keySet, verify };
}

afterEach(() => {
  vi.useRealTimers();
});

const now = () => Math.floor(Date.now() / 1000);

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

  it('requires exp, iat and sub', async () => {
    const { sign, verify } = await setup();
    for (const claim of ['exp', 'iat', 'sub'])
      await expect(
        verify(await sign(accounts.parentA, { claims: { [claim]: undefined } })),
        claim,
      ).rejects.toThrow(`The access token has no ${claim} claim.`);
  });

  it('refuses a token older than the maximum age, even with a far expiry, and forgets it at that age', async () => {
    const { sign, verify } = await setup({ maxTokenAgeSeconds: 3600 });
    const old = await sign(accounts.parentA, { issuedAt: now() - 2 * 3600, expiresIn: now() + 3600 });
    await expect(verify(old)).rejects.toThrow(InvalidTokenError);

    const fresh = await sign(accounts.parentA, { issuedAt: now() - 60, expiresIn: now() + 10 * 3600 });
    expect((await verify(fresh)).id).toBe(accounts.parentA.id);
    vi.useFakeTimers({ now: Date.now() + 3600_000, toFake: ['Date'] });
    await expect(verify(fresh)).rejects.toThrow(InvalidTokenError);
  });

  it('refuses a token issued to another client, through azp or client_id', async () => {
    const { sign, verify } = await setup();
    for (const claims of [
      { azp: 'other-app' },
      { client_id: 'other-app' },
      { azp: testClientId, client_id: 'x' },
    ])
      await expect(verify(await sign(accounts.parentA, { claims })), JSON.stringify(claims)).rejects.toThrow(
        /claim is not accepted/,
      );
    // A provider that names no client (or names ours) is fine.
    expect((await verify(await sign(accounts.parentA, { claims: { client_id: undefined } }))).id).toBe(
      'parent-a',
    );
    expect((await verify(await sign(accounts.parentA, { claims: { azp: testClientId } }))).id).toBe(
      'parent-a',
    );
  });

  it('takes access token types (at+jwt, JWT or none, as Azure AD B2C sends) and refuses others', async () => {
    const { sign, verify } = await setup();
    for (const typ of ['at+jwt', 'application/at+jwt', 'JWT', undefined])
      expect((await verify(await sign(accounts.parentA, { typ }))).id, String(typ)).toBe('parent-a');
    for (const typ of ['logout+jwt', 'dpop+jwt', 'secevent+jwt', 'id_token'])
      await expect(verify(await sign(accounts.parentA, { typ })), typ).rejects.toThrow(
        'The token is not an access token.',
      );
  });

  it('grants roles from the e-mail lists only for a verified address, compared case-insensitively', async () => {
    const { sign, verify } = await setup({
      adminEmails: ['parent2@example.com'],
      staffEmails: ['parent@example.com'],
    });
    const as = async (account: TestAccount, claims: Record<string, unknown>) =>
      (await verify(await sign(account, { claims }))).roles;

    expect(await as(accounts.parentB, { email: 'Parent2@EXAMPLE.com', email_verified: true })).toEqual([
      'admin',
    ]);
    expect(await as(accounts.parentA, { email_verified: 'true' })).toEqual(['staff']);
    expect(await as(accounts.parentB, { email_verified: false })).toEqual([]);
    expect(await as(accounts.parentB, { email_verified: undefined })).toEqual([]);
    expect(await as(accounts.parentB, { email_verified: 'yes' })).toEqual([]);
    // A roles claim from the provider still counts on its own.
    expect(await as(accounts.staff, { email_verified: false })).toEqual(['staff']);
  });
});
