import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '../../testing/fake-auth-client';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

describe('language switch', () => {
  it('offers English and Español as links to the same page in each language', () => {
    renderApp(<SiteHeader />, { route: '/Camps' });
    const languages = screen.getByRole('list', { name: 'Language' });
    const english = within(languages).getByRole('link', { name: 'English' });
    const spanish = within(languages).getByRole('link', { name: 'Español' });
    expect(english).toHaveAttribute('href', '/Camps?lang=en');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(spanish).toHaveAttribute('href', '/Camps?lang=es');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).not.toHaveAttribute('aria-current');
  });

  it('switches the header and footer to Spanish in place, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <SiteHeader />
        <SiteFooter />
      </>,
    );
    const [headerSwitch] = screen.getAllByRole('list', { name: 'Language' });
    await user.click(within(headerSwitch!).getByRole('link', { name: 'Español' }));

    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Campamentos' })).toHaveAttribute('href', '/Camps');
    expect(within(nav).getByRole('link', { name: 'Cumpleaños' })).toHaveAttribute('href', '/eventrentals');
    expect(within(nav).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enlaces rápidos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
    // Both switches now mark Español, and English switches back.
    const switches = screen.getAllByRole('list', { name: 'Idioma' });
    expect(switches).toHaveLength(2);
    for (const list of switches)
      expect(within(list).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(switches[1]!).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it("saves a signed-in family's choice on the account, and nothing while signed out", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PUT /api/Account/Language': ({ body }) => json(body) });
    renderApp(<SiteHeader />, { session: fakeSession() });
    await user.click(screen.getByRole('link', { name: 'Español' }));
    await screen.findByRole('navigation', { name: 'Principal' });
    await user.click(screen.getByRole('link', { name: 'English' }));
    await screen.findByRole('navigation', { name: 'Main' });
    expect(api.bodiesTo('PUT /api/Account/Language')).toEqual([{ locale: 'es' }, { locale: 'en' }]);
  });

  it('does not save while signed out', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderApp(<SiteHeader />);
    await user.click(screen.getByRole('link', { name: 'Español' }));
    await screen.findByRole('navigation', { name: 'Principal' });
    expect(api.calls).toEqual([]);
  });
});
