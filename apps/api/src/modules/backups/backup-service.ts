import { spawn } from 'node:child_process';
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Config } from '../../config.js';
import { databaseOptionsFrom } from '../../db/database.js';
import { backupFileName, ensureBackupDir, pruneBackups } from './backup-files.js';
import { findPgBin } from './pg-bin.js';

/** Where the database is: the SQLite file, or the PostgreSQL URL (decision 0074). */
export type BackupSource =
  | { engine: 'sqlite'; sqliteFile: string }
  | {
      engine: 'postgres';
      databaseUrl: string;
      pgBinDir?: string | undefined;
      /** Only these schemas (default: the whole database, the job queue's schema included). */
      schemas?: string[];
    };

/**
 * Takes a consistent copy of the database into `dir` while it serves, and keeps the newest
 * `keep`. SQLite: its online backup API, page by page from a connection of its own, restarting
 * when a writer changes a copied page, so the copy is one committed state (never the file and a
 * write-ahead log copied side by side). PostgreSQL: `pg_dump` in its custom format, one
 * snapshot transaction. Answers the file written.
 */
export async function backupDatabase(
  source: BackupSource,
  options: { dir: string; keep: number; now?: Date },
): Promise<string> {
  ensureBackupDir(options.dir);
  const file = join(options.dir, backupFileName(source.engine, options.now ?? new Date()));
  const partial = `${file}.partial`;
  try {
    if (source.engine === 'sqlite') {
      const db = new Sqlite(source.sqliteFile, { readonly: true, fileMustExist: true });
      try {
        // A write by a server between two steps restarts the copy; large steps (8 MB of 4 KiB
        // pages, a few milliseconds each) let it finish between the writes of a busy day.
        await db.backup(partial, { progress: () => 2000 });
      } finally {
        db.close();
      }
    } else {
      await run(
        pgTool('pg_dump', source.pgBinDir),
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${partial}`,
          ...(source.schemas ?? []).map((schema) => `--schema=${schema}`),
        ],
        source.databaseUrl,
      );
    }
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  pruneBackups(options.dir, options.keep);
  return file;
}

/**
 * Puts a backup back. SQLite: into `sqliteFile`, which must not be open by a server; a file
 * already there is kept beside it (`….before-restore-<instant>`) unless there is none. PostgreSQL:
 * `pg_restore` into the database of the URL, replacing the objects the backup holds.
 */
export async function restoreDatabase(source: BackupSource, file: string, now = new Date()): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  if (source.engine === 'sqlite') {
    const target = source.sqliteFile;
    if (existsSync(target)) {
      const aside = `${target}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
      renameSync(target, aside);
      for (const journal of ['-wal', '-shm']) rmSync(`${target}${journal}`, { force: true });
    }
    const backup = new Sqlite(file, { readonly: true, fileMustExist: true });
    try {
      await backup.backup(target);
    } finally {
      backup.close();
    }
    chmodSync(target, 0o600);
    return;
  }
  await run(
    pgTool('pg_restore', source.pgBinDir),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      file,
    ],
    source.databaseUrl,
  );
}

function pgTool(name: 'pg_dump' | 'pg_restore', dir: string | undefined) {
  const bin = dir ?? findPgBin();
  return bin ? join(bin, name) : name;
}

/**
 * Runs a PostgreSQL tool on the database at `url`. The password goes in the tool's environment
 * (`PGPASSWORD`), not its arguments, which any user of the machine can read; the error output
 * explains a failure.
 */
function run(command: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // libpq decodes %20 but not the '+' that URL forms use for a space (`options=-c+search_path=…`).
  parsed.search = parsed.search.replace(/\+/g, '%20');
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${parsed.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command.split('/').pop()} failed (${code}): ${stderr.trim().slice(-500)}`)),
    );
  });
}

/** The configured database and backup folder. */
export function backupSettings(config: Config): { source: BackupSource; dir: string; keep: number } {
  const { databaseUrl, sqliteFile } = databaseOptionsFrom(config);
  const source: BackupSource = databaseUrl
    ? { engine: 'postgres', databaseUrl, pgBinDir: config.PG_BIN_DIR }
    : { engine: 'sqlite', sqliteFile: sqliteFile! };
  return { source, dir: config.BACKUP_DIR ?? resolve(config.DATA_DIR, 'backups'), keep: config.BACKUP_KEEP };
}
