/**
 * Work that must not hold up an HTTP answer (sending e-mail): it starts after the current request
 * is answered, its errors are logged, and close() can wait for what is still running.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  run(label: string, task: () => Promise<void>): void {
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => console.error(`[identity] ${label} failed`, err))
      .finally(() => this.#running.delete(promise));
    this.#running.add(promise);
  }

  /** Resolves when every task has finished, or after `timeoutMs` whatever is left. */
  async idle(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([Promise.allSettled([...this.#running]), timeout]);
    clearTimeout(timer);
  }
}
