import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import { testConfig } from '../../../testing/test-config';
import './about-page';
import './partner-page';
import { expectLink } from '../../../testing/user-input';

describe('/About', { timeout: 30_000 }, () => {
  it('has a hero with Register and four content blocks', async () => {
    renderApp(undefined, { route: '/About' });
    const hero = await screen.findByRole('region', { name: 'About' }, { timeout: 5000 });
    expectLink('Register', '/Camps', hero);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Our story', 'How we coach', 'Our coaches', 'Learning all year']),
    );
    await waitFor(() => expect(document.title).toBe('About | Touchline Soccer Academy'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe(
      'About | Touchline Soccer Academy',
    );
  });
});

describe('/Partner', { timeout: 30_000 }, () => {
  it('opens the partner program from its logo in a new window', async () => {
    renderApp(undefined, { route: '/Partner' });
    const logo = await screen.findByRole('img', { name: 'TouchPlus Online Training' }, { timeout: 5000 });
    const link = logo.closest('a') as HTMLAnchorElement;
    expect(link).toHaveAttribute('href', testConfig.partnerProgramUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleName(/opens the partner site in a new window/);
  });
});
