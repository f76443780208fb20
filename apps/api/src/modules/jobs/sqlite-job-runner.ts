import { CronExpressionParser } from 'cron-parser';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EnqueueOptions, JobHandler, JobQueue, JobQueueDeps, QueueOptions } from './job-queue.js';

/** A failed job runs again after 10 s, 20 s, 40 s, …, as on pg-boss; after this many attempts it stays failed. */
const maxAttempts = 5;
const retryBaseMs = 10_000;
/** Finished jobs are kept a week (as pg-boss keeps completed ones), then deleted, once an hour. */
const keepFinishedMs = 7 * 24 * 3_600_000;
const pruneEveryMs = 3_600_000;

/**
 * The job queue on SQLite (decision 0062): jobs are rows of `jobs`, so they survive a restart.
 * Each pass claims due jobs one by one with a conditional UPDATE (queued, or running past its
 * lease → running with a new lease), so a job runs once even if two runners share the file.
 * Schedules live in memory: each occurrence from the runner's start on queues one job (keyed by
 * its time); occurrences while the server was down are skipped, as pg-boss does by default.
 */
export function createSqliteJobRunner(
  deps: JobQueueDeps & { leaseMs?: number; batch?: number },
): JobQueue & { runDue(): Promise<number> } {
  const { db, clock, log } = deps;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: QueueOptions }>();
  const schedules: { name: string; cron: string; payload: object; next: Date }[] = [];
  const running = new Set<Promise<void>>();
  const mine = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let stopped = true;
  /** Set by `stop`: a pass in flight claims no more jobs. */
  let stopping = false;

  const nextOccurrence = (cron: string, after: Date) =>
    CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC' }).next().toDate();
  /** The schedule's last occurrence at or before `at`. */
  const latestOccurrence = (cron: string, at: Date) =>
    CronExpressionParser.parse(cron, { currentDate: new Date(at.getTime() + 1), tz: 'UTC' })
      .prev()
      .toDate();

  async function enqueue(name: string, payload: object = {}, options: EnqueueOptions = {}) {
    const now = clock().toISOString();
    const key = options.singletonKey ?? (handlers.get(name)?.options.singleton ? '' : null);
    await db
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        singleton_key: key,
        state: 'queued',
        run_at: (options.at ?? clock()).toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now,
        finished_at: null,
      })
      .onConflict((oc) =>
        oc.columns(['name', 'singleton_key']).where(sql.ref('state'), '=', sql.lit('queued')).doNothing(),
      )
      .execute();
  }

  /** Takes job `id` if it is still due and nobody holds it; answers whether this runner has it. */
  async function claim(id: number, at: string) {
    const taken = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        locked_until: new Date(clock().getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where(dueNow(at))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  const dueNow = (at: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
      eb.and([eb('state', '=', 'running'), eb('locked_until', '<', at)]),
    ]);

  async function runJob(job: { id: number; name: string; payload: string; attempts: number }) {
    const entry = handlers.get(job.name);
    const finish = (values: { state: string; last_error?: string | null; run_at?: string }) =>
      db
        .updateTable('jobs')
        .set({
          locked_until: null,
          finished_at: values.state === 'queued' ? null : clock().toISOString(),
          ...values,
        })
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .execute();
    try {
      if (!entry) throw new Error(`no handler for jobs named ${job.name}`);
      await entry.handler(JSON.parse(job.payload), { id: String(job.id), attempt: job.attempts });
      if (mine.has(job.id)) await finish({ state: 'done', last_error: null });
    } catch (error) {
      log.error({ err: error, job: job.name, jobId: job.id }, 'job failed');
      if (!mine.has(job.id)) return;
      const message = error instanceof Error ? error.message : String(error);
      await (job.attempts >= maxAttempts
        ? finish({ state: 'failed', last_error: message })
        : finish({
            state: 'queued',
            last_error: message,
            run_at: new Date(clock().getTime() + retryBaseMs * 2 ** (job.attempts - 1)).toISOString(),
          }));
    } finally {
      mine.delete(job.id);
    }
  }

  let prunedAt = 0;
  /** Deletes jobs that ended more than a week ago. */
  async function prune(now: Date) {
    if (now.getTime() - prunedAt < pruneEveryMs) return;
    prunedAt = now.getTime();
    await db
      .deleteFrom('jobs')
      .where('state', 'in', ['done', 'failed'])
      .where('finished_at', '<', new Date(now.getTime() - keepFinishedMs).toISOString())
      .execute();
  }

  /** One pass: queues the schedules' due occurrences, then claims and runs every due job. */
  async function runDue() {
    const now = clock();
    await prune(now);
    for (const s of schedules) {
      if (s.next > now) continue;
      // One run for everything missed (a paused machine, a clock that jumped), as pg-boss's cron
      // does: the latest due occurrence, never a burst of every minute in between.
      const latest = latestOccurrence(s.cron, now);
      await enqueue(s.name, s.payload, { singletonKey: `cron:${latest.toISOString()}` });
      s.next = nextOccurrence(s.cron, latest);
    }
    let ran = 0;
    for (;;) {
      const at = clock().toISOString();
      const due = await db
        .selectFrom('jobs')
        .select(['id', 'name', 'payload', 'attempts'])
        .where(dueNow(at))
        .orderBy('run_at')
        .orderBy('id')
        .limit(deps.batch ?? 20)
        .execute();
      let claimed = 0;
      for (const job of due) {
        if (stopping) break;
        if (!(await claim(job.id, at))) continue;
        claimed++;
        mine.add(job.id);
        const run = runJob({ ...job, attempts: job.attempts + 1 });
        running.add(run);
        await run;
        running.delete(run);
        ran++;
      }
      if (claimed === 0 || due.length < (deps.batch ?? 20)) return ran;
    }
  }

  const tick = () => {
    if (stopped) return;
    pass = runDue()
      .catch((error) => log.error({ err: error }, 'job runner pass failed'))
      .finally(() => {
        pass = undefined;
        if (!stopped) timer = setTimeout(tick, deps.pollMs);
      });
  };

  return {
    handle(name, handler, options = {}) {
      handlers.set(name, { handler: handler as JobHandler<unknown>, options });
    },
    enqueue,
    async backlog() {
      const now = clock();
      const row = await db
        .selectFrom('jobs')
        .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('run_at').as('oldest')])
        .where(dueNow(now.toISOString()))
        .executeTakeFirstOrThrow();
      const oldest = row.oldest ? (now.getTime() - Date.parse(String(row.oldest))) / 1000 : 0;
      return { waiting: Number(row.waiting), oldestSeconds: Math.max(0, oldest) };
    },
    schedule(name, cron, payload = {}) {
      schedules.push({ name, cron, payload, next: nextOccurrence(cron, clock()) });
    },
    async start() {
      stopped = false;
      stopping = false;
      timer = setTimeout(tick, Math.min(deps.pollMs, 1000));
    },
    async stop({ timeoutMs = 30_000 } = {}) {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const settled = Promise.allSettled([pass, ...running]);
      const late = await Promise.race([
        settled.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), timeoutMs).unref()),
      ]);
      if (!late) return;
      // Jobs still running are given back at once, so a runner started next takes them again.
      const ids = [...mine];
      mine.clear();
      if (ids.length)
        await db
          .updateTable('jobs')
          .set({ state: 'queued', locked_until: null, run_at: clock().toISOString() })
          .where('id', 'in', ids)
          .where('state', '=', 'running')
          .execute();
    },
    runDue,
  };
}
