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
      '<!doctype html><title>site</title><script type="module" src="/assets/app.js"></script>',
    );
    const js = 'console.log("app");'.repeat(200);
    writeFileSync(join(dist, 'assets', 'app.js'), js);
    writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(js));
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
});
