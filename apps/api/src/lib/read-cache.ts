/**
 * A short-lived cache of serialized public answers (the camp and tournament lists everyone
 * reads). Any change made through this server clears it at once; changes made by another
 * server show after at most `ttlMs`. It holds at most `maxEntries` answers (the oldest go
 * first), so no run of distinct requests can grow it without bound.
 */
export function createReadCache(ttlMs: number, maxEntries = 64) {
  const entries = new Map<string, { body: Buffer; until: number }>();
  return {
    /**
     * The answer's JSON as UTF-8 bytes: a reply sends them as they are, where a string would be
     * encoded again for every request (for the camp list, more than a quarter of the server's
     * time under load; bench README).
     */
    async get(key: string, now: number, load: () => Promise<unknown>): Promise<Buffer> {
      const hit = this.fresh(key, now);
      if (hit) return hit;
      const body = Buffer.from(JSON.stringify(await load()));
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { body, until: now + ttlMs });
      return body;
    },
    /**
     * The answer held for `key` if it is still fresh, without a promise: a route answers a hit
     * in the same turn (no microtask, no promise per request; bench README, "Metrics on").
     */
    fresh(key: string, now: number): Buffer | undefined {
      const hit = entries.get(key);
      return hit && hit.until > now ? hit.body : undefined;
    },
    clear() {
      entries.clear();
    },
    /** How many answers are held. */
    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
