import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/services.js';
import { outgoingTraceHeaders, startSpan, traceStorage } from '../../lib/trace-context.js';
import { createPgBossQueue } from './pg-boss-queue.js';
import { createSqliteJobRunner } from './sqlite-job-runner.js';

/**
 * One queue of background work (decision 0062): named jobs with a JSON payload, run by the
 * handler registered under that name, now or at a time, and recurring schedules. A job runs once
 * across servers, and a job a stopped or crashed runner had not finished runs again, so a
 * handler must be safe to repeat (the reminders record what they sent for that reason).
 * PostgreSQL: pg-boss; SQLite (one writing process, decision 0040): the in-process runner.
 */
export interface JobQueue {
  /** Registers the handler of jobs named `name`; before `start`. */
  handle<P = unknown>(name: string, handler: JobHandler<P>, options?: QueueOptions): void;
  /** Queues a job; with `singletonKey`, nothing when one of that name and key is already waiting. */
  enqueue(name: string, payload?: object, options?: EnqueueOptions): Promise<void>;
  /** Runs a job of `name` at each time of the cron expression (in UTC); before `start`. */
  schedule(name: string, cron: string, payload?: object): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for those running; the rest run again later. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Jobs due and not yet taken, and how long the oldest of them has waited (for /metrics). */
  backlog(): Promise<JobBacklog>;
}

export interface JobBacklog {
  waiting: number;
  /** Seconds since the oldest waiting job was due; 0 when none waits. */
  oldestSeconds: number;
}

export type JobHandler<P> = (payload: P, job: { id: string; attempt: number }) => Promise<void>;

export interface QueueOptions {
  /** At most one job of the name waits for each singleton key (a job without one: the key ''). */
  singleton?: boolean;
}

export interface EnqueueOptions {
  at?: Date;
  singletonKey?: string;
}

export interface JobQueueDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
}

/** The queue of the engine: pg-boss in `schema` of PostgreSQL at `databaseUrl`, else the SQLite runner. */
export function createJobQueue(
  deps: JobQueueDeps & { engine: 'sqlite' | 'postgres'; databaseUrl?: string | undefined; schema: string },
): JobQueue {
  return traced(deps.engine === 'postgres' ? createPgBossQueue(deps) : createSqliteJobRunner(deps));
}

/**
 * Each job is a span of its own (decision 0072): a job queued while a request is handled carries
 * the request's `traceparent` in its payload and runs in that trace, so its log lines and the
 * calls it makes (texts to Twilio, refunds to Stripe) are tied to the request that asked for them;
 * a scheduled job starts a trace. The handler gets its payload without the key.
 */
function traced(queue: JobQueue): JobQueue {
  return {
    ...queue,
    handle(name, handler, options) {
      queue.handle<Record<string, unknown> | null>(
        name,
        (data, job) => {
          const { traceparent, ...payload } = data ?? {};
          return traceStorage.run(startSpan(traceparent), () => handler(payload as never, job));
        },
        options,
      );
    },
    enqueue(name, payload = {}, options) {
      return queue.enqueue(name, { ...payload, ...outgoingTraceHeaders() }, options);
    },
  };
}
