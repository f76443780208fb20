import { apiPaths, messages, serverRenderedWebRoutes, staffWebRoutes, webRoutes } from '@soccer/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeAuthClient, fakeSession } from '../testing/fake-auth-client';
import { json, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { expectLink } from '../testing/user-input';
import { routeTable } from './route-table';
import { publicPageModules, routes } from './router';
import { pageModules } from './signed-in-pages';

function allPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

describe('routes', () => {
  it('has a route for every contracts webRoute and staff route', () => {
    const declared = allPaths(routes);
    for (const pattern of [...Object.values(webRoutes), ...Object.values(staffWebRoutes)])
      expect(declared).toContain(pattern);
    expect(declared).toContain('*');
  });

  it('loads the public pages from the start-up code and every other page through signed-in-pages', () => {
    for (const { route, module } of routeTable) {
      const key = `../${module}.tsx`;
      expect(pageModules[key], module).toBeDefined();
      const rendered = route === 'notFound' || serverRenderedWebRoutes.some((name) => name === route);
      expect(Boolean(publicPageModules[key]), module).toBe(rendered);
    }
  });

  it.each([
    ['/Camps', 'Camps'],
    ['/camps', 'Camps'],
    ['/Tournaments', messages.tournamentsTitle],
    ['/eventrentals', messages.fieldRentalsHeading],
    ['/About', 'About'],
  ])('renders %s with heading %s and sets the title', async (path, heading) => {
    renderApp(undefined, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Touchline Soccer Academy`));
  });

  it('renders a real not-found page with a link home for unknown paths', async () => {
    renderApp(undefined, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expectLink('Go to the home page', '/');
  });

  it.each([
    ['/MyRegistrations', 'My Registrations'],
    // With a session, /Register shows it and offers sign-up (register-page.test.tsx).
    ['/Register', 'Register'],
    ['/Checkout/5', 'Checkout'],
    ['/RegisterTournament/3', 'Register'],
    ['/TournamentCheckout/9', 'Tournament Checkout'],
    ['/manage', 'Camp Session Registrations'],
  ])('%s asks a signed-out visitor to sign in', async (path, heading) => {
    renderApp(undefined, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
  });

  it('has a skip link, header, main and footer landmarks', async () => {
    renderApp(undefined, { route: '/Camps' });
    await screen.findByRole('heading', { level: 1, name: 'Camps' });
    expectLink('Skip to main content', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Touchline Soccer Academy');
  });

  it('footer has the quick links and social links that open in a new tab', async () => {
    renderApp(undefined, { route: '/Camps' });
    await screen.findByRole('heading', { level: 1, name: 'Camps' });
    const footerNav = screen.getByRole('navigation', { name: 'Quick links' });
    expect([...footerNav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Home',
      'Camps',
      'Tournaments',
      'Birthday Parties',
      'My Registrations',
      'About',
      'Contact',
    ]);
    for (const name of ['Facebook', 'Instagram', 'X (Twitter)']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('completes the redirect sign-in on /auth/callback and continues to returnTo', async () => {
    const { authClient } = renderApp(undefined, { route: '/auth/callback?code=abc&state=xyz' });
    authClient.handleRedirectCallback.mockResolvedValue({
      kind: 'signedIn',
      session: fakeSession({ name: 'Back Again' }),
      returnTo: '/Tournaments',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.tournamentsTitle }),
    ).toBeInTheDocument();
    expect(authClient.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Back Again')).toBeInTheDocument();
  });

  it('saves the language chosen while signed out as the account’s, once, after the sign-in', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switch's own cookie, as the browser keeps it.
    document.cookie = 'lang=es; path=/';
    try {
      const api = mockApi({ [`PUT ${apiPaths.myLanguage}`]: () => json({ locale: 'es' }) });
      const authClient = createFakeAuthClient({ session: null });
      // As the identity client does: the session is stored by the time the callback resolves.
      authClient.handleRedirectCallback.mockImplementation(async () => {
        const session = fakeSession({ name: 'Back Again' });
        authClient.setSession(session);
        return { kind: 'signedIn', session, returnTo: '/Tournaments' };
      });
      renderApp(undefined, { route: '/auth/callback?code=lang1&state=xyz', authClient });
      await waitFor(() => expect(api.callsTo(`PUT ${apiPaths.myLanguage}`)).toHaveLength(1), {
        timeout: 5000,
      });
      expect(api.callsTo(`PUT ${apiPaths.myLanguage}`)[0]?.body).toEqual({ locale: 'es' });
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the switch's own cookie, as the browser keeps it.
      document.cookie = 'lang=; path=/; max-age=0';
    }
  });

  it('saves no language after a sign-in from a browser that never chose one', async () => {
    const api = mockApi({});
    const authClient = createFakeAuthClient({ session: null });
    authClient.handleRedirectCallback.mockResolvedValue({
      kind: 'signedIn',
      session: fakeSession({ name: 'Back Again' }),
      returnTo: '/Tournaments',
    });
    renderApp(undefined, { route: '/auth/callback?code=lang2&state=xyz', authClient });
    await screen.findByText('Back Again', undefined, { timeout: 5000 });
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('moves focus to the main content after navigating', async () => {
    renderApp(undefined, { route: '/Camps' });
    await screen.findByRole('heading', { level: 1, name: 'Camps' });
    const [contact] = screen.getAllByRole('link', { name: 'Contact' });
    await act(async () => {
      fireEvent.click(contact as HTMLElement);
    });
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
