import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';

export interface BundleFigure {
  route: string;
  /** The page's language: English (the route as the spec names it) or Spanish (`?lang=es`). */
  locale: 'en' | 'es';
  jsKiB: number;
  cssKiB: number;
  chunks: string[];
}

export const publicRoutes = [
  '/',
  '/Camps',
  '/CampFlyer/1/1',
  // A camp session's own page (the bench's catalogue: session 1 is open).
  '/Camps/Session/1',
  '/About',
  '/Partner',
  '/Contact',
  '/Tournaments',
  // A tournament's own page (the bench's catalogue: tournament 1 is open).
  '/Tournaments/1',
  '/eventrentals',
];

/** Each public page is measured in both languages: as the spec names it, and in Spanish (`?lang=es`). */
export const bundleLocales = ['en', 'es'] as const;

/**
 * JavaScript and CSS (gzip) each public route loads until the network is idle, in real Chromium,
 * in each language; stylesheets written into the page count too.
 */
export async function measureBundles(siteUrl: string): Promise<BundleFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const figures: BundleFigure[] = [];
  try {
    for (const locale of bundleLocales)
      for (const route of publicRoutes) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        const page = await context.newPage();
        const loaded: Promise<{ url: string; type: string; gzip: number }>[] = [];
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (type !== 'script' && type !== 'stylesheet') return;
          loaded.push(
            response.body().then((body) => ({ url: response.url(), type, gzip: gzipSync(body).length })),
          );
        });
        await page.goto(`${siteUrl}${route}${locale === 'es' ? '?lang=es' : ''}`, {
          waitUntil: 'networkidle',
        });
        const lang = await page.evaluate('document.documentElement.lang');
        if (lang !== locale) throw new Error(`${route} came in '${String(lang)}', not '${locale}'`);
        const resources = await Promise.all(loaded);
        // Stylesheets the server wrote into the page count as CSS the page loads.
        const inlineCss = String(
          await page.evaluate(
            "[...document.querySelectorAll('style[data-href]')].map((style) => style.textContent ?? '').join('')",
          ),
        );
        const sum = (type: string) =>
          resources.filter((r) => r.type === type).reduce((n, r) => n + r.gzip, 0) / 1024;
        figures.push({
          route,
          locale,
          jsKiB: sum('script'),
          cssKiB: sum('stylesheet') + (inlineCss ? gzipSync(inlineCss).length / 1024 : 0),
          chunks: resources.map((r) => new URL(r.url).pathname.split('/').pop() ?? ''),
        });
        await context.close();
      }
  } finally {
    await browser.close();
  }
  return figures;
}
