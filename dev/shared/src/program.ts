import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when the module at `moduleUrl` is the program being run (node dist/…/main.js, tsx src/main.ts), not imported. */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * Runs a stand-in as a program when `moduleUrl` is the entry point: its files readable by its
 * owner only, the service `start` returns closed on SIGINT or SIGTERM, and a failure to start
 * reported by `failedToStart` with exit code 1.
 */
export function runAsProgram(
  moduleUrl: string,
  start: () => Promise<{ close(): Promise<void> }>,
  failedToStart: (error: unknown) => void = (error) => console.error(error),
): void {
  if (!isEntryPoint(moduleUrl)) return;
  process.umask(0o077);
  start().then(
    (service) => {
      const stop = () => {
        service.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      failedToStart(error);
      process.exit(1);
    },
  );
}
