import { publicListsElementId } from '@soccer/contracts';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { HttpError, toResult, unwrap } from './http';

/**
 * The public lists (camp sessions, states, tournaments) without a data library: the public pages
 * stay light. Each list is kept per path for every page to share; it is fetched when a page shows
 * it and the copy is older than `staleMs` (or was invalidated), while the last copy stays on
 * screen. Like the site's query defaults, a failure other than a 4xx is retried once after a
 * second.
 *
 * The request is a plain `fetch(path)` so that the browser reuses the response the server asked
 * it to preload with the page (`<link rel="preload" as="fetch" crossorigin>` matches a GET in
 * `cors` mode with the default credentials and headers).
 */

export interface PublicListState<T> {
  data: T | undefined;
  error: Error | null;
  /** No data yet (first load). */
  isPending: boolean;
  /** A request is under way (first load or refresh). */
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

interface Entry {
  data: unknown;
  error: Error | null;
  fetching: boolean;
  fetchedAt: number;
  invalid: boolean;
  /** The state object handed to React; replaced on every change. */
  snapshot: Omit<PublicListState<unknown>, 'refetch'>;
  listeners: Set<() => void>;
}

const staleMs = 30_000;
const retryDelayMs = 1000;
const entries = new Map<string, Entry>();

function entryOf(path: string): Entry {
  let entry = entries.get(path);
  if (!entry) {
    entry = {
      data: undefined,
      error: null,
      fetching: false,
      fetchedAt: 0,
      invalid: true,
      snapshot: { data: undefined, error: null, isPending: true, isFetching: false, isError: false },
      listeners: new Set(),
    };
    entries.set(path, entry);
  }
  return entry;
}

function publish(entry: Entry) {
  entry.snapshot = {
    data: entry.data,
    error: entry.error,
    isPending: entry.data === undefined && !(entry.error && !entry.fetching),
    isFetching: entry.fetching,
    isError: entry.error !== null,
  };
  for (const listener of entry.listeners) listener();
}

async function request(path: string, apiBase: string): Promise<unknown> {
  return unwrap(toResult(await fetch(`${apiBase}${path}`)));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function load(path: string, apiBase: string): Promise<void> {
  const entry = entryOf(path);
  if (entry.fetching) return;
  entry.fetching = true;
  publish(entry);
  for (let attempt = 0; ; attempt++) {
    try {
      entry.data = await request(path, apiBase);
      entry.error = null;
      entry.fetchedAt = Date.now();
      entry.invalid = false;
      break;
    } catch (error) {
      const clientError = error instanceof HttpError && error.status >= 400 && error.status < 500;
      if (attempt === 0 && !clientError) {
        await sleep(retryDelayMs);
        continue;
      }
      entry.error = error instanceof Error ? error : new Error(String(error));
      break;
    }
  }
  entry.fetching = false;
  publish(entry);
}

/** Marks every list whose path starts with `prefix` for a fresh load on its next showing. */
export function invalidatePublicLists(prefix = ''): void {
  for (const [path, entry] of entries) if (path.startsWith(prefix)) entry.invalid = true;
}

/**
 * Starts each list of `lists` (by path) from the copy given, fresh as of now: the lists the
 * server rendered into the page, so the page shows them at once and hydrates on the same data.
 */
export function seedPublicLists(lists: Readonly<Record<string, unknown>>, now = Date.now()): void {
  for (const [path, data] of Object.entries(lists)) {
    const entry = entryOf(path);
    entry.data = data;
    entry.error = null;
    entry.fetchedAt = now;
    entry.invalid = false;
    publish(entry);
  }
}

/**
 * The lists the server rendered the page with (its `#public-lists` data block, which never runs
 * and so passes the CSP), or none.
 */
export function renderedPublicLists(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(publicListsElementId)?.textContent;
  if (!text) return {};
  try {
    const lists: unknown = JSON.parse(text);
    return lists && typeof lists === 'object' && !Array.isArray(lists)
      ? (lists as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Forgets every list (tests, and the server between two renders). */
export function clearPublicLists(): void {
  entries.clear();
}

/** `const sessions = usePublicList<CampSession[]>(apiPaths.campSessions(allStates));` */
export function usePublicList<T>(path: string, apiBase = ''): PublicListState<T> {
  const [snapshot, setSnapshot] = useState(() => entryOf(path).snapshot);

  useEffect(() => {
    const entry = entryOf(path);
    // A list arriving renders as a transition: in slices, without blocking the main thread.
    const listener = () => startTransition(() => setSnapshot(entry.snapshot));
    entry.listeners.add(listener);
    setSnapshot(entry.snapshot);
    if (entry.invalid || entry.error || Date.now() - entry.fetchedAt > staleMs) void load(path, apiBase);
    return () => {
      entry.listeners.delete(listener);
    };
  }, [path, apiBase]);

  const refetch = useCallback(() => void load(path, apiBase), [path, apiBase]);
  return { ...(snapshot as Omit<PublicListState<T>, 'refetch'>), refetch };
}
