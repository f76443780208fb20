import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { Browser, formPost, postForm } from './support/browser.js';
import { APP_URL, AUDIENCE, useTestIdentityProvider } from './support/harness.js';
import {
  authorizationRequest,
  codeFrom,
  exchangeCode,
  isAppRedirect,
  openAuthorization,
  openSignInPage,
  signIn,
  submitSignIn,
  verifyAccessToken,
  verifyIdToken,
} from './support/oidc.js';

const idp = useTestIdentityProvider();

describe('discovery', () => {
  it('publishes an OpenID configuration for code + PKCE public clients', async () => {
    const response = await fetch(`${idp.url}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config.issuer).toBe(idp.url);
    expect(config.authorization_endpoint).toBe(`${idp.url}/auth`);
    expect(config.token_endpoint).toBe(`${idp.url}/token`);
    expect(config.jwks_uri).toBe(`${idp.url}/jwks`);
    expect(config.end_session_endpoint).toBe(`${idp.url}/session/end`);
    expect(config.response_types_supported).toEqual(['code']);
    expect(config.code_challenge_methods_supported).toEqual(['S256']);
    expect(config.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(config.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(config.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'name', 'roles']));
    // Like Azure AD B2C user flows, there is no userinfo endpoint: claims are in the tokens.
    expect(config.userinfo_endpoint).toBeUndefined();
  });

  it('publishes one RS256 signing key', async () => {
    const jwks = (await (await fetch(`${idp.url}/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]?.kid).toEqual(expect.any(String));
    expect(jwks.keys[0]?.d).toBeUndefined();
  });
});

describe('authorization code + PKCE', () => {
  it('signs in the admin and issues JWT access tokens for the API with the admin role', async () => {
    const { tokens } = await signIn(idp.url, 'admin@example.com', DEMO_PASSWORD);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const access = await verifyAccessToken(idp.url, tokens.access_token);
    expect(access.aud).toBe(AUDIENCE);
    expect(access.sub).toEqual(expect.any(String));
    expect(access.email).toBe('admin@example.com');
    expect(access.name).toBe('Alex Admin');
    expect(access.roles).toEqual(['admin']);
    expect(String(access.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(access.client_id).toBe('soccer-web');
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);

    const id = await verifyIdToken(idp.url, tokens.id_token);
    expect(id.sub).toBe(access.sub);
    expect(id).toMatchObject({ email: 'admin@example.com', name: 'Alex Admin', roles: ['admin'] });
  });

  it('gives a parent an empty roles array and the nonce in the ID token', async () => {
    const { tokens, request } = await signIn(idp.url, 'PARENT@example.com', DEMO_PASSWORD);
    const access = await verifyAccessToken(idp.url, tokens.access_token);
    expect(access.roles).toEqual([]);
    expect(access.email).toBe('parent@example.com');
    const id = await verifyIdToken(idp.url, tokens.id_token);
    expect(id.nonce).toBe(request.nonce);
    expect(id.roles).toEqual([]);
    expect(id.name).toBe('Pat Parker');
  });

  it('includes the api scope when the app asks for it', async () => {
    const { tokens } = await signIn(idp.url, 'staff@example.com', DEMO_PASSWORD, {
      scope: 'openid profile email offline_access api',
    });
    const access = await verifyAccessToken(idp.url, tokens.access_token);
    expect(String(access.scope).split(' ')).toContain('api');
    expect(access.roles).toEqual(['staff']);
  });

  it('only issues a refresh token when offline_access is requested', async () => {
    const { tokens } = await signIn(idp.url, 'coach@example.com', DEMO_PASSWORD, {
      scope: 'openid profile email',
    });
    expect(tokens.refresh_token).toBeUndefined();
    expect(decodeJwt(tokens.access_token).aud).toBe(AUDIENCE);
  });

  it('shows an error for a wrong password and issues no code', async () => {
    const { browser, request, ...page } = await openSignInPage(idp.url);

    const failed = await submitSignIn(browser, page.url, 'admin@example.com', 'wrong-password');
    expect(isAppRedirect(failed.url)).toBe(false);
    expect(failed.response.status).toBe(400);
    expect(failed.response.headers.get('location')).toBeNull();
    const html = await failed.response.text();
    expect(html).toContain('Invalid email or password.');
    expect(html).toContain('value="admin@example.com"');

    const unknown = await submitSignIn(browser, page.url, 'nobody@example.com', DEMO_PASSWORD);
    expect(await unknown.response.text()).toContain('Invalid email or password.');

    // The same interaction still accepts the right password afterwards.
    const done = await submitSignIn(browser, page.url, 'admin@example.com', DEMO_PASSWORD);
    const code = codeFrom(done.url, request);
    expect((await exchangeCode(idp.url, code, request.verifier)).status).toBe(200);
  });

  it('rejects sign-in posts from another origin but accepts its own', async () => {
    const { browser, ...page } = await openSignInPage(idp.url);
    const post = (origin: string) =>
      browser.request(
        `${page.url}/login`,
        formPost({ email: 'admin@example.com', password: DEMO_PASSWORD }, { origin }),
      );
    const forged = await post('http://evil.example');
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('Cross-site form rejected.');
    // Browsers send the page's own origin on a normal submit.
    const genuine = await post(new URL(idp.url).origin);
    expect(genuine.status).toBe(303);
  });

  it('shows a start-again page for an interaction without its cookie', async () => {
    const page = await openSignInPage(idp.url);
    const elsewhere = await fetch(page.url);
    expect(elsewhere.status).toBe(400);
    const html = await elsewhere.text();
    expect(html).toContain('Sign-in expired');
    expect(html).toContain(`href="${APP_URL}/"`);
  });

  it('rejects a code exchange with the wrong PKCE verifier', async () => {
    const { browser, request, ...page } = await openSignInPage(idp.url);
    const done = await submitSignIn(browser, page.url, 'parent2@example.com', DEMO_PASSWORD);
    const response = await exchangeCode(idp.url, codeFrom(done.url, request), 'x'.repeat(43));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('requires PKCE', async () => {
    const request = authorizationRequest(idp.url);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const browser = new Browser();
    const result = await browser.follow(await browser.get(url.href), url.href, isAppRedirect);
    expect(new URL(result.url).searchParams.get('error')).toBe('invalid_request');
  });

  it('renders the sign-in page with accessible fields, links and no inline script', async () => {
    const { response, html } = await openSignInPage(idp.url, new Browser(), {
      loginHint: 'a"<b>@example.com',
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    for (const part of [
      '<label for="email">',
      'name="email"',
      'name="password"',
      '>Sign in</button>',
      'Create an account',
      'Forgot your password?',
      'name="viewport"',
    ])
      expect(html).toContain(part);
    // login_hint is user-controlled: escaped, never raw.
    expect(html).toContain('value="a&quot;&lt;b&gt;@example.com"');
    expect(html).not.toMatch(/<script>/);
    const stylesheet = /href="(\/assets\/identity\.css\?v=\w+)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await fetch(new URL(stylesheet ?? '', idp.url));
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('shows the sign-in page in Spanish when the site asks for it (ui_locales), English otherwise', async () => {
    const spanish = await openSignInPage(idp.url, new Browser(), { extra: { ui_locales: 'es' } });
    expect(spanish.html).toContain('<html lang="es">');
    for (const part of [
      '<h1>Iniciar sesión</h1>',
      '<label for="email">Correo electrónico</label>',
      '<label for="password">Contraseña</label>',
      '>Iniciar sesión</button>',
      '¿Olvidó su contraseña?',
      'Crear una cuenta',
    ])
      expect(spanish.html).toContain(part);
    expect(spanish.html).not.toContain('Forgot your password?');
    const english = await openSignInPage(idp.url, new Browser(), { extra: { ui_locales: 'en-US es' } });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<h1>Sign in</h1>');
  });

  it('signs in silently with prompt=none while the session lasts', async () => {
    const { browser } = await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);
    const request = authorizationRequest(idp.url, { prompt: 'none' });
    const silent = await openAuthorization(browser, request);
    const code = codeFrom(silent.url, request);
    const tokens = (await (await exchangeCode(idp.url, code, request.verifier)).json()) as {
      access_token: string;
    };
    expect((await verifyAccessToken(idp.url, tokens.access_token)).email).toBe('parent@example.com');

    const anonymous = await openAuthorization(
      new Browser(),
      authorizationRequest(idp.url, { prompt: 'none' }),
    );
    expect(new URL(anonymous.url).searchParams.get('error')).toBe('login_required');
  });

  it('allows CORS on the token endpoint for the app origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${idp.url}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    // The preflight cannot name the client, so the client-based check applies to the real request.
    expect((await preflight(APP_URL)).headers.get('access-control-allow-origin')).toBe(APP_URL);

    const { tokens } = await signIn(idp.url, 'parent2@example.com', DEMO_PASSWORD);
    const tokenRequest = (origin: string, refreshToken: string) =>
      postForm(
        `${idp.url}/token`,
        { grant_type: 'refresh_token', client_id: 'soccer-web', refresh_token: refreshToken },
        { origin },
      );
    const fromApp = await tokenRequest(APP_URL, tokens.refresh_token ?? '');
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(APP_URL);

    const rotated = ((await fromApp.json()) as { refresh_token: string }).refresh_token;
    const fromElsewhere = await tokenRequest('http://evil.example', rotated);
    expect(fromElsewhere.status).toBe(400);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(await fromElsewhere.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('rejects an unknown resource indicator', async () => {
    const request = authorizationRequest(idp.url, { extra: { resource: 'https://other.example/api' } });
    const result = await openAuthorization(new Browser(), request);
    expect(new URL(result.url).searchParams.get('error')).toBe('invalid_target');
  });
});
