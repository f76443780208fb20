import { createHash } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import { apiPaths } from '@soccer/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API described (decision 0070): an OpenAPI 3.1 document built by @fastify/swagger from the
 * zod schemas the routes declare (fastify-type-provider-zod turns them into JSON Schema 2020-12),
 * plus what the routes do not declare but every route shares: the error shapes of
 * `error-handler.ts`, the bearer token and the role a guard asks for.
 *
 * Described: every `/api/` route and the two health probes. Not described: the site's pages and
 * files, and this document and its page themselves.
 */

/** Who may call a route, read from the guards on its `onRequest` hooks. */
export type Access = 'public' | 'user' | 'staff' | 'admin';

export interface OpenApiGuards {
  requireUser: unknown;
  requireStaff: unknown;
  requireAdmin: unknown;
}

export const bearerScheme = 'bearer';

/** The shapes `error-handler.ts` sends, as JSON Schema (the spec's 400 `{ errors }`; problem JSON for the rest). */
export const errorSchemas = {
  ValidationProblem: {
    type: 'object',
    description:
      'Bad input: the messages of each field, keyed by its name (`teamMembers[1].parentPhone` for a nested one; `body` when the body is not JSON).',
    required: ['title', 'status', 'errors'],
    properties: {
      type: { type: 'string' },
      title: { type: 'string' },
      status: { type: 'integer', const: 400 },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  },
  Problem: {
    type: 'object',
    description: 'Any other failure: problem JSON whose `detail` is the sentence to show.',
    required: ['title', 'status', 'detail'],
    properties: {
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
    },
  },
} as const;

const errorResponses = {
  400: ['ValidationProblem', 'Bad input; each field with its messages.'],
  401: ['Problem', 'No bearer token, or one that is not valid (see `WWW-Authenticate`).'],
  403: ['Problem', 'Signed in, but the account does not have the role this route asks for.'],
  404: ['Problem', 'Not found, or not the caller’s.'],
  409: ['Problem', 'The change conflicts with the current state (a seat, a status, a version).'],
  429: ['Problem', 'Too many requests in the last minute, from this client or this account.'],
} as const;

type ErrorStatus = keyof typeof errorResponses;

/** Routes that are public but not for integrators: who calls them. */
const internalRoutes: Record<string, string> = {
  [apiPaths.paymentWebhook]:
    'For the payment provider only: its event, signed in the `Stripe-Signature` header; anything unsigned is refused.',
  [apiPaths.clientErrors]: 'For the site only: a browser error report.',
  [apiPaths.captchaChallenge]:
    'For the site’s public forms: a proof-of-work challenge to solve before sending.',
};

interface RouteFacts {
  access: Access;
  statuses: ErrorStatus[];
}

/** Whether a route is part of the description. */
export function isDescribed(url: string): boolean {
  if (url === apiPaths.openApi || url === apiPaths.apiDocs || url.startsWith(`${apiPaths.apiDocs}/`))
    return false;
  return url.startsWith('/api/') || url === apiPaths.health || url === apiPaths.ready;
}

const countsRequests = Symbol('answers 429 past a per-minute limit');

/**
 * Marks a hook that answers 429 past a limit of its own (the plugin's `config.rateLimit` is read
 * directly), so the document lists 429 on the routes that use it.
 */
export function countsRequestsHook<T extends object>(hook: T): T {
  return Object.assign(hook, { [countsRequests]: true });
}

const isCounting = (hook: unknown) =>
  typeof hook === 'function' && (hook as unknown as Record<symbol, unknown>)[countsRequests] === true;

type HookLists = Record<'onRequest' | 'preHandler', unknown[]>;

/** Fastify keeps an instance's hooks under a private symbol; found once, on the root. */
function hooksOf(root: FastifyInstance): (instance: FastifyInstance) => HookLists {
  const symbol = Object.getOwnPropertySymbols(root).find((s) => s.description === 'fastify.hooks');
  if (!symbol) throw new Error('fastify hooks not found: the OpenAPI access marks need updating');
  return (instance) => (instance as unknown as Record<symbol, HookLists>)[symbol]!;
}

/**
 * Registers the document's builder. Call before the route plugins: it learns each route as it is
 * added. Which guard applies is read when the document is built (after `ready`), the way Fastify
 * itself chains a route's hooks: its plugin's `onRequest` hooks, then the route's own.
 */
export async function registerOpenApi(app: FastifyInstance, guards: OpenApiGuards) {
  const hooks = hooksOf(app);
  const owners = new WeakMap<object, FastifyInstance>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    owners.set(route, this);
  });

  /** A route's hooks of one kind, as Fastify chains them: its plugin's, then its own. */
  const chainOf = (route: RouteOptions, kind: keyof HookLists): unknown[] => {
    const owner = owners.get(route);
    return [...(owner ? hooks(owner)[kind] : []), ...[route[kind] ?? []].flat()];
  };
  const accessOf = (route: RouteOptions): Access => {
    const chain = chainOf(route, 'onRequest');
    if (chain.includes(guards.requireAdmin)) return 'admin';
    if (chain.includes(guards.requireStaff)) return 'staff';
    if (chain.includes(guards.requireUser)) return 'user';
    return 'public';
  };

  /** Per operation, what the error responses are; filled by `transform`, read by `transformObject`. */
  const facts = new Map<string, RouteFacts>();
  const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

  await app.register(fastifySwagger, {
    // OpenAPI 3.1 is JSON Schema 2020-12: `const` stays as the schema says it.
    convertConstToEnum: false,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Soccer camps and tournaments registration API',
        version: '1.0.0',
        description:
          'Registration, payments and staff tools of the youth soccer camps and tournaments. Errors: 400 `{ errors }` by field, problem JSON with `detail` otherwise. Signed-in routes take the identity provider’s access token as `Authorization: Bearer`; staff and admin routes name the role in their security requirement.',
      },
      components: {
        securitySchemes: {
          [bearerScheme]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from the identity provider (OIDC code flow with PKCE).',
          },
        },
      },
    },
    transform: (document) => {
      const { route, url } = document;
      if (!isDescribed(url)) return { schema: { hide: true }, url };
      const { schema } = zodTransform({ ...document, schema: document.schema ?? {} });
      const access = accessOf(route);
      const declared = route.schema ?? {};
      const statuses: ErrorStatus[] = [];
      if (declared.body || declared.params || declared.querystring) statuses.push(400);
      if (access !== 'public') statuses.push(401);
      if (access === 'staff' || access === 'admin') statuses.push(403);
      if (declared.params) statuses.push(404);
      const methods = [route.method].flat();
      if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.push(409);
      if (route.config?.rateLimit || chainOf(route, 'preHandler').some(isCounting)) statuses.push(429);
      for (const method of methods) facts.set(operationKey(method, url), { access, statuses });
      const segment = url.split('/')[2];
      return {
        url,
        schema: {
          ...schema,
          ...(internalRoutes[url] ? { description: internalRoutes[url] } : {}),
          tags: [url.startsWith('/api/') && segment ? segment : 'Health'],
          ...(access === 'public'
            ? {}
            : { security: [{ [bearerScheme]: access === 'user' ? [] : roleNames(access) }] }),
        },
      };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenApiDocument;
      document.components ??= {};
      document.components.schemas = { ...document.components.schemas, ...errorSchemas };
      document.components.responses = Object.fromEntries(
        Object.entries(errorResponses).map(([status, [schema, description]]) => [
          responseName(Number(status) as ErrorStatus),
          {
            description,
            content: { 'application/problem+json': { schema: { $ref: `#/components/schemas/${schema}` } } },
          },
        ]),
      );
      for (const [url, item] of Object.entries(document.paths ?? {})) {
        const name = pathNameOf(url);
        const methods = Object.keys(item);
        for (const [method, operation] of Object.entries(item)) {
          if (name) operation.operationId = methods.length > 1 ? `${method}${capitalise(name)}` : name;
          const known = facts.get(operationKey(method, url));
          if (!known) continue;
          operation.responses ??= {};
          for (const status of known.statuses)
            operation.responses[status] = { $ref: `#/components/responses/${responseName(status)}` };
          if (known.access !== 'public') operation['x-access'] = known.access;
        }
      }
      return document;
    },
  });
}

/**
 * The name contracts give a path (`apiPaths`), as the operation's id: `tournamentRegistrationById`
 * for the spec's `GetTournamenRegistrationById`. A path served once per value of a parameter
 * (the inbox's `messages` and `rentals`) gets that value too: `inboxSearchMessages`.
 */
const namedPaths = Object.entries(apiPaths).map(([name, value]) => ({
  name,
  segments: (typeof value === 'function'
    ? (value as (...a: string[]) => string)(':a', ':b', ':c')
    : value
  ).split('/'),
}));

function pathNameOf(url: string): string | undefined {
  const segments = url.split('/');
  let best: { name: string; literals: string[] } | undefined;
  for (const candidate of namedPaths) {
    if (candidate.segments.length !== segments.length) continue;
    const literals: string[] = [];
    const matches = candidate.segments.every((part, i) => {
      const actual = segments[i]!;
      if (!part.startsWith(':')) return part === actual;
      if (!actual.startsWith('{')) literals.push(actual);
      return true;
    });
    if (matches && (!best || literals.length < best.literals.length))
      best = { name: candidate.name, literals };
  }
  return best && best.name + best.literals.map(capitalise).join('');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Staff routes let staff and admins in; admin routes admins only. */
function roleNames(access: 'staff' | 'admin') {
  return access === 'admin' ? ['admin'] : ['staff', 'admin'];
}

function operationKey(method: string, url: string) {
  // @fastify/swagger writes `:id` as `{id}`.
  return `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

function responseName(status: ErrorStatus) {
  return `Error${status}`;
}

interface OpenApiOperation {
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/**
 * `GET /api/openapi.json`: the document, built once after start, public and cacheable (it holds
 * no secret and changes only with a new release).
 */
export function registerOpenApiDocumentRoute(app: FastifyInstance) {
  let body: { json: string; etag: string } | undefined;
  app.get(apiPaths.openApi, async (request, reply) => {
    body ??= (() => {
      const json = JSON.stringify(app.swagger());
      return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    })();
    reply
      .header('cache-control', 'public, max-age=300')
      .header('etag', body.etag)
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
    return body.json;
  });
}
