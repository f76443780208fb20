import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { fakeWebBuild } from './support/web-build.js';

/**
 * A stand-in for the web build's server render that does what the session page does with the
 * data it is given: finds the session in the open sessions list, declares its title, description
 * and Schema.org data, or a 404 when the session is not there (contracts `RenderedPageMeta`).
 */
const fakeRender = `
export async function renderPage(url, config, lists, locale) {
  const id = Number(/\\/Camps\\/Session\\/(\\d+)/i.exec(url)?.[1] ?? 0);
  const sessions = lists['/api/Camps/GetCampSessions/_allStates'] ?? [];
  const session = sessions.find((s) => s.id === id);
  if (!session) return { head: '', body: '<main id="main"><h1>not open</h1></main>', meta: { status: 404 } };
  const name = locale === 'es' && session.campSpec.es.campName ? session.campSpec.es.campName : session.campSpec.campName;
  return {
    head: '',
    body: '<main id="main"><h1>' + name + '</h1><p data-zone="' + session.timeZone + '">' + JSON.stringify(session.cancellationPolicy) + '</p></main>',
    meta: {
      title: name + ' "&" <more> | Touchline',
      description: locale === 'es' ? 'Fechas y precio' : 'Dates & price',
      jsonLd: { '@type': 'Event', name, url: '/Camps/Session/' + id, startDate: session.campStartDate + 'T09:00:00-05:00', note: '</script><script>alert(1)' },
    },
  };
}
`;

describe('a camp session’s public page', () => {
  let t: TestApp;
  let open: number;
  let past: number;
  beforeAll(async () => {
    const dist = fakeWebBuild(
      '<!doctype html><html lang="en"><head><title>Touchline Soccer Academy</title><meta name="description" content="The site." /><meta property="og:title" content="Touchline Soccer Academy" /><meta\n      property="og:description"\n      content="The site."\n    /><script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"><main id="main" class="boot-screen"><p role="status">Initializing....</p></main></div></body>',
      fakeRender,
    );
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_CACHE_MS: '60000' });
    const db = t.database.db;
    open = await createCampSession(db, t.clock.now, { startOffset: 20 });
    past = await createCampSession(db, t.clock.now, { startOffset: -3 });
    const { facility_id, camp_spec_id } = await db
      .selectFrom('camp_sessions')
      .select(['facility_id', 'camp_spec_id'])
      .where('id', '=', open)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('facilities')
      .set({ time_zone: 'America/New_York' })
      .where('id', '=', facility_id)
      .execute();
    await db
      .updateTable('camp_specs')
      .set({ camp_name_es: 'Campamento de prueba' })
      .where('id', '=', camp_spec_id)
      .execute();
  });
  afterAll(() => t.close());

  it('the open sessions list carries the facility’s time zone and the policy in force', async () => {
    const own = { fullRefundDays: 30, feeDays: 10, fee: { kind: 'amount', cents: 2500 } };
    const other = await createCampSession(t.database.db, t.clock.now, { startOffset: 40 });
    await t.database.db
      .updateTable('camp_sessions')
      .set({ cancellation_policy: JSON.stringify(own) })
      .where('id', '=', other)
      .execute();
    const list = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' })).json() as {
      id: number;
      timeZone: string;
      cancellationPolicy: unknown;
    }[];
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get(open)?.timeZone).toBe('America/New_York');
    expect(byId.get(other)?.timeZone).toBe('America/Chicago');
    // No policy of its own: the configured default.
    expect(byId.get(open)?.cancellationPolicy).toEqual({
      fullRefundDays: t.config.CANCELLATION_FULL_REFUND_DAYS,
      feeDays: t.config.CANCELLATION_FEE_DAYS,
      fee: expect.objectContaining({ kind: expect.any(String) }),
    });
    expect(byId.get(other)?.cancellationPolicy).toEqual(own);
    expect(byId.has(past)).toBe(false);
  });

  it('is rendered with its title, description, Open Graph and Twitter card tags, canonical and Schema.org data', async () => {
    const page = await t.app.inject({ url: `/Camps/Session/${open}` });
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<title>Test Camp "&amp;" &lt;more> | Touchline</title>');
    expect(head).toContain('<meta name="description" content="Dates &amp; price">');
    expect(head).toContain(
      '<meta property="og:title" content="Test Camp &quot;&amp;&quot; &lt;more> | Touchline">',
    );
    expect(head).toContain('<meta property="og:description" content="Dates &amp; price">');
    expect(head).not.toContain('The site.');
    expect(head).toContain(`<meta property="og:url" content="http://localhost:80/Camps/Session/${open}">`);
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain(`<link rel="canonical" href="http://localhost:80/Camps/Session/${open}?lang=en">`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="es" href="http://localhost:80/Camps/Session/${open}?lang=es">`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    // Nothing in the data can close its element; its urls are absolute.
    expect(jsonLd).not.toContain('</script');
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Event',
      name: 'Test Camp',
      url: `http://localhost:80/Camps/Session/${open}`,
      note: '</script><script>alert(1)',
    });
    // The page carries the list it was rendered from, with the session's zone.
    expect(page.body).toContain('data-zone="America/New_York"');
    expect(page.body).toContain('id="public-lists"');
  });

  it('is rendered in Spanish for a Spanish reader', async () => {
    const page = await t.app.inject({ url: `/Camps/Session/${open}?lang=es` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('es');
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain('<title>Campamento de prueba "&amp;" &lt;more> | Touchline</title>');
    expect(page.body).toContain('<meta name="description" content="Fechas y precio">');
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:80/Camps/Session/${open}?lang=es">`,
    );
  });

  it('answers 404 for an unknown, a past and a malformed session, still as a rendered page', async () => {
    for (const url of [`/Camps/Session/${past}`, '/Camps/Session/999999', '/Camps/Session/abc']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('data-rendered=""');
      expect(page.body, url).toContain('<h1>not open</h1>');
      expect(page.body, url).not.toContain('application/ld+json');
    }
  });
});
