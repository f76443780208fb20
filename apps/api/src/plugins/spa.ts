import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './error-handler.js';

/**
 * Serves the built site: hashed assets with long caching, `index.html` for every route of the
 * spec (history fallback), and a real 404 page for anything else.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const available = existsSync(indexFile);
  if (!available) app.log.warn({ webDist }, 'web build not found; the API runs without the site');

  if (available) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  let cachedIndex: string | undefined;
  const indexHtml = () => (cachedIndex ??= readFileSync(indexFile, 'utf8'));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || !wantsHtml) {
      return sendProblem(reply, 404, 'Not Found', `No route for ${request.method} ${path}`);
    }
    if (!available)
      return sendProblem(reply, 404, 'Not Found', 'The site has not been built (npm run build).');
    // Unknown pages still get the site (which renders its Page not found view) but with a 404 status.
    return reply
      .code(isWebRoute(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml());
  });
}
