import { collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import type { ServiceDeps } from '../../lib/services.js';
import { outboxBacklog } from '../../mail/outbox.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { oldestLapsedHold } from '../ledger/hold-caps.js';
import { moneyByState } from '../money/money-reports.js';
import { registrationsByStatus, seatsLeftOfUpcomingSessions } from './metrics-repository.js';

/** The route label of a request no route matched: unknown URLs share it, so they add no series. */
export const unmatchedRoute = 'unmatched';

/**
 * The numbers to watch (decision 0071), in the Prometheus text format through prom-client.
 * Requests are counted and timed as they finish, per method, route pattern and status: the one
 * histogram gives the rate (`_count`), the errors (by status) and the latency. Everything that
 * lives in the database is read when Prometheus scrapes, in a few queries, and never per request.
 */
export function createMetricsService(deps: ServiceDeps, collaborators: { jobs: JobQueue }) {
  const { db, clock } = deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = requestDurations(registry);
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const registrations = gauge('soccer_registrations', 'Registrations by kind and status.', [
    'kind',
    'status',
  ]);
  const payments = gauge('soccer_payments', 'Checkouts by state and currency.', ['state', 'currency']);
  const paymentCents = gauge('soccer_payments_cents', 'Cents of checkouts by state and currency.', [
    'state',
    'currency',
  ]);
  const refunds = gauge('soccer_refunds', 'Refunds by state and currency.', ['state', 'currency']);
  const refundCents = gauge('soccer_refunds_cents', 'Cents of refunds by state and currency.', [
    'state',
    'currency',
  ]);
  const seatsLeft = gauge('soccer_session_seats_left', 'Seats left in each upcoming camp session.', [
    'session_id',
    'start_date',
  ]);
  const mailWaiting = gauge('soccer_mail_outbox_backlog', 'Mails due and not yet sent.');
  const mailOldest = gauge(
    'soccer_mail_outbox_oldest_seconds',
    'Seconds the oldest unsent mail has been due.',
  );
  const mailFailed = gauge('soccer_mail_outbox_failed', 'Mails that gave up after their last attempt.');
  const jobWaiting = gauge('soccer_job_backlog', 'Jobs due and not yet taken by a worker.');
  const jobOldest = gauge('soccer_job_oldest_seconds', 'Seconds the oldest waiting job has been due.');
  const sweeperLag = gauge(
    'soccer_sweeper_lag_seconds',
    'Seconds since the oldest hold still holding a seat should have lapsed (0: the sweeper is up to date).',
  );
  const scrapeSeconds = gauge('soccer_metrics_scrape_seconds', 'How long reading the database figures took.');

  /**
   * The counter of one route's answers by status, for `method` and `route` (the pattern, never
   * the URL; `unmatchedRoute` for what matched none): made once per route, so a request only
   * finds its status's series and adds to it.
   */
  function requestObserver(method: string, route: string) {
    return requests.observer(method, route);
  }

  async function readDatabaseFigures() {
    const started = performance.now();
    const now = clock();
    const [byStatus, money, seats, mail, jobs, lapsed] = await Promise.all([
      registrationsByStatus(db),
      moneyByState(db),
      seatsLeftOfUpcomingSessions(db, now.toISOString().slice(0, 10)),
      outboxBacklog(db, now),
      collaborators.jobs.backlog(),
      oldestLapsedHold(db, now.toISOString()),
    ]);
    for (const g of [registrations, payments, paymentCents, refunds, refundCents, seatsLeft]) g.reset();
    for (const r of byStatus) registrations.set({ kind: r.kind, status: r.status }, r.count);
    for (const p of money.payments) {
      payments.set({ state: p.state, currency: p.currency }, p.count);
      paymentCents.set({ state: p.state, currency: p.currency }, p.cents);
    }
    for (const r of money.refunds) {
      refunds.set({ state: r.state, currency: r.currency }, r.count);
      refundCents.set({ state: r.state, currency: r.currency }, r.cents);
    }
    for (const s of seats) seatsLeft.set({ session_id: s.sessionId, start_date: s.startDate }, s.seatsLeft);
    mailWaiting.set(mail.waiting);
    mailOldest.set(mail.oldestSeconds);
    mailFailed.set(mail.failed);
    jobWaiting.set(jobs.waiting);
    jobOldest.set(jobs.oldestSeconds);
    sweeperLag.set(lapsed ? Math.max(0, (now.getTime() - Date.parse(lapsed)) / 1000) : 0);
    scrapeSeconds.set((performance.now() - started) / 1000);
  }

  /** The text Prometheus scrapes: the database figures read now, with the counters kept since start. */
  async function scrape() {
    await readDatabaseFigures();
    return { contentType: registry.contentType, text: await registry.metrics() };
  }

  return { requestObserver, scrape };
}

export type MetricsService = ReturnType<typeof createMetricsService>;

/** Upper bounds of the request histogram's buckets, in seconds (5 ms – 5 s). */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RequestSeries {
  labels: { method: string; route: string; status_code: number };
  /** Requests per bucket (not cumulative); the last is above every bound. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds{method, route, status_code}`, printed by prom-client as its
 * Histogram prints one (the same lines), but observed without prom-client's work per call: its
 * `observe` builds a closure, checks the label names and joins the label values into a key on
 * every request. Here each route holds its series by method and status, found with two map
 * reads (bench README, "Metrics on").
 */
function requestDurations(registry: Registry) {
  const name = 'http_request_duration_seconds';
  const help = 'Requests by method, route pattern and status, and how long they took to answer.';
  const all: RequestSeries[] = [];
  const values = () =>
    all.flatMap((s) => {
      let cumulative = 0;
      const lines = requestBuckets.map((le, i) => {
        cumulative += s.buckets[i]!;
        return { metricName: `${name}_bucket`, labels: { le }, sharedLabels: s.labels, value: cumulative };
      });
      return [
        ...lines,
        { metricName: `${name}_bucket`, labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count },
        { metricName: `${name}_sum`, labels: {}, sharedLabels: s.labels, value: s.sum },
        { metricName: `${name}_count`, labels: {}, sharedLabels: s.labels, value: s.count },
      ];
    });
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: values() }),
    reset() {
      for (const s of all) {
        s.buckets.fill(0);
        s.sum = 0;
        s.count = 0;
      }
    },
  };
  registry.registerMetric(metric as unknown as Metric);

  return {
    observer(method: string, route: string) {
      const byStatus = new Map<number, RequestSeries>();
      return (statusCode: number, seconds: number) => {
        let series = byStatus.get(statusCode);
        if (!series) {
          series = {
            labels: { method, route, status_code: statusCode },
            buckets: new Array(requestBuckets.length + 1).fill(0),
            sum: 0,
            count: 0,
          };
          byStatus.set(statusCode, series);
          all.push(series);
        }
        let i = 0;
        while (i < requestBuckets.length && seconds > requestBuckets[i]!) i++;
        series.buckets[i]!++;
        series.sum += seconds;
        series.count++;
      };
    },
  };
}
