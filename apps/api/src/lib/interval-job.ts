import type { FastifyBaseLogger } from 'fastify';

/** Runs `work` every `everyMs`, never overlapping itself; `stop()` waits for a pass in flight. */
export function createIntervalJob(
  name: string,
  work: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = work()
      .catch((error) => log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  return {
    start() {
      stopped = false;
      timer = setTimeout(tick, Math.min(everyMs, 1000));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
