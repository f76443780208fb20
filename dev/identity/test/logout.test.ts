import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import type { Browser } from './support/browser.js';
import { POST_LOGOUT_REDIRECT_URI, useTestIdentityProvider } from './support/harness.js';
import { authorizationRequest, openAuthorization, refresh, signIn } from './support/oidc.js';

const idp = useTestIdentityProvider();

function endSessionUrl(params: Record<string, string>): string {
  return `${idp.url}/session/end?${new URLSearchParams(params).toString()}`;
}

/** Submits the logout page's form the way its button would (xsrf + logout=yes). */
async function confirmLogout(browser: Browser, html: string) {
  const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  expect(xsrf).toBeDefined();
  return browser.post(action ?? '', { xsrf: xsrf ?? '', logout: 'yes' });
}

describe('RP-initiated logout', () => {
  it('auto-confirms with an id_token_hint, ends the session and returns to the app', async () => {
    const { tokens, browser } = await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);

    const page = await browser.get(
      endSessionUrl({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: POST_LOGOUT_REDIRECT_URI,
        state: 'after-logout',
      }),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    // External script only (the page's CSP has no 'unsafe-inline'), plus a real button.
    expect(html).toMatch(/<script src="\/assets\/auto-submit\.js\?v=\w+" defer><\/script>/);
    expect(html).toContain('data-auto-submit');
    expect(html).toContain('>Sign out</button>');
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');

    const done = await confirmLogout(browser, html);
    expect(done.status).toBe(303);
    const location = new URL(done.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(POST_LOGOUT_REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('after-logout');

    // Signed out: silent sign-in now needs a login, and the refresh token was revoked.
    const silent = await openAuthorization(browser, authorizationRequest(idp.url, { prompt: 'none' }));
    expect(new URL(silent.url).searchParams.get('error')).toBe('login_required');
    expect((await refresh(idp.url, tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('asks for confirmation without an id_token_hint and shows a signed-out page', async () => {
    const { browser } = await signIn(idp.url, 'parent2@example.com', DEMO_PASSWORD);
    const page = await browser.get(endSessionUrl({}));
    const html = await page.text();
    expect(html).toContain('Do you want to sign out?');
    expect(html).not.toContain('data-auto-submit');
    expect(html).not.toContain('<script');

    const done = await confirmLogout(browser, html);
    const result = await browser.follow(done, done.url);
    expect(result.response.status).toBe(200);
    expect(await result.response.text()).toContain('You are signed out');
  });

  it('serves the auto-submit script as a file', async () => {
    const response = await fetch(`${idp.url}/assets/auto-submit.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('data-auto-submit');
  });
});
