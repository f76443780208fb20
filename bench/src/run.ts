// `npm run bench`: every figure in one run on this machine, printed as one table.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain .mjs helper shared with the test runner
import { startPostgres } from '../../scripts/postgres.mjs';
import { type BundleFigure, measureBundles, publicRoutes } from './bundles.js';
import { measureCheckin } from './checkin.js';
import { type ExportFigure, measureExports } from './exports.js';
import { startTokenIssuer } from './identity.js';
import { type LighthouseFigure, measureLighthouse } from './lighthouse.js';
import { load, throughputAndLatency } from './load.js';
import { measureMessages } from './messages.js';
import { type Proc, repoRoot, startNode } from './processes.js';
import { benchParents, registrationBody, submitSessions } from './registration-body.js';
import { measureRosterLighthouse } from './roster-lighthouse.js';
import { measureRush, type RushFigure } from './rush.js';
import { measureRushDuring, type RushDuringFigure } from './rush-during.js';
import { seedCatalog } from './seed.js';
import { benchPaymentSecrets } from './server-env.js';
import { measureStatements } from './statements.js';

/** Ports of the throwaway PostgreSQL clusters (two runs side by side on one machine need others). */
const postgresPorts = {
  register: Number(process.env.BENCH_PG_PORT ?? 55499),
  rush: Number(process.env.BENCH_PG_RUSH_PORT ?? 55498),
  rushDuringMessage: Number(process.env.BENCH_PG_RUSH_MESSAGE_PORT ?? 55497),
};

/** What a browser says it accepts (Chromium's Accept-Encoding). */
/**
 * The signed-in pages' JS budget, compressed (decision 0122): the public pages' 100 KiB, the sign-in
 * client, the data cache and the signed-in pages' loader that every such page loads (35 KiB), and
 * the page's own code and texts (65 KiB).
 */
const signedInJsBudgetKiB = 200;
const browserAccepts = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One GET's headers and body as they came over the wire (fetch would decompress the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const only = new Set(process.argv.slice(2));
const want = (part: string) => only.size === 0 || only.has(part);
const rows: [string, string, string, string][] = [];
const row = (metric: string, value: string, target = '', met?: boolean) =>
  rows.push([metric, value, target, met === undefined ? '' : met ? 'yes' : 'NO']);
const f1 = (n: number) => n.toFixed(1);
const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
/** Closed-loop registrations a second per engine (`register`) and the driver's ceiling (`rush`). */
const submitRate = new Map<string, number>();
/** Registrations the closed-loop run made per engine: the driver's ceiling makes as many (`rush`). */
const submitCount = new Map<string, number>();
const driverRate = new Map<string, number>();
/**
 * CPU time per registration, in µs: of the server process over the closed-loop run, and of the
 * bench process running the driver alone. Unlike the rates, it barely moves with whatever else
 * runs on the machine.
 */
const submitCpu = new Map<string, number>();
const driverCpu = new Map<string, number>();
/** Where the Lighthouse reports of this run are kept (their opportunities and diagnostics). */
let lighthouseReports: string | undefined;

if (
  !existsSync(join(repoRoot, 'apps/api/dist/server.js')) ||
  !existsSync(join(repoRoot, 'apps/web/dist/index.html'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

const issuer = await startTokenIssuer();
const metricsToken = randomBytes(24).toString('hex');
const sqliteFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.sqlite');
const seeded = await seedCatalog({ sqliteFile, sessions: submitSessions });
await seeded.database.close();
const serverEnv = {
  ...issuer.env,
  SQLITE_FILE: sqliteFile,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
  // One bench account registers thousands of times a minute: lift its caps and rate limits.
  RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '100000000',
  RATE_LIMIT_REGISTRATIONS_PER_CLIENT_PER_MINUTE: '100000000',
  HOLDS_PER_SESSION: '100000000',
  HOLDS_PER_ACCOUNT: '100000000',
  ...benchPaymentSecrets,
  // Metrics on (decision 0071): every request is counted and timed, as in production.
  METRICS_TOKEN: metricsToken,
};
const api = await startNode('apps/api/dist/server.js', serverEnv, '/readyz');

try {
  if (want('http')) {
    const hello = await startNode('bench/src/hello-world.mjs', {});
    const base = await throughputAndLatency({ url: `${hello.url}/`, cpuSeconds: hello.cpuSeconds });
    await hello.stop();
    row('hello-world Fastify: req/s (100 conn)', f0(base.peak.rps));
    row('hello-world Fastify: CPU per request', `${f1(base.cpuPerRequestUs ?? 0)} µs`);
    const [load1, load5] = loadavg();
    row(
      'machine load average when the HTTP runs began (1 / 5 min)',
      `${load1!.toFixed(2)} / ${load5!.toFixed(2)}`,
    );
    for (const [name, path, target] of [
      ['full plugin stack, trivial route (/healthz)', '/healthz', 0.8],
      ['GET GetCampSessions/_allStates (50 sessions)', '/api/Camps/GetCampSessions/_allStates', 0.4],
      ['GET GetAllTournaments', '/api/Tournament/GetAllTournaments', 0.4],
    ] as const) {
      // Asked as a browser asks (every browser accepts compressed answers); hello-world's answer is
      // too short to compress either way.
      const r = await throughputAndLatency({
        url: `${api.url}${path}`,
        headers: browserAccepts,
        cpuSeconds: api.cpuSeconds,
      });
      const ratio = r.peak.rps / base.peak.rps;
      // Why: a bare Fastify answering the very bytes of this route (its headers, with the
      // security headers and the traceparent, and its body) splits the ratio into what the bytes
      // cost (every server must send them) and what our plugin stack costs on top.
      const sample = await rawGet(`${api.url}${path}`, browserAccepts);
      const sameHeaders = Object.fromEntries(
        Object.entries(sample.headers).filter(
          ([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k),
        ),
      );
      const sameBody = sample.body;
      const same = await startNode('bench/src/hello-world.mjs', {
        HELLO_HEADERS: JSON.stringify(sameHeaders),
        HELLO_BODY: sameBody.toString('base64'),
      });
      const bytes = await throughputAndLatency({
        url: `${same.url}/`,
        cpuSeconds: same.cpuSeconds,
        latency: false,
      });
      await same.stop();
      const bytesRatio = bytes.peak.rps / base.peak.rps;
      row(
        `${name}: req/s`,
        `${f0(r.peak.rps)} (${(ratio * 100).toFixed(0)}% of hello-world)`,
        `≥ ${target * 100}%`,
        ratio >= target,
      );
      row(`${name}: p50 / p99 at half peak`, `${r.half?.p50} ms / ${r.half?.p99} ms`);
      // The same ratio from CPU time per request (hello-world's over ours): what the rate ratio
      // would be on a quiet machine where the server, not the load generator, is the limit.
      const cpuRatio = (base.cpuPerRequestUs ?? 0) / (r.cpuPerRequestUs ?? Number.POSITIVE_INFINITY);
      row(
        `${name}: CPU per request`,
        `${f1(r.cpuPerRequestUs ?? 0)} µs (hello-world's is ${(cpuRatio * 100).toFixed(0)}% of it)`,
      );
      row(
        `${name}: why — bare Fastify sending the same ${f0(JSON.stringify(sameHeaders).length + sameBody.length)} bytes of headers and body`,
        `${f0(bytes.peak.rps)} req/s (${(bytesRatio * 100).toFixed(0)}% of hello-world), ${f1(bytes.cpuPerRequestUs ?? 0)} µs CPU; ours is ${((r.peak.rps / bytes.peak.rps) * 100).toFixed(0)}% of it, ${f1((r.cpuPerRequestUs ?? 0) - (bytes.cpuPerRequestUs ?? 0))} µs more CPU (our hooks, routing, validation, metrics, trace context)`,
      );
      if (r.peak.errors || r.peak.non2xx)
        row(`${name}: errors`, `${r.peak.errors} errors, ${r.peak.non2xx} non-2xx`);
    }
    // The runs above were counted: one scrape shows it, and what a scrape costs.
    const started = performance.now();
    const scraped = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    const text = await scraped.text();
    const healthz =
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} (\d+)/.exec(
        text,
      );
    row(
      'metrics on: one /metrics scrape (after the runs above)',
      scraped.ok
        ? `${(performance.now() - started).toFixed(0)} ms, ${text.split('\n').filter((l) => l && !l.startsWith('#')).length} series, /healthz counted ${f0(Number(healthz?.[1] ?? 0))} times`
        : `HTTP ${scraped.status}`,
    );
  }

  if (want('register')) {
    const tokens = await Promise.all(
      Array.from({ length: benchParents }, (_, i) => issuer.token(`bench-parent-${i}`)),
    );
    let next = 0;
    const headers = { 'content-type': 'application/json' };
    const nextParent = () => ({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    /** Ten seconds of camp registrations on a server; one row with its rate and p99, one for any non-2xx. */
    const registerLoad = async (engine: string, server: Proc, sessionIds: number[], p99Target?: number) => {
      const apiUrl = server.url;
      const cpuBefore = server.cpuSeconds();
      const r = await load({
        url: `${apiUrl}/api/Registration/submitRegistration`,
        method: 'POST',
        headers,
        headersEach: nextParent,
        body: registrationBody(sessionIds),
        durationSeconds: 10,
      });
      row(
        `camp registration submit, ${engine}: req/s, p99 (100 conn)`,
        `${f0(r.rps)} req/s, p99 ${r.p99} ms`,
        p99Target === undefined ? '' : `p99 ≤ ${p99Target} ms`,
        p99Target === undefined ? undefined : r.p99 <= p99Target,
      );
      if (r.non2xx) row(`  (${engine} non-2xx answers)`, String(r.non2xx));
      submitRate.set(engine, r.rps);
      submitCount.set(engine, r.ok);
      submitCpu.set(engine, ((server.cpuSeconds() - cpuBefore) * 1e6) / (r.rps * 10));
    };
    await registerLoad('SQLite', api, seeded.sessionIds, 50);
    const pg = startPostgres({ port: postgresPorts.register });
    try {
      const pgSeed = await seedCatalog({ databaseUrl: pg.url, sessions: submitSessions });
      await pgSeed.database.close();
      const pgApi = await startNode(
        'apps/api/dist/server.js',
        { ...serverEnv, DATABASE_URL: pg.url },
        '/readyz',
      );
      try {
        await registerLoad('PostgreSQL', pgApi, pgSeed.sessionIds);
      } finally {
        await pgApi.stop();
      }
    } finally {
      pg.stop();
    }
  }

  if (want('rush')) {
    const report = (r: RushFigure) => {
      const name = `opening-day rush, ${r.engine} (${r.seats} seats, ${r.perSecond}/s for ${r.arrivals / r.perSecond} s)`;
      row(
        `${name}: p50 / p99 / max`,
        `${r.latency.p50} / ${r.latency.p99} / ${r.latency.max} ms`,
        r.engine === 'SQLite' ? 'p99 ≤ 100 ms' : '',
        r.engine === 'SQLite' ? r.latency.p99 <= 100 : undefined,
      );
      row(
        `${name}: seats sold`,
        `${r.seatsSold} (${r.accepted} accepted)`,
        `exactly ${r.seats}`,
        r.seatsSold === r.seats && r.accepted === r.seats,
      );
      row(`${name}: 'full' answers, errors`, `${r.full}, ${r.errors}`, '0 errors', r.errors === 0);
      row(
        `  ${r.engine} driver alone, seat check + insert: p50 / p99 / max, ops/s`,
        `${r.ceiling.p50} / ${r.ceiling.p99} / ${r.ceiling.max} ms, ${f0(r.ceiling.perSecond)}/s (sold ${f0(r.ceiling.seatsSold)})`,
      );
      driverRate.set(r.engine, r.ceiling.perSecond);
      driverCpu.set(r.engine, r.ceiling.cpuMicros);
    };
    const rushDir = mkdtempSync(join(tmpdir(), 'bench-rush-'));
    try {
      report(
        await measureRush({
          engine: 'SQLite',
          issuer,
          serverEnv,
          sqliteFile: join(rushDir, 'rush.sqlite'),
          ceilingAttempts: submitCount.get('SQLite'),
        }),
      );
    } finally {
      rmSync(rushDir, { recursive: true, force: true });
    }
    const pg = startPostgres({ port: postgresPorts.rush });
    try {
      report(
        await measureRush({
          engine: 'PostgreSQL',
          issuer,
          serverEnv,
          databaseUrl: pg.url,
          ceilingAttempts: submitCount.get('PostgreSQL'),
        }),
      );
    } finally {
      pg.stop();
    }
  }

  for (const [engine, rate] of submitRate) {
    const ceiling = driverRate.get(engine);
    if (ceiling === undefined) continue;
    const ratio = rate / ceiling;
    row(
      `registration submit throughput vs driver's seat check + insert, ${engine}`,
      `${(ratio * 100).toFixed(1)}% (${f0(rate)} vs ${f0(ceiling)}/s)`,
      '≥ 35%',
      ratio >= 0.35,
    );
    const cpu = submitCpu.get(engine);
    const driver = driverCpu.get(engine);
    if (cpu !== undefined && driver !== undefined)
      row(
        `  CPU per registration, ${engine}: server (HTTP) / driver alone`,
        `${f0(cpu)} µs / ${f0(driver)} µs (driver ${((driver / cpu) * 100).toFixed(1)}% of the server's)`,
      );
  }

  if (want('export')) {
    const figures: ExportFigure[] = await measureExports(issuer);
    for (const e of figures) {
      const target = e.format === 'xlsx' ? 20_000 : 100_000;
      row(
        `export ${e.format.toUpperCase()} ${f0(e.rows)} players: time, rows/s`,
        `${e.seconds.toFixed(2)} s, ${f0(e.rowsPerSecond)} rows/s (${f1(e.bytes / 1048576)} MiB)`,
        `≥ ${f0(target)} rows/s`,
        e.rowsPerSecond >= target,
      );
      row(
        `export ${e.format.toUpperCase()} ${f0(e.rows)} players: server peak RSS`,
        `${f1(e.peakRssMiB)} MiB (idle ${f1(e.idleRssMiB)} MiB)`,
      );
    }
    for (const format of ['xlsx', 'csv'] as const) {
      const small = figures.find((e) => e.format === format && e.rows === 10_000)!;
      const large = figures.find((e) => e.format === format && e.rows === 100_000)!;
      const growth = large.peakRssMiB / small.peakRssMiB;
      row(
        `export ${format.toUpperCase()} peak memory 100k / 10k`,
        `${growth.toFixed(2)}×`,
        '≤ 1.5×',
        growth <= 1.5,
      );
    }
  }

  if (want('statements')) {
    const s = await measureStatements();
    row(
      `January statements: ${f0(s.families)} families, ${f0(s.statements)} statements (PDFs made, mails queued)`,
      `${f0(s.runMs)} ms (${f0(s.mailed)} mailed, ${f0(s.outboxRows)} in the outbox)`,
      '< 60,000 ms, one mail a family',
      s.runMs < 60_000 && s.mailed === s.families && s.outboxRows === s.families,
    );
    row(
      `one statement PDF (a child's year, ${s.samples} renders)`,
      `p50 ${f1(s.pdfP50Ms)} ms, p99 ${f1(s.pdfP99Ms)} ms`,
      '< 200 ms p99',
      s.pdfP99Ms < 200,
    );
  }

  if (want('checkin')) {
    const [checkinLoad] = loadavg();
    const c = await measureCheckin(issuer);
    row('machine load average when the check-in runs began (1 min)', checkinLoad!.toFixed(2));
    const tapRow = (what: string, r: (typeof c)['paced'], target?: boolean) =>
      row(
        `check-in write on SQLite, ${c.coaches} coaches at once: ${what} (${f0(r.taps)} taps)`,
        `p50 ${f1(r.p50)} ms, p99 ${f1(r.p99)} ms, ${f0(r.rps)} taps/s, ${f0(r.cpuUs)} µs server CPU a tap${r.non2xx ? `, ${f0(r.non2xx)} non-2xx` : ''}`,
        target ? '≤ 50 ms p99' : '',
        target ? r.p99 <= 50 && r.non2xx === 0 : undefined,
      );
    tapRow('each tapping once a second', c.paced, true);
    tapRow('as fast as 100 connections go (the ceiling; queued)', c.saturated);
    row(
      `${c.burst} queued check-ins sent in one burst, then replayed (each recorded once)`,
      `${f0(c.burstMs)} ms; replay ${f0(c.replayMs)} ms; first roster shows ${c.burstRows} in`,
      '< 2,000 ms',
      c.burstMs < 2000,
    );
  }

  if (want('messages')) {
    const m = await measureMessages(issuer);
    row(
      `message to ${f0(m.families)} families: accepted (POST, recipients and mails queued)`,
      `${f0(m.acceptMs)} ms (reads as sent after ${f0(m.queuedMs)} ms)`,
      '< 1,000 ms',
      m.acceptMs < 1000,
    );
    row(
      'message mails through the local SMTP',
      `${f1(m.mailsPerSecond)} mails/s`,
      '≥ 50 mails/s',
      m.mailsPerSecond >= 50,
    );
    row(
      'message mails: every family exactly once',
      `${f0(m.received)} received, ${m.exactlyOnce ? 'each once' : 'NOT each once'}`,
      'yes',
      m.exactlyOnce,
    );
  }

  for (const background of ['message', 'statements'] as const) {
    if (!want(`rush-during-${background}`)) continue;
    const report = (r: RushDuringFigure) => {
      const what =
        r.background === 'message'
          ? `a message to ${f0(r.families)} families is delivered`
          : `January statements for ${f0(r.families)} families are mailed`;
      const name = `rush while ${what}, ${r.engine}`;
      row(
        `${name}: p50 / p99 / max`,
        `${r.latency.p50} / ${r.latency.p99} / ${r.latency.max} ms (load average ${r.load.map(f1).join(' → ')})`,
        'p99 ≤ 100 ms',
        r.latency.p99 <= 100,
      );
      row(
        `${name}: while mails went out (${f0(r.latencyWhileDelivering.requests)} requests)`,
        `${r.latencyWhileDelivering.p50} / ${r.latencyWhileDelivering.p99} / ${r.latencyWhileDelivering.max} ms`,
      );
      row(
        `${name}: seats sold`,
        `${r.seatsSold} (${r.accepted} accepted; ${r.full} 'full', ${r.errors} errors)`,
        `exactly ${r.seats}`,
        r.seatsSold === r.seats && r.accepted === r.seats && r.errors === 0,
      );
      row(
        `${name}: the mails`,
        `${r.background === 'message' ? `POST ${f0(r.acceptMs)} ms; ` : ''}${f0(r.mailsDuringRush)} during the rush, ${f1(r.mailsPerSecond)} mails/s`,
      );
      row(
        `${name}: each family`,
        `${f0(r.received)} received, ${r.exactlyOnce ? 'each family once' : 'NOT each once'}`,
        'each once',
        r.exactlyOnce,
      );
    };
    const dir = mkdtempSync(join(tmpdir(), `bench-rush-${background}-`));
    try {
      report(
        await measureRushDuring({
          background,
          engine: 'SQLite',
          issuer,
          serverEnv,
          sqliteFile: join(dir, 'rush.sqlite'),
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const pg = startPostgres({ port: postgresPorts.rushDuringMessage });
    try {
      report(
        await measureRushDuring({ background, engine: 'PostgreSQL', issuer, serverEnv, databaseUrl: pg.url }),
      );
    } finally {
      pg.stop();
    }
  }

  if (want('bundles')) {
    const figures: BundleFigure[] = await measureBundles(api.url);
    for (const b of figures) {
      // Staff pages' code (the form fields' texts, `form-texts-catalog`, are the public forms' own).
      const adminLoaded = b.chunks.filter((c) =>
        /manage|registration-report|contact-messages|rental-inquiries|(?<!texts-)catalog|audit|exceljs/i.test(
          c,
        ),
      );
      row(
        `JS / CSS gzip loaded by ${b.route} (${b.locale})`,
        `${f1(b.jsKiB)} KiB / ${f1(b.cssKiB)} KiB`,
        '≤ 100 / ≤ 12 KiB',
        b.jsKiB <= 100 && b.cssKiB <= 12,
      );
      if (adminLoaded.length) row(`  staff code on ${b.route}`, adminLoaded.join(', '), 'none', false);
    }
  }

  if (want('lighthouse')) {
    // LIGHTHOUSE_ROUTES=/Camps,/About measures some pages; LIGHTHOUSE_RUNS sets the runs per page.
    const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
    const routes = only?.length ? publicRoutes.filter((r) => only.includes(r)) : publicRoutes;
    const runs = Number(process.env.LIGHTHOUSE_RUNS) || 5;
    const { figures, reportDir } = await measureLighthouse(api.url, routes, runs);
    lighthouseReports = reportDir;
    for (const l of figures as LighthouseFigure[]) {
      row(
        `Lighthouse mobile ${l.route} (${l.locale}): perf / a11y / best practices`,
        `${l.performance} / ${l.accessibility} / ${l.bestPractices}`,
        'perf ≥ 98, a11y 100',
        l.performance >= 98 && l.accessibility === 100,
      );
      const listPage = l.route === '/Camps' || l.route === '/Tournaments';
      row(
        `Lighthouse mobile ${l.route} (${l.locale}): largest contentful paint`,
        `${l.lcpSeconds.toFixed(2)} s`,
        listPage ? '≤ 1.5 s' : '',
        listPage ? l.lcpSeconds <= 1.5 : undefined,
      );
    }
  }
  if (want('lighthouse') || want('lighthouse-roster')) {
    // The coach's roster, signed in (its own server and identity stand-in).
    const runs = Number(process.env.LIGHTHOUSE_RUNS) || 5;
    const r = await measureRosterLighthouse(runs);
    row(
      `Lighthouse mobile ${r.route} (coach signed in, ${r.children} children): perf / a11y`,
      `${r.performance} / ${r.accessibility}`,
    );
    row(
      `Lighthouse mobile ${r.route}: largest contentful paint`,
      `${r.lcpSeconds.toFixed(2)} s`,
      '≤ 1.5 s',
      r.lcpSeconds <= 1.5,
    );
    row(
      `Lighthouse mobile ${r.route}: JS transferred (compressed)`,
      `${f1(r.scriptKiB)} KiB`,
      `≤ ${signedInJsBudgetKiB} KiB (signed-in pages' budget)`,
      r.scriptKiB <= signedInJsBudgetKiB,
    );
    console.log(`Lighthouse reports of the roster: ${r.reportDir}`);
  }
} finally {
  await api.stop();
  await issuer.close();
  rmSync(dirname(sqliteFile), { recursive: true, force: true });
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...[['metric', 'value', 'target', 'met'], ...rows].map((r) => r[i]!.length)),
);
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
console.log(
  `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${f0(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);
console.log(line(['metric', 'value', 'target', 'met']));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log(line(r));
console.log(`\npublic routes measured: ${publicRoutes.join(', ')}`);
if (lighthouseReports) console.log(`Lighthouse reports: ${lighthouseReports}`);
