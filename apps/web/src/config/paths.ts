import { type StaffWebRouteName, staffWebRoutes, type WebRouteName, webRoutes } from '@soccer/contracts';

/** A value that fills one `:param` of a route. */
export type PathParam = string | number;

/** The positional parameters of a route pattern, in order; `:name?` segments are optional. */
type PatternParams<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? [...SegmentParam<Head>, ...PatternParams<Tail>]
  : SegmentParam<P>;
type SegmentParam<S extends string> = S extends `:${string}?`
  ? [PathParam?]
  : S extends `:${string}`
    ? [PathParam]
    : [];

export interface AppPath<P extends string> {
  /** The React Router pattern (from contracts `webRoutes` or `staffWebRoutes`). */
  readonly pattern: P;
  /** Builds a link; parameters fill the pattern's `:params` in order and are URL-encoded. */
  href(...params: PatternParams<P>): string;
}

/** Fills a pattern's parameters in order; a missing optional parameter drops its segment. */
export function buildHref(pattern: string, params: readonly (PathParam | undefined)[]): string {
  let index = 0;
  const segments: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = params[index++];
    if (value === undefined || value === '') {
      if (segment.endsWith('?')) break;
      throw new Error(`Missing parameter ${segment} for ${pattern}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return `/${segments.join('/')}`;
}

function appPath<P extends string>(pattern: P): AppPath<P> {
  return { pattern, href: (...params) => buildHref(pattern, params as readonly (PathParam | undefined)[]) };
}

const routes = { ...webRoutes, ...staffWebRoutes };

/** Every route's name: the spec's (`webRoutes`) and the staff pages beyond it (`staffWebRoutes`). */
export type RouteName = WebRouteName | StaffWebRouteName;

type Paths = { readonly [K in RouteName]: AppPath<(typeof routes)[K]> };

/**
 * Every link of the site: `paths.register.href(sessionId)`, `paths.campFlyer.href(specId, sessionId)`,
 * `paths.contacts.href()`, `paths.manageAudit.href(page, pageSize)`. Patterns come from contracts
 * so the server and the browser agree.
 */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, pattern]) => [name, appPath(pattern)]),
) as unknown as Paths;
