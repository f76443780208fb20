import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { EnqueueOptions, JobHandler, JobQueue, JobQueueDeps, QueueOptions } from './job-queue.js';

/**
 * The job queue on PostgreSQL (decision 0062): pg-boss, in its own schema of the product's
 * database. It claims jobs with `FOR UPDATE SKIP LOCKED`, so several servers share one queue and
 * each job runs on one of them; a cron schedule sends one job per occurrence however many
 * servers run it. A job still running when its server stops past the timeout is failed back to
 * retry, and another server takes it. Sending opens the connection by itself (a request may
 * queue a job in a process that runs none); `start` adds the workers and the schedules.
 */
export function createPgBossQueue(
  deps: Omit<JobQueueDeps, 'clock'> & { databaseUrl?: string | undefined; schema: string },
): JobQueue {
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: QueueOptions }>();
  const schedules: { name: string; cron: string; payload: object }[] = [];
  let boss: PgBoss | undefined;
  let opening: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();

  function open() {
    opening ??= (async () => {
      if (!deps.databaseUrl) throw new Error('the job queue on PostgreSQL needs the database URL');
      const b = new PgBoss({
        connectionString: deps.databaseUrl,
        schema: deps.schema,
        application_name: 'soccer-jobs',
        max: 4,
      });
      b.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
      await b.start();
      boss = b;
      return b;
    })();
    return opening;
  }

  /** The queue of `name`, made once (pg-boss keeps each queue's jobs in its own partition). */
  function queueOf(b: PgBoss, name: string) {
    let made = queues.get(name);
    if (!made) {
      made = (async () => {
        if (!(await b.getQueue(name)))
          await b
            .createQueue(name, { policy: handlers.get(name)?.options.singleton ? 'short' : 'standard' })
            .catch(async (error: unknown) => {
              // Another server made it at the same moment.
              if (!(await b.getQueue(name))) throw error;
            });
      })();
      queues.set(name, made);
    }
    return made;
  }

  return {
    handle(name, handler, options = {}) {
      handlers.set(name, { handler: handler as JobHandler<unknown>, options });
    },
    async enqueue(name, payload = {}, options: EnqueueOptions = {}) {
      const b = await open();
      await queueOf(b, name);
      const singleton = handlers.get(name)?.options.singleton;
      const key = options.singletonKey ?? (singleton ? '' : undefined);
      await b.send(name, payload, {
        ...(options.at ? { startAfter: options.at } : {}),
        ...(key !== undefined ? { singletonKey: key } : {}),
        retryLimit: 4,
        retryDelay: 10,
        retryBackoff: true,
      });
    },
    async backlog() {
      // pg-boss's own table: jobs created or waiting to retry, due now. Before pg-boss has made
      // its schema (no job sent or worked yet) nothing waits.
      const exists = await sql<{
        t: string | null;
      }>`select to_regclass(${`${deps.schema}.job`}) as t`.execute(deps.db);
      if (!exists.rows[0]?.t) return { waiting: 0, oldestSeconds: 0 };
      const { rows } = await sql<{ waiting: number; oldest: number | null }>`
        select count(*)::int as waiting, extract(epoch from now() - min(start_after))::float8 as oldest
        from ${sql.table(`${deps.schema}.job`)}
        where state in ('created', 'retry') and start_after <= now()`.execute(deps.db);
      const row = rows[0];
      return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
    },
    schedule(name, cron, payload = {}) {
      schedules.push({ name, cron, payload });
    },
    async start() {
      const b = await open();
      for (const [name, { handler }] of handlers) {
        await queueOf(b, name);
        await b.work<unknown>(name, { pollingIntervalSeconds: deps.pollMs / 1000 }, async ([job]) => {
          if (job) await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
        });
      }
      for (const s of schedules) {
        await queueOf(b, s.name);
        await b.schedule(s.name, s.cron, s.payload, { tz: 'UTC' });
      }
    },
    async stop({ timeoutMs = 30_000 } = {}) {
      const b = boss ?? (opening ? await opening.catch(() => undefined) : undefined);
      if (!b) return;
      boss = undefined;
      opening = undefined;
      queues.clear();
      await b.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
