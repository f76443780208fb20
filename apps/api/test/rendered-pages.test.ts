import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { submitCampRegistration } from './support/registrations.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { fakeWebBuild } from './support/web-build.js';

/**
 * The server render stands in for the web build's (`dist-ssr/server-render.js` beside the site):
 * it writes the path, the lists it was given and how many renders it made, and fails on request.
 */
const fakeRender = `
let renders = 0;
export async function renderPage(url, config, lists, locale, preview) {
  if (url.includes('fail')) throw new Error('render failed');
  renders += 1;
  return {
    head: '<link rel="preload" as="image" href="/images/lead.svg"/>',
    body: '<main id="main" data-locale="' + locale + '"><h1>' + url + '</h1><p data-render="' + renders + '">' + config.contactEmail +
      '</p><p data-lists="' + Object.keys(lists).join(' ') + '">' + JSON.stringify(lists).length + '</p>' +
      (preview ? '<p data-drawn-with="' + encodeURIComponent(JSON.stringify(preview)) + '"></p>' : '') + '</main>',
  };
}
`;

const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/.exec(html);

describe('public pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fakeWebBuild(
      '<!doctype html><html lang="en"><head><title>site</title><script type="module" crossorigin src="/assets/app.js"></script><link rel="stylesheet" crossorigin href="/assets/site.css"></head><body><div id="root"><main id="main" class="boot-screen"><p role="status">Initializing....</p></main></div></body>',
      fakeRender,
      {
        'assets/site.css': '.hero{color:green}',
        'route-assets.json': JSON.stringify({
          partner: { js: ['/assets/partner-page.js'], css: [], images: [] },
        }),
      },
    );
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_CACHE_MS: '60000' });
  });
  afterAll(() => t.close());

  it('renders each page in the visitor’s language: ?lang=, then the remembered choice, then Accept-Language', async () => {
    const lang = (body: string) => [
      /<html lang="(\w+)"/.exec(body)?.[1],
      /data-locale="(\w+)"/.exec(body)?.[1],
    ];
    const spanish = await t.app.inject({ url: '/About', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(lang(spanish.body)).toEqual(['es', 'es']);
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.headers.vary).toContain('accept-language');
    const remembered = await t.app.inject({
      url: '/About',
      headers: { 'accept-language': 'es', cookie: 'lang=en' },
    });
    expect(lang(remembered.body)).toEqual(['en', 'en']);
    const asked = await t.app.inject({ url: '/About?lang=es', headers: { cookie: 'lang=en' } });
    expect(lang(asked.body)).toEqual(['es', 'es']);
    expect(lang((await t.app.inject({ url: '/About' })).body)).toEqual(['en', 'en']);
    // A crawlable address per language, the spec's route unchanged.
    const head = asked.body.slice(0, asked.body.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" hreflang="en" href="http://localhost:80/About?lang=en">');
    expect(head).toContain('<link rel="alternate" hreflang="es" href="http://localhost:80/About?lang=es">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:80/About">');
    // The pages the server does not render still say their language.
    const plain = await t.app.inject({ url: '/MyRegistrations', headers: { cookie: 'lang=es' } });
    expect(/<html lang="(\w+)"/.exec(plain.body)?.[1]).toBe('es');
  });

  it('sends the public pages rendered, in place of the start-up screen', async () => {
    for (const url of ['/', '/About', '/Partner', '/Contact', '/eventrentals', '/CampFlyer/1/2']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const root = rootOf(page.body);
      expect(root?.[1], url).toBe(' data-rendered=""');
      expect(root?.[2], url).toContain(`<h1>${url}</h1>`);
      expect(root?.[2], url).not.toContain('Initializing');
      // The runtime configuration the page starts with is the one it was rendered with.
      expect(root?.[2], url).toContain('info@touchline.example');
      // Hoisted tags go to the head.
      expect(page.body.indexOf('/images/lead.svg')).toBeLessThan(page.body.indexOf('</head>'));
      expect(page.body, url).not.toContain('id="public-lists"');
    }
  });

  it('renders the camp and tournament lists into the page from the list API, with the lists as a data block', async () => {
    const camps = await t.app.inject({ url: '/Camps' });
    const sessions = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' })).body;
    const states = (await t.app.inject({ url: '/api/Camps/GetAvailableStates' })).body;
    const block = /<script type="application\/json" id="public-lists">(.*?)<\/script>/.exec(camps.body);
    expect(JSON.parse(block![1]!)).toEqual({
      '/api/Camps/GetCampSessions/_allStates': JSON.parse(sessions),
      '/api/Camps/GetAvailableStates': JSON.parse(states),
    });
    expect(rootOf(camps.body)?.[2]).toContain(
      'data-lists="/api/Camps/GetCampSessions/_allStates /api/Camps/GetAvailableStates"',
    );
    const tournaments = await t.app.inject({ url: '/Tournaments' });
    expect(tournaments.body).toContain(
      '<script type="application/json" id="public-lists">{"/api/Tournament/GetAllTournaments":',
    );
    // Nothing of it runs: the CSP still refuses inline script.
    expect(/script-src[^;]*/.exec(String(camps.headers['content-security-policy']))?.[0]).not.toContain(
      'unsafe-inline',
    );
  });

  it('keeps a rendered page: static pages for good, list pages for the public cache time', async () => {
    const first = await t.app.inject({ url: '/Tournaments?x=1' });
    const again = await t.app.inject({ url: '/Tournaments?x=1' });
    const render = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
    expect(render(again.body)).toBe(render(first.body));
    const about = await t.app.inject({ url: '/About' });
    expect(render((await t.app.inject({ url: '/About' })).body)).toBe(render(about.body));
  });

  it('writes the stylesheets into the rendered page, sends it compressed and its scripts after the paint', async () => {
    const page = await t.app.inject({ url: '/Partner' });
    expect(page.body).toContain(
      '<style data-href="/assets/site.css">.hero{color:green}</style><link rel="stylesheet" href="/assets/site.css" disabled>',
    );
    // Its scripts (the start-up code, the page's chunks) are asked for after the load event.
    expect(page.body).toContain(
      '<script src="/start-after-load.js" data-start="/assets/app.js" data-preload="/assets/partner-page.js" defer></script>',
    );
    expect(page.body).not.toContain('type="module"');
    expect(page.body).not.toContain('modulepreload');
    const camps = await t.app.inject({ url: '/Camps' });
    expect(camps.body).not.toContain('as="fetch"');

    const br = await t.app.inject({ url: '/Partner', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(page.body);
    const gzip = await t.app.inject({ url: '/Partner', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(page.body);
    // The plain page (not rendered) keeps its stylesheet link and starts its scripts at once.
    const plain = (await t.app.inject({ url: '/manage' })).body;
    expect(plain).toContain('<link rel="stylesheet" crossorigin href="/assets/site.css">');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
  });

  it('sends the plain page when the render fails, and renders no signed-in or staff page', async () => {
    const failed = await t.app.inject({ url: '/About?fail=1' });
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)?.[1]).toBe('');
    expect(failed.body).toContain('Initializing....');
    for (const url of ['/MyRegistrations', '/Register/1', '/manage', '/Checkout/1', '/no-such-page']) {
      const page = await t.app.inject({ url });
      expect(page.body, url).not.toContain('data-rendered');
    }
  });

  it("draws the coach's roster with its session's public facts only, before the browser knows the account", async () => {
    const { db } = t.database;
    const now = t.clock.now;
    const current = await createCampSession(db, now, { startOffset: 1 });
    // A child on the roster: nothing of it may reach a page anyone can ask for.
    const child = await submitCampRegistration(t, current, {
      playerFirstName: 'Zelda',
      medicalConditions: 'Peanut allergy',
    });
    expect(child.statusCode).toBe(200);
    const drawnWith = (html: string) => {
      const at = /data-drawn-with="([^"]*)"/.exec(html)?.[1];
      return at === undefined ? undefined : JSON.parse(decodeURIComponent(at));
    };
    const block = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="page-preview">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
      );

    const page = await t.app.inject({ url: `/coach/sessions/${current}?day=2026-01-01` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    // Replaced by the site, never hydrated: marked apart from the public pages.
    expect(rootOf(page.body)?.[1]).toBe(' data-preview=""');
    const facts = {
      kind: 'session',
      id: current,
      campName: 'Test Camp',
      facilityName: 'Test Park',
      timeBlock: '9:00 AM - 12:00 PM',
      group: '',
    };
    expect(drawnWith(page.body)).toEqual({ coachSession: expect.objectContaining(facts) });
    expect(block(page.body)).toEqual(drawnWith(page.body));
    expect(page.body).not.toMatch(/Zelda|Peanut/);
    // Not for search engines; its scripts after the paint, as a public page's.
    expect(page.body).not.toContain('hreflang');
    expect(page.body).toContain('<script src="/start-after-load.js"');

    // Nothing is drawn of a session archived, ended or unknown: the page's frame only.
    const archived = await createCampSession(db, now, { startOffset: 3 });
    await db
      .updateTable('camp_sessions')
      .set({ archived_at: now.toISOString() })
      .where('id', '=', archived)
      .execute();
    const ended = await createCampSession(db, now, { startOffset: -30 });
    for (const id of [archived, ended, 999_999]) {
      const other = await t.app.inject({ url: `/coach/sessions/${id}` });
      expect(other.statusCode, String(id)).toBe(200);
      expect(drawnWith(other.body), String(id)).toEqual({});
      expect(block(other.body), String(id)).toEqual({});
    }
    // The coach's other pages render in the browser only.
    for (const url of ['/coach', `/coach/age-groups/1`, '/coach/check-in'])
      expect((await t.app.inject({ url })).body, url).not.toMatch(/data-preview|data-rendered/);
  });
});
