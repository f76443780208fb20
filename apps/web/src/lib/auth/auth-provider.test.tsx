import { messages } from '@soccer/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { renderApp } from '../../testing/render';
import { allowConsoleError } from '../../testing/setup';
import { useHttp } from '../http';
import { AuthProvider, useAuth } from './auth-provider';

function Who() {
  const { user, isSignedIn } = useAuth();
  return <p>{isSignedIn ? `in:${user?.name}:${user?.roles.join(',')}` : 'out'}</p>;
}

function Callback({ onResult }: { onResult: (returnTo: string | null) => void }) {
  const { completeRedirectSignIn } = useAuth();
  return (
    <button
      type="button"
      onClick={async () => onResult(await completeRedirectSignIn('http://x/auth/callback'))}
    >
      go
    </button>
  );
}

function Caller({ onFailure }: { onFailure: (error: unknown) => void }) {
  const { secureFetch } = useHttp();
  return (
    <button type="button" onClick={() => secureFetch('/api/x').catch(onFailure)}>
      call
    </button>
  );
}

describe('AuthProvider', () => {
  it('starts with the cached account and follows login / logout events', () => {
    const client = createFakeAuthClient();
    render(
      <AuthProvider client={client} initialSession={fakeSession({ name: 'Cached' })} notify={vi.fn()}>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('in:Cached:')).toBeInTheDocument();

    act(() => client.emit({ type: 'userUnloaded' }));
    expect(screen.getByText('out')).toBeInTheDocument();

    act(() => client.emit({ type: 'userLoaded', session: fakeSession({ name: 'New', roles: ['staff'] }) }));
    expect(screen.getByText('in:New:staff')).toBeInTheDocument();

    act(() => client.emit({ type: 'userSignedOut' }));
    expect(screen.getByText('out')).toBeInTheDocument();
  });

  it('a password-reset error on the callback starts the forgot-password redirect', async () => {
    allowConsoleError();
    const client = createFakeAuthClient({ passwordResetEnabled: true });
    client.handleRedirectCallback.mockRejectedValue(
      Object.assign(new Error('AADB2C90118: The user has forgotten their password.'), {
        error: 'access_denied',
        state: { returnTo: '/Register/4' },
      }),
    );
    let result: string | null | undefined;
    render(
      <AuthProvider client={client} initialSession={null} notify={vi.fn()} report={vi.fn()}>
        <Callback onResult={(value) => (result = value)} />
      </AuthProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(client.signinRedirect).toHaveBeenCalledWith({ returnTo: '/Register/4', passwordReset: true });
    expect(result).toBeNull();
  });

  it('a failed redirect callback toasts the login-redirect message and goes home', async () => {
    const client = createFakeAuthClient();
    client.handleRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'));
    const notify = vi.fn();
    let result: string | null | undefined;
    render(
      <AuthProvider client={client} initialSession={null} notify={notify} report={vi.fn()}>
        <Callback onResult={(value) => (result = value)} />
      </AuthProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(notify).toHaveBeenCalledWith(
      messages.loginRedirectFailed('No matching state found in storage'),
      'danger',
    );
    expect(result).toBe('/');
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });
});

describe('secureFetch inside the app', () => {
  it('shows the re-login toast when no token can be obtained', async () => {
    allowConsoleError(); // the token failures are reported (console + endpoint)
    const authClient = createFakeAuthClient({ session: fakeSession({}, { expiresAt: 0 }) });
    authClient.signinSilent.mockRejectedValue(
      Object.assign(new Error('x'), { error: 'interaction_required' }),
    );
    authClient.signinPopup.mockRejectedValue(new Error('Popup blocked'));
    let failure: unknown;
    renderApp(<Caller onFailure={(error) => (failure = error)} />, {
      authClient,
      session: fakeSession({}, { expiresAt: 0 }),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'call' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.userMayNeedToRelogin));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.tokenExpired);
    expect((failure as Error).message).toBe(messages.tokenExpired);
  });
});
