import { runtimeConfigElementId } from '@soccer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedUserKey } from '../../../lib/auth/lazy-auth-client';
import { testConfig } from '../../../testing/test-config';
import { rosterPathOf, startRosterRead, takeRosterRead } from './early-roster';

/** A page as the server sends it: the runtime configuration in its data block. */
function pageWithConfig(): Document {
  const doc = document.implementation.createHTMLDocument('roster');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = runtimeConfigElementId;
  block.textContent = JSON.stringify(testConfig);
  doc.head.append(block);
  return doc;
}

function storageWith(user: unknown): Storage {
  const storage = new Map<string, string>();
  storage.set(storedUserKey(testConfig.auth), JSON.stringify(user));
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
}

const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const roster = { pathname: '/coach/sessions/11', search: '?day=2026-07-06' };

afterEach(() => {
  takeRosterRead('/api/Coach/Sessions/11?day=2026-07-06');
});

describe("the coach's roster asked for before the page's code runs (decision 0118)", () => {
  it("names the path the page's query reads, and no path on another page", () => {
    expect(rosterPathOf(roster)).toBe('/api/Coach/Sessions/11?day=2026-07-06');
    expect(rosterPathOf({ pathname: '/coach/sessions/11/', search: '' })).toBe('/api/Coach/Sessions/11');
    expect(rosterPathOf({ pathname: '/coach', search: '' })).toBeNull();
    expect(rosterPathOf({ pathname: '/coach/sessions/abc', search: '' })).toBeNull();
  });

  it('sends the read with the stored token once, and hands its answer over once', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startRosterRead(roster, storageWith({ access_token: 'tok', expires_at: inAnHour }), pageWithConfig());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`${testConfig.apiBase}/api/Coach/Sessions/11?day=2026-07-06`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
    });
    // Another path takes nothing; the page's own path takes it, and only the first time.
    expect(takeRosterRead('/api/Coach/Sessions/12')).toBeUndefined();
    expect((await takeRosterRead('/api/Coach/Sessions/11?day=2026-07-06'))?.status).toBe(200);
    expect(takeRosterRead('/api/Coach/Sessions/11?day=2026-07-06')).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('sends nothing without a stored token, or with one about to expire (the page then signs in or renews)', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    startRosterRead(roster, storageWith(null), pageWithConfig());
    startRosterRead(
      roster,
      storageWith({ access_token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 10 }),
      pageWithConfig(),
    );
    startRosterRead(roster, storageWith({ access_token: 'tok', expires_at: inAnHour }), document);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeRosterRead('/api/Coach/Sessions/11?day=2026-07-06')).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
