import type { RuntimeConfig } from '@soccer/contracts';
import { retryImport } from '../retry-import';
import type { AuthClient, AuthEvent } from './auth-client';

/** Where oidc-client-ts keeps the signed-in account (`WebStorageStateStore`, prefix `oidc.`). */
export function storedUserKey(auth: Pick<RuntimeConfig['auth'], 'authority' | 'clientId'>): string {
  return `oidc.user:${auth.authority}:${auth.clientId}`;
}

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage disabled (privacy mode): nobody can be signed in.
    return null;
  }
}

export type LoadAuthClient = () => Promise<AuthClient>;

const loadOidcClient =
  (auth: RuntimeConfig['auth']): LoadAuthClient =>
  async () =>
    (await retryImport(() => import('./oidc-auth-client'))).createOidcAuthClient(auth);

/**
 * The sign-in client, with oidc-client-ts (and its code) loaded only when it is needed: when an
 * account is stored (a returning signed-in user), on sign-in, on the sign-in callbacks, and when
 * a secure call asks for a token. An anonymous visitor of the public pages never downloads it:
 * without a stored account `getSession()` answers null at once.
 */
export function createLazyAuthClient(
  auth: RuntimeConfig['auth'],
  {
    load = loadOidcClient(auth),
    storage = window.localStorage,
    events = window,
  }: { load?: LoadAuthClient; storage?: Storage; events?: Pick<Window, 'addEventListener'> } = {},
): AuthClient & { readonly loaded: boolean } {
  const userKey = storedUserKey(auth);
  const listeners = new Set<(event: AuthEvent) => void>();
  const emit = (event: AuthEvent) => {
    for (const listener of listeners) listener(event);
  };
  let real: AuthClient | null = null;
  let loading: Promise<AuthClient> | null = null;

  const client = (): Promise<AuthClient> => {
    loading ??= load().then(
      (loaded) => {
        real = loaded;
        loaded.subscribe(emit);
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  // Another tab signed in before this one loaded the client: load it and adopt that account
  // (once loaded, the client follows other tabs itself).
  events.addEventListener('storage', (event: StorageEvent) => {
    if (real || loading || event.key !== userKey || !event.newValue) return;
    void client()
      .then((loaded) => loaded.getSession())
      .then((session) => session && emit({ type: 'userLoaded', session }))
      .catch(() => undefined);
  });

  return {
    passwordResetEnabled: Boolean(auth.passwordResetAuthority),
    get loaded() {
      return real !== null;
    },
    async getSession() {
      if (!real && !loading && readStorage(storage, userKey) === null) return null;
      return (await client()).getSession();
    },
    signinRedirect: async (options) => (await client()).signinRedirect(options),
    handleRedirectCallback: async (url) => (await client()).handleRedirectCallback(url),
    signinPopup: async (options) => (await client()).signinPopup(options),
    handlePopupCallback: async (url) => (await client()).handlePopupCallback(url),
    signinSilent: async () => (await client()).signinSilent(),
    signoutRedirect: async () => (await client()).signoutRedirect(),
    async removeSession() {
      if (!real && !loading && readStorage(storage, userKey) === null) return;
      return (await client()).removeSession();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
