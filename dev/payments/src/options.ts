import type { Clock } from './clock.js';

export interface PaymentProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; by default every interface (IPv4 and IPv6), so http://localhost works. */
  host?: string;
  /** Origin that session `url`s (the hosted page) use; defaults to http://localhost:<port>. */
  publicUrl?: string;
  /** The only API key accepted (`Authorization: Bearer <key>`). */
  secretKey: string;
  /** Where events are POSTed; null records them without sending. */
  webhookUrl: string | null;
  /** Signs webhooks; give our server the same value as STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** Directory for payments.json; null keeps everything in memory only. */
  dataDir: string | null;
  /** How long a bank transfer takes to settle. Default 3000. */
  asyncDelayMs?: number;
  /** How long a refund stays `pending` before it succeeds (or fails). Default 1000. */
  refundDelayMs?: number;
  /** Pauses before webhook retries; length = number of retries. Default [1000, 5000, 15000, 60000]. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long to wait for the webhook receiver's answer. Default 10000. */
  webhookTimeoutMs?: number;
  /** How often open sessions are checked for expiry (they are also checked whenever read). Default 10000. */
  expirySweepMs?: number;
  /** `api_version` stamped on events. Defaults to the installed stripe SDK's pinned version. */
  apiVersion?: string;
  /** Shown on the hosted page. */
  businessName?: string;
  /** Source of "now" in milliseconds; tests pass a movable clock. */
  clock?: Clock;
  /** Receives one line per notable thing (webhook deliveries, save failures); silent by default. */
  log?: (line: string) => void;
}

export const DEFAULTS = {
  asyncDelayMs: 3000,
  refundDelayMs: 1000,
  webhookRetryDelaysMs: [1000, 5000, 15_000, 60_000] as readonly number[],
  webhookTimeoutMs: 10_000,
  expirySweepMs: 10_000,
  businessName: 'Youth Soccer Camps & Tournaments',
};

/** Fails fast with a message naming the bad option. */
export function assertValidOptions(options: PaymentProviderOptions): void {
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new TypeError(`port must be an integer 0-65535, got ${options.port}`);
  }
  if (!options.secretKey) throw new TypeError('secretKey must not be empty');
  if (!options.webhookSecret) throw new TypeError('webhookSecret must not be empty');
  if (options.webhookUrl !== null) new URL(options.webhookUrl);
  if (options.publicUrl !== undefined) {
    const url = new URL(options.publicUrl);
    // Session URLs are built as `${publicUrl}/pay/<id>`, so a path or trailing slash would break them.
    if (url.pathname !== '/' || options.publicUrl.endsWith('/') || url.search || url.hash) {
      throw new TypeError(
        `publicUrl must be an origin without a path or trailing slash, got ${options.publicUrl}`,
      );
    }
  }
  for (const [name, value] of [
    ['asyncDelayMs', options.asyncDelayMs],
    ['refundDelayMs', options.refundDelayMs],
    ['webhookTimeoutMs', options.webhookTimeoutMs],
    ['expirySweepMs', options.expirySweepMs],
    ...(options.webhookRetryDelaysMs ?? []).map((d) => ['webhookRetryDelaysMs[]', d] as const),
  ] as const) {
    if (value !== undefined && (!Number.isFinite(value) || value < 0)) {
      throw new TypeError(`${name} must be a non-negative number, got ${value}`);
    }
  }
  if (options.expirySweepMs === 0) throw new TypeError('expirySweepMs must be positive');
}
