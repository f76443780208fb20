import { messages } from '@soccer/contracts';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { errorMessage } from './error-reporting';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface HttpRequestOptions {
  /** GET by default; POST and PUT send `body` as JSON. */
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpClient {
  /** Anonymous call to `apiBase + path`; returns the raw Response (callers read the status). */
  unsecureFetch(path: string, init?: HttpRequestOptions): Promise<Response>;
  /**
   * Call with `Authorization: Bearer <access token>`. If no token can be obtained or the network
   * fails, toasts 'User may need to re-login.' plus the error and rethrows. HTTP error statuses are
   * returned, not toasted: the caller decides (forms map 400 `errors` onto fields).
   */
  secureFetch(path: string, init?: HttpRequestOptions): Promise<Response>;
}

export interface HttpClientDeps {
  apiBase: string;
  getAccessToken: () => Promise<string>;
  notify: (message: string, variant: 'danger') => void;
  fetchImpl?: typeof fetch;
}

function buildRequest(init: HttpRequestOptions, token?: string): RequestInit {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const request: RequestInit = { method, headers, signal: init.signal ?? null };
  if (method !== 'GET' && init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(init.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return request;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createHttpClient({ apiBase, getAccessToken, notify, fetchImpl }: HttpClientDeps): HttpClient {
  const doFetch = (path: string, request: RequestInit) => (fetchImpl ?? fetch)(`${apiBase}${path}`, request);

  return {
    unsecureFetch(path, init = {}) {
      return doFetch(path, buildRequest(init));
    },

    async secureFetch(path, init = {}) {
      try {
        const token = await getAccessToken();
        return await doFetch(path, buildRequest(init, token));
      } catch (error) {
        if (!isAbort(error)) notify(`${messages.userMayNeedToRelogin} ${errorMessage(error)}`, 'danger');
        throw error;
      }
    },
  };
}

/** A non-2xx response as an Error, for query functions that throw (`await expectOk(response)`). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The readable part of an error response: the `detail` (or `title`) of problem JSON, the text
 * otherwise, the status line when the body is empty.
 */
export async function readProblem(response: Response): Promise<string> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // Body already read or the stream failed: fall back to the status.
  }
  if (text) {
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object') {
        const { detail, title } = json as { detail?: unknown; title?: unknown };
        if (typeof detail === 'string' && detail) return detail;
        if (typeof title === 'string' && title) return title;
      }
      if (typeof json === 'string') return json;
    } catch {
      // Not JSON: the text itself.
    }
    return text;
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** Returns the response when it is 2xx, else throws an HttpError carrying `readProblem`'s text. */
export async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  throw new HttpError(response.status, await readProblem(response));
}

const HttpContext = createContext<HttpClient | null>(null);

export function HttpProvider({
  apiBase,
  getAccessToken,
  notify,
  children,
}: Omit<HttpClientDeps, 'fetchImpl'> & { children: ReactNode }) {
  const client = useMemo(
    () => createHttpClient({ apiBase, getAccessToken, notify }),
    [apiBase, getAccessToken, notify],
  );
  return createElement(HttpContext, { value: client }, children);
}

/** `const { secureFetch, unsecureFetch } = useHttp();` */
export function useHttp(): HttpClient {
  const client = useContext(HttpContext);
  if (!client) throw new Error('useHttp must be used inside <HttpProvider>');
  return client;
}
