import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleLocales } from './bundles.js';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { repoRoot } from './processes.js';

export interface LighthouseFigure {
  route: string;
  /** The page's language: English (the route as the spec names it) or Spanish (`?lang=es`). */
  locale: (typeof bundleLocales)[number];
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint in seconds (Lighthouse's simulated mobile figure). */
  lcpSeconds: number;
}

export interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

/**
 * One Lighthouse run of `url` on its mobile preset (performance, accessibility, best practices),
 * the JSON report written to `out` and read back. `flags` says which Chromium: its own
 * (`--chrome-flags`) or one already running (`--port`). Asynchronous, so a browser this process
 * also drives (Playwright, signed in) is served while Lighthouse drives it.
 */
export async function lighthouseReport(url: string, out: string, flags: string[]): Promise<LighthouseReport> {
  const run = () =>
    new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        'npx',
        [
          'lighthouse',
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices',
          ...flags,
        ],
        {
          cwd: join(repoRoot, 'bench'),
          env: { ...process.env, CHROME_PATH: chromiumPath },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => resolve({ status, stderr }));
    });
  // Lighthouse now and then fails to record the trace (NO_NAVSTART) on this machine: try again.
  let r = await run();
  for (let retry = 0; r.status !== 0 && retry < 2; retry++) r = await run();
  if (r.status !== 0) throw new Error(`lighthouse failed for ${url}: ${r.stderr.slice(-500)}`);
  return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
}

/** The JavaScript a run's page took over the network (bytes as sent, compressed), KiB. */
export const scriptKiB = (report: LighthouseReport) =>
  (report.audits['network-requests']?.details?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Lighthouse's mobile preset, `runs` runs per page in each language (five by default, the
 * median Lighthouse's own variability guide uses), median scores. Every report
 * is kept (`reportDir`, printed by the bench) for its opportunities and diagnostics.
 */
export async function measureLighthouse(
  siteUrl: string,
  routes: string[],
  runs = 5,
): Promise<{ figures: LighthouseFigure[]; reportDir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const pages = bundleLocales.flatMap((locale) => routes.map((route) => ({ route, locale })));
  const figures: LighthouseFigure[] = [];
  for (const { route, locale } of pages) {
    const scores: { p: number; a: number; b: number; lcp: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const name = `${route.replace(/\W+/g, '-')}-${locale}`.replace(/^-/, '');
      const out = join(dir, `lh-${name || 'home'}-${i}.json`);
      const report = await lighthouseReport(`${siteUrl}${route}${locale === 'es' ? '?lang=es' : ''}`, out, [
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ]);
      scores.push({
        p: report.categories.performance!.score * 100,
        a: report.categories.accessibility!.score * 100,
        b: report.categories['best-practices']!.score * 100,
        lcp: (report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
      });
    }
    figures.push({
      route,
      locale,
      performance: median(scores.map((s) => s.p)),
      accessibility: median(scores.map((s) => s.a)),
      bestPractices: median(scores.map((s) => s.b)),
      lcpSeconds: median(scores.map((s) => s.lcp)),
    });
  }
  return { figures, reportDir: dir };
}
