import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { Browser } from './support/browser.js';
import { startTestIdentityProvider, type TestIdentityProvider } from './support/harness.js';
import {
  authorizationRequest,
  codeFrom,
  exchangeCode,
  isAppRedirect,
  openAuthorization,
  signIn,
  type TokenResponse,
  verifyAccessToken,
  verifyIdToken,
} from './support/oidc.js';

let idp: TestIdentityProvider;

beforeAll(async () => {
  idp = await startTestIdentityProvider();
});

afterAll(async () => {
  await idp?.close();
});

async function openSignUp(browser: Browser) {
  const request = authorizationRequest(idp.url);
  const page = await openAuthorization(browser, request);
  await page.response.text();
  const signUpUrl = `${page.url}/signup`;
  const form = await browser.get(signUpUrl);
  return { request, signUpUrl, form };
}

async function submit(browser: Browser, signUpUrl: string, fields: Record<string, string>) {
  return browser.follow(await browser.post(signUpUrl, fields), signUpUrl, isAppRedirect);
}

describe('sign-up', () => {
  it('creates an account, signs it in and continues back to the app', async () => {
    const browser = new Browser();
    const { request, signUpUrl, form } = await openSignUp(browser);
    expect(form.status).toBe(200);
    const html = await form.text();
    for (const name of ['name', 'email', 'password', 'confirmPassword'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('>Create account</button>');

    const done = await submit(browser, signUpUrl, {
      name: 'Robin Newcomer',
      email: 'Robin@Example.com',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    });
    const code = codeFrom(done.url, request);
    const tokens = (await (await exchangeCode(idp.url, code, request.verifier)).json()) as TokenResponse;
    const access = await verifyAccessToken(idp.url, tokens.access_token);
    expect(access).toMatchObject({ email: 'robin@example.com', name: 'Robin Newcomer', roles: [] });
    expect((await verifyIdToken(idp.url, tokens.id_token)).name).toBe('Robin Newcomer');

    // The new account then signs in like any other (e-mail is case-insensitive).
    const again = await signIn(idp.url, 'ROBIN@example.com', 'a-long-password');
    expect((await verifyAccessToken(idp.url, again.tokens.access_token)).sub).toBe(access.sub);
  });

  it('rejects a duplicate e-mail, short or mismatched passwords, and escapes what it echoes', async () => {
    const browser = new Browser();
    const { signUpUrl } = await openSignUp(browser);

    const duplicate = await submit(browser, signUpUrl, {
      name: 'Someone',
      email: 'PARENT@example.com',
      password: 'another-password',
      confirmPassword: 'another-password',
    });
    expect(duplicate.response.status).toBe(400);
    expect(await duplicate.response.text()).toContain('An account with this email already exists.');

    const invalid = await submit(browser, signUpUrl, {
      name: '<script>alert(1)</script>',
      email: 'new@example.com',
      password: 'short',
      confirmPassword: 'different',
    });
    expect(invalid.response.status).toBe(400);
    const html = await invalid.response.text();
    expect(html).toContain('Use at least 10 characters.');
    expect(html).toContain('The passwords do not match.');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)</script>');

    const common = await submit(browser, signUpUrl, {
      name: 'Someone',
      email: 'common@example.com',
      password: '1234567890',
      confirmPassword: '1234567890',
    });
    expect(common.response.status).toBe(400);
    expect(await common.response.text()).toContain(
      '<span class="field-error" id="password-error">This password is too common.',
    );

    // Nothing was created: the address still cannot sign in.
    const page = await openAuthorization(new Browser(), authorizationRequest(idp.url));
    await page.response.text();
    expect(page.url).toMatch(/\/interaction\//);

    // The demo parent kept its own password.
    await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);
  });
});
