import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showTestsIn } from '../../testing/catalogs';
import { testConfig } from '../../testing/test-config';

const instances: { settings: Record<string, unknown>; manager: Record<string, ReturnType<typeof vi.fn>> }[] =
  [];

vi.mock('oidc-client-ts', () => {
  class WebStorageStateStore {
    constructor(readonly options: { store: Storage; prefix?: string }) {}
  }
  class UserManager {
    events = {
      addUserLoaded: vi.fn(),
      addUserUnloaded: vi.fn(),
      addUserSignedOut: vi.fn(),
      addSilentRenewError: vi.fn(),
      load: vi.fn(),
      unload: vi.fn(),
    };
    getUser = vi.fn(async () => null);
    signinRedirect = vi.fn(async () => undefined);
    signinSilent = vi.fn();
    removeUser = vi.fn();
    signoutRedirect = vi.fn(async () => undefined);
    startSilentRenew = vi.fn();
    stopSilentRenew = vi.fn();
    constructor(readonly settings: Record<string, unknown>) {
      instances.push({ settings, manager: this as unknown as Record<string, ReturnType<typeof vi.fn>> });
    }
  }
  return { UserManager, WebStorageStateStore };
});

const forgotten: string[] = [];
vi.mock('../offline/forget-device-data', () => ({
  forgetDeviceData: vi.fn(async () => {
    forgotten.push('device data');
  }),
}));

const { createOidcAuthClient } = await import('./oidc-auth-client');

describe('createOidcAuthClient', () => {
  beforeEach(() => {
    instances.length = 0;
    forgotten.length = 0;
  });

  it('deletes what the device kept for the account before signing out (decision 0107)', async () => {
    const client = createOidcAuthClient(testConfig.auth, 'https://site.test');
    const manager = instances[0]!.manager;
    manager.signoutRedirect!.mockImplementation(async () => {
      expect(forgotten).toEqual(['device data']);
    });
    await client.signoutRedirect();
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
    forgotten.length = 0;
    await client.removeSession();
    expect(forgotten).toEqual(['device data']);
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
  });

  it('configures code + PKCE sign-in with a localStorage account and refresh-token renewal', () => {
    createOidcAuthClient(testConfig.auth, 'https://site.test');
    expect(instances).toHaveLength(1);
    const settings = instances[0]?.settings ?? {};
    expect(settings).toMatchObject({
      authority: 'http://localhost:8081',
      client_id: 'soccer-web',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      redirect_uri: 'https://site.test/auth/callback',
      popup_redirect_uri: 'https://site.test/auth/popup-callback',
      post_logout_redirect_uri: 'https://site.test/',
      automaticSilentRenew: true,
    });
    expect((settings.userStore as { options: { store: Storage } }).options.store).toBe(window.localStorage);
  });

  it('uses a second manager for the forgot-password authority', async () => {
    const client = createOidcAuthClient(
      { ...testConfig.auth, passwordResetAuthority: 'https://b2c.test/reset' },
      'https://site.test',
    );
    expect(client.passwordResetEnabled).toBe(true);
    expect(instances[1]?.settings.authority).toBe('https://b2c.test/reset');

    await client.signinRedirect({ returnTo: '/Camps', passwordReset: true });
    expect(instances[1]?.manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/Camps' },
      ui_locales: 'en',
    });
    expect(instances[0]?.manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('asks the provider for its pages in the language the site shows (ui_locales)', async () => {
    const client = createOidcAuthClient(testConfig.auth, 'https://site.test');
    showTestsIn('es');
    await client.signinRedirect({ returnTo: '/Camps' });
    expect(instances[0]?.manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/Camps' },
      ui_locales: 'es',
    });
  });

  it('opens the provider on its sign-up form when asked (prompt=create)', async () => {
    const client = createOidcAuthClient(testConfig.auth, 'https://site.test');
    await client.signinRedirect({ returnTo: '/Register/7', signUp: true });
    expect(instances[0]?.manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/Register/7' },
      ui_locales: 'en',
      prompt: 'create',
    });
  });

  it('silent renewal without a stored refresh token is interaction-required', async () => {
    const client = createOidcAuthClient(testConfig.auth, 'https://site.test');
    await expect(client.signinSilent()).rejects.toMatchObject({ error: 'no_refresh_token' });
    expect(instances[0]?.manager.signinSilent).not.toHaveBeenCalled();
  });
});
