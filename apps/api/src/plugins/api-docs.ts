import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiPaths } from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';

/** The files of Swagger UI the page loads, from the `swagger-ui-dist` package (no CDN). */
const assetFiles = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);
const assetsPath = `${apiPaths.apiDocs}/assets/`;

/** Starts Swagger UI on the document; a file, since the site's CSP allows no inline script. */
const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(apiPaths.openApi)},
    dom_id: '#api',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: false,
  });
});
`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API description</title>
<link rel="stylesheet" href="${assetsPath}swagger-ui.css">
<link rel="icon" type="image/png" href="${assetsPath}favicon-32x32.png">
</head>
<body>
<main id="api"></main>
<script src="${assetsPath}swagger-ui-bundle.js"></script>
<script src="${apiPaths.apiDocs}/start.js"></script>
</body>
</html>
`;

/**
 * `GET /api/docs`: a readable page for the OpenAPI document, Swagger UI from its npm package,
 * served by the API and never part of the site's bundle. The server's security headers apply
 * unchanged: the page's scripts are files from this origin and it reads the document from this
 * origin. Its scripts are versioned with the package, so they are cached for a day only.
 */
export async function registerApiDocs(app: FastifyInstance) {
  const root = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  await app.register(fastifyStatic, {
    root,
    prefix: assetsPath,
    decorateReply: false,
    index: false,
    wildcard: true,
    allowedPath: (path) => assetFiles.has(path),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
  app.get(apiPaths.apiDocs, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(page),
  );
  app.get(`${apiPaths.apiDocs}/start.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(startScript),
  );
}
