/**
 * A short-lived cache of serialized public answers (the camp and tournament lists everyone
 * reads). Any change made through this server clears it at once; changes made by another
 * server show after at most `ttlMs`.
 */
export function createReadCache(ttlMs: number) {
  const entries = new Map<string, { body: string; until: number }>();
  return {
    async get(key: string, now: number, load: () => Promise<unknown>): Promise<string> {
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.body;
      const body = JSON.stringify(await load());
      entries.set(key, { body, until: now + ttlMs });
      return body;
    },
    clear() {
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
