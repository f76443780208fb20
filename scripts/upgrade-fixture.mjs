// Makes the upgrade fixtures of one earlier version (decision 0075): the API's own code at
// <commit> migrates a fresh SQLite file and a fresh PostgreSQL database and fills them with its
// demo data; both are written as gzipped SQL into apps/api/test/upgrade-fixtures/<name>.*.sql.gz.
//   node scripts/upgrade-fixture.mjs <commit> <name> <postgres URL of a server to use>
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findPgBin } from './postgres.mjs';

// Runs inside the old tree: its own migrations and demo seed; SQLite is then written out as SQL.
const maker = `
import { writeFileSync } from 'node:fs';
import Sqlite from 'better-sqlite3';
import { migrateToLatest, openDatabase } from './apps/api/src/db/database.ts';
import { seedDemoData } from './apps/api/src/db/demo-seed.ts';
const target = process.argv[2]!;
const pg = target.startsWith('postgres');
const db = openDatabase(pg ? { databaseUrl: target } : { sqliteFile: target });
await migrateToLatest(db as never);
await seedDemoData(db.db as never, new Date('2026-11-20T15:00:00Z'));
await db.close();
if (!pg) {
  const raw = new Sqlite(target, { readonly: true });
  const quote = (v: unknown) =>
    v === null ? 'NULL' : typeof v === 'number' || typeof v === 'bigint' ? String(v)
    : Buffer.isBuffer(v) ? "X'" + v.toString('hex') + "'" : "'" + String(v).replace(/'/g, "''") + "'";
  const lines: string[] = [];
  const objects = raw.prepare("select type, name, sql from sqlite_master where sql is not null and name not like 'sqlite_%' order by rowid").all() as { type: string; name: string; sql: string }[];
  for (const o of objects) {
    lines.push(o.sql + ';');
    if (o.type !== 'table') continue;
    for (const row of raw.prepare('select * from "' + o.name + '"').all() as Record<string, unknown>[])
      lines.push('INSERT INTO "' + o.name + '" (' + Object.keys(row).map((k) => '"' + k + '"').join(', ') + ') VALUES (' + Object.values(row).map(quote).join(', ') + ');');
  }
  writeFileSync(target + '.sql', lines.join('\\n') + '\\n');
}
`;

const [commit, name, serverUrl] = process.argv.slice(2);
if (!commit || !name || !serverUrl) {
  console.error('usage: node scripts/upgrade-fixture.mjs <commit> <name> <postgres URL>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'apps/api/test/upgrade-fixtures');
const tree = mkdtempSync(join(tmpdir(), 'upgrade-fixture-'));
try {
  // The old API and contracts sources, run with today's installed packages.
  const archive = execFileSync('git', ['archive', commit, 'apps/api/src', 'packages/contracts/src'], {
    cwd: root,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  symlinkSync(join(root, 'apps/api/node_modules'), join(tree, 'apps/api/node_modules'));
  const database = `fixture_${Date.now().toString(36)}`;
  const admin = (sql) => execFileSync(join(findPgBin(), 'psql'), ['-q', '-d', serverUrl, '-c', sql]);
  admin(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  writeFileSync(join(tree, 'make.mts'), maker);
  for (const target of [join(tree, 'db.sqlite'), url.toString()]) {
    const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'make.mts', target], {
      cwd: tree,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error(`the code at ${commit} could not make its database`);
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${name}.sqlite.sql.gz`), gzipSync(readFileSync(join(tree, 'db.sqlite.sql'))));
  const dump = execFileSync(
    join(findPgBin(), 'pg_dump'),
    ['--inserts', '--no-owner', '--no-privileges', '--schema=public', '-d', url.toString()],
    { maxBuffer: 1 << 28 },
  );
  // Plain SQL any client runs: psql's own commands (`\\restrict …`) are left out.
  const plain = dump
    .toString()
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  writeFileSync(join(out, `${name}.postgres.sql.gz`), gzipSync(plain));
  admin(`drop database ${database}`);
  console.log(`written: ${name}.sqlite.sql.gz, ${name}.postgres.sql.gz`);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
