import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { allStates, apiPaths } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** The cached public lists go compressed to a browser that accepts it, the same JSON (bench README). */
describe(`public lists, compressed (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 12; i++) await createCampSession(t.app.db, t.clock.now, { startOffset: 10 + i });
  });
  afterAll(() => t.close());

  it('answers the camp list in Brotli, gzip or as it is, the same JSON each way', async () => {
    const url = apiPaths.campSessions(allStates);
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const list = plain.json();
    expect(list).toHaveLength(12);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);

    // A short answer goes as it is.
    const states = await t.app.inject({
      url: apiPaths.availableStates,
      headers: { 'accept-encoding': 'br' },
    });
    expect(states.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(states.json())).toBe(true);
  });
});
