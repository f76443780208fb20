import { createHash, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { MetricsService } from './metrics-service.js';

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

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
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
