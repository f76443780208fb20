import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One cached answer: its JSON as UTF-8 bytes (a reply sends them as they are, where a string
 * would be encoded again for every request), and the same bytes compressed, made on first
 * demand and kept with it.
 */
export interface CachedAnswer {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A short-lived cache of serialized public answers (the camp and tournament lists everyone
 * reads). Any change made through this server clears it at once; changes made by another
 * server show after at most `ttlMs`. It holds at most `maxEntries` answers (the oldest go
 * first), so no run of distinct requests can grow it without bound.
 */
export function createReadCache(ttlMs: number, maxEntries = 64) {
  const entries = new Map<string, { answer: CachedAnswer; until: number }>();
  return {
    async get(key: string, now: number, load: () => Promise<unknown>): Promise<CachedAnswer> {
      const hit = this.fresh(key, now);
      if (hit) return hit;
      const answer = { body: Buffer.from(JSON.stringify(await load())) };
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { answer, until: now + ttlMs });
      return answer;
    },
    /**
     * The answer held for `key` if it is still fresh, without a promise: a route answers a hit
     * in the same turn (no microtask, no promise per request; bench README, "Metrics on").
     */
    fresh(key: string, now: number): CachedAnswer | undefined {
      const hit = entries.get(key);
      return hit && hit.until > now ? hit.answer : undefined;
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

/** Lists shorter than this go as they are: compressing saves less than it costs. */
const compressFrom = 1024;

/**
 * Sends a cached JSON answer, compressed as the browser accepts (Brotli, else gzip; the camp
 * list's 40 KB about 0.8 KB), the compressed bytes made once per cached answer.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.type('application/json');
  if (answer.body.length < compressFrom) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const accepts = request.headers['accept-encoding'];
  if (accepts?.includes('br')) {
    answer.br ??= brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (accepts?.includes('gzip')) {
    answer.gzip ??= gzipSync(answer.body);
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}
