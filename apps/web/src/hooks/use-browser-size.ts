import { smallScreenMaxWidth } from '@soccer/contracts';
import { useSyncExternalStore } from 'react';

/** Small screens (≤ 768px wide) show cards, large ones tables (spec §2). */
export type BrowserSize = 'small' | 'large';

export function browserSizeFor(width: number): BrowserSize {
  return width <= smallScreenMaxWidth ? 'small' : 'large';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getSnapshot = (): BrowserSize => browserSizeFor(window.innerWidth);
const getServerSnapshot = (): BrowserSize => 'large';

/** 'small' when the viewport is at most 768px wide, else 'large'; follows window resizes. */
export function useBrowserSize(): BrowserSize {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Like `useBrowserSize`, but 'both' when the width is not known: on the server, and while the
 * browser hydrates the server's markup. A page shows both of its layouts then (CSS hides the one
 * that does not fit), and the one that does not fit goes once the page is live: no repaint.
 */
export function useBrowserSizeOrBoth(): BrowserSize | 'both' {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'both');
}
