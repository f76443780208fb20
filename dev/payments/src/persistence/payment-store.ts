import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredSession } from '../checkout/session-types.js';
import type { Clock } from '../clock.js';
import type { StoredCustomer, StoredPaymentMethod } from '../customers/customer-types.js';
import type { StoredEvent } from '../events/event-types.js';
import { paymentForOlderSession } from '../payments/payment-service.js';
import type { StoredPayment } from '../payments/payment-types.js';
import type { StoredRefund } from '../refunds/refund-types.js';
import { writeFileAtomic } from './atomic-file.js';

/** A replayable answer to a POST made with an Idempotency-Key. */
export interface IdempotencyRecord {
  key: string;
  /** Method, path and parameters of the first request; a reuse with others is an error. */
  fingerprint: string;
  statusCode: number;
  body: string;
  createdAt: number;
}

interface Snapshot {
  version: 1;
  sessions: StoredSession[];
  /** Absent in files written before PaymentIntents and refunds were kept. */
  payments?: StoredPayment[];
  refunds?: StoredRefund[];
  /** Absent in files written before saved cards were kept. */
  customers?: StoredCustomer[];
  paymentMethods?: StoredPaymentMethod[];
  events: StoredEvent[];
  idempotency: IdempotencyRecord[];
}

export const DATA_FILE_NAME = 'payments.json';
// Enough history for tests and a day of clicking around; old events are dropped first.
const MAX_EVENTS = 1000;
// Stripe forgets idempotency keys after 24 hours. The SDK keys every POST, so also cap the count.
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_IDEMPOTENCY_RECORDS = 5000;

/**
 * Everything the provider knows, in memory, mirrored to one JSON file when a dataDir is given.
 * Writes are coalesced: callers say `changed()` and at most one write runs at a time, the last one
 * always carrying the latest state.
 */
export class PaymentStore {
  readonly sessions = new Map<string, StoredSession>();
  /** By PaymentIntent id. */
  private readonly payments = new Map<string, StoredPayment>();
  private readonly paymentIdsByCharge = new Map<string, string>();
  /** By id, oldest first. */
  readonly refunds = new Map<string, StoredRefund>();
  readonly customers = new Map<string, StoredCustomer>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  /** Oldest first. */
  readonly events: StoredEvent[] = [];
  private readonly eventsById = new Map<string, StoredEvent>();
  private readonly idempotency = new Map<string, IdempotencyRecord>();
  private dirty = false;
  private writing: Promise<void> | null = null;

  private constructor(
    private readonly file: string | null,
    private readonly clock: Clock,
    private readonly log: (line: string) => void,
  ) {}

  static async open(
    dataDir: string | null,
    clock: Clock,
    log: (line: string) => void,
  ): Promise<PaymentStore> {
    const store = new PaymentStore(dataDir === null ? null : join(dataDir, DATA_FILE_NAME), clock, log);
    if (store.file) await store.load(store.file);
    return store;
  }

  private async load(file: string): Promise<void> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let snapshot: Snapshot;
    try {
      snapshot = JSON.parse(text) as Snapshot;
    } catch (error) {
      throw new Error(`${file} is not valid JSON (${(error as Error).message}); delete it to start empty`);
    }
    if (snapshot.version !== 1) throw new Error(`${file} has unknown version ${String(snapshot.version)}`);
    for (const stored of snapshot.sessions) this.sessions.set(stored.session.id, stored);
    if (snapshot.payments) {
      for (const payment of snapshot.payments) this.addPayment(payment);
    } else {
      for (const stored of snapshot.sessions) {
        const payment = paymentForOlderSession(stored);
        if (payment) this.addPayment(payment);
      }
    }
    for (const stored of snapshot.refunds ?? []) this.refunds.set(stored.refund.id, stored);
    for (const customer of snapshot.customers ?? []) this.customers.set(customer.id, customer);
    for (const method of snapshot.paymentMethods ?? []) this.paymentMethods.set(method.id, method);
    for (const stored of snapshot.events) this.addEvent(stored);
    for (const record of snapshot.idempotency) this.idempotency.set(record.key, record);
  }

  addPayment(payment: StoredPayment): void {
    this.payments.set(payment.paymentIntentId, payment);
    this.paymentIdsByCharge.set(payment.chargeId, payment.paymentIntentId);
  }

  getPayment(paymentIntentId: string): StoredPayment | undefined {
    return this.payments.get(paymentIntentId);
  }

  getPaymentByCharge(chargeId: string): StoredPayment | undefined {
    const id = this.paymentIdsByCharge.get(chargeId);
    return id === undefined ? undefined : this.payments.get(id);
  }

  addEvent(stored: StoredEvent): void {
    this.events.push(stored);
    this.eventsById.set(stored.event.id, stored);
    while (this.events.length > MAX_EVENTS) {
      const dropped = this.events.shift()!;
      this.eventsById.delete(dropped.event.id);
    }
  }

  getEvent(id: string): StoredEvent | undefined {
    return this.eventsById.get(id);
  }

  getIdempotent(key: string): IdempotencyRecord | undefined {
    const record = this.idempotency.get(key);
    if (record && this.clock() - record.createdAt > IDEMPOTENCY_TTL_MS) {
      this.idempotency.delete(key);
      return undefined;
    }
    return record;
  }

  putIdempotent(record: IdempotencyRecord): void {
    this.idempotency.set(record.key, record);
    // Maps keep insertion order, so the first keys are the oldest.
    for (const [key, old] of this.idempotency) {
      const expired = record.createdAt - old.createdAt > IDEMPOTENCY_TTL_MS;
      if (!expired && this.idempotency.size <= MAX_IDEMPOTENCY_RECORDS) break;
      this.idempotency.delete(key);
    }
    this.changed();
  }

  /** Schedules a write of the current state (no-op without a dataDir). */
  changed(): void {
    if (!this.file) return;
    this.dirty = true;
    this.writing ??= this.writeLoop(this.file);
  }

  /** Resolves once everything changed so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeLoop(file: string): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await writeFileAtomic(file, JSON.stringify(this.snapshot()));
      }
    } catch (error) {
      // Keep serving from memory; the next change tries again.
      this.log(`payments: could not save ${file}: ${(error as Error).message}`);
    } finally {
      this.writing = null;
    }
  }

  private snapshot(): Snapshot {
    const now = this.clock();
    return {
      version: 1,
      sessions: [...this.sessions.values()],
      payments: [...this.payments.values()],
      refunds: [...this.refunds.values()],
      customers: [...this.customers.values()],
      paymentMethods: [...this.paymentMethods.values()],
      events: this.events,
      idempotency: [...this.idempotency.values()].filter((r) => now - r.createdAt <= IDEMPOTENCY_TTL_MS),
    };
  }
}
