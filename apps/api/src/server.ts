import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptionsFrom, migrateToLatest, openDatabase } from './db/database.js';
import { seedDemoData } from './db/demo-seed.js';
import { createIntervalJob } from './lib/interval-job.js';
import { createMailSender, smtpTransport } from './mail/mail-sender.js';

/** Production entry: read config, migrate, seed the demo when asked, listen, shut down gracefully. */
async function main() {
  // Files the server creates (the SQLite database, its journal) are readable by its owner only:
  // they hold children's data.
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const database = openDatabase(databaseOptionsFrom(config));
  const applied = await migrateToLatest(database);
  const app = await buildApp({ config, database });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (config.DEMO_SEED && (await seedDemoData(database.db))) app.log.info('demo data seeded');

  const mailSender = createMailSender({
    db: database.db,
    transport: smtpTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
    }),
    from: config.MAIL_FROM,
    log: app.log,
    pollMs: config.MAIL_POLL_MS,
  });

  let lastRetentionRun = 0;
  const holdSweeper = createIntervalJob(
    'hold-sweeper',
    async () => {
      const expired = await app.payments.sweepLapsedHolds();
      if (expired) app.log.info({ expired }, 'unpaid holds expired');
      // Offers past their deadline pass on; seats freed by lapsed holds go to the waitlists.
      const offered = await app.waitlists.offerFreedSeats();
      if (offered) app.log.info({ offered }, 'waitlist offers sent');
      // Personal fields of registrations past the retention period staff set, once an hour.
      if (Date.now() - lastRetentionRun > 3_600_000) {
        lastRetentionRun = Date.now();
        await app.accountData.eraseExpired();
      }
      // Refunds that never reached the provider, or that it has not settled yet.
      await app.refunds.sweep();
    },
    config.HOLD_SWEEP_MS,
    app.log,
  );
  // The job queue (decision 0062): reminders now; the sweeper above stays an interval job for now.
  const jobs = {
    start: () =>
      void app.jobs.start().catch((error) => app.log.error({ err: error }, 'job queue did not start')),
    stop: () => app.jobs.stop(),
  };
  const background = [mailSender, holdSweeper, jobs];
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await Promise.allSettled(background.map((b) => b.stop()));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  for (const b of background) b.start();
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
