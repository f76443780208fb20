import { uiTimings } from '@soccer/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageViews } from './use-page-views';

function Tracker() {
  usePageViews();
  return <Link to="/Camps">Camps</Link>;
}

const pageViews = () =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'pageview');

describe('page views', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes { event: pageview, page } 500 ms after each location change, not before', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Tracker />
      </MemoryRouter>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(uiTimings.pageViewDelayMs - 1);
    });
    expect(pageViews()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(pageViews()).toEqual([{ event: 'pageview', page: '/' }]);

    fireEvent.click(screen.getByRole('link', { name: 'Camps' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(uiTimings.pageViewDelayMs - 1);
    });
    expect(pageViews()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
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
    await act(async () => {
      await vi.advanceTimersByTimeAsync(uiTimings.pageViewDelayMs);
    });
    expect(pageViews()).toEqual([{ event: 'pageview', page: '/Camps' }]);
  });
});
