// Starts a throwaway PostgreSQL server for the test lane: Debian's binaries, a fresh cluster in
// a temp folder owned by the `postgres` user, listening on loopback only. Prints its URL.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

function asPostgres(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return spawnSync(file, argv, { encoding: 'utf8' });
}

/** Starts a cluster; returns { url, stop() }. */
export function startPostgres({ port = 55432 } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'soccer-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  let r = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr}`);
  r = asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    'start',
  ]);
  if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr || r.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      // The cluster is throwaway: leave nothing behind in the temp folder.
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
