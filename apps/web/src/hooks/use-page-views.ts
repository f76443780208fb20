import { uiTimings } from '@soccer/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushPageView } from '../lib/analytics';

/** Reports each location change as a page view, 500 ms after it settles (spec §2). */
export function usePageViews(): void {
  const { pathname, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` marks a new location even when the path repeats.
  useEffect(() => {
    const timer = setTimeout(() => pushPageView(pathname), uiTimings.pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, key]);
}
