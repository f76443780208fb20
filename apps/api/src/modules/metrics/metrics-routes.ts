import { createHash, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@soccer/contracts';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { type MetricsService, unmatchedRoute } from './metrics-service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `/metrics` (decision 0071), on when METRICS_TOKEN is configured: every answered request is
 * counted by its route pattern, and the endpoint answers a bearer token equal to the configured
 * one (compared in constant time). Without a token the endpoint does not exist (404) and requests
 * are not counted, so a server without metrics pays nothing for them.
 */
export function registerMetrics(app: FastifyInstance, metrics: MetricsService | undefined) {
  const token = app.config.METRICS_TOKEN;
  if (!metrics || !token) return;
  const expected = digest(`Bearer ${token}`);

  // Each route gets its own observer when it is added, bound to its method and pattern, so a
  // request reads neither `request.routeOptions` (an object built on each read) nor a label key.
  // app.ts registers this before any route plugin, so every route has one.
  const observers = new Map<string, ReturnType<MetricsService['requestObserver']>>();
  const observerOf = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let observe = observers.get(key);
    if (!observe) {
      observe = metrics.requestObserver(method, route);
      observers.set(key, observe);
    }
    return observe;
  };
  app.addHook('onRoute', (route) => {
    const byMethod = new Map([route.method].flat().map((m) => [m, observerOf(m, route.url)]));
    const observe: onResponseHookHandler = (request, reply, done) => {
      byMethod.get(request.method)?.(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), observe];
  });
  // What no route matched (the not-found handler) shares one label.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observerOf(request.method, unmatchedRoute)(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(apiPaths.metrics, async (request, reply) => {
    const given = request.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    const { contentType, text } = await metrics.scrape();
    reply.header('cache-control', 'no-store').type(contentType);
    return text;
  });
}
