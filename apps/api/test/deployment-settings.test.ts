import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const root = new URL('../../../', import.meta.url);
const compose = readFileSync(new URL('compose.yaml', root), 'utf8');
const envExample = readFileSync(new URL('.env.example', root), 'utf8');
/** What compose refuses to start without (`${NAME:?message}`). */
const required = [...new Set([...compose.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!))].sort();

/** A real-looking value for each setting compose requires; a new one must be given here. */
const values: Record<string, string> = {
  ALTCHA_HMAC_KEY: 'a'.repeat(64),
  APP_URL: 'https://camps.example.com',
  BUSINESS_ADDRESS: '1 Field Rd, Nashville, TN 37206',
  BUSINESS_EMAIL: 'office@camps.example.com',
  BUSINESS_LEGAL_NAME: 'Example Soccer LLC',
  BUSINESS_TAX_ID: '12-3456789',
  MAIL_FROM: 'Example Soccer <no-reply@camps.example.com>',
  OIDC_AUDIENCE: 'registration-api',
  OIDC_AUTHORITY: 'https://login.example.com/tenant',
  OIDC_CLIENT_ID: 'registration-web',
  POSTGRES_PASSWORD: 'b'.repeat(32),
  SITE_ADDRESS: 'camps.example.com',
  SMTP_HOST: 'smtp.example.com',
  STRIPE_SECRET_KEY: `sk_live_${'c'.repeat(32)}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${'d'.repeat(32)}`,
  UNSUBSCRIBE_SECRET: 'e'.repeat(64),
};

// compose.yaml cannot be started on a machine without an image registry; this keeps it true to
// what a production server requires, and .env.example true to compose.
describe('the deployment files', () => {
  it('compose requires every setting a production server cannot start without', () => {
    expect(required.filter((name) => !(name in values))).toEqual([]);
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://soccer:${values.POSTGRES_PASSWORD}@db:5432/soccer`,
      ...Object.fromEntries(required.map((name) => [name, values[name]!])),
    };
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('.env.example names every setting compose requires', () => {
    const named = new Set([...envExample.matchAll(/^#?\s*([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(required.filter((name) => !named.has(name))).toEqual([]);
  });
});
