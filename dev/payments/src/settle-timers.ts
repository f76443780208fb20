import type { Clock } from './clock.js';

/**
 * One timer per id that settles it at its time (at once if that has passed): a bank transfer, a
 * refund. The timers do not keep the process alive; `stop` drops the ones still waiting.
 */
export class SettleTimers {
  readonly #timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly clock: Clock,
    private readonly settle: (id: string) => void,
  ) {}

  schedule(id: string, settleAt: number): void {
    const delay = Math.max(0, settleAt - this.clock());
    const timer = setTimeout(() => {
      this.#timers.delete(id);
      this.settle(id);
    }, delay);
    timer.unref();
    this.#timers.set(id, timer);
  }

  stop(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
