const started = new Map<string, Promise<unknown>>();

/**
 * A sign-in response can be processed only once; React's development double effects would try
 * twice. The same key returns the first call's promise.
 */
export function runOnce<T>(key: string, task: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = task();
    started.set(key, promise);
  }
  return promise;
}
