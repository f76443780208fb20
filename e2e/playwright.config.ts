import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.js';
import { e2ePorts, siteUrl } from './support/ports.js';

// Every run starts the whole product (`npm start`) on its own ports with a fresh data folder.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'soccer-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Its own folder per run when several share the checkout (scripts/test.mjs).
  outputDir: process.env.E2E_OUTPUT_DIR ?? '.artifacts/results',
  use: {
    baseURL: siteUrl,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${siteUrl}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePorts.site),
      IDP_PORT: String(e2ePorts.identity),
      PAYMENTS_PORT: String(e2ePorts.payments),
      MAILBOX_SMTP_PORT: String(e2ePorts.smtp),
      MAILBOX_WEB_PORT: String(e2ePorts.mailWeb),
      SMS_PORT: String(e2ePorts.sms),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_POLL_MS: '300',
      RATE_LIMIT_FORMS_PER_MINUTE: '100',
      // Every browser test that signs up a new parent does it from this one address.
      IDP_SIGNUPS_PER_CLIENT_PER_HOUR: '500',
      // A bank transfer clears this long after the payer returns: long enough for the result
      // page and My Registrations to be seen while it is still pending.
      PAYMENTS_ASYNC_DELAY_MS: '20000',
      // An unpaid hold is reminded a minute after it is made (its 15 minutes less 14), so the
      // mail choices test finds a reminder in the mailbox within the reminders job's next minute.
      REMINDER_HOLD_MINUTES: '14',
      // A separately built site (WEB_DIST) lets several test runs share one checkout.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
