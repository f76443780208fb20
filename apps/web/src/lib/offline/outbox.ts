import { deviceDb, type QueuedWrite } from './device-db';
import { deviceDbName } from './forget-device-data';

/**
 * The outbox (decision 0108): writes made on this device, kept in IndexedDB and sent in the order
 * they were made, one at a time, by one tab at a time (the Web Locks API), when the connection
 * returns (`online`) and when a page starts. A write leaves the outbox only when the server
 * answered 2xx, or a 4xx that says it can never succeed; a lost connection, a 5xx, a 401 (the
 * sign-in to renew), 408 and 429 keep it, and the ones after it wait (order holds). Each write
 * has a client id (a UUID): queueing the same id again is a no-op, and the server's write takes
 * the id so a replay after a lost answer is recorded once.
 */

export type { QueuedWrite } from './device-db';

/** What a write asks: `id` defaults to a new UUID; put it in `body` too when the endpoint takes it. */
export interface WriteRequest {
  method: QueuedWrite['method'];
  path: string;
  body?: unknown;
  id?: string;
  /** What the page lists while it waits, in the reader's words. */
  label?: string;
}

/** Sends one write and answers the HTTP status; throws when no answer came (network). */
export type WriteSender = (write: QueuedWrite) => Promise<number>;

/** A 4xx that will answer the same however often it is sent. */
export function neverSucceeds(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status);
}

const lockName = 'soccer-outbox';
const channelName = 'soccer-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Called whenever the outbox changes, in this tab or another. Answers the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = () => {
      for (const l of listeners) l();
    };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = null;
    }
  };
}

/** Queues a write (once per id) and answers it as stored. */
export async function queueWrite(request: WriteRequest): Promise<QueuedWrite> {
  const db = await deviceDb();
  const id = request.id ?? crypto.randomUUID();
  const tx = db.transaction('outbox', 'readwrite');
  const existing = await tx.store.index('id').get(id);
  if (existing) {
    await tx.done;
    return existing;
  }
  const write: QueuedWrite = {
    id,
    method: request.method,
    path: request.path,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.label ? { label: request.label } : {}),
    queuedAt: new Date().toISOString(),
    attempts: 0,
  };
  const seq = await tx.store.add(write);
  await tx.done;
  changed();
  return { ...write, seq };
}

/** The writes not yet sent, oldest first. */
export async function pendingWrites(): Promise<QueuedWrite[]> {
  const db = await deviceDb();
  return db.getAll('outbox');
}

/**
 * How many writes wait on this device, without making the database where there is none (a
 * browser that cannot list its databases opens it; sign-out deletes it just after).
 */
export async function unsentWriteCount(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  if (typeof indexedDB.databases === 'function') {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(deviceDbName)) return 0;
  }
  return (await pendingWrites()).length;
}

/** What one run of `flushOutbox` did. */
export interface FlushResult {
  sent: QueuedWrite[];
  /** Removed on a 4xx: the server will never take them. */
  refused: { write: QueuedWrite; status: number }[];
  /** True when a write is still waiting (no answer, or a server error). */
  stopped: boolean;
  /** False when another run (this tab or another) held the outbox. */
  ran: boolean;
}

let runningHere: Promise<FlushResult> | null = null;

/**
 * Sends the queued writes in order, one at a time; stops at the first that gets no answer or a
 * server error (it and the later ones stay). Only one run at a time across the tabs: a second
 * call while one runs answers `ran: false` without sending.
 */
export function flushOutbox(send: WriteSender): Promise<FlushResult> {
  const skipped: FlushResult = { sent: [], refused: [], stopped: false, ran: false };
  if (runningHere) return Promise.resolve(skipped);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks
    ? locks.request(lockName, { ifAvailable: true }, (lock) => (lock ? drain(send) : skipped))
    : drain(send);
  runningHere = run;
  return run.finally(() => {
    runningHere = null;
  });
}

async function drain(send: WriteSender): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], stopped: false, ran: true };
  const db = await deviceDb();
  for (;;) {
    const cursor = await db.transaction('outbox').store.openCursor();
    const write = cursor?.value;
    if (!write || write.seq === undefined) return result;
    let status: number | null = null;
    try {
      status = await send(write);
    } catch {
      status = null;
    }
    if (status !== null && (status < 300 || neverSucceeds(status))) {
      await db.delete('outbox', write.seq);
      if (status < 300) result.sent.push(write);
      else result.refused.push({ write, status });
      changed();
      continue;
    }
    // No answer, a 3xx, or one worth sending again: keep it (and the order) for the next run.
    const kept = await db.get('outbox', write.seq);
    if (kept) await db.put('outbox', { ...kept, attempts: kept.attempts + 1 });
    changed();
    result.stopped = true;
    return result;
  }
}
