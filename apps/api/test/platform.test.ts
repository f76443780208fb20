import { apiPaths, clientErrorLimits } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLogEntry } from '../src/modules/system/client-error-log.js';
import { accounts, createTestApp, postRaw, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`platform (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health and readiness with the database engine', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: testEngine });
  });

  it("answers the probes with the strictest short policy instead of the site's headers", async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('serves the runtime config allowlist', async () => {
    const res = await t.app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.auth).toMatchObject({ authority: 'http://identity.test', clientId: 'soccer-web' });
    expect(body.captcha.provider).toBe('altcha');
    const text = JSON.stringify(body);
    for (const secret of [t.config.STRIPE_SECRET_KEY, t.config.STRIPE_WEBHOOK_SECRET])
      expect(text).not.toContain(secret);
  });

  it('sends a strict CSP and the other security headers', async () => {
    const res = await t.app.inject({ url: apiPaths.allTournaments });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  describe('authentication', () => {
    it('401 without a token', async () => {
      const res = await t.app.inject({ url: '/api/Account/Me' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe('Sign-in required.');
    });

    it('401 with a bad signature, a wrong audience, a wrong issuer or an expired token', async () => {
      const cases = [
        await t.token(accounts.parentA, { foreignKey: true }),
        await t.token(accounts.parentA, { audience: 'api://someone-else' }),
        await t.token(accounts.parentA, { issuer: 'http://evil.test' }),
        await t.token(accounts.parentA, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        'not-a-jwt',
      ];
      for (const token of cases) {
        const res = await t.app.inject({
          url: '/api/Account/Me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: 401 });
        expect(res.body).not.toMatch(/at .*\.ts/);
      }
    });

    it('returns the caller with roles from the token', async () => {
      const res = await t.as(accounts.admin, { url: '/api/Account/Me' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: 'admin-1',
        email: 'admin@example.com',
        name: 'Alex Admin',
        roles: ['admin'],
        isStaff: true,
        isAdmin: true,
      });
    });
  });

  it('answers unknown API paths with problem JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/Nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('takes a browser error report exactly as the site sends it (null stack, context object)', async () => {
    // What apps/web lib/error-reporting.ts sends for React's recoverable hydration error.
    const report = {
      name: 'Error',
      message:
        'Minified React error #418; visit https://react.dev/errors/418?args[]=text for the full message',
      stack: null,
      context: {
        area: 'react.recoverable',
        componentStack: '\n    at div\n    at Suspense',
        line: 3,
        ok: true,
      },
      url: 'http://localhost:8080/Contact',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      occurredAt: '2026-11-26T14:00:00.000Z',
    };
    const res = await postRaw(t.app, '/api/ClientErrors', JSON.stringify(report));
    expect(res.statusCode).toBe(204);
    const minimal = await postRaw(t.app, '/api/ClientErrors', JSON.stringify({ message: 'x', stack: null }));
    expect(minimal.statusCode).toBe(204);
  });

  it('refuses an oversized or malformed error report with a 400 by field', async () => {
    const tooLong = await postRaw(
      t.app,
      '/api/ClientErrors',
      JSON.stringify({
        message: 'x',
        context: { componentStack: 'y'.repeat(clientErrorLimits.contextValue + 1) },
      }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)[0]).toMatch(/^context/);
    const nested = await postRaw(
      t.app,
      '/api/ClientErrors',
      JSON.stringify({ message: 'x', context: { a: { b: 1 } } }),
    );
    expect(nested.statusCode).toBe(400);
  });

  it('logs a browser error report without sign-in codes, tokens or e-mail addresses', () => {
    const entry = clientErrorLogEntry({
      message: 'Token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.sig refused for parent@example.com',
      stack: 'at http://localhost:8080/assets/a.js?v=1:2:3',
      context: { componentStack: 'Authorization: Bearer abc.def-ghi', line: 4 },
      url: 'http://localhost:8080/signin-callback?code=secret&state=s#id_token=t',
    });
    const text = JSON.stringify(entry);
    for (const secret of ['eyJhbGci', 'parent@example.com', 'abc.def-ghi', 'code=secret', 'id_token', '?v=1'])
      expect(text).not.toContain(secret);
    expect(entry.url).toBe('http://localhost:8080/signin-callback');
    expect(entry.context).toEqual({ componentStack: 'Authorization: Bearer [token]', line: 4 });
  });

  it('turns malformed JSON into a 400, not a 500', async () => {
    const res = await postRaw(t.app, '/api/ClientErrors', '{"message":');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('body');
  });
});

describe('role guard', () => {
  it('admin emails from config grant the admin role to a verified address only', async () => {
    const t = await createTestApp({ ADMIN_EMAILS: 'Parent2@Example.com' });
    try {
      const res = await t.as(accounts.parentB, { url: '/api/Account/Me' });
      expect(res.json()).toMatchObject({ isAdmin: true, roles: ['admin'] });

      const unverified = await t.token(accounts.parentB, { claims: { email_verified: false } });
      const me = await t.app.inject({
        url: '/api/Account/Me',
        headers: { authorization: `Bearer ${unverified}` },
      });
      expect(me.json()).toMatchObject({ isAdmin: false, roles: [] });
      const staffOnly = await t.app.inject({
        url: '/api/Registration/GetSessionRegistrationSummary',
        headers: { authorization: `Bearer ${unverified}` },
      });
      expect(staffOnly.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
