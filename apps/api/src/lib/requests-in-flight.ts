import type { FastifyInstance } from 'fastify';

/**
 * The requests this server is answering right now, so background work can wait for a moment
 * with none (decision 0119): work drawn between a request's queries on PostgreSQL keeps that
 * request's locks held, and everything queued behind them waits too.
 */
export interface RequestsInFlight {
  readonly count: number;
  /**
   * Resolves as soon as no request is in flight (at once if none is), or after `maxMs` whatever
   * the traffic, so the work always progresses. True when it found a quiet moment.
   */
  quiet(maxMs: number): Promise<boolean>;
}

export function countRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  let count = 0;
  let waiting: (() => void)[] = [];
  const finished = () => {
    count--;
    if (count > 0 || !waiting.length) return;
    const wake = waiting;
    waiting = [];
    for (const w of wake) w();
  };
  app.addHook('onRequest', (_request, reply, done) => {
    count++;
    // 'close' comes once for every response: sent, failed or dropped by the client.
    reply.raw.once('close', finished);
    done();
  });
  return {
    get count() {
      return count;
    },
    quiet(maxMs) {
      if (count === 0) return Promise.resolve(true);
      if (maxMs <= 0) return Promise.resolve(false);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((w) => w !== wake);
          resolve(false);
        }, maxMs);
        waiting.push(wake);
      });
    },
  };
}
