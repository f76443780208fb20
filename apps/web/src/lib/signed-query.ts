import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HttpClient,
  HttpError,
  type HttpFailure,
  type ResponseReader,
  toResult,
  unwrap,
  useHttp,
} from './http';

export interface SignedQuerySpec<A extends unknown[], T> {
  /** The query key, general → specific (from `queryKeys`). */
  key: (...args: A) => QueryKey;
  /** The API path of the GET. */
  path: (...args: A) => string;
  /** How the 2xx body is read; JSON by default. */
  read?: ResponseReader<T>;
  /** The thrown error's text for a failure; the failure's own text by default. */
  describe?: (failure: HttpFailure) => string;
  /** A paged list keeps the page on screen while the next one loads. */
  keepPrevious?: boolean;
  /** Asked for only when this holds (a dialog's answer: once it is open). */
  enabled?: (...args: A) => boolean;
  /** Read anew every time and never kept (a quote, seats left): the answer changes with time. */
  fresh?: boolean;
  /** Read again whenever a page opens it, and kept meanwhile (a record that changes elsewhere). */
  readOnOpen?: boolean;
  /**
   * The text of a 404 to fail with, without asking, when the arguments name no record (an address
   * whose id is not a number); null when they do.
   */
  missing?: (...args: A) => string | null;
  /**
   * An answer to this path already asked for before the page's code ran (the coach's roster,
   * decision 0118), taken once; the query asks itself when there is none, the request failed or
   * the token was refused (401).
   */
  early?: (path: string) => Promise<Response> | undefined;
}

/**
 * One signed GET endpoint as a query: `options(http, …args)` (the key and a query function that
 * answers the data and throws an HttpError for a failure) and the hook `use(…args)`. An endpoint's
 * file declares it once: `export const sessionSummary = signedQuery<[], SessionSummaryItem[]>({…})`.
 */
export function signedQuery<A extends unknown[], T>(spec: SignedQuerySpec<A, T>) {
  const options = (http: HttpClient, ...args: A) =>
    queryOptions({
      queryKey: spec.key(...args),
      queryFn: async ({ signal }) => {
        const missing = spec.missing?.(...args);
        if (missing) throw new HttpError(404, missing);
        const path = spec.path(...args);
        const early = await spec.early?.(path)?.then(
          (response) => (response.status === 401 ? null : toResult(response, spec.read)),
          () => null,
        );
        if (early) return unwrap(early, spec.describe);
        return unwrap(http.secureFetch<T>(path, { signal, read: spec.read }), spec.describe);
      },
      placeholderData: spec.keepPrevious ? keepPreviousData : undefined,
      ...(spec.enabled ? { enabled: spec.enabled(...args) } : {}),
      ...(spec.fresh ? { staleTime: 0, gcTime: 0 } : spec.readOnOpen ? { staleTime: 0 } : {}),
    });
  function useSignedQuery(...args: A) {
    return useQuery(options(useHttp(), ...args));
  }
  return { options, use: useSignedQuery };
}

/** What `signedQuery` gives for an endpoint taking `A` and answering `T`. */
export type SignedQuery<A extends unknown[], T> = ReturnType<typeof signedQuery<A, T>>;
