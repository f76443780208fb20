// `npm test`: every test, in order of cost. Unit and component tests, the stand-ins, the API on
// SQLite and then on a real PostgreSQL server (started here unless TEST_DATABASE_URL is given),
// then a production build and the browser tests in Debian's Chromium against the running stack,
// and last the container image, built and run with Debian's podman (scripts/image.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPostgres } from './postgres.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const only = process.argv.slice(2);
const want = (lane) => only.length === 0 || only.includes(lane);
const started = Date.now();
const results = [];
let pg;

function run(lane, command, args, options = {}) {
  if (!want(lane) && !options.always) return;
  const t0 = Date.now();
  console.log(`\n━━ ${lane} ━━ ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ lane, ok: r.status === 0, seconds });
  if (r.status !== 0) finish(1);
}

/**
 * Runs several lanes at once, each its own process, its output's lines prefixed with its name;
 * resolves when all have ended (each recorded like `run`'s), then stops at the first failure.
 */
async function runTogether(lanes) {
  const ended = await Promise.all(
    lanes.map(({ lane, command, args, options = {} }) => {
      const t0 = Date.now();
      console.log(`\n━━ ${lane} ━━ ${command} ${args.join(' ')}`);
      const child = spawn(command, args, {
        ...options,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...options.env },
      });
      const prefix = (to) => {
        let rest = '';
        return (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) to.write(`[${lane}] ${line}\n`);
        };
      };
      child.stdout.on('data', prefix(process.stdout));
      child.stderr.on('data', prefix(process.stderr));
      return new Promise((done) =>
        child.on('close', (code) =>
          done({ lane, ok: code === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) }),
        ),
      );
    }),
  );
  results.push(...ended);
  if (ended.some((r) => !r.ok)) finish(1);
}

function finish(code) {
  console.log('\nlane                     result   seconds');
  for (const r of results)
    console.log(`${r.lane.padEnd(24)} ${(r.ok ? 'pass' : 'FAIL').padEnd(8)} ${r.seconds}`);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  pg?.stop();
  process.exit(code);
}

ensureSystemPackages({
  chromium: want('e2e'),
  postgres: want('api-postgres') || want('image'),
  image: want('image'),
});

run('contracts', 'npx', ['vitest', 'run'], { cwd: 'packages/contracts' });
run('lint-rules', 'npx', ['vitest', 'run', '--dir', 'scripts']);
run('stand-ins', 'npx', ['vitest', 'run'], { cwd: 'dev' });
run('web', 'npx', ['vitest', 'run'], { cwd: 'apps/web' });
run('api-sqlite', 'npx', ['vitest', 'run'], { cwd: 'apps/api', env: { TEST_DB: 'sqlite' } });

if (want('api-postgres')) {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    pg = startPostgres({ port: Number(process.env.TEST_PG_PORT ?? 55432) });
    url = pg.url;
  }
  run('api-postgres', 'npx', ['vitest', 'run'], {
    cwd: 'apps/api',
    env: { TEST_DB: 'postgres', TEST_DATABASE_URL: url },
  });
}

if (want('e2e')) {
  // The browser tests need a production build of this tree, whichever lanes were asked for.
  run('build', 'npm', ['run', 'build'], { always: true });
  if (!existsSync('apps/web/dist/index.html')) finish(1);
  // Phone and desktop each on a stack of their own (ports, data folder, results folder), at the
  // same time: most of a browser test is waiting on the stack, so the two share the cores well.
  await runTogether(
    [
      { project: 'phone', offset: '0' },
      { project: 'desktop', offset: '20' },
    ].map(({ project, offset }) => ({
      lane: `e2e-${project}`,
      command: 'npx',
      args: ['playwright', 'test', `--project=${project}`],
      options: {
        cwd: 'e2e',
        env: { E2E_PORT_OFFSET: offset, E2E_OUTPUT_DIR: `.artifacts/results-${project}`, E2E_DATA_DIR: '' },
      },
    })),
  );
}

run('image', process.execPath, ['--import', 'tsx', 'scripts/image.mjs']);

finish(0);
