/** Google Tag Manager data layer: page views and the tag manager start (spec §1, §2). */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface PageViewEvent {
  event: 'pageview';
  page: string;
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

export function pushPageView(page: string): void {
  pushToDataLayer({ event: 'pageview', page } satisfies PageViewEvent);
}

let tagManagerStarted = false;

/**
 * Starts Google Tag Manager when an id is configured. The standard snippet is inline script;
 * this does the same from our bundle so the page keeps a `script-src 'self'` policy (plus the
 * tag manager origin, which the server adds when an id is set).
 */
export function startTagManager(tagManagerId: string | null, doc: Document = document): void {
  if (!tagManagerId || tagManagerStarted) return;
  tagManagerStarted = true;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`;
  doc.head.appendChild(script);
}
