// `npm start` (and `npm run dev` with --dev): the whole product on one machine. Builds what is
// missing, starts the local stand-ins for identity, payments, mail and text messages (each
// skipped when its real service is configured), then the app server, and prints where everything is.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Everything written under the data folder (databases, keys, secrets) is for this user only;
// the stand-ins and the server started below inherit this.
process.umask(0o077);

const dev = process.argv.includes('--dev');
const env = process.env;
const port = Number(env.PORT ?? 8080);
const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const dataDir = resolve(env.DATA_DIR ?? 'data');
const ports = {
  identity: Number(env.IDP_PORT ?? 8081),
  payments: Number(env.PAYMENTS_PORT ?? 8082),
  smtp: Number(env.MAILBOX_SMTP_PORT ?? 1025),
  mailWeb: Number(env.MAILBOX_WEB_PORT ?? 1080),
  sms: Number(env.SMS_PORT ?? 8083),
  api: dev ? Number(env.API_PORT ?? port + 10) : port,
};

const useIdentity = !env.OIDC_AUTHORITY;
const useMailbox = !env.SMTP_HOST;
const usePayments = !env.STRIPE_SECRET_KEY || Boolean(env.STRIPE_API_BASE);
const useSms = !(env.TWILIO_ACCOUNT_SID || env.SMS_ACCOUNT_SID);

const outputs = [
  'packages/contracts/dist/index.js',
  'apps/api/dist/server.js',
  'dev/dist/identity/src/main.js',
  'dev/dist/payments/src/main.js',
  'dev/dist/mailbox/src/main.js',
  'dev/dist/sms/src/main.js',
  'apps/web/dist/index.html',
];
const missing = (dev ? outputs.filter((f) => f.startsWith('dev/')) : outputs).filter(
  (f) => !(env.WEB_DIST && f.startsWith('apps/web/')),
);
if (missing.some((f) => !existsSync(f))) {
  console.log('Building (first start)…');
  const r = dev
    ? spawnSync('npm', ['run', 'build', '-w', '@soccer/dev'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The demo accounts live with the identity stand-in; list them from there.
const { demoAccounts } = useIdentity
  ? await import('../dev/dist/identity/src/index.js')
  : { demoAccounts: [] };

const children = [];
let stopping = false;

function start(name, entry, extraEnv) {
  const args = dev ? ['--conditions=source', '--import', 'tsx', '--watch', entry.src] : [entry.dist];
  const child = spawn(process.execPath, args, {
    env: { ...env, DATA_DIR: dataDir, APP_URL: appUrl, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(11);
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) out.write(`${prefix} ${line}\n`);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? code}); stopping everything`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`${name} did not come up at ${url}`);
  stop(1);
}

/**
 * The local checkout's API key and webhook signing secret: random, made once per data folder
 * (readable by its owner only), so no published value can sign a payment. Values given in the
 * environment win.
 */
function localPaymentSecrets() {
  const file = join(dataDir, 'payments-secrets.json');
  let saved;
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  else {
    saved = {
      STRIPE_SECRET_KEY: `sk_test_${randomBytes(24).toString('hex')}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  }
  return {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY || saved.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET || saved.STRIPE_WEBHOOK_SECRET,
  };
}

/**
 * The key that signs mails' unsubscribe links on this machine: random, made once per data folder
 * (readable by its owner only), so links keep working across restarts. The environment's wins.
 */
function localUnsubscribeSecret() {
  if (env.UNSUBSCRIBE_SECRET) return env.UNSUBSCRIBE_SECRET;
  const file = join(dataDir, 'unsubscribe-secret.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).UNSUBSCRIBE_SECRET;
  const saved = { UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  return saved.UNSUBSCRIBE_SECRET;
}

/** The local text provider's account and token: random, made once per data folder, like the payment secrets. */
function localSmsSecrets() {
  const file = join(dataDir, 'sms-secrets.json');
  let saved;
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  else {
    saved = {
      TWILIO_ACCOUNT_SID: `AC${randomBytes(16).toString('hex')}`,
      TWILIO_AUTH_TOKEN: randomBytes(24).toString('hex'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  }
  return saved;
}

const entry = (dir, file) => ({
  src: `${dir}/src/${file}.ts`,
  dist: `${dir.replace('dev/', 'dev/dist/')}/src/${file}.js`,
});
const apiEnv = { PORT: String(ports.api) };

if (useMailbox) {
  start('mailbox', entry('dev/mailbox', 'main'), {
    MAILBOX_SMTP_PORT: String(ports.smtp),
    MAILBOX_WEB_PORT: String(ports.mailWeb),
  });
  Object.assign(apiEnv, { SMTP_HOST: 'localhost', SMTP_PORT: String(ports.smtp) });
  await waitFor('mailbox', `http://localhost:${ports.mailWeb}/email`);
}
if (useIdentity) {
  start('identity', entry('dev/identity', 'main'), {
    IDP_PORT: String(ports.identity),
    SMTP_HOST: env.SMTP_HOST ?? 'localhost',
    SMTP_PORT: env.SMTP_PORT ?? String(ports.smtp),
  });
  apiEnv.OIDC_AUTHORITY = `http://localhost:${ports.identity}`;
  await waitFor('identity', `http://localhost:${ports.identity}/.well-known/openid-configuration`);
}
if (usePayments) {
  const secrets = localPaymentSecrets();
  start('payments', entry('dev/payments', 'main'), {
    PAYMENTS_PORT: String(ports.payments),
    PAYMENTS_WEBHOOK_URL: `http://localhost:${ports.api}/api/Payment/webhook`,
    ...secrets,
  });
  Object.assign(apiEnv, secrets);
  apiEnv.STRIPE_API_BASE = env.STRIPE_API_BASE ?? `http://localhost:${ports.payments}`;
  await waitFor('payments', `http://localhost:${ports.payments}/__dev/health`);
}

if (useSms) {
  const secrets = localSmsSecrets();
  start('sms', entry('dev/sms', 'main'), {
    SMS_PORT: String(ports.sms),
    SMS_ACCOUNT_SID: secrets.TWILIO_ACCOUNT_SID,
    SMS_AUTH_TOKEN: secrets.TWILIO_AUTH_TOKEN,
    // Twilio calls the public address; so does the stand-in (the dev server passes /api on).
    SMS_INBOUND_URL: `${appUrl}/api/Texts/inbound`,
  });
  Object.assign(apiEnv, secrets, {
    TWILIO_API_BASE: `http://localhost:${ports.sms}`,
    TWILIO_FROM: env.TWILIO_FROM ?? '+15005550006',
  });
  await waitFor('sms', `http://localhost:${ports.sms}/__dev/health`);
}

start(
  'api',
  { src: 'apps/api/src/server.ts', dist: 'apps/api/dist/server.js' },
  {
    ...apiEnv,
    UNSUBSCRIBE_SECRET: localUnsubscribeSecret(),
    // The business receipts print; a real installation sets its own (README).
    BUSINESS_LEGAL_NAME: env.BUSINESS_LEGAL_NAME ?? 'Touchline Soccer Academy LLC',
    BUSINESS_ADDRESS: env.BUSINESS_ADDRESS ?? '1 Field Rd, Nashville, TN 37206',
    BUSINESS_TAX_ID: env.BUSINESS_TAX_ID ?? '00-0000000',
    NODE_ENV: dev ? 'development' : (env.NODE_ENV ?? 'production'),
  },
);
await waitFor('api', `http://localhost:${ports.api}/readyz`);

if (dev) {
  const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    cwd: 'apps/web',
    env: { ...env, API_ORIGIN: `http://localhost:${ports.api}` },
    stdio: 'inherit',
  });
  children.push(vite);
  await waitFor('web', appUrl);
}

const line = (label, value) => console.log(`  ${label.padEnd(22)} ${value}`);
console.log('\n⚽  Touchline Soccer Academy is running\n');
line('Site', appUrl);
if (useIdentity) line('Sign-in (local OIDC)', `http://localhost:${ports.identity}`);
if (usePayments) line('Payments (local)', `http://localhost:${ports.payments}`);
if (useMailbox) line('Mailbox', `http://localhost:${ports.mailWeb}`);
if (useSms) line('Text messages (local)', `http://localhost:${ports.sms}`);
line('Database', env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `${dataDir}/soccer.sqlite`);
if (useIdentity) {
  console.log('\n  Demo accounts (password for all):');
  for (const a of demoAccounts)
    line(a.email, `${a.password}  ${a.roles.length ? `(${a.roles.join(', ')})` : ''}`);
}
console.log('\n  Ctrl+C stops everything.\n');
