import { uiTimings } from '@soccer/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { advance, withFakeTimers } from '../testing/fake-timers';
import { usePageViews } from './use-page-views';

function Tracker() {
  usePageViews();
  return <Link to="/Camps">Camps</Link>;
}

const pageViews = () =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'pageview');

describe('page views', () => {
  withFakeTimers();

  it('pushes { event: pageview, page } 500 ms after each location change, not before', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Tracker />
      </MemoryRouter>,
    );
    await advance(uiTimings.pageViewDelayMs - 1);
    expect(pageViews()).toEqual([]);
    await advance(1);
    expect(pageViews()).toEqual([{ event: 'pageview', page: '/' }]);

    fireEvent.click(screen.getByRole('link', { name: 'Camps' }));
    await advance(uiTimings.pageViewDelayMs - 1);
    expect(pageViews()).toHaveLength(1);
    await advance(1);
    expect(pageViews()).toEqual([
      { event: 'pageview', page: '/' },
      { event: 'pageview', page: '/Camps' },
    ]);
  });

  it('reports only the last of quick successive navigations', async () => {
    render(
      <MemoryRouter initialEntries={['/About']}>
        <Tracker />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Camps' }));
    await advance(uiTimings.pageViewDelayMs);
    expect(pageViews()).toEqual([{ event: 'pageview', page: '/Camps' }]);
  });
});
