import { allStates, apiPaths } from '@soccer/contracts';
import { vi } from 'vitest';

export type Handler = (request: { body: unknown; init: RequestInit }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
export const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ status, title: 'Error', detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/**
 * Replaces `fetch` with routes keyed 'METHOD /path'. Unknown routes answer 404 so a missing
 * mock shows up as a failure, not a hang. `calls` lists every request made, `callsTo(key)` the
 * requests one route got.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = routes[key];
    return handler ? handler({ body, init }) : json({ detail: `no mock for ${key}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => c.key === key) };
}

/** A promise with its resolve exposed, to hold a response while a test looks at the page. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Empty public lists (camp sessions, states, tournaments), for tests that end on a public page. */
export function emptyPublicLists(): Record<string, Handler> {
  return {
    [`GET ${apiPaths.campSessions(allStates)}`]: () => json([]),
    [`GET ${apiPaths.availableStates}`]: () => json([]),
    [`GET ${apiPaths.allTournaments}`]: () => json([]),
  };
}
