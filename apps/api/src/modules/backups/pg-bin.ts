import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder of Debian's PostgreSQL tools (`/usr/lib/postgresql/<version>/bin`, the newest), or
 * undefined to use PATH. pg_dump must be as new as the server it dumps.
 */
export function findPgBin(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'pg_dump'))) return bin;
  }
  return undefined;
}
