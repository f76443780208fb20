import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { testConfig } from '../../testing/test-config';
import type { AuthEvent } from './auth-client';
import { createLazyAuthClient, storedUserKey } from './lazy-auth-client';

function setup(stored: boolean) {
  const real = createFakeAuthClient({ session: fakeSession() });
  const load = vi.fn(async () => real);
  if (stored) localStorage.setItem(storedUserKey(testConfig.auth), '{}');
  const events = new EventTarget();
  const client = createLazyAuthClient(testConfig.auth, {
    load,
    storage: localStorage,
    events: events as never,
  });
  return { real, load, client, events };
}

describe('createLazyAuthClient', () => {
  it('answers "nobody signed in" without loading the sign-in library when no account is stored', async () => {
    const { client, load } = setup(false);
    await expect(client.getSession()).resolves.toBeNull();
    await client.removeSession();
    expect(load).not.toHaveBeenCalled();
    expect(client.loaded).toBe(false);
    expect(client.passwordResetEnabled).toBe(Boolean(testConfig.auth.passwordResetAuthority));
  });

  it('loads the library once for a stored account and returns that account', async () => {
    const { client, load } = setup(true);
    await expect(client.getSession()).resolves.toMatchObject({ user: { name: 'Pat Parent' } });
    await client.getSession();
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.loaded).toBe(true);
  });

  it('loads the library for sign-in and passes the request on', async () => {
    const { client, load, real } = setup(false);
    await client.signinRedirect({ returnTo: '/Camps' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.signinRedirect).toHaveBeenCalledWith({ returnTo: '/Camps' });
  });

  it('passes the sign-in events of the loaded library to its subscribers', async () => {
    const { client, real } = setup(true);
    const seen: AuthEvent[] = [];
    client.subscribe((event) => seen.push(event));
    await client.getSession();
    real.emit({ type: 'userUnloaded' });
    expect(seen).toEqual([{ type: 'userUnloaded' }]);
  });

  it('adopts an account another tab signed in with', async () => {
    const { client, load, events } = setup(false);
    const seen: AuthEvent[] = [];
    client.subscribe((event) => seen.push(event));
    const key = storedUserKey(testConfig.auth);
    events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: '{}' }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen[0]).toMatchObject({ type: 'userLoaded', session: { user: { name: 'Pat Parent' } } });
  });
});
