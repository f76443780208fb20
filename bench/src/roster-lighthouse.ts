import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { signIn } from '../../e2e/support/auth.js';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { lighthouseReport, median, scriptKiB } from './lighthouse.js';
import { insertPaidFamilies } from './messages.js';
import { freePort, startNode } from './processes.js';
import { assignCoach, seedCatalog } from './seed.js';
import { benchPaymentSecrets } from './server-env.js';

export interface RosterLighthouseFigure {
  route: string;
  children: number;
  performance: number;
  accessibility: number;
  /** Largest contentful paint in seconds (Lighthouse's simulated mobile figure). */
  lcpSeconds: number;
  /** JavaScript taken over the network (compressed, as sent), KiB. */
  scriptKiB: number;
  reportDir: string;
}

/** The identity stand-in's demo coach (dev/identity `demo-accounts`), as the browser tests sign in. */
const demoCoach = 'coach@example.com';

/**
 * The coach's roster page (`/coach/sessions/{id}`) on Lighthouse's mobile preset, signed in: a
 * session of `children` paid children assigned to the demo coach, the server and the identity
 * stand-in started on their own ports, the coach signed in through the stand-in's page as the
 * browser tests do, in a Chromium that Lighthouse then drives (`--port`). Each run opens the page
 * as a coach opening it the first time: the sign-in (local storage) stays, while the HTTP cache,
 * the coach pages' worker, its caches and the rosters kept on the phone are cleared before it.
 */
export async function measureRosterLighthouse(runs = 5, children = 20): Promise<RosterLighthouseFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-roster-'));
  const sqliteFile = join(dir, 'bench.sqlite');
  const seeded = await seedCatalog({ sqliteFile, sessions: 1 });
  const sessionId = seeded.sessionIds[0]!;
  await insertPaidFamilies(seeded.db, sessionId, children);
  await assignCoach(seeded.db, demoCoach, sessionId);
  await seeded.database.close();

  // Each must know the other's address first: the site's for the sign-in's redirect, the
  // provider's for the site's sign-in.
  const [sitePort, idpPort, debugPort] = [await freePort(), await freePort(), await freePort()];
  const site = `http://localhost:${sitePort}`;
  const identity = await startNode(
    'dev/dist/identity/src/main.js',
    { PORT: String(idpPort), IDP_PORT: String(idpPort), APP_URL: site, DATA_DIR: join(dir, 'identity') },
    '/.well-known/openid-configuration',
  );
  const server = await startNode(
    'apps/api/dist/server.js',
    {
      ...benchPaymentSecrets,
      PORT: String(sitePort),
      APP_URL: site,
      OIDC_AUTHORITY: `http://localhost:${idpPort}`,
      SQLITE_FILE: sqliteFile,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
    },
    '/readyz',
  );
  const browser = await chromium.launchPersistentContext(join(dir, 'chromium'), {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
    viewport: null,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    page.setDefaultTimeout(60_000);
    await page.goto(`${site}/`);
    await signIn(page, demoCoach);
    const route = `/coach/sessions/${sessionId}`;
    // The page a run measures is the roster itself, not a sign-in prompt or an error.
    await page.goto(`${site}${route}`);
    await page.getByText('Player0', { exact: false }).first().waitFor({ timeout: 30_000 });
    // No page of the site stays open: a worker that still controls one outlives the clearing
    // below and would answer the next run's files itself (counted as nothing transferred).
    await page.goto('about:blank');
    const cdp = await browser.newCDPSession(page);
    const scores: { p: number; a: number; lcp: number; js: number }[] = [];
    for (let i = 0; i < runs; i++) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: site,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      const report = await lighthouseReport(`${site}${route}`, join(dir, `lh-roster-${i}.json`), [
        `--port=${debugPort}`,
        // Keeps the sign-in: Lighthouse would otherwise clear the origin's storage first.
        '--disable-storage-reset',
      ]);
      scores.push({
        p: report.categories.performance!.score * 100,
        a: report.categories.accessibility!.score * 100,
        lcp: (report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
        js: scriptKiB(report),
      });
    }
    return {
      route: '/coach/sessions/{id}',
      children,
      performance: Math.round(median(scores.map((s) => s.p))),
      accessibility: Math.round(median(scores.map((s) => s.a))),
      lcpSeconds: median(scores.map((s) => s.lcp)),
      scriptKiB: median(scores.map((s) => s.js)),
      reportDir: dir,
    };
  } finally {
    await browser.close();
    await server.stop();
    await identity.stop();
  }
}
