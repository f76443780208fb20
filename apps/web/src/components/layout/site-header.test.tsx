import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDeviceDb } from '../../lib/offline/device-db';
import { forgetDeviceData } from '../../lib/offline/forget-device-data';
import { queueWrite } from '../../lib/offline/outbox';
import { createFakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { renderApp } from '../../testing/render';
import { expectLink } from '../../testing/user-input';
import { SiteHeader } from './site-header';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('site header and navigation', () => {
  it('lists the spec nav items and Sign In when signed out', () => {
    renderApp(<SiteHeader />);
    const links = within(nav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Touchline Soccer Academy', '/'],
      ['Camps', '/Camps'],
      ['Tournaments', '/Tournaments'],
      ['Birthday Parties', '/eventrentals'],
      ['My Registrations', '/MyRegistrations'],
      ['About', '/About'],
      ['Partner', '/Partner'],
      ['Contact', '/Contact'],
    ]);
    expect(within(nav()).getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('opens the About menu as a disclosure', () => {
    renderApp(<SiteHeader />);
    const about = within(nav()).getByRole('button', { name: 'About' });
    fireEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the username and Sign Out when signed in, without a Staff menu for plain users', () => {
    renderApp(<SiteHeader />, { session: fakeSession({ name: 'Jamie Coach', roles: ['user'] }) });
    expect(within(nav()).getByText('Jamie Coach')).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('falls back to the email when the profile has no name', () => {
    renderApp(<SiteHeader />, { session: fakeSession({ name: '', email: 'only@example.com' }) });
    expect(within(nav()).getByText('only@example.com')).toBeInTheDocument();
  });

  it.each(['staff', 'admin'])('shows the Staff menu for the %s role', (role) => {
    renderApp(<SiteHeader />, { session: fakeSession({ roles: [role] }) });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Staff' }));
    expectLink('Camp sessions', '/manage', nav());
    expect(within(nav()).getAllByRole('link', { name: 'Tournaments' })[1]).toHaveAttribute(
      'href',
      '/manageTournaments',
    );
    expectLink('Messages', '/contacts', nav());
  });

  it('Sign In starts a redirect that returns to the current page', () => {
    const authClient = createFakeAuthClient();
    window.history.replaceState(null, '', '/Tournaments?x=1');
    renderApp(<SiteHeader />, { authClient, route: '/Tournaments?x=1' });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Sign In' }));
    expect(authClient.signinRedirect).toHaveBeenCalledWith({ returnTo: '/Tournaments?x=1' });
    window.history.replaceState(null, '', '/');
  });

  it('Sign Out redirects through the provider', async () => {
    const authClient = createFakeAuthClient({ session: fakeSession() });
    renderApp(<SiteHeader />, { authClient, session: fakeSession() });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(authClient.signoutRedirect).toHaveBeenCalledTimes(1));
  });

  describe('with check-ins made offline still unsent', () => {
    afterEach(async () => {
      await closeDeviceDb();
      await forgetDeviceData();
    });

    it('asks before Sign Out deletes them, and staying signed in keeps them', async () => {
      await queueWrite({ method: 'POST', path: '/api/Coach/Sessions/1/Attendance' });
      await queueWrite({ method: 'POST', path: '/api/Coach/Sessions/1/Attendance' });
      const authClient = createFakeAuthClient({ session: fakeSession() });
      renderApp(<SiteHeader />, { authClient, session: fakeSession() });

      fireEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));
      const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' }, { timeout: 10_000 });
      expect(dialog).toHaveTextContent(
        '2 check-ins and check-outs made on this device without a connection are not sent yet.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(authClient.signoutRedirect).not.toHaveBeenCalled();

      fireEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));
      const again = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
      fireEvent.click(within(again).getByRole('button', { name: 'Sign out anyway' }));
      await vi.waitFor(() => expect(authClient.signoutRedirect).toHaveBeenCalledTimes(1));
    });
  });
});
