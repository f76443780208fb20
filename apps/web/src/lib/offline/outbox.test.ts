import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDeviceDb } from './device-db';
import { forgetDeviceData } from './forget-device-data';
import {
  flushOutbox,
  neverSucceeds,
  pendingWrites,
  type QueuedWrite,
  queueWrite,
  unsentWriteCount,
} from './outbox';

afterEach(async () => {
  await closeDeviceDb();
  await forgetDeviceData();
});

const paths = (writes: QueuedWrite[]) => writes.map((w) => w.path);

describe('outbox', () => {
  it('keeps writes in the order they were queued, each with a client id', async () => {
    const a = await queueWrite({ method: 'POST', path: '/api/a', body: { n: 1 } });
    await queueWrite({ method: 'PUT', path: '/api/b' });
    await queueWrite({ method: 'DELETE', path: '/api/c', id: 'c-1' });
    const list = await pendingWrites();
    expect(paths(list)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(list[0]).toMatchObject({ id: a.id, method: 'POST', body: { n: 1 }, attempts: 0 });
    expect(list[2]?.id).toBe('c-1');
  });

  it('counts the unsent writes, and makes no database on a device that has none', async () => {
    expect(await unsentWriteCount()).toBe(0);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('soccer-device');
    await queueWrite({ method: 'POST', path: '/api/a' });
    await queueWrite({ method: 'POST', path: '/api/b' });
    expect(await unsentWriteCount()).toBe(2);
  });

  it('queues the same id once', async () => {
    await queueWrite({ method: 'POST', path: '/api/a', id: 'same' });
    const again = await queueWrite({ method: 'POST', path: '/api/other', id: 'same' });
    expect(again.path).toBe('/api/a');
    expect(paths(await pendingWrites())).toEqual(['/api/a']);
  });

  it('sends in order, one at a time, and removes each on a 2xx', async () => {
    for (const p of ['/1', '/2', '/3']) await queueWrite({ method: 'POST', path: p });
    const seen: string[] = [];
    let inFlight = 0;
    const send = vi.fn(async (w: QueuedWrite) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      seen.push(w.path);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return w.path === '/2' ? 201 : 204;
    });
    const result = await flushOutbox(send);
    expect(seen).toEqual(['/1', '/2', '/3']);
    expect(paths(result.sent)).toEqual(['/1', '/2', '/3']);
    expect(result.stopped).toBe(false);
    expect(await pendingWrites()).toEqual([]);
  });

  it('keeps a write on a network error or a 5xx, and the later ones wait behind it', async () => {
    for (const p of ['/1', '/2', '/3']) await queueWrite({ method: 'POST', path: p });
    const offline = vi.fn(async (w: QueuedWrite) => {
      if (w.path === '/2') throw new TypeError('Failed to fetch');
      return 200;
    });
    const first = await flushOutbox(offline);
    expect(paths(first.sent)).toEqual(['/1']);
    expect(first.stopped).toBe(true);
    expect(offline).toHaveBeenCalledTimes(2);
    let list = await pendingWrites();
    expect(paths(list)).toEqual(['/2', '/3']);
    expect(list[0]?.attempts).toBe(1);

    const serverDown = vi.fn(async () => 503);
    const second = await flushOutbox(serverDown);
    expect(second.stopped).toBe(true);
    expect(serverDown).toHaveBeenCalledTimes(1);
    list = await pendingWrites();
    expect(paths(list)).toEqual(['/2', '/3']);
    expect(list[0]?.attempts).toBe(2);

    const back = vi.fn(async (_w: QueuedWrite) => 200);
    await flushOutbox(back);
    expect(back.mock.calls.map(([w]) => w.path)).toEqual(['/2', '/3']);
    expect(await pendingWrites()).toEqual([]);
  });

  it('removes a write the server refuses for good (4xx) and goes on; keeps a 401, 408 or 429', async () => {
    for (const p of ['/refused', '/sign-in', '/next']) await queueWrite({ method: 'POST', path: p });
    const statuses: Record<string, number> = { '/refused': 409, '/sign-in': 401, '/next': 200 };
    const result = await flushOutbox(async (w) => statuses[w.path] ?? 500);
    expect(result.refused.map((r) => [r.write.path, r.status])).toEqual([['/refused', 409]]);
    expect(result.stopped).toBe(true);
    expect(paths(await pendingWrites())).toEqual(['/sign-in', '/next']);
    expect([400, 403, 404, 409, 410, 422].every(neverSucceeds)).toBe(true);
    expect([401, 408, 429, 500, 503].some(neverSucceeds)).toBe(false);
  });

  it('never sends a write twice when two runs start at once', async () => {
    await queueWrite({ method: 'POST', path: '/once' });
    const send = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return 201;
    });
    const [a, b] = await Promise.all([flushOutbox(send), flushOutbox(send)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(await pendingWrites()).toEqual([]);
  });

  it('takes the lock across tabs when the browser has the Web Locks API', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
      Promise.resolve(callback(null)),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      await queueWrite({ method: 'POST', path: '/held-elsewhere' });
      const send = vi.fn(async () => 200);
      const result = await flushOutbox(send);
      expect(request).toHaveBeenCalledWith('soccer-outbox', { ifAvailable: true }, expect.any(Function));
      expect(result.ran).toBe(false);
      expect(send).not.toHaveBeenCalled();
      expect(paths(await pendingWrites())).toEqual(['/held-elsewhere']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is emptied when the device data is forgotten (sign-out)', async () => {
    await queueWrite({ method: 'POST', path: '/unsent' });
    await forgetDeviceData();
    expect(await pendingWrites()).toEqual([]);
  });
});
