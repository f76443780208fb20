import { describe, expect, it } from 'vitest';
import { createReadCache } from '../src/lib/read-cache.js';

describe('public read cache', () => {
  it('answers from memory until the time to live runs out', async () => {
    const cache = createReadCache(1000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(String((await cache.get('a', 0, load)).body)).toBe('{"n":1}');
    expect(String((await cache.get('a', 999, load)).body)).toBe('{"n":1}');
    expect(String((await cache.get('a', 1000, load)).body)).toBe('{"n":2}');
  });

  it('holds at most its maximum number of answers, dropping the oldest first', async () => {
    const cache = createReadCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, 0, async () => key);
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('a', 1, async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
    expect(cache.size).toBe(3);
  });
});
