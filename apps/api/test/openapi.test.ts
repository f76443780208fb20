import { Validator } from '@seriousme/openapi-schema-validator';
import { apiPaths } from '@soccer/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorSchemas, type OpenApiDocument } from '../src/plugins/openapi.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-access'?: string;
}

/**
 * What the document must describe, said here rather than read from the plugin: every /api route
 * and the probes, less the document and its page. The site's pages, its files and
 * `/config.json` (the site's start-up settings) are the site's, not the API's.
 */
const isDescribed = (url: string) =>
  (url.startsWith('/api/') || url === apiPaths.health || url === apiPaths.ready) &&
  url !== apiPaths.openApi &&
  url !== apiPaths.apiDocs &&
  !url.startsWith(`${apiPaths.apiDocs}/`);

/** `:id` → `{id}`, as the document writes a path. */
const openApiUrl = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** What a zod schema declared by a route reads as JSON Schema, made here on its own. */
function jsonSchemaOf(schema: unknown): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

describe(`the API described (${testEngine})`, () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const operation = (method: string, url: string) =>
    doc.paths?.[openApiUrl(url)]?.[method.toLowerCase()] as Operation | undefined;
  const described = () => t.app.routeTable.filter((r) => isDescribed(r.url));

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: apiPaths.openApi });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is public, cacheable and answers 304 to its own tag', async () => {
    const res = await t.app.inject({ url: apiPaths.openApi });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-type']).toContain('application/json');
    const again = await t.app.inject({
      url: apiPaths.openApi,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const text = res.body;
    for (const secret of [t.config.STRIPE_SECRET_KEY, t.config.STRIPE_WEBHOOK_SECRET])
      expect(text).not.toContain(secret);
  });

  it('has every route the app serves under /api and the probes, and nothing else', () => {
    const routes = described();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const served = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiUrl(r.url)}`));
    const extra = Object.entries(doc.paths ?? {}).flatMap(([url, item]) =>
      Object.keys(item)
        .map((method) => `${method} ${url}`)
        .filter((key) => !served.has(key)),
    );
    expect(extra).toEqual([]);
    for (const hidden of [apiPaths.openApi, apiPaths.apiDocs, apiPaths.runtimeConfig])
      expect(doc.paths?.[hidden]).toBeUndefined();
  });

  it("has each route's own request schemas: body, path parameters and query", () => {
    let compared = 0;
    for (const route of described()) {
      const op = operation(route.method, route.url)!;
      const where = `${route.method} ${route.url}`;
      const { body, params, querystring } = route.schema ?? {};
      const docBody = op.requestBody?.content['application/json']?.schema;
      if (body) {
        expect(docBody, where).toEqual(jsonSchemaOf(body));
        compared++;
      } else expect(docBody, where).toBeUndefined();
      for (const [kind, schema] of [
        ['path', params],
        ['query', querystring],
      ] as const) {
        const docParams = (op.parameters ?? []).filter((p) => p.in === kind);
        if (!schema) {
          if (kind === 'query') expect(docParams, where).toEqual([]);
          continue;
        }
        const own = jsonSchemaOf(schema) as { properties: Record<string, unknown>; required?: string[] };
        expect(docParams.map((p) => p.name).sort(), where).toEqual(Object.keys(own.properties).sort());
        for (const p of docParams) {
          expect(p.schema, `${where} ${p.name}`).toEqual(own.properties[p.name]);
          if (kind === 'query')
            expect(Boolean(p.required), `${where} ${p.name}`).toBe(own.required?.includes(p.name) ?? false);
          compared++;
        }
      }
      // Every path parameter is named, declared or not.
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        where,
      ).toEqual(expect.arrayContaining(names));
    }
    expect(compared).toBeGreaterThan(60);
  });

  it("has the spec's paths and every other path of contracts, with the spec's spelling", () => {
    const paths = Object.keys(doc.paths ?? {});
    const patternOf = (path: string) =>
      new RegExp(
        `^${path
          .replace(/:\w+/g, '\0')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replaceAll('\0', '[^/]+')}$`,
      );
    const absent: string[] = [];
    for (const [name, value] of Object.entries(apiPaths)) {
      const path =
        typeof value === 'function' ? (value as (...a: string[]) => string)(':a', ':b', ':c') : value;
      if (!isDescribed(path)) continue;
      if (!paths.some((p) => patternOf(path).test(p))) absent.push(`${name} ${path}`);
    }
    expect(absent).toEqual([]);
    expect(operation('GET', '/api/Tournament/GetTournamenRegistrationById/:registrationid')).toMatchObject({
      operationId: 'tournamentRegistrationById',
    });
    // Each operation is named after its path in contracts, once.
    const ids = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item).map((op) => (op as Operation).operationId),
    );
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('GET', '/api/Admin/Inbox/rentals/Search/:page/:pageSize')?.operationId).toBe(
      'inboxSearchRentals',
    );
    expect(operation('PUT', apiPaths.household)?.operationId).toBe('putHousehold');
    for (const url of [
      apiPaths.submitRegistration,
      apiPaths.registerTournament,
      apiPaths.saveContactUsMessage,
      apiPaths.sendFieldRentalMessage,
    ]) {
      const op = operation('POST', url)!;
      expect(op.requestBody?.content['application/json']?.schema, url).toMatchObject({ type: 'object' });
      expect(op.responses['400'], url).toEqual({ $ref: '#/components/responses/Error400' });
    }
    // 429: the forms (the rate-limit plugin) and the registrations (their own per-minute limits).
    for (const url of [
      apiPaths.saveContactUsMessage,
      apiPaths.submitRegistration,
      apiPaths.registerTournament,
      apiPaths.joinCampWaitlist,
    ])
      expect(operation('POST', url)!.responses['429'], url).toBeDefined();
    expect(operation('GET', apiPaths.myRegistrations)!.responses['429']).toBeUndefined();
    // Public routes that only the provider or the site call say so.
    expect(operation('POST', apiPaths.paymentWebhook)).toMatchObject({
      description: expect.stringContaining('payment provider only'),
    });
  });

  it('marks the bearer token and the role each guarded route asks for, as its guards answer', async () => {
    expect(doc.components?.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' } });
    const fill = (url: string) => url.replace(/:\w+/g, '1');
    const counts = { public: 0, user: 0, staff: 0, admin: 0 };
    for (const route of described()) {
      const op = operation(route.method, route.url)!;
      const access = (op['x-access'] ?? 'public') as keyof typeof counts;
      counts[access]++;
      const where = `${route.method} ${route.url}`;
      const call = (account: (typeof accounts)[keyof typeof accounts] | null) =>
        t.as(account, { method: route.method as 'GET', url: fill(route.url) });
      if (access === 'public') {
        expect(op.security, where).toBeUndefined();
        // Only reads are called: a public write would do its work.
        if (route.method === 'GET') expect([401, 403], where).not.toContain((await call(null)).statusCode);
        continue;
      }
      const roles = { user: [], staff: ['staff', 'admin'], admin: ['admin'] }[access];
      expect(op.security, where).toEqual([{ bearer: roles }]);
      expect(op.responses['401'], where).toBeDefined();
      // The guards answer before anything else runs, so calling them changes nothing.
      expect((await call(null)).statusCode, where).toBe(401);
      if (access !== 'user') {
        expect(op.responses['403'], where).toBeDefined();
        expect((await call(accounts.parentA)).statusCode, where).toBe(403);
      }
      if (access === 'admin') expect((await call(accounts.staff)).statusCode, where).toBe(403);
    }
    expect(counts.public).toBeGreaterThan(5);
    expect(counts.user).toBeGreaterThan(10);
    expect(counts.staff).toBeGreaterThan(10);
    expect(counts.admin).toBeGreaterThan(0);
  });

  it('describes the error shapes the server sends', async () => {
    const ajv = new Ajv2020({ strict: false });
    const validation = ajv.compile(errorSchemas.ValidationProblem);
    const problem = ajv.compile(errorSchemas.Problem);
    const bad = await t.app.inject({ method: 'POST', url: apiPaths.saveContactUsMessage, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(validation(bad.json()), JSON.stringify(validation.errors)).toBe(true);
    const anonymous = await t.app.inject({ url: apiPaths.me });
    expect(anonymous.statusCode).toBe(401);
    expect(problem(anonymous.json()), JSON.stringify(problem.errors)).toBe(true);
    const missing = await t.as(accounts.parentA, { url: apiPaths.campRegistration(999999) });
    expect(missing.statusCode).toBe(404);
    expect(problem(missing.json()), JSON.stringify(problem.errors)).toBe(true);
    expect(doc.components?.responses?.Error409).toBeDefined();
  });

  it('serves the readable page and its files from this server, under the same security headers', async () => {
    const page = await t.app.inject({ url: apiPaths.apiDocs });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const scripts = [...page.body.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(scripts.length).toBe(3);
    for (const src of scripts) {
      expect(src.startsWith(`${apiPaths.apiDocs}/`), src).toBe(true);
      const res = await t.app.inject({ url: src });
      expect(res.statusCode, src).toBe(200);
    }
    const start = await t.app.inject({ url: `${apiPaths.apiDocs}/start.js` });
    expect(start.body).toContain(JSON.stringify(apiPaths.openApi));
    // Only the files the page loads, not the package's other files.
    expect((await t.app.inject({ url: `${apiPaths.apiDocs}/assets/package.json` })).statusCode).toBe(404);
  });
});
