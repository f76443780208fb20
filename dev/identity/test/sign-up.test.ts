import { describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { useTestIdentityProvider } from './support/harness.js';
import {
  type AuthorizationRequest,
  codeFrom,
  exchangeCode,
  isAppRedirect,
  openSignInPage,
  signIn,
  submitSignIn,
  type TokenResponse,
  verifyAccessToken,
  verifyIdToken,
} from './support/oidc.js';
import { linkIn } from './support/smtp-sink.js';

const idp = useTestIdentityProvider();

async function openSignUp(browser: Browser) {
  const { request, url } = await openSignInPage(idp.url, browser);
  const signUpUrl = `${url}/signup`;
  const form = await browser.get(signUpUrl);
  return { request, signUpUrl, form };
}

async function submit(browser: Browser, signUpUrl: string, fields: Record<string, string>) {
  return browser.follow(await browser.post(signUpUrl, fields), signUpUrl, isAppRedirect);
}

/** Fills in the sign-up form with the password typed twice. */
function signUp(browser: Browser, signUpUrl: string, name: string, email: string, password: string) {
  return submit(browser, signUpUrl, { name, email, password, confirmPassword: password });
}

/** "Continue to sign in": signs in on the same sign-in and exchanges the site's code for tokens. */
async function continueToSignIn(
  browser: Browser,
  interactionUrl: string,
  request: AuthorizationRequest,
  email: string,
  password: string,
) {
  const signedIn = await submitSignIn(browser, interactionUrl, email, password);
  const code = codeFrom(signedIn.url, request);
  return (await (await exchangeCode(idp.url, code, request.verifier)).json()) as TokenResponse;
}

describe('sign-up', () => {
  it('creates an account, asks to check the mail, and the account can sign in right away', async () => {
    const browser = new Browser();
    const { request, signUpUrl, form } = await openSignUp(browser);
    expect(form.status).toBe(200);
    const html = await form.text();
    for (const name of ['name', 'email', 'password', 'confirmPassword'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('>Create account</button>');

    const done = await signUp(browser, signUpUrl, 'Robin Newcomer', 'Robin@Example.com', 'a-long-password');
    expect(done.response.status).toBe(200);
    const sent = await done.response.text();
    expect(sent).toContain('Check your e-mail to confirm your address.');
    expect(sent).toContain('>Resend verification e-mail</button>');
    const interactionUrl = signUpUrl.replace(/\/signup$/, '');
    const continueHref = new URL(interactionUrl).pathname;
    expect(sent).toContain(`href="${continueHref}"`);
    const mail = await idp.smtp.waitForMail((m) => m.to.includes('robin@example.com'));
    expect(linkIn(mail, '/email/verify')).toContain('token=');

    // "Continue to sign in" finishes the same sign-in with the new password.
    const tokens = await continueToSignIn(
      browser,
      interactionUrl,
      request,
      'robin@example.com',
      'a-long-password',
    );
    const access = await verifyAccessToken(idp.url, tokens.access_token);
    expect(access).toMatchObject({ email: 'robin@example.com', name: 'Robin Newcomer', roles: [] });
    expect((await verifyIdToken(idp.url, tokens.id_token)).name).toBe('Robin Newcomer');

    // The new account then signs in like any other (e-mail is case-insensitive).
    const again = await signIn(idp.url, 'ROBIN@example.com', 'a-long-password');
    expect((await verifyAccessToken(idp.url, again.tokens.access_token)).sub).toBe(access.sub);
  });

  it('opens on the sign-up form when the site asks for an account (prompt=create), then signs in once', async () => {
    const browser = new Browser();
    const { request, url, html } = await openSignInPage(idp.url, browser, { prompt: 'create' });
    expect(url).toMatch(/\/interaction\/[\w-]+\/signup$/);
    expect(html).toContain('>Create account</button>');
    const done = await signUp(browser, url, 'Sam Newfamily', 'sam@example.com', 'another-long-password');
    expect(done.response.status).toBe(200);
    // "Continue to sign in" shows the sign-in form now, not the sign-up form again…
    const interactionUrl = url.replace(/\/signup$/, '');
    const signInForm = await browser.get(interactionUrl);
    expect(await signInForm.text()).toContain(`action="${new URL(interactionUrl).pathname}/login"`);
    // …and signing in ends at the site with a code: the request asked for an account once.
    const tokens = await continueToSignIn(
      browser,
      interactionUrl,
      request,
      'sam@example.com',
      'another-long-password',
    );
    expect((await verifyAccessToken(idp.url, tokens.access_token)).email).toBe('sam@example.com');
  });

  it('rejects short, common or mismatched passwords, and escapes what it echoes', async () => {
    const browser = new Browser();
    const { signUpUrl } = await openSignUp(browser);

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

    const common = await signUp(browser, signUpUrl, 'Someone', 'common@example.com', '1234567890');
    expect(common.response.status).toBe(400);
    expect(await common.response.text()).toContain(
      '<span class="field-error" id="password-error">This password is too common.',
    );

    // Nothing was created: the address still cannot sign in.
    const page = await openSignInPage(idp.url);
    const attempt = await submitSignIn(page.browser, page.url, 'new@example.com', 'short');
    expect(isAppRedirect(attempt.url)).toBe(false);
    expect(await attempt.response.text()).toContain('Invalid email or password.');
  });
});
