import { setTimeout as sleep } from 'node:timers/promises';
import type { DeliveryAttempt, StoredEvent } from '../events/event-types.js';
import { postJson } from './post-json.js';
import { signatureHeader } from './signature.js';

export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** Pause before each retry; its length is the number of retries after the first attempt. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
}

/**
 * Sends events to the one configured endpoint like Stripe does: signed JSON POSTs, any 2xx counts
 * as received, anything else (or no answer) is retried with growing pauses. Deliveries run in the
 * background so the payer's redirect never waits for our own server's webhook handler.
 */
export class WebhookDispatcher {
  private readonly running = new Set<Promise<void>>();
  private readonly stop = new AbortController();

  constructor(
    private readonly endpoint: WebhookEndpoint,
    private readonly onAttempt: () => void,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts delivering a new event (first attempt right away). */
  deliver(stored: StoredEvent): void {
    this.track(this.retryLoop(stored, 0, false));
  }

  /** Sends an event again with a fresh signature; resolves with that attempt, retrying in the background. */
  async resend(stored: StoredEvent): Promise<DeliveryAttempt> {
    const first = this.attempt(stored, true);
    this.track(first.then(() => undefined));
    const attempt = await first;
    if (!isSuccess(attempt)) this.track(this.retryLoop(stored, 1, true));
    return attempt;
  }

  /** Resolves when no delivery is running or waiting to retry. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Abandons pending retries and cuts off requests still waiting for an answer. */
  async close(): Promise<void> {
    this.stop.abort();
    await this.settled();
  }

  private track(job: Promise<void>): void {
    this.running.add(job);
    void job.then(() => this.running.delete(job));
  }

  private async retryLoop(stored: StoredEvent, firstAttempt: number, resend: boolean): Promise<void> {
    const delays = this.endpoint.retryDelaysMs;
    for (let attempt = firstAttempt; attempt <= delays.length; attempt++) {
      if (attempt > 0) {
        try {
          await sleep(delays[attempt - 1]!, undefined, { signal: this.stop.signal });
        } catch {
          return; // closed while waiting
        }
      }
      if (this.stop.signal.aborted) return;
      if (isSuccess(await this.attempt(stored, resend))) return;
    }
    this.log(
      `payments: gave up delivering ${stored.event.id} (${stored.event.type}) to ${this.endpoint.url}`,
    );
  }

  private async attempt(stored: StoredEvent, resend: boolean): Promise<DeliveryAttempt> {
    // Stripe pretty-prints event bodies; the signature covers exactly these bytes.
    const body = JSON.stringify(stored.event, null, 2);
    // Real time, not the injectable clock: receivers check the timestamp against their own clock.
    const header = signatureHeader(body, this.endpoint.secret, Math.floor(Date.now() / 1000));
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postJson(
        this.endpoint.url,
        body,
        { 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        { signal: this.stop.signal, timeoutMs: this.endpoint.timeoutMs },
      );
    } catch (e) {
      error = describe(e);
    }
    const attempt: DeliveryAttempt = { at: started, status, error, durationMs: Date.now() - started, resend };
    if (this.stop.signal.aborted && status === null) return attempt; // shutting down; not the receiver's fault
    stored.deliveries.push(attempt);
    if (isSuccess(attempt)) stored.event.pending_webhooks = 0;
    this.onAttempt();
    this.log(
      `payments: webhook ${stored.event.type} ${stored.event.id} → ${status ?? error}` +
        (isSuccess(attempt) ? '' : ` (attempt ${stored.deliveries.length})`),
    );
    return attempt;
  }
}

function isSuccess(attempt: DeliveryAttempt): boolean {
  return attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${error.message}` : error.message;
}
