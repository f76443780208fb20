import { describe, expect, it } from 'vitest';
import { pushPageView, startTagManager } from './analytics';

describe('analytics', () => {
  it('pushes page views to the data layer', () => {
    pushPageView('/Camps');
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/Camps' }]);
  });

  it('starts the tag manager with an external script only when an id is configured', () => {
    startTagManager(null);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();

    startTagManager('GTM-TEST1');
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });

    startTagManager('GTM-TEST1');
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
  });
});
