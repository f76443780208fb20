import type { RuntimeConfig } from '@soccer/contracts';
import { type User, UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { activeLocale } from '../i18n/i18n';
import { forgetDeviceData } from '../offline/forget-device-data';
import type { AuthClient, AuthEvent, AuthSession, RedirectCallbackResult } from './auth-client';
import { userFromClaims } from './auth-client';
import { InteractionRequiredError } from './auth-errors';
import { returnToFromState as returnToFrom, type SignInState, safeReturnTo } from './return-to';

/** The provider's pages in the language the site shows (OIDC `ui_locales`; Azure AD B2C takes it too). */
const uiLocales = () => (activeLocale() === 'es' ? 'es' : 'en');

/** Set while a forgot-password redirect is out, so the callback knows which authority answers. */
const passwordResetPendingKey = 'soccer.auth.passwordResetPending';

export function toSession(user: User): AuthSession {
  return {
    user: userFromClaims(user.profile as Record<string, unknown>),
    accessToken: user.access_token,
    expiresAt: user.expires_at ?? null,
    hasRefreshToken: Boolean(user.refresh_token),
  };
}

/**
 * oidc-client-ts behind the app's AuthClient: authorization code + PKCE, the account kept in
 * localStorage (signed in across reloads and tabs), refresh tokens (`offline_access`) for silent
 * renewal. A second manager serves the forgot-password authority when one is configured.
 */
export function createOidcAuthClient(
  auth: RuntimeConfig['auth'],
  origin: string = window.location.origin,
): AuthClient {
  const common = {
    client_id: auth.clientId,
    redirect_uri: `${origin}${auth.redirectPath}`,
    popup_redirect_uri: `${origin}${auth.popupRedirectPath}`,
    // No iframe renewal: the site may not be framed (CSP frame-ancestors 'none') and third-party
    // cookies are unreliable. Renewal uses the refresh token; without one, token acquisition
    // falls back to a popup (spec §4).
    silent_redirect_uri: '',
    post_logout_redirect_uri: `${origin}${auth.postLogoutRedirectPath}`,
    response_type: 'code',
    scope: auth.scopes.join(' '),
    loadUserInfo: false,
    monitorSession: false,
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
  } satisfies Partial<UserManagerSettings>;

  const main = new UserManager({
    ...common,
    authority: auth.authority,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
  });
  const reset = auth.passwordResetAuthority
    ? new UserManager({
        ...common,
        authority: auth.passwordResetAuthority,
        userStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'oidc.reset.' }),
        automaticSilentRenew: false,
      })
    : null;

  const listeners = new Set<(event: AuthEvent) => void>();
  const emit = (event: AuthEvent) => {
    for (const listener of listeners) listener(event);
  };
  // Automatic renewal runs only while there is a refresh token to renew with.
  const syncRenewal = (user: User | null) => {
    if (user?.refresh_token) main.startSilentRenew();
    else main.stopSilentRenew();
  };
  main.events.addUserLoaded((user) => {
    syncRenewal(user);
    emit({ type: 'userLoaded', session: toSession(user) });
  });
  main.events.addUserUnloaded(() => emit({ type: 'userUnloaded' }));
  main.events.addUserSignedOut(() => emit({ type: 'userSignedOut' }));
  main.events.addSilentRenewError((error) => emit({ type: 'silentRenewError', error }));

  // Another tab signed in or out: adopt its account (and its renewal timers) here too.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && !event.key.startsWith('oidc.user:')) return;
    void main.getUser().then((user) => (user ? main.events.load(user) : main.events.unload()));
  });

  return {
    passwordResetEnabled: reset !== null,

    async getSession() {
      const user = await main.getUser();
      syncRenewal(user);
      if (!user) return null;
      if (user.expired && !user.refresh_token) {
        await main.removeUser();
        return null;
      }
      return toSession(user);
    },

    async signinRedirect({ returnTo, passwordReset, signUp }) {
      const state: SignInState = { returnTo: safeReturnTo(returnTo) };
      if (passwordReset && reset) {
        window.sessionStorage.setItem(passwordResetPendingKey, '1');
        await reset.signinRedirect({ state, ui_locales: uiLocales() });
        return;
      }
      await main.signinRedirect({ state, ui_locales: uiLocales(), ...(signUp ? { prompt: 'create' } : {}) });
    },

    async handleRedirectCallback(url): Promise<RedirectCallbackResult> {
      const viaReset = reset !== null && window.sessionStorage.getItem(passwordResetPendingKey) === '1';
      window.sessionStorage.removeItem(passwordResetPendingKey);
      if (viaReset && reset) {
        // The password is changed; sign in against the main authority (the provider's session makes it quick).
        const user = await reset.signinRedirectCallback(url);
        await reset.removeUser();
        await main.signinRedirect({ state: { returnTo: returnToFrom(user.state) } satisfies SignInState });
        return { kind: 'redirecting' };
      }
      const user = await main.signinRedirectCallback(url);
      return { kind: 'signedIn', session: toSession(user), returnTo: returnToFrom(user.state) };
    },

    async signinPopup(options) {
      const user = await main.signinPopup({
        ui_locales: uiLocales(),
        ...(options?.prompt ? { prompt: options.prompt } : {}),
      });
      return toSession(user);
    },

    async handlePopupCallback(url) {
      await main.signinPopupCallback(url);
    },

    async signinSilent() {
      const stored = await main.getUser();
      if (!stored?.refresh_token)
        throw new InteractionRequiredError('no_refresh_token', 'No refresh token is stored.');
      const user = await main.signinSilent();
      if (!user) throw new InteractionRequiredError('login_required');
      return toSession(user);
    },

    // Signing out deletes what this device kept for the account first (a coach's rosters,
    // unsent writes; decision 0107). Here, in the client loaded on demand, not in the start-up code.
    async signoutRedirect() {
      await forgetDeviceData();
      await main.signoutRedirect();
    },

    async removeSession() {
      await forgetDeviceData();
      await main.removeUser();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
