import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { renderApp } from '../../testing/render';
import { allowConsoleError } from '../../testing/setup';

describe('root layout during a sign-out', () => {
  it('covers the page until the provider takes over, so no click can cancel the logout', async () => {
    const authClient = createFakeAuthClient({ session: fakeSession() });
    // The provider's logout page never opens in a test: the redirect stays under way.
    authClient.signoutRedirect.mockImplementation(() => new Promise(() => {}));
    const { container } = renderApp(undefined, { authClient, session: fakeSession(), route: '/About' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Signing out…')).toHaveAttribute('role', 'status');
    // The account is forgotten on this device before the redirect (the client's sign-out event)…
    act(() => authClient.emit({ type: 'userUnloaded' }));
    // …and the page under the cover takes no clicks or focus: the header's Sign In is inert.
    const frame = container.querySelector('.site-frame');
    expect(frame).toHaveAttribute('inert');
    expect(frame).toContainElement(within(nav).getByRole('button', { name: 'Sign In', hidden: true }));
  });

  it('takes the cover away when the provider cannot be reached and the account is forgotten here', async () => {
    const authClient = createFakeAuthClient({ session: fakeSession() });
    authClient.signoutRedirect.mockRejectedValue(new Error('no end-session endpoint'));
    allowConsoleError(); // the failed redirect is reported
    const { container } = renderApp(undefined, { authClient, session: fakeSession(), route: '/About' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(authClient.removeSession).toHaveBeenCalled());
    expect(screen.queryByText('Signing out…')).not.toBeInTheDocument();
    expect(container.querySelector('.site-frame')).not.toHaveAttribute('inert');
  });
});
