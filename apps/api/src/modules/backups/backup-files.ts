import { chmodSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The backup folder: one file per backup, named by the engine and the UTC instant it was taken
 * (`soccer-20261127T031500Z.sqlite`, `….pgdump`), so names sort by age. Families' and children's
 * data: the folder is the owner's only (0700), each file too (0600).
 */
const pattern = /^soccer-\d{8}T\d{6}(\d{3})?Z\.(sqlite|pgdump)$/;

export function backupFileName(engine: 'sqlite' | 'postgres', at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d{3})Z$/, '$1Z');
  return `soccer-${stamp}.${engine === 'sqlite' ? 'sqlite' : 'pgdump'}`;
}

export function ensureBackupDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** The backups in `dir`, oldest first (files of other names are left alone). */
export function listBackups(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort();
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}
