import { totalCountHeader } from '@soccer/contracts';
import type { HttpClient } from '../../../lib/http';

/** Staff calls are all signed: `secureFetch` from `useHttp()`. */
export type SecureFetch = HttpClient['secureFetch'];

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
