import { totalCountHeader } from '@soccer/contracts';
import { expectOk, type HttpClient } from '../../../lib/http';

/** Staff calls are all signed: `secureFetch` from `useHttp()`. */
export type SecureFetch = HttpClient['secureFetch'];

/** GET a JSON body; a non-2xx answer throws an HttpError with the server's readable message. */
export async function getJson<T>(secureFetch: SecureFetch, path: string, signal?: AbortSignal): Promise<T> {
  const response = await expectOk(await secureFetch(path, signal ? { signal } : {}));
  return (await response.json()) as T;
}

/** One page of a list and the total the server sent in `x-total-count`. */
export interface PageOf<T> {
  items: T[];
  total: number;
}

/** Reads a paged list: the body is the list, the total comes from the `x-total-count` header. */
export async function readPage<T>(response: Response): Promise<PageOf<T>> {
  const items = (await response.json()) as T[];
  const header = Number(response.headers.get(totalCountHeader));
  return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
}
