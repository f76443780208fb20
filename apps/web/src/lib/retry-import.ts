import { shellMessages, uiTimings } from '@soccer/contracts';

/** A script chunk of the site could not be loaded even after retrying. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super(shellMessages.chunkLoadFailed, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

export interface RetryImportOptions {
  /** Waits between attempts; the last one repeats. */
  delaysMs?: readonly number[];
  /** Give up after this long in total (spec §8: 120 s). */
  timeoutMs?: number;
}

const defaultDelaysMs = [1000, 2000, 4000, 8000, 15_000, 30_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazy chunk, retrying with back-off (a deploy or a flaky connection), and rejects with a
 * ChunkLoadError once `timeoutMs` has passed, even when an attempt hangs.
 */
export function retryImport<T>(load: () => Promise<T>, options: RetryImportOptions = {}): Promise<T> {
  const delays = options.delaysMs ?? defaultDelaysMs;
  const timeoutMs = options.timeoutMs ?? uiTimings.chunkLoadTimeoutMs;
  const deadline = Date.now() + timeoutMs;

  return new Promise<T>((resolve, reject) => {
    let done = false;
    let lastError: unknown;
    const finish = (action: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      action();
    };
    const timer = setTimeout(() => finish(() => reject(new ChunkLoadError({ cause: lastError }))), timeoutMs);

    void (async () => {
      for (let attempt = 0; !done; attempt++) {
        try {
          const module = await load();
          finish(() => resolve(module));
          return;
        } catch (error) {
          lastError = error;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) break;
        await sleep(Math.min(delays[Math.min(attempt, delays.length - 1)] ?? 1000, remaining));
      }
      finish(() => reject(new ChunkLoadError({ cause: lastError })));
    })();
  });
}
