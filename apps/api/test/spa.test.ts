import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('serving the built site', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><head><title>site</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body>',
    );
    writeFileSync(
      join(dist, 'route-assets.json'),
      JSON.stringify({
        camps: { js: ['/assets/camps-page.js', '/assets/public-list.js'], css: ['/assets/camps.css'] },
        home: { js: ['/assets/home-page.js'], css: [], images: ['/images/home-hero.svg'] },
        coachSession: {
          js: ['/assets/coach-session-page.js', '/assets/oidc-auth-client.js'],
          css: ['/assets/coaching.css'],
          locales: { en: ['/assets/coaching-en.js'], es: ['/assets/coaching-es.js'] },
        },
      }),
    );
    const js = 'console.log("app");'.repeat(200);
    writeFileSync(join(dist, 'assets', 'app.js'), js);
    writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(js));
    writeFileSync(join(dist, 'coach-sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('serves index.html for every route of the spec (history fallback)', async () => {
    for (const url of [
      '/',
      '/Camps',
      '/Register',
      '/Register/12',
      '/contacts/2/10',
      '/TournamentRegistrationReport/1/2',
      '/eventrentals?x=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<title>site</title>');
    }
  });

  it('answers unknown pages with the site and a real 404 status, unknown API paths with problem JSON', async () => {
    const page = await t.app.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ url: '/api/NoSuchThing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
  });

  it('sends hashed assets precompressed with long caching', async () => {
    const res = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("has every visit check the coach pages' service worker anew, and lets other files be kept briefly", async () => {
    const worker = await t.app.inject({ url: '/coach-sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
  });

  it('writes the runtime configuration into every page as a data block, not as script', async () => {
    const page = await t.app.inject({ url: '/About' });
    const config = (await t.app.inject({ url: '/config.json' })).json();
    const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(config);
    // It sits in the head, before the page's own script.
    expect(page.body.indexOf('id="runtime-config"')).toBeLessThan(page.body.indexOf('</head>'));
    // The CSP still allows no inline script: a data block never runs.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(/script-src[^;]*/.exec(String(page.headers['content-security-policy']))?.[0]).not.toContain(
      'unsafe-inline',
    );
  });

  it("names the route's page chunks, stylesheets and public lists so they load with the page", async () => {
    const camps = (await t.app.inject({ url: '/camps' })).body;
    expect(camps).toContain('<link rel="modulepreload" crossorigin href="/assets/camps-page.js">');
    expect(camps).toContain('<link rel="modulepreload" crossorigin href="/assets/public-list.js">');
    expect(camps).toContain('<link rel="stylesheet" href="/assets/camps.css">');
    expect(camps).toContain(
      '<link rel="preload" href="/api/Camps/GetCampSessions/_allStates" as="fetch" crossorigin="anonymous">',
    );
    expect(camps).toContain(
      '<link rel="preload" href="/api/Camps/GetAvailableStates" as="fetch" crossorigin="anonymous">',
    );

    const tournaments = (await t.app.inject({ url: '/Tournaments' })).body;
    expect(tournaments).toContain(
      '<link rel="preload" href="/api/Tournament/GetAllTournaments" as="fetch" crossorigin="anonymous">',
    );

    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page.js">');
    expect(home).toContain(
      '<link rel="preload" href="/images/home-hero.svg" as="image" fetchpriority="high">',
    );
    expect(home).not.toContain('camps-page.js');
    expect(home).not.toContain('as="fetch"');

    const unknown = await t.app.inject({ url: '/no-such-page' });
    expect(unknown.body).toContain('id="runtime-config"');
    expect(unknown.body).not.toContain('modulepreload');
  });

  it("names a signed-in page's chunks and its catalogues in the visitor's language (the coach's roster)", async () => {
    const roster = await t.app.inject({ url: '/coach/sessions/7?day=2026-07-06' });
    expect(roster.statusCode).toBe(200);
    for (const href of [
      '/assets/coach-session-page.js',
      '/assets/oidc-auth-client.js',
      '/assets/coaching-en.js',
    ])
      expect(roster.body).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
    expect(roster.body).toContain('<link rel="stylesheet" href="/assets/coaching.css">');
    expect(roster.body).not.toContain('coaching-es.js');

    const spanish = (await t.app.inject({ url: '/coach/sessions/7?lang=es' })).body;
    expect(spanish).toContain('<link rel="modulepreload" crossorigin href="/assets/coaching-es.js">');
    expect(spanish).not.toContain('coaching-en.js');

    // Another staff page names none of the roster's.
    expect((await t.app.inject({ url: '/coach' })).body).not.toContain('coach-session-page.js');
  });

  it('keeps a "</script>" inside a configuration value from ending the data block', async () => {
    const { headMarkup } = await import('../src/plugins/spa.js');
    const config = (await t.app.inject({ url: '/config.json' })).json();
    const markup = headMarkup({ ...config, contactEmail: '</script><script>alert(1)</script>' }, null, {});
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).toContain('\\u003c/script>');
  });
});

describe('the plain page in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      [
        '<!doctype html><html lang="en"><head><title>Touchline Soccer Academy</title>',
        '<meta\n      name="description"\n      content="Touchline Soccer Academy: small-sided camps." />',
        '<meta property="og:description" content="Camps in Nashville." />',
        '<script type="module" src="/assets/app.js"></script></head>',
        '<body><div id="root"><main id="main" class="boot-screen" aria-busy="true"><p role="status">Initializing....</p></main></div></body></html>',
      ].join('\n'),
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('carries its description and start-up text in Spanish for a Spanish visitor, the template’s English otherwise', async () => {
    const spanish = (await t.app.inject({ url: '/MyRegistrations', headers: { cookie: 'lang=es' } })).body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toMatch(
      /<meta\s+name="description"\s+content="Touchline Soccer Academy: campamentos de fútbol juvenil en grupos pequeños/,
    );
    expect(spanish).toContain('<meta property="og:description" content="Campamentos de fútbol juvenil');
    expect(spanish).toContain('<p role="status">Iniciando…</p>');
    expect(spanish).not.toMatch(/Initializing|small-sided|Camps in Nashville/);

    const asked = (await t.app.inject({ url: '/manage?lang=es' })).body;
    expect(asked).toContain('<p role="status">Iniciando…</p>');

    const english = (await t.app.inject({ url: '/MyRegistrations', headers: { 'accept-language': 'en-US' } }))
      .body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('content="Touchline Soccer Academy: small-sided camps."');
    expect(english).toContain('<p role="status">Initializing....</p>');
  });
});
