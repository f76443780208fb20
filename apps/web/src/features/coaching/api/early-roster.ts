import { coachingPaths, routePatternToRegExp, staffWebRoutes } from '@soccer/contracts';
import { injectedRuntimeConfig } from '../../../config/runtime-config';
import { isSessionExpiring } from '../../../lib/auth/auth-client';
import { storedUserKey } from '../../../lib/auth/lazy-auth-client';

/**
 * The coach's roster asked for while the site's code is still loading (decision 0118): the start-up
 * code loads this small module when the address is a roster, and it sends the page's own read with
 * the stored account's token at once, instead of after the sign-in client, the router and the
 * page have started. The page's query takes the answer (once); it is the page's one read of the
 * medical notes, never a second one. Without a stored token that is still good, nothing is sent
 * and the page reads as it always did.
 */

let early: { path: string; answer: Promise<Response> } | null = null;

/** The roster's path (with `?day=`) for an address, as `sessionRoster` asks for it; null for another page. */
export function rosterPathOf(location: Pick<Location, 'pathname' | 'search'>): string | null {
  const pathname = location.pathname.replace(/\/+$/, '');
  if (!routePatternToRegExp(staffWebRoutes.coachSession).test(pathname)) return null;
  const id = pathname.split('/').pop() ?? '';
  if (!/^\d+$/.test(id)) return null;
  const day = new URLSearchParams(location.search).get('day') ?? '';
  return `${coachingPaths.coachSessionRoster(Number(id))}${day ? `?day=${encodeURIComponent(day)}` : ''}`;
}

/** The stored account's access token when it is good for a while yet, else null. */
function storedToken(key: string, storage: Storage): string | null {
  try {
    const user = JSON.parse(storage.getItem(key) ?? 'null') as {
      access_token?: string;
      expires_at?: number;
    } | null;
    if (!user?.access_token) return null;
    const session = { accessToken: user.access_token, expiresAt: user.expires_at ?? null };
    return isSessionExpiring(session) ? null : user.access_token;
  } catch {
    return null;
  }
}

/** Sends the roster's read now when the page is a roster and a good token is stored. */
export function startRosterRead(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  storage: Storage = window.localStorage,
  doc: Document = document,
): void {
  const path = rosterPathOf(location);
  if (!path || !navigator.onLine) return;
  let config: ReturnType<typeof injectedRuntimeConfig>;
  try {
    config = injectedRuntimeConfig(doc);
  } catch {
    return;
  }
  const token = config && storedToken(storedUserKey(config.auth), storage);
  if (!config || !token) return;
  const answer = fetch(`${config.apiBase}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // A failure is the page's to handle when it takes the answer (it asks again itself).
  answer.catch(() => undefined);
  early = { path, answer };
}

/** The answer sent early for `path`, once; undefined when none was (the page then asks itself). */
export function takeRosterRead(path: string): Promise<Response> | undefined {
  if (early?.path !== path) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}
