import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import './home-page';
import { expectLink } from '../../../testing/user-input';

describe('/ (home)', { timeout: 30_000 }, () => {
  it('has the hero with Register and Contact us, and four Why Choose callouts', async () => {
    renderApp(undefined, { route: '/' });
    const hero = await screen.findByRole('region', { name: 'Touchline Soccer Academy' }, { timeout: 5000 });
    expectLink('Register', '/Camps', hero);
    expectLink('Contact us', '/Contact', hero);
    const image = within(hero).getByRole('img');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '440');

    const why = screen.getByRole('region', { name: 'Why Choose Touchline Soccer Academy' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Small-sided games', 'High energy', 'Low pressure', 'Skill focused']);
  });

  it('loads images below the fold lazily and sets the title, description and Open Graph tags', async () => {
    renderApp(undefined, { route: '/' });
    const logo = await screen.findByRole('img', { name: 'TouchPlus Online Training' }, { timeout: 5000 });
    expect(logo).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(document.title).toBe('Touchline Soccer Academy'));
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    expect(meta('meta[name="description"]')).toMatch(/small-sided, high-energy, low-pressure/);
    expect(meta('meta[property="og:title"]')).toBe('Touchline Soccer Academy');
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
  });
});
