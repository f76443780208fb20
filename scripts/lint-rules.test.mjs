// The lint rules tried on files written for the purpose: a two-file import cycle in the API (with
// the `.js` specifiers NodeNext wants, naming `.ts` files), in the site (extensionless) and in the
// contracts package; a web feature reaching into another feature from every folder depth that
// biome.json's boundary overrides cover; and the same shapes without the fault, which must pass.
// The files have names of their own per run and are removed afterwards, whatever the outcome.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biomeBin = join(root, 'node_modules', '.bin', 'biome');
const featuresDir = 'apps/web/src/features';
const id = `lint-fixture-${process.pid}-${randomUUID().slice(0, 8)}`;

const created = []; // every file and topmost new folder written, removed after the tests
function write(path, text) {
  const file = join(root, path);
  const folder = mkdirSync(dirname(file), { recursive: true });
  created.push(...(folder ? [folder] : []), file);
  writeFileSync(file, text);
  return path;
}

/** The depths the feature-boundary overrides cover: 0 for `features/<name>/file`, 1 one folder down… */
const boundaryDepths = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  .overrides.flatMap((o) => o.includes)
  .filter((glob) => /^apps\/web\/src\/features(\/\*){2,}$/.test(glob))
  .map((glob) => glob.split('/*').length - 3);

const features = readdirSync(join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** A module importing `name` from `from` and exporting `as`. */
const imports = (name, from, as) =>
  `import { ${name} } from '${from}';\n\nexport const ${as} = (): unknown => ${name};\n`;
const two = (dir, ext, cyclic) => [
  write(`${dir}/a.ts`, imports('b', `./b${ext}`, 'a')),
  write(`${dir}/b.ts`, cyclic ? imports('a', `./a${ext}`, 'b') : 'export const b = 1;\n'),
];
/** A file of feature `feature` at `depth`: 0 in the feature's folder, 1 one folder down… */
const inFeature = (feature, depth, name) =>
  `${featuresDir}/${feature}/${depth === 0 ? `${id}-` : `${id}/${'deeper/'.repeat(depth - 1)}`}${name}`;

const bad = { cycles: [], reaches: [] };
const clean = [];

beforeAll(() => {
  for (const [dir, ext] of [
    ['apps/api/src', '.js'],
    ['apps/web/src', ''],
    ['packages/contracts/src', '.js'],
  ]) {
    bad.cycles.push(...two(`${dir}/${id}-cycle`, ext, true));
    clean.push(...two(`${dir}/${id}`, ext, false));
  }

  const [from, to] = features;
  write(`${featuresDir}/${to}/${id}.ts`, 'export const target = 1;\n');
  write(inFeature(from, 0, 'own.ts'), 'export const own = 1;\n');
  for (const depth of boundaryDepths) {
    const up = '../'.repeat(depth + 1); // up to the features folder
    const own = depth === 0 ? './' : '../'.repeat(depth); // up to the feature's own folder
    bad.reaches.push(
      write(inFeature(from, depth, 'reach.ts'), imports('target', `${up}${to}/${id}`, 'reach')),
    );
    clean.push(
      write(inFeature(from, depth, 'shared.ts'), imports('b', `${up}../${id}/b`, 'shared')),
      write(inFeature(from, depth, 'own-import.ts'), imports('own', `${own}${id}-own`, 'ownImport')),
    );
  }
});

afterAll(() => {
  for (const path of created) rmSync(path, { recursive: true, force: true });
});

/** `biome lint` on the given files: its exit status and the rules it named, per file. */
async function lint(files) {
  const run = await promisify(execFile)(
    biomeBin,
    ['lint', '--reporter=json', '--max-diagnostics=1000', ...files],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  ).then(
    (r) => ({ status: 0, stdout: r.stdout }),
    (e) => ({ status: e.code, stdout: e.stdout }),
  );
  const rules = Object.fromEntries(files.map((file) => [file, []]));
  for (const d of JSON.parse(run.stdout).diagnostics) {
    const file = relative(root, join(root, d.location.path)).split(sep).join('/');
    (rules[file] ??= []).push(d.category);
  }
  return { status: run.status, rules };
}

describe('lint rules', () => {
  it('covers every folder depth a web feature has files at', () => {
    const depths = new Set();
    const walk = (dir, depth) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (entry.name.startsWith(id)) continue;
        if (entry.isDirectory()) walk(`${dir}/${entry.name}`, depth + 1);
        else if (/\.[cm]?[jt]sx?$/.test(entry.name)) depths.add(depth);
      }
    };
    for (const feature of features) walk(`${featuresDir}/${feature}`, 0);
    expect(features.length).toBeGreaterThan(1);
    expect(boundaryDepths).toEqual([...boundaryDepths.keys()]);
    expect(boundaryDepths.length).toBeGreaterThan(0);
    for (const depth of depths) expect(boundaryDepths).toContain(depth);
  });

  // One run for all the files: Biome indexes the whole project before it looks for cycles (seconds).
  it('fails on an import cycle in apps/ and packages/ and on a feature importing another feature', {
    timeout: 60_000,
  }, async () => {
    const { status, rules } = await lint([...bad.cycles, ...bad.reaches, ...clean]);

    expect(status).not.toBe(0);
    for (const file of bad.cycles) expect(rules[file], file).toContain('lint/suspicious/noImportCycles');
    for (const file of bad.reaches) expect(rules[file], file).toContain('lint/style/noRestrictedImports');
    for (const file of clean) expect(rules[file], file).toEqual([]);
  });
});
