import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { expect } from 'vitest';
import { Browser, postForm } from './browser.js';
import { AUDIENCE, CLIENT_ID, REDIRECT_URI } from './harness.js';

export const DEFAULT_SCOPE = 'openid profile email offline_access';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

export interface AuthorizationRequest {
  url: string;
  verifier: string;
  state: string;
  nonce: string;
}

export interface AuthorizationOptions {
  scope?: string;
  prompt?: string;
  loginHint?: string;
  extra?: Record<string, string>;
}

/** Builds an authorization request the way oidc-client-ts does (code + PKCE S256, no resource). */
export function authorizationRequest(
  issuer: string,
  options: AuthorizationOptions = {},
): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: options.scope ?? DEFAULT_SCOPE,
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
    ...options.extra,
  }).toString();
  return { url: url.href, verifier, state, nonce };
}

export const isAppRedirect = (url: string) => url.startsWith(REDIRECT_URI);

/** GET the authorization URL and follow redirects until a page or the app's redirect URI. */
export async function openAuthorization(browser: Browser, request: AuthorizationRequest) {
  return browser.follow(await browser.get(request.url), request.url, isAppRedirect);
}

/**
 * Starts a new authorization in `browser` and reads the sign-in page it leads to; returns the
 * request (for its state and verifier), the page's URL (the interaction) and its response.
 */
export async function openSignInPage(
  issuer: string,
  browser = new Browser(),
  options: AuthorizationOptions = {},
) {
  const request = authorizationRequest(issuer, options);
  const page = await openAuthorization(browser, request);
  const html = await page.response.text();
  return { browser, request, url: page.url, response: page.response, html };
}

/**
 * Opens a new sign-in page and follows its link to `path` (which carries the interaction);
 * returns the sign-in page's URL and the linked page.
 */
export async function followSignInLink(issuer: string, browser: Browser, path: string) {
  const page = await openSignInPage(issuer, browser);
  const html = page.html;
  const href = new RegExp(`href="(${path}\\?interaction=[\\w-]+)"`).exec(html)?.[1];
  expect(href).toBeDefined();
  return { signInUrl: page.url, response: await browser.get(new URL(href ?? '', issuer).href) };
}

/** Posts the sign-in form of the interaction page at `interactionUrl` and follows redirects. */
export async function submitSignIn(
  browser: Browser,
  interactionUrl: string,
  email: string,
  password: string,
) {
  const target = `${interactionUrl}/login`;
  return browser.follow(await browser.post(target, { email, password }), target, isAppRedirect);
}

/** Reads the authorization code from the app redirect, checking state (and that there is no error). */
export function codeFrom(redirectUrl: string, request: AuthorizationRequest): string {
  expect(isAppRedirect(redirectUrl), `expected a redirect to the app, got ${redirectUrl}`).toBe(true);
  const params = new URL(redirectUrl).searchParams;
  expect(params.get('error')).toBeNull();
  expect(params.get('state')).toBe(request.state);
  const code = params.get('code');
  expect(code).toBeTruthy();
  return code ?? '';
}

export async function exchangeCode(issuer: string, code: string, verifier: string): Promise<Response> {
  return postForm(new URL('/token', issuer), {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: verifier,
  });
}

export async function refresh(issuer: string, refreshToken: string): Promise<Response> {
  return postForm(new URL('/token', issuer), {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: refreshToken,
  });
}

/** Full sign-in: authorize → sign-in page → credentials → code → tokens. */
export async function signIn(
  issuer: string,
  email: string,
  password: string,
  options: { browser?: Browser; scope?: string } = {},
): Promise<{ tokens: TokenResponse; browser: Browser; request: AuthorizationRequest }> {
  const browser = options.browser ?? new Browser();
  const page = await openSignInPage(issuer, browser, options.scope ? { scope: options.scope } : {});
  const request = page.request;
  expect(page.response.status).toBe(200);
  expect(page.url).toMatch(/\/interaction\/[\w-]+$/);

  const done = await submitSignIn(browser, page.url, email, password);
  const code = codeFrom(done.url, request);
  const response = await exchangeCode(issuer, code, request.verifier);
  expect(response.status).toBe(200);
  return { tokens: (await response.json()) as TokenResponse, browser, request };
}

export async function verifyAccessToken(issuer: string, token: string): Promise<JWTPayload> {
  const jwks = createRemoteJWKSet(new URL('/jwks', issuer));
  const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer, audience: AUDIENCE });
  expect(protectedHeader.alg).toBe('RS256');
  return payload;
}

export async function verifyIdToken(issuer: string, token: string): Promise<JWTPayload> {
  const jwks = createRemoteJWKSet(new URL('/jwks', issuer));
  const { payload } = await jwtVerify(token, jwks, { issuer, audience: CLIENT_ID });
  return payload;
}

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
}

/** Opens a sign-in, follows "Create an account" and submits the form; returns the answer page. */
export async function signUp(issuer: string, fields: SignUpFields, options: { browser?: Browser } = {}) {
  const browser = options.browser ?? new Browser();
  const page = await openSignInPage(issuer, browser);
  const url = `${page.url}/signup`;
  const started = performance.now();
  const response = await browser.post(url, { ...fields, confirmPassword: fields.password });
  const html = await response.text();
  /** How long the form post took to answer. */
  const ms = performance.now() - started;
  return { response, html, ms, browser, request: page.request, interactionUrl: page.url };
}
