import { allStates, apiPaths } from '@soccer/contracts';
import { vi } from 'vitest';

export type Handler = (request: { body: unknown; init: RequestInit }) => Response | Promise<Response>;

/** One request the page made: 'METHOD /path' and its parts, the JSON body parsed. */
export interface ApiCall {
  key: string;
  method: string;
  /** The path without origin or query, decoded. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers a call, or returns undefined for a call the test did not expect (it fails loudly). */
export type Answer = (call: ApiCall) => Response | Promise<Response> | undefined;

export const json = (body: unknown, init: number | ResponseInit = 200) => {
  const { headers, ...rest } = typeof init === 'number' ? { status: init, headers: undefined } : init;
  return new Response(JSON.stringify(body), {
    status: 200,
    ...rest,
    headers: { 'Content-Type': 'application/json', ...(headers as Record<string, string> | undefined) },
  });
};
/** A 400 with the spec's `{ errors }` map (and a problem title beside it, as the server sends). */
export const fieldErrors = (errors: Record<string, string[]>) =>
  json({ title: 'One or more validation errors occurred.', errors }, 400);
export const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
export const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ status, title: 'Error', detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/**
 * The one stand-in for the API: replaces `fetch` with routes keyed 'METHOD /path' (unknown routes
 * answer 404, so a missing mock shows up as a failure, not a hang), or with a function answering
 * each call (undefined: an unexpected call, which throws). `calls` lists every request made,
 * `callsTo(key)` the requests one route got. The setup file restores `fetch` after each test.
 */
export function mockApi(routes: Record<string, Handler> | Answer) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: ApiCall = { key, method, path: decodeURIComponent(url.pathname), body, headers };
    calls.push(call);
    if (typeof routes === 'function') {
      const response = await routes(call);
      if (!response) throw new Error(`unexpected fetch ${key}`);
      return response;
    }
    const handler = routes[key];
    return handler ? handler({ body, init }) : json({ detail: `no mock for ${key}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((c) => c.key === key);
  /** The JSON bodies one route got, in order. */
  const bodiesTo = (key: string) => callsTo(key).map((call) => call.body as Record<string, unknown>);
  return { calls, fetchMock, callsTo, bodiesTo };
}

/** No waivers or consents for these camp sessions' forms (a form asks for them when it opens). */
export const noCampDocuments = (...sessionIds: number[]): Record<string, Handler> =>
  Object.fromEntries(sessionIds.map((id) => [`GET ${apiPaths.campSessionDocuments(id)}`, () => json([])]));

/** Empty public lists (camp sessions, states, tournaments, party locations), for tests that end on a public page. */
export function emptyPublicLists(): Record<string, Handler> {
  return {
    [`GET ${apiPaths.campSessions(allStates)}`]: () => json([]),
    [`GET ${apiPaths.availableStates}`]: () => json([]),
    [`GET ${apiPaths.allTournaments}`]: () => json([]),
    [`GET ${apiPaths.rentalLocations}`]: () => json([]),
  };
}

/** A public form's POST (`route`) answered by `respond`; the camps page after a success gets empty lists. */
export const answerPublicForm = (route: string, respond: Handler) =>
  mockApi({ [route]: respond, ...emptyPublicLists() });

/** A promise with its resolve exposed, to hold a response while a test looks at the page. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
