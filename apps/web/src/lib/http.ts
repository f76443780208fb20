import { type FieldErrors, shellMessages } from '@soccer/contracts';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { errorMessage } from './error-reporting';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequestOptions<T = unknown> {
  /** GET by default; POST and PUT send `body` as JSON, a `Blob` (a file) as it is (DELETE sends none). */
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** How a 2xx body is read; JSON (undefined when empty) by default. */
  read?: ResponseReader<T>;
}

/** Reads the body (and, when it matters, the headers) of a 2xx response. */
export type ResponseReader<T> = (response: Response) => Promise<T>;

/** A 2xx answer: what `read` made of it. */
export interface HttpSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/**
 * Any other answer: its readable text (the problem's `detail` or `title`, the text, the status
 * line) and, for a 400 with an `{ errors }` map (spec §5), that map.
 */
export interface HttpFailure {
  ok: false;
  status: number;
  message: string;
  errors: FieldErrors | null;
}

/**
 * What every API call answers. Network and sign-in failures are not answers: they throw (and a
 * signed call has toasted them already).
 */
export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

export interface HttpClient {
  /** Anonymous call to `apiBase + path`. */
  unsecureFetch<T = unknown>(path: string, init?: HttpRequestOptions<T>): Promise<HttpResult<T>>;
  /**
   * Call with `Authorization: Bearer <access token>`. If no token can be obtained or the network
   * fails, toasts 'User may need to re-login.' plus the error and rethrows. HTTP error statuses are
   * failures in the result, not toasted: the caller decides (forms map 400 `errors` onto fields).
   */
  secureFetch<T = unknown>(path: string, init?: HttpRequestOptions<T>): Promise<HttpResult<T>>;
}

export interface HttpClientDeps {
  apiBase: string;
  getAccessToken: () => Promise<string>;
  notify: (message: string, variant: 'danger') => void;
  fetchImpl?: typeof fetch;
}

function buildRequest(init: HttpRequestOptions<unknown>, token?: string): RequestInit {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const request: RequestInit = { method, headers, signal: init.signal ?? null };
  if (method !== 'GET' && init.body instanceof Blob) {
    // A file (a photo staff upload) goes as it is, with its own type.
    headers['Content-Type'] = init.body.type || 'application/octet-stream';
    request.body = init.body;
  } else if (method !== 'GET' && init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(init.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return request;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The JSON body; undefined when the body is empty. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The body as trimmed text (the checkout calls answer an address as text/plain). */
export async function readText(response: Response): Promise<string> {
  return (await response.text()).trim();
}

/**
 * A response as a result: 2xx bodies through `read` (a body `read` cannot make sense of is a
 * failure with the reader's message), anything else with its readable text and field errors.
 */
export async function toResult<T>(
  response: Response,
  read: ResponseReader<T> = readJson,
): Promise<HttpResult<T>> {
  if (response.ok) {
    try {
      return { ok: true, status: response.status, data: await read(response) };
    } catch (error) {
      return { ok: false, status: response.status, message: errorMessage(error), errors: null };
    }
  }
  const text = await bodyText(response);
  const json = parseJson(text);
  const errors = response.status === 400 ? fieldErrorsOf(json) : null;
  return {
    ok: false,
    status: response.status,
    message: errors ? shellMessages.correctErrors : problemText(text, json, response),
    errors,
  };
}

export function createHttpClient({ apiBase, getAccessToken, notify, fetchImpl }: HttpClientDeps): HttpClient {
  const doFetch = (path: string, request: RequestInit) => (fetchImpl ?? fetch)(`${apiBase}${path}`, request);

  return {
    async unsecureFetch<T>(path: string, init: HttpRequestOptions<T> = {}) {
      return toResult(await doFetch(path, buildRequest(init)), init.read);
    },

    async secureFetch<T>(path: string, init: HttpRequestOptions<T> = {}) {
      let response: Response;
      try {
        const token = await getAccessToken();
        response = await doFetch(path, buildRequest(init, token));
      } catch (error) {
        if (!isAbort(error)) notify(`${shellMessages.userMayNeedToRelogin} ${errorMessage(error)}`, 'danger');
        throw error;
      }
      return toResult(response, init.read);
    },
  };
}

/** A failed call as an Error, for query functions that throw (`unwrap`). */
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
 * The data of a successful result; a failure throws an HttpError with the failure's text (or
 * `describe`'s). Query functions use it: `queryFn: () => unwrap(getThing(http, id))`.
 */
export async function unwrap<T>(
  result: HttpResult<T> | Promise<HttpResult<T>>,
  describe: (failure: HttpFailure) => string = (failure) => failure.message,
): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw new HttpError(settled.status, describe(settled));
}

async function bodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    // Body already read or the stream failed: fall back to the status.
    return '';
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fieldErrorsOf(json: unknown): FieldErrors | null {
  const errors = json && typeof json === 'object' ? (json as { errors?: unknown }).errors : undefined;
  return errors && typeof errors === 'object' ? (errors as FieldErrors) : null;
}

function problemText(text: string, json: unknown, response: Response): string {
  if (json && typeof json === 'object') {
    const { detail, title } = json as { detail?: unknown; title?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (typeof title === 'string' && title) return title;
  }
  if (typeof json === 'string') return json;
  return text || `${response.status} ${response.statusText}`.trim();
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
