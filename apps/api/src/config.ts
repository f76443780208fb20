import {
  type CancellationPolicy,
  locales,
  parseSiblingDiscount,
  shippedCancellationPolicy,
} from '@soccer/contracts';
import { CronExpressionParser } from 'cron-parser';
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
  /** The language of the mails to BUSINESS_EMAIL (new messages and inquiries, failed refunds): `en` or `es`. */
  OFFICE_LOCALE: z.enum(locales).default('en'),
  /** Signs the one-click unsubscribe links of mails (HMAC-SHA-256, decision 0069); required in production. */
  UNSUBSCRIBE_SECRET: z.string().optional(),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),

  /** Required outside development and test (see `paymentSecretProblems`). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls; unset means api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /** Minutes an unpaid registration keeps its seat once checkout has started (at least 30: Stripe's shortest checkout life). */
  HOLD_MINUTES: z.coerce.number().int().min(30).default(45),
  /** Minutes a new registration keeps its seat before its checkout is started. */
  HOLD_BEFORE_CHECKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  /** The bonus (whole percent) on credit a family takes instead of a card refund at cancel (decision 0096). */
  CREDIT_BONUS_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  HOLD_SWEEP_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * The January statements run's pause after each batch of families (decision 0114), so a run
   * that has days to finish leaves the CPU to requests between batches; 0: no pause.
   */
  STATEMENTS_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  /**
   * The longest the January statements run waits for a moment with no request in flight before
   * it draws a PDF or reads a batch anyway (decision 0119), so it always progresses; 0: no wait.
   */
  STATEMENTS_QUIET_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * Hours a family has to pay the difference of a dearer move staff made (the mailed link and the
   * held seat); at most 23, inside the provider's 24-hour checkout life.
   */
  STAFF_MOVE_PAYMENT_HOURS: z.coerce.number().min(1).max(23).default(23),
  /** How long a freed seat is reserved for the waitlist entry it is offered to. */
  WAITLIST_OFFER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 14)
    .default(24),
  /** The job queue (decision 0062): how often a runner looks for due jobs; pg-boss's schema on PostgreSQL. */
  JOBS_POLL_MS: z.coerce.number().int().min(500).default(2000),
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('pgboss'),
  /** Reminders: minutes before an unpaid hold lapses, and hours before a waitlist offer runs out, that the family is reminded. */
  REMINDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  REMINDER_OFFER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(6),
  /** The facility's local hour a reminder before a camp's start goes on its day. */
  REMINDER_LOCAL_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  /** Days after an instalment's last automatic try before the office is told the plan is in arrears (decision 0109). */
  INSTALMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Then: only tell the office, or also release the seat refunding under the policy to the card or as credit (decision 0110). */
  INSTALMENT_ARREARS: z.enum(['notify', 'release-refund', 'release-credit']).default('notify'),
  /** Unpaid camp holds one account may have in one session, and in all. */
  HOLDS_PER_SESSION: z.coerce.number().int().min(1).default(2),
  HOLDS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Registrations (camp and team, new and edited) per minute: per account, and per client address. */
  RATE_LIMIT_REGISTRATIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTRATIONS_PER_CLIENT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Promo codes that did not match, per hour: per account, and per client address. */
  PROMO_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(5),
  /**
   * The cancellation policy of a camp session or tournament that has none of its own: a full
   * refund until CANCELLATION_FULL_REFUND_DAYS before the start, the payment less
   * CANCELLATION_FEE (dollars, or a whole percentage such as `20%`) until CANCELLATION_FEE_DAYS
   * before, nothing after.
   */
  CANCELLATION_FULL_REFUND_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(365)
    .default(shippedCancellationPolicy.fullRefundDays),
  CANCELLATION_FEE_DAYS: z.coerce.number().int().min(0).max(365).default(shippedCancellationPolicy.feeDays),
  CANCELLATION_FEE: z
    .string()
    .regex(
      /^(\d{1,5}(\.\d{1,2})?|100%|\d{1,2}%)$/,
      'must be dollars such as 25.00 or a percentage such as 20%',
    )
    .default(
      shippedCancellationPolicy.fee.kind === 'percent'
        ? `${shippedCancellationPolicy.fee.percent}%`
        : (shippedCancellationPolicy.fee.cents / 100).toFixed(2),
    ),
  /**
   * Off each additional player of one household in one order, until staff set it in the
   * catalogue: `0` (none), dollars such as `15.00`, or a whole percentage such as `10%`.
   */
  SIBLING_DISCOUNT: z
    .string()
    .refine(
      (v) => parseSiblingDiscount(v) !== null,
      'must be 0, dollars such as 15.00 or a percentage such as 10%',
    )
    .default('0'),
  /**
   * Text messages through Twilio's REST API (decision 0068); `SMS_*` names are read too. Unset in
   * production: no texts go (the audience count says so). Development and tests default to the
   * stand-in's published values, which production refuses.
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-zA-Z]{32}$/, 'must be an Account SID (AC and 32 characters)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The number texts come from, E.164. */
  TWILIO_FROM: z
    .string()
    .regex(/^\+\d{8,15}$/, 'must be a number such as +15005550006')
    .optional(),
  /** Where the calls go; unset means api.twilio.com. */
  TWILIO_API_BASE: z.url().optional(),
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
  /**
   * The business as its receipts name it (decision 0082): legal name, postal address (one line)
   * and tax id (EIN). Required in production; development and tests print the demo business's.
   */
  BUSINESS_LEGAL_NAME: z.string().max(200).optional(),
  BUSINESS_ADDRESS: z.string().max(300).optional(),
  BUSINESS_TAX_ID: z.string().max(40).optional(),
  /** The bearer token Prometheus sends to /metrics; absent: no /metrics and no request counting (decision 0071). */
  METRICS_TOKEN: z.string().optional(),
  /**
   * How long the public camp and tournament lists are reused. A change clears them on every
   * server at once (decision 0073); this bounds one whose notice was lost.
   */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).default(2000),

  /** Where backups are written (default: DATA_DIR/backups); decision 0074. */
  BACKUP_DIR: z.string().optional(),
  /** When the scheduled backup runs (cron, UTC); `off` leaves it to the operator. */
  BACKUP_CRON: z
    .string()
    .refine((v) => v === 'off' || isCron(v), 'must be a cron expression such as "20 3 * * *" or off')
    .default('20 3 * * *'),
  /** How many backups are kept; each new one deletes the oldest beyond this. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** PostgreSQL: the folder of pg_dump and pg_restore (default: Debian's newest, else PATH). */
  PG_BIN_DIR: z.string().optional(),
});

function isCron(value: string) {
  try {
    CronExpressionParser.parse(value, { tz: 'UTC' });
    return value.trim().split(/\s+/).length === 5;
  } catch {
    return false;
  }
}

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = ParsedConfig & {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  UNSUBSCRIBE_SECRET: string;
  /** The business as receipts print it (the demo business's outside production). */
  business: { legalName: string; address: string; taxId: string };
  /** Twilio's account, token and number; null when texts are off (unset in production). */
  texts: TextsConfig | null;
};

/**
 * The unsubscribe links' key outside production (published here, so a production server refuses
 * it): anyone could sign a link with it.
 */
export const developmentUnsubscribeSecret = 'unsubscribe-local-development-only';

export interface TextsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

/** The stand-in's published account and token (dev/sms); production refuses them. */
export const knownTextPlaceholders = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'sms_local_token',
  from: '+15005550006',
} as const;

/** `SMS_ACCOUNT_SID` … stand for `TWILIO_ACCOUNT_SID` … when the latter are not set. */
const smsAliases = ['ACCOUNT_SID', 'AUTH_TOKEN', 'FROM', 'API_BASE'] as const;
function withSmsAliases(env: Record<string, string | undefined>) {
  const out = { ...env };
  for (const name of smsAliases) out[`TWILIO_${name}`] ??= env[`SMS_${name}`];
  return out;
}

function textsConfig(c: ParsedConfig): TextsConfig | null {
  const production = c.NODE_ENV === 'production';
  const accountSid = c.TWILIO_ACCOUNT_SID ?? (production ? undefined : knownTextPlaceholders.accountSid);
  const authToken = c.TWILIO_AUTH_TOKEN ?? (production ? undefined : knownTextPlaceholders.authToken);
  if (!accountSid || !authToken) return null;
  return {
    accountSid,
    authToken,
    from: c.TWILIO_FROM ?? knownTextPlaceholders.from,
    apiBase: (c.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/$/, ''),
  };
}

function textSecretProblems(c: ParsedConfig): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (
    c.TWILIO_AUTH_TOKEN === knownTextPlaceholders.authToken ||
    (c.TWILIO_AUTH_TOKEN && c.TWILIO_AUTH_TOKEN.length < 16)
  )
    problems.push(
      "TWILIO_AUTH_TOKEN: is a published placeholder or too short; set the provider's real value",
    );
  if (c.TWILIO_ACCOUNT_SID === knownTextPlaceholders.accountSid)
    problems.push("TWILIO_ACCOUNT_SID: is a published placeholder; set the provider's real value");
  if (Boolean(c.TWILIO_ACCOUNT_SID) !== Boolean(c.TWILIO_AUTH_TOKEN))
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: set both or neither');
  return problems;
}

/**
 * Values published in this project's own code and docs. They are defaults in development and
 * tests only; a production server refuses them, since anyone could sign a webhook with them.
 */
export const knownPaymentPlaceholders = {
  STRIPE_SECRET_KEY: ['sk_test_local', 'sk_test_suite', 'sk_test_x', 'sk_live_…', 'sk_test_…'],
  STRIPE_WEBHOOK_SECRET: ['whsec_local', 'whsec_suite', 'whsec_x', 'whsec_…'],
} as const;
const developmentPaymentDefaults = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_local',
};

/** Why the payment secrets cannot be used in this environment, one entry per variable. */
function paymentSecretProblems(c: ParsedConfig): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    const value = c[name];
    if (!value) problems.push(`${name}: is required when NODE_ENV=production`);
    else if ((knownPaymentPlaceholders[name] as readonly string[]).includes(value) || value.length < 16)
      problems.push(`${name}: is a published placeholder or too short; set the provider's real value`);
  }
  for (const name of ['BUSINESS_LEGAL_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_TAX_ID'] as const)
    if (!c[name]?.trim()) problems.push(`${name}: is required when NODE_ENV=production (receipts print it)`);
  const unsubscribe = c.UNSUBSCRIBE_SECRET;
  if (!unsubscribe) problems.push('UNSUBSCRIBE_SECRET: is required when NODE_ENV=production');
  else if (unsubscribe === developmentUnsubscribeSecret || unsubscribe.length < 32)
    problems.push('UNSUBSCRIBE_SECRET: is a published placeholder or shorter than 32 characters');
  return problems;
}

const guardedConfigSchema = configSchema
  .refine((c) => !c.UNSAFE_DISABLE_SEAT_LOCK || c.NODE_ENV === 'test', {
    path: ['UNSAFE_DISABLE_SEAT_LOCK'],
    message: 'may only be set when NODE_ENV=test',
  })
  .refine((c) => c.NODE_ENV !== 'production' || !c.METRICS_TOKEN || c.METRICS_TOKEN.length >= 24, {
    path: ['METRICS_TOKEN'],
    message: 'must be at least 24 characters when NODE_ENV=production',
  })
  .refine((c) => c.CANCELLATION_FEE_DAYS <= c.CANCELLATION_FULL_REFUND_DAYS, {
    path: ['CANCELLATION_FEE_DAYS'],
    message: 'must not be more than CANCELLATION_FULL_REFUND_DAYS',
  });

/** The configured default cancellation policy (contracts `CancellationPolicy`). */
export function defaultCancellationPolicy(c: ParsedConfig): CancellationPolicy {
  const fee = c.CANCELLATION_FEE;
  return {
    fullRefundDays: c.CANCELLATION_FULL_REFUND_DAYS,
    feeDays: c.CANCELLATION_FEE_DAYS,
    fee: fee.endsWith('%')
      ? { kind: 'percent', percent: Number(fee.slice(0, -1)) }
      : { kind: 'amount', cents: Math.round(Number(fee) * 100) },
  };
}

/** The business receipts name outside production. */
const demoBusiness = {
  legalName: 'Touchline Soccer Academy LLC',
  address: '1 Field Rd, Nashville, TN 37206',
  taxId: '00-0000000',
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(
    Object.entries(withSmsAliases(env)).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = guardedConfigSchema.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const problems = [...paymentSecretProblems(result.data), ...textSecretProblems(result.data)];
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return {
    ...result.data,
    STRIPE_SECRET_KEY: result.data.STRIPE_SECRET_KEY ?? developmentPaymentDefaults.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET:
      result.data.STRIPE_WEBHOOK_SECRET ?? developmentPaymentDefaults.STRIPE_WEBHOOK_SECRET,
    UNSUBSCRIBE_SECRET: result.data.UNSUBSCRIBE_SECRET ?? developmentUnsubscribeSecret,
    business: {
      legalName: result.data.BUSINESS_LEGAL_NAME ?? demoBusiness.legalName,
      address: result.data.BUSINESS_ADDRESS ?? demoBusiness.address,
      taxId: result.data.BUSINESS_TAX_ID ?? demoBusiness.taxId,
    },
    texts: textsConfig(result.data),
  };
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
