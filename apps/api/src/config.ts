import { z } from 'zod';

/**
 * Server configuration: every environment variable, parsed once at start-up. A bad value stops
 * the process with one line naming the variable (see `loadConfig`).
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const port = z.coerce.number().int().min(0).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(8080),
  /** Public URL of the site, used in e-mails and payment return links. */
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite at SQLITE_FILE. */
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL')
    .optional(),
  SQLITE_FILE: z.string().optional(),
  DEMO_SEED: bool.default(true),
  WEB_DIST: z.string().optional(),

  OIDC_AUTHORITY: z.url().default('http://localhost:8081'),
  /** Issuer expected in tokens; defaults to the authority. B2C's differs (it ends in /v2.0/). */
  OIDC_ISSUER: z.string().optional(),
  OIDC_JWKS_URI: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('soccer-web'),
  OIDC_AUDIENCE: z.string().min(1).default('api://soccer-registration'),
  OIDC_SCOPES: list.default(['openid', 'profile', 'email', 'offline_access']),
  OIDC_PASSWORD_RESET_AUTHORITY: z.url().optional(),
  OIDC_ROLES_CLAIM: z.string().default('roles'),
  OIDC_EMAIL_CLAIM: z.string().default('email'),
  /** Oldest access token (by its `iat`) the API accepts, whatever its `exp` says. */
  OIDC_MAX_TOKEN_AGE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  ADMIN_EMAILS: list.default([]),
  STAFF_EMAILS: list.default([]),

  SMTP_HOST: z.string().default('localhost'),
  SMTP_PORT: port.default(1025),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Touchline Soccer Academy <no-reply@touchline.example>'),
  BUSINESS_EMAIL: z.email().default('info@touchline.example'),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),

  STRIPE_SECRET_KEY: z.string().default('sk_test_local'),
  STRIPE_WEBHOOK_SECRET: z.string().default('whsec_local'),
  /** Where the Stripe SDK sends its calls; unset means api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /** Minutes an unpaid registration keeps its seat (at least 30: Stripe's shortest checkout life). */
  HOLD_MINUTES: z.coerce.number().int().min(30).default(45),
  HOLD_SWEEP_MS: z.coerce.number().int().positive().default(60_000),
  /** Test-only: turns the seat lock off to show that the race it prevents is real. */
  UNSAFE_DISABLE_SEAT_LOCK: bool.default(false),

  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'turnstile']).default('altcha'),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_SITE_KEY: z.string().optional(),
  ALTCHA_HMAC_KEY: z.string().optional(),
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().positive().default(5),

  TAG_MANAGER_ID: z.string().optional(),
  ERROR_REPORTING_ENDPOINT: z.string().optional(),
  PARTNER_PROGRAM_URL: z.url().default('https://www.example.com/partner-training'),
  TRUST_PROXY: bool.default(false),
  /** How long another server's change may take to show in the public camp and tournament lists. */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).default(2000),
});

export type Config = z.infer<typeof configSchema>;

const guardedConfigSchema = configSchema.refine((c) => !c.UNSAFE_DISABLE_SEAT_LOCK || c.NODE_ENV === 'test', {
  path: ['UNSAFE_DISABLE_SEAT_LOCK'],
  message: 'may only be set when NODE_ENV=test',
});

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = guardedConfigSchema.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return result.data;
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
